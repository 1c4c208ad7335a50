import { redirect } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { CardList } from "#app/components/ui/card-list.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { CompatibilityTool } from "#app/features/compatibility/compatibility-tool.tsx";
import { pairPath } from "#app/features/compatibility/scoring.ts";
import { findSign, SIGNS } from "#app/zodiac/signs.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { articleStructuredData } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/compatibility";
import { publicPage } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPage({ query: ["sign1", "sign2"] });

export function loader({ context, url }: Route.LoaderArgs) {
  const query = url.searchParams;
  // ?sign1= presets the first sign ([signs.compatibility-tool]); anything unknown is ignored.
  const first = findSign(query.get("sign1") ?? undefined);
  // The tool's form without scripts sends both signs here; the pair has its own page.
  const second = findSign(query.get("sign2") ?? undefined);
  if (first && second) throw redirect(pairPath(first.slug, second.slug));
  return { sign1: first?.slug ?? null, siteUrl: context.env.siteUrl };
}

const TITLE = "Zodiac Compatibility Checker";
const DESCRIPTION =
  "Compare two zodiac signs in love and friendship: pick a first and a second sign to see today's compatibility score, where they click and where they clash.";

const ELEMENT_PAIRS = [
  {
    title: "Same element",
    text: "Two fire, earth, air or water signs share a temperament: easy understanding, sometimes too much of one thing. Scores run from 80% to 99%.",
  },
  {
    title: "Complementary",
    text: "Fire feeds on air and earth holds water: each partner supplies what the other lacks. Scores run from 65% to 94%.",
  },
  {
    title: "Opposing",
    text: "Fire meets water, earth meets air: strong attraction and real friction, worth it when both stay curious. Scores run from 40% to 69%.",
  },
  {
    title: "Mixed",
    text: "Fire with earth and air with water neither clash nor blend by element; effort and timing shape them most. Scores run from 50% to 89%.",
  },
] as const;

export default function CompatibilityPage({ loaderData }: Route.ComponentProps) {
  const { sign1, siteUrl } = loaderData;
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title={TITLE} eyebrow="Compatibility">
        <p>
          How do two signs get along? Choose a first and a second sign to see today’s score, what the pair is best for, where it struggles,
          and the questions people ask about it most.
        </p>
      </PageHeader>

      <CompatibilityTool key={sign1 ?? "none"} signs={SIGNS} first={sign1} track={trackEvent} />

      <div>
        <h2 className="mb-4 text-2xl font-semibold">How compatibility is read</h2>
        <p className="mb-4 max-w-3xl text-muted">
          Every pairing starts from the elements of the two signs, which set the range its score can take. Within that range the angle
          between the signs (opposite signs, a trine, a square…) and how their paces fit set a base that never changes. Today’s real sky
          then moves it a few points: where the Moon and Venus stand for both signs, and the first sign’s ruling planet for the second. Each
          pair’s page lists every part with its reason, and they add up to the score.
        </p>
        <CardList items={ELEMENT_PAIRS} headingLevel="h3" />
      </div>

      <div>
        <h2 className="mb-4 text-2xl font-semibold">Start from one sign</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {SIGNS.map((sign) => (
            <li key={sign.slug}>
              <SiteLink
                to={`/signs/${sign.slug}/compatibility`}
                className="flex h-full flex-col items-center gap-1 rounded-xl border border-border bg-surface p-4 text-center hover:bg-surface-muted"
              >
                <span aria-hidden="true" className="text-3xl text-accent">
                  {sign.symbol}
                </span>
                <span className="font-semibold">{sign.name} compatibility</span>
                <span className="text-xs text-muted">{sign.dateRange}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>

      <JsonLd
        data={articleStructuredData({
          siteUrl,
          path: "/compatibility",
          headline: TITLE,
          description: DESCRIPTION,
          breadcrumbs: [
            ["Home", "/"],
            ["Compatibility", "/compatibility"],
          ],
          datePublished: "2026-11-23",
        })}
      />
    </section>
  );
}

export const meta = pageMeta({ title: TITLE, description: DESCRIPTION, type: "article" });
