import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Cosmic Daily";

/** A page's Open Graph and Twitter card image: a path on this site, its size and a true description of it. */
export type SocialImage = { path: string; width: number; height: number; alt: string };

/** The site's card, for every page that has no image of its own. */
export const SOCIAL_IMAGE: SocialImage = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: "Cosmic Daily: horoscopes from the real sky",
};

/**
 * A feed a page names in its head (`<link rel="alternate">`), so feed readers find it from the
 * page. Loaders write them whole (`app/lib/syndication.server.ts`), so no page carries code for them.
 */
export type FeedLink = {
  tagName: "link";
  rel: "alternate";
  type: "application/rss+xml" | "application/atom+xml";
  title: string;
  href: string;
};

type PageSeo = {
  title: string;
  description: string;
  /** The page's own path, without query: canonical and og:url are built from it. */
  path: string;
  siteUrl: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** The page's own card image (a sign's day, a pair); the site's card otherwise. */
  image?: SocialImage;
  /** The feeds that follow what the page shows. */
  feeds?: readonly FeedLink[];
};

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
function seo({
  title,
  description,
  path,
  siteUrl,
  type = "website",
  noindex = false,
  image = SOCIAL_IMAGE,
  feeds = [],
}: PageSeo): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const url = `${siteUrl}${path}`;
  const imageUrl = `${siteUrl}${image.path}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  tags.push(...feeds);
  if (noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The canonical origin, from the root loader's public environment. */
export function siteUrlFrom(matches: ReadonlyArray<MatchLike>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicEnv?: { siteUrl?: string } } | undefined;
  return root?.publicEnv?.siteUrl ?? "";
}

type PageText = Pick<PageSeo, "title" | "description" | "type" | "noindex" | "image" | "feeds">;
type MetaArgsLike<Data> = { loaderData?: Data; matches: ReadonlyArray<MatchLike>; location: { pathname: string }; error?: unknown };

/** A complete meta function for a page whose title and description do not depend on data. */
export function pageMeta(text: PageText) {
  return dataMeta<unknown>(() => text);
}

/**
 * A meta function built from the route's loader data. When the loader failed (an unknown post,
 * a 404) it adds nothing: the error boundary writes that page's title.
 */
export function dataMeta<Data>(text: (data: Data) => PageText) {
  return ({ loaderData, matches, location, error }: MetaArgsLike<Data>): MetaDescriptor[] => {
    if (error) return [];
    return seo({ ...text(loaderData as Data), path: location.pathname, siteUrl: siteUrlFrom(matches) });
  };
}
