import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { ShareButtons } from "#app/components/ui/share-buttons.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { CompatibilityTool } from "#app/features/compatibility/compatibility-tool.tsx";
import { readPair } from "#app/features/compatibility/pair-reading.ts";
import { PairFaq, PairQuote, PairResult } from "#app/features/compatibility/pair-result.tsx";
import { requireSign } from "#app/zodiac/require-sign.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { dataMeta } from "#app/lib/seo.ts";
import { articleStructuredData } from "#app/lib/structured-data.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import type { Route } from "./+types/$partner";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import { pairFacts, pairImage } from "#app/routes/_share-facts.server.ts";
import { pairDay } from "#app/routes/_pair-day.server.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

const PUBLISHED = "2026-11-23";

export function loader({ params, context, url }: Route.LoaderArgs) {
  const sign = requireSign(params.sign, url);
  const partner = requireSign(params.partner, url);
  // The score belongs to the site's day and its sky, so everyone opening this address today sees the same one.
  const timeZone = context.env.siteTimeZone;
  const date = calendarDateIn(new Date(), timeZone);
  const reading = readPair(sign, partner, pairDay(date, timeZone));
  // Today's score on the card too: the image's address names the day it was drawn for.
  const socialImage = pairImage(pairFacts(sign, partner, date, timeZone, reading));
  return { sign, partner, date, reading, siteUrl: context.env.siteUrl, socialImage };
}

export default function SignPairPage({ loaderData }: Route.ComponentProps) {
  const { sign, partner, date, reading, siteUrl } = loaderData;
  const path = `/signs/${sign.slug}/compatibility/${partner.slug}`;
  const title = `${sign.name} and ${partner.name} Compatibility`;
  return (
    <article className="flex flex-col gap-10">
      <PageHeader title={title} eyebrow={`${sign.symbol} ${sign.name} + ${partner.symbol} ${partner.name}`}>
        <p>
          Today’s reading for {sign.name} ({sign.element}) with {partner.name} ({partner.element}): the score, whether the two click or
          clash, what the pair is best for and what it has to work on.
        </p>
      </PageHeader>

      <PairResult first={sign} second={partner} reading={reading} />

      <PairQuote quote={reading.quote} />

      <ShareButtons url={`${siteUrl}${path}`} text={title} heading="Share this match" track={trackEvent} />

      <PairFaq entries={reading.faq} title={`${sign.name} and ${partner.name}: common questions`} />

      <CompatibilityTool key={`${sign.slug}:${partner.slug}`} signs={SIGNS} first={sign.slug} second={partner.slug} track={trackEvent} />

      <p className="text-muted">
        See every pairing in the{" "}
        <SiteLink to={`/signs/${sign.slug}/compatibility`} className="text-link underline">
          {sign.name} compatibility checker
        </SiteLink>{" "}
        or read about the{" "}
        <SiteLink to={`/elements/${sign.element}`} className="text-link underline">
          {sign.element} signs
        </SiteLink>
        {sign.element === partner.element ? null : (
          <>
            {" "}
            and the{" "}
            <SiteLink to={`/elements/${partner.element}`} className="text-link underline">
              {partner.element} signs
            </SiteLink>
          </>
        )}
        . Compatibility readings are for entertainment only.
      </p>

      <JsonLd
        data={[
          ...articleStructuredData({
            siteUrl,
            path,
            headline: title,
            description: reading.summary,
            breadcrumbs: [
              ["Home", "/"],
              ["Signs", "/signs"],
              [sign.name, `/signs/${sign.slug}`],
              ["Compatibility", `/signs/${sign.slug}/compatibility`],
              [partner.name, path],
            ],
            datePublished: PUBLISHED,
            // The score follows each day's sky; ISO dates compare as text.
            dateModified: date > PUBLISHED ? date : PUBLISHED,
          }),
          {
            "@type": "FAQPage",
            mainEntity: reading.faq.map((entry) => ({
              "@type": "Question",
              name: entry.question,
              acceptedAnswer: { "@type": "Answer", text: entry.answer },
            })),
          },
        ]}
      />
    </article>
  );
}

export const meta = dataMeta(({ sign, partner, socialImage }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} and ${partner.name} Compatibility`,
  description: `${sign.name} and ${partner.name} in love and friendship: today's compatibility score, where the pair clicks, where it clashes, and what helps.`,
  type: "article",
  image: socialImage,
}));
