import { useRouteLoaderData } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { AdZone } from "#app/features/ads/display/ad-zone.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { CompatibilityTool } from "#app/features/compatibility/compatibility-tool.tsx";
import { elementRelation } from "#app/zodiac/elements.ts";
import { pairPath } from "#app/features/compatibility/scoring.ts";
import { requireSign } from "#app/zodiac/require-sign.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { dataMeta } from "#app/lib/seo.ts";
import { getPost } from "#app/features/blog/posts.server.ts";
import { renderMarkdown } from "#app/lib/markdown.server.ts";
import { articleStructuredData } from "#app/lib/structured-data.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/index";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

/** The blog post shown below the picker while it exists ([signs.sign-compatibility-page]). */
const PERFECT_MATCH_ARTICLE_SLUG = "zodiac-sign-compatibility-perfect-match";

type PerfectMatchArticle = { slug: string; title: string; html: string };

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const sign = requireSign(params.sign, url);
  return { sign, perfectMatchArticle: await loadPerfectMatchArticle(context.db), siteUrl: context.env.siteUrl };
}

/** The post, rendered like every blog post (raw HTML escaped); no article if it was deleted or cannot be read. */
async function loadPerfectMatchArticle(db: Route.LoaderArgs["context"]["db"]): Promise<PerfectMatchArticle | null> {
  const post = await getPost(db, PERFECT_MATCH_ARTICLE_SLUG).catch(() => null);
  return post ? { slug: post.slug, title: post.title, html: renderMarkdown(post.content) } : null;
}

const RELATION_LABEL = {
  same: "Same element",
  complementary: "Complementary elements",
  opposing: "Opposing elements",
  neutral: "Mixed elements",
} as const;

export default function SignCompatibilityPage({ loaderData }: Route.ComponentProps) {
  const { sign, perfectMatchArticle, siteUrl } = loaderData;
  const ads = useRouteLoaderData<typeof rootLoader>("root")?.ads;
  const path = `/signs/${sign.slug}/compatibility`;
  return (
    <section className="flex flex-col gap-10">
      <PageHeader
        title={
          <>
            <span aria-hidden="true" className="mr-2 text-accent">
              {sign.symbol}
            </span>
            {sign.name} Compatibility Checker
          </>
        }
      >
        <p>
          {sign.name} is set as the first sign. Choose a second sign to see how it meets {sign.name} today: the score, where the two click,
          where they clash, and what helps.
        </p>
      </PageHeader>

      <CompatibilityTool key={sign.slug} signs={SIGNS} first={sign.slug} track={trackEvent} />

      {ads ? <AdZone zone="sidebar" config={ads} track={trackEvent} /> : null}

      <div>
        <h2 className="mb-4 text-2xl font-semibold">Every {sign.name} pairing</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SIGNS.map((partner) => (
            <li key={partner.slug}>
              <SiteLink
                to={pairPath(sign.slug, partner.slug)}
                className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-4 hover:bg-surface-muted"
              >
                <span aria-hidden="true" className="text-2xl">
                  {partner.symbol}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold">
                    {sign.name} &amp; {partner.name}
                  </span>
                  <span className="text-sm text-muted">{RELATION_LABEL[elementRelation(sign.element, partner.element)]}</span>
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>

      {perfectMatchArticle ? (
        <article aria-labelledby="perfect-match-article" className="prose-cosmic">
          <h2 id="perfect-match-article">{perfectMatchArticle.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: perfectMatchArticle.html }} />
        </article>
      ) : null}

      <JsonLd
        data={articleStructuredData({
          siteUrl,
          path,
          headline: `${sign.name} Compatibility Checker`,
          description: `How ${sign.name} gets along with each of the twelve signs in love and friendship.`,
          breadcrumbs: [
            ["Home", "/"],
            ["Signs", "/signs"],
            [sign.name, `/signs/${sign.slug}`],
            ["Compatibility", path],
          ],
          datePublished: "2026-11-23",
        })}
      />
    </section>
  );
}

export const meta = dataMeta(({ sign }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} Compatibility Checker`,
  description: `How ${sign.name} gets along with each of the twelve signs in love and friendship: pick a second sign for today's score, best-for list and challenges.`,
  type: "article",
}));
