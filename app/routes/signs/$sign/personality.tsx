import { Suspense } from "react";
import { Await, useRevalidator } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LocalDate, siteDateText } from "#app/components/ui/local-date.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { gatePersonality } from "#app/features/gating/gate.ts";
import { LockedSection } from "#app/features/gating/locked-section.tsx";
import { getPersonalityContent } from "#app/features/signs/personality.server.ts";
import { PERSONALITY_TEXTS } from "#app/features/signs/personality-texts.ts";
import { requireSign } from "#app/zodiac/require-sign.ts";
import { getSignProfile } from "#app/features/signs/sign-profiles.ts";
import { modalityOf } from "#app/zodiac/modalities.ts";
import { renderMarkdown } from "#app/lib/markdown.server.ts";
import { dataMeta } from "#app/lib/seo.ts";
import { articleStructuredData } from "#app/lib/structured-data.ts";
import { capitalise } from "#app/lib/text.ts";
import { UNLOCK_FORM_TEXTS } from "#app/features/newsletter/form-rules.ts";
import type { Route } from "./+types/personality";
import { useEmailGate } from "./_email-gate";
import { publicPage } from "#app/lib/public-page.ts";
import { withArticle } from "#app/lib/text.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPage({ query: ["ungated"] });

type ArticleResult =
  | { ok: true; html: string; updatedAt: string; updatedText: string }
  /** horoscope_gating on and no subscriber: only the teaser is sent, as plain text. */
  | { ok: true; teaser: string; updatedAt: string }
  | { ok: false; message: string };

export function loader({ params, context, url }: Route.LoaderArgs) {
  const sign = requireSign(params.sign, url);
  const profile = getSignProfile(sign.slug)!;
  // The article streams in after the page shell: it is written (once) on its first request.
  // Gated inside the promise, before it streams: the rest of a locked article is never sent.
  const article: Promise<ArticleResult> = Promise.all([getPersonalityContent(context.db, sign), context.gate()]).then(
    ([{ content, updatedAt }, gate]): ArticleResult => {
      const gated = gatePersonality(content, gate);
      if (gated.locked) return { ok: true, teaser: gated.content, updatedAt };
      return { ok: true, html: renderMarkdown(content), updatedAt, updatedText: siteDateText(updatedAt, context.env.siteTimeZone) };
    },
    (error: unknown) => {
      context.logger.error({ err: error }, "personality content failed");
      return { ok: false, message: PERSONALITY_TEXTS.fallbackError };
    },
  );
  return {
    sign,
    love: profile.love,
    career: profile.career,
    finance: profile.finance,
    keywords: profile.keywords,
    article,
    siteUrl: context.env.siteUrl,
  };
}

