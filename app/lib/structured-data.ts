import { SITE_NAME, SOCIAL_IMAGE } from "./seo";

/** The Article and BreadcrumbList every content page describes itself with. */
export function articleStructuredData({
  siteUrl,
  path,
  headline,
  description,
  breadcrumbs,
  datePublished,
  dateModified,
}: {
  siteUrl: string;
  path: string;
  headline: string;
  description: string;
  /** From the home page down to this page: [name, path] pairs. */
  breadcrumbs: ReadonlyArray<readonly [string, string]>;
  datePublished: string;
  dateModified?: string;
}) {
  const url = `${siteUrl}${path}`;
  const team = { "@type": "Organization", name: `${SITE_NAME} Team`, url: siteUrl };
  return [
    {
      "@type": "Article",
      headline,
      description,
      url,
      mainEntityOfPage: url,
      image: { "@type": "ImageObject", url: `${siteUrl}${SOCIAL_IMAGE.path}`, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height },
      datePublished,
      dateModified: dateModified ?? datePublished,
      author: team,
      publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
    },
    {
      "@type": "BreadcrumbList",
      itemListElement: breadcrumbs.map(([name, crumbPath], index) => ({
        "@type": "ListItem",
        position: index + 1,
        name,
        item: `${siteUrl}${crumbPath}`,
      })),
    },
  ];
}