export default function SignPersonalityPage({ loaderData }: Route.ComponentProps) {
  const { sign, love, career, finance, keywords, article, siteUrl } = loaderData;
  const path = `/signs/${sign.slug}/personality`;
  const glance: Array<[string, string]> = [
    ["Symbol", `${sign.symbol} The ${sign.nickname}`],
    ["Dates", sign.dateRange],
    ["Element", capitalise(sign.element)],
    ["Modality", modalityOf(sign)],
    ["Ruling planet", sign.rulingPlanet],
    ["Keywords", keywords.join(", ")],
  ];
  return (
    <article className="flex flex-col gap-8">
      <PageHeader title={`${sign.name} Personality`} eyebrow={`${sign.symbol} The ${sign.nickname}`}>
        <p>
          What makes {withArticle(sign.name)} tick: the strengths, blind spots and habits astrology links to the {sign.nickname}, in love,
          at work and with money.
        </p>
      </PageHeader>

      <section aria-labelledby="personality-glance" className="rounded-xl border border-border bg-surface p-5">
        <h2 id="personality-glance" className="mb-3 text-lg font-semibold">
          {sign.name} at a glance
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {glance.map(([term, value]) => (
            <div key={term} className="flex gap-2">
              <dt className="text-muted">{term}:</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm">
          <span className="text-muted">Core traits:</span> {sign.traits.join(", ")}
        </p>
      </section>

      <Suspense fallback={<ArticleLoading name={sign.name} />}>
        <Await resolve={article}>{(result) => <PersonalityArticle result={result} signName={sign.name} />}</Await>
      </Suspense>

      <div className="grid gap-4 md:grid-cols-3">
        <ProfileCard
          title="Love & Relationships"
          items={[
            ["Romance", love.romantic],
            ["Attraction", love.attraction],
            ["Challenges", love.challenges],
          ]}
        />
        <ProfileCard
          title="Career & Work"
          items={[
            ["Strengths", career.strengths],
            ["Careers that suit", career.careers.join(", ")],
            ["Work style", career.workStyle],
          ]}
        />
        <ProfileCard
          title="Finance & Money"
          items={[
            ["Money style", finance.moneyStyle],
            ["Spending", finance.spending],
            ["Saving and planning", finance.investment],
          ]}
        />
      </div>

      <nav aria-labelledby="people-also-search" className="rounded-xl border border-border bg-surface p-5">
        <h2 id="people-also-search" className="mb-3 text-lg font-semibold">
          People also search for
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-link underline underline-offset-2">
          <li>
            <SiteLink to={`/signs/${sign.slug}`}>{sign.name} daily horoscope</SiteLink>
          </li>
          <li>
            <SiteLink to={`/signs/${sign.slug}/dates`}>{sign.name} dates and season</SiteLink>
          </li>
          <li>
            <SiteLink to="/compatibility">Compatibility checker</SiteLink>
          </li>
          <li>
            <SiteLink to="/monthly">Monthly horoscopes</SiteLink>
          </li>
        </ul>
      </nav>

      <div className="flex items-center gap-4">
        <ShareButton
          title={`${sign.name} Personality | Cosmic Daily`}
          text={`What makes ${withArticle(sign.name)} tick`}
          track={trackEvent}
        />
      </div>

      <JsonLd
        data={articleStructuredData({
          siteUrl,
          path,
          headline: `${sign.name} Personality Traits`,
          description: `The ${sign.name} personality: strengths, shadow side, love, work and money.`,
          breadcrumbs: [
            ["Home", "/"],
            ["Signs", "/signs"],
            [sign.name, `/signs/${sign.slug}`],
            ["Personality", path],
          ],
          datePublished: "2026-11-23",
        })}
      />
    </article>
  );
}

function ArticleLoading({ name }: { name: string }) {
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-border bg-surface p-6 text-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-accent border-t-transparent" />
      {PERSONALITY_TEXTS.loading(name)}
    </div>
  );
}

function PersonalityArticle({ result, signName }: { result: ArticleResult; signName: string }) {
  const revalidator = useRevalidator();
  const gate = useEmailGate({ unlockedToast: UNLOCK_FORM_TEXTS.personalityUnlocked, locked: result.ok && "teaser" in result });
  if (!result.ok) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
        <p>{PERSONALITY_TEXTS.failed(result.message)}</p>
        <Button variant="secondary" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
          Retry
        </Button>
      </div>
    );
  }
  if ("teaser" in result) {
    return (
      <>
        <LockedSection
          section="personality"
          title={`The ${signName} Personality Guide`}
          teaser={result.teaser}
          onUnlock={gate.openGate}
          track={trackEvent}
        />
        {gate.element}
      </>
    );
  }
  return (
    <section aria-label="Personality guide">
      <div className="prose-cosmic max-w-none" dangerouslySetInnerHTML={{ __html: result.html }} />
      <p className="mt-6 text-sm text-muted">
        Last updated <LocalDate iso={result.updatedAt} siteText={result.updatedText} />
      </p>
    </section>
  );
}

function ProfileCard({ title, items }: { title: string; items: Array<[string, string]> }) {
  return (
    <section className="rounded-xl border border-border bg-surface p-5" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <dl className="flex flex-col gap-3 text-sm leading-6">
        {items.map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd className="text-muted">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export const meta = dataMeta(({ sign }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} Personality Traits`,
  description: `The ${sign.name} personality: core traits, strengths and blind spots, and how ${sign.name} approaches love, work and money.`,
  type: "article",
}));
