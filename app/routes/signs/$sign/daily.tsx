import { useEffect, useState } from "react";
import { data, redirect, useNavigate, useRevalidator, useRouteLoaderData, type AppLoadContext } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { toast } from "#app/lib/toast.ts";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ShareButtons } from "#app/components/ui/share-buttons.tsx";
import { AdZone } from "#app/features/ads/display/ad-zone.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { LuckyPanel, ReadingInShort, ReadingSections, SkyBehind } from "#app/features/horoscopes/daily-reading.tsx";
import { ReadingSwitch } from "#app/features/horoscopes/reading-switch.tsx";
import { ProductCta } from "#app/features/products/product-cta.tsx";
import { productCtas } from "#app/features/products/products.ts";
import { getProductSettings } from "#app/features/products/products.server.ts";
import { CardPartnerLinks } from "#app/features/partners/card-partners.tsx";
import { PARTNER_CARDS, type CardPartners } from "#app/features/partners/partners.ts";
import { partnersFor } from "#app/features/partners/partners.server.ts";
import { HOROSCOPE_MESSAGES, READING_SPAN_MESSAGES } from "#app/features/horoscopes/messages.ts";
import { RatingControl } from "#app/features/ratings/rating-control.tsx";
import { handleRatingAction, loadRatingState } from "#app/features/ratings/rating-route.server.ts";
import { accuracyLabel, readersTodayLabel } from "#app/features/ratings/social-proof.ts";
import { countPageViewsOnDay } from "#app/features/analytics/analytics.server.ts";
import { RitualClaim } from "#app/features/rituals/ritual-claim.tsx";
import { requireSign } from "#app/zodiac/require-sign.ts";
import { SIGNS, type SignSlug } from "#app/zodiac/signs.ts";
import { readLocal, writeLocal } from "#app/lib/browser-storage.ts";
import { dataMeta, SOCIAL_IMAGE } from "#app/lib/seo.ts";
import { signFeeds } from "#app/lib/syndication.server.ts";
import { articleStructuredData } from "#app/lib/structured-data.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/daily";
import { readerSignLinks } from "./_reader-signs.server";
import { useEmailGate } from "./_email-gate";
import { GatedReadingSections } from "./_gated-reading";
import { signDayFacts, signDayImage } from "#app/routes/_share-facts.server.ts";
import { gateReading, type GateInput, type LockedSections } from "#app/features/gating/gate.ts";
import type { PageReading } from "#app/features/horoscopes/types.ts";
import { publicPage } from "#app/lib/public-page.ts";
import { addDays, monthDayYear, weekdayMonthDayYear } from "#app/lib/dates.ts";
import { dayOfPath, overviewTitle, pageDayOf, readingHeading, readingPath } from "#app/features/horoscopes/reading-days.ts";
import { DayLinks, DayPicker, type DayLink } from "#app/features/horoscopes/day-navigation.tsx";
import { FIRST_READING_DATE, lastReadingDate, readingDateProblem } from "#app/features/horoscopes/horoscopes.server.ts";
import { hasShareImage } from "#app/features/share-images/image-request.ts";
import { RATING_MESSAGES, type RatingActionResult } from "#app/features/ratings/rating-rules.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPage({ query: ["ungated"] });

export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const sign = requireSign(params.sign, url);
  const today = context.horoscopes.today();
  const asked = dayOfPath(url.pathname, today);
  // Below a sign, a segment that names no day and no other page (/signs/leo/soon) is no page at all.
  if (!asked) throw data(null, { status: 404 });
  const { key, date } = asked;
  // Each day has one address: a dated path to yesterday, today or tomorrow leads to that day's
  // own. Temporary (302), since which day that is moves on at midnight.
  const path = readingPath(sign.slug, date, today);
  if (key === "dated" && path !== `/signs/${sign.slug}/${date}`) throw redirect(`${path}${url.search}`, 302);
  const isToday = key === "today";
  // A day outside the span has no reading to look up ([daily.any-day]): nothing is read or written for it.
  const inSpan = readingDateProblem(date, today) === undefined;
  // Only today's reading is rated and counted: yesterday's is over, tomorrow's not yet read.
  const [loaded, rating, gate, products, views] = await Promise.all([
    inSpan ? context.horoscopes.readForPage(sign.slug, date) : ({ status: "empty", horoscope: null } as const),
    isToday ? loadRatingState(context, request, sign.slug) : null,
    context.gate(),
    getProductSettings(context.db),
    isToday ? countPageViewsOnDay(context.db, `/signs/${sign.slug}`, date, context.env.siteTimeZone) : 0,
  ]);
  // Gated before returning: what is cut here never reaches the page or its hydration data.
  const { reading, locked } = gatePageReading(loaded, gate);
  const partners = reading.horoscope ? await openCardPartners(context.db, sign.slug, locked) : {};
  const pageDay = pageDayOf(key, date);
  const page = {
    sign,
    // The day with its name and address suffix, named here so the browser needs no code for it.
    day: pageDay,
    alsoReadFor: await readerSignLinks(context, request, sign.slug, pageDay.suffix),
    date,
    span: { first: FIRST_READING_DATE, last: lastReadingDate(today) },
    // Out of the span the page says which days there are, where it would offer to try again.
    spanNote: inSpan ? null : READING_SPAN_MESSAGES.span(monthDayYear(FIRST_READING_DATE), monthDayYear(lastReadingDate(today))),
    previous: neighbour(sign.slug, date, -1, today),
    next: neighbour(sign.slug, date, 1, today),
    reading,
    locked,
    partners,
    ctas: productCtas(products, gate.flags.product_cta_enabled),
    rating,
    // Counted, never made up: each badge is left out while there is too little behind it (ADR 019).
    readers: readersTodayLabel(views, sign.name),
    accuracy: rating ? accuracyLabel(rating.summary) : null,
    siteUrl: context.env.siteUrl,
    // The sign's feeds, for the page's head ([feeds.signs]).
    feeds: signFeeds(context.env.siteUrl, sign),
    // The day's own card for links shared from this page, described by the facts it shows; the
    // site's card for a day too far off to have one ([share.image-input]).
    socialImage: hasShareImage(date, today) ? signDayImage(signDayFacts(sign, date, context.env.siteTimeZone, loaded)) : SOCIAL_IMAGE,
  };
  // Out of the span the page says so, as a 404, so no index keeps it.
  return inSpan ? page : data(page, { status: 404 });
}

/** The day `offset` days from `date`, when it has a reading: none is offered past the span's ends. */
function neighbour(signSlug: SignSlug, date: string, offset: number, today: string): DayLink | null {
  const day = addDays(date, offset);
  if (readingDateProblem(day, today) !== undefined) return null;
  return { date: day, path: readingPath(signSlug, day, today) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const sign = requireSign(params.sign, url);
  if (dayOfPath(url.pathname, context.horoscopes.today())?.key !== "today") {
    return data<RatingActionResult>(
      { kind: "sign-rating", ok: false, message: RATING_MESSAGES.onlyToday },
      { status: 405, headers: { Allow: "GET" } },
    );
  }
  return handleRatingAction(context, request, sign.slug);
}

function gatePageReading(page: PageReading, gate: GateInput): { reading: PageReading; locked: LockedSections } {
  if (page.horoscope === null) return { reading: page, locked: {} };
  const { reading, locked } = gateReading(page.horoscope, gate);
  return { reading: { ...page, horoscope: reading }, locked };
}

/**
 * The partner links of each card the visitor may read ([partners.cards]): a locked card gets no
 * entry, so nothing of its partners reaches the page or its data.
 */
async function openCardPartners(db: AppLoadContext["db"], sign: SignSlug, locked: LockedSections): Promise<CardPartners> {
  const open = PARTNER_CARDS.filter((card) => !locked[card]);
  const found = await Promise.all(open.map(async (card) => [card, await partnersFor(db, sign, card)] as const));
  return Object.fromEntries(found.filter(([, partners]) => partners.length > 0));
}

export default function SignDailyPage({ loaderData }: Route.ComponentProps) {
  const {
    sign,
    day,
    date,
    span,
    spanNote,
    previous,
    next,
    reading,
    locked,
    partners,
    ctas,
    rating,
    readers,
    accuracy,
    siteUrl,
    alsoReadFor,
  } = loaderData;
  const overview = overviewTitle(day);
  const ads = useRouteLoaderData<typeof rootLoader>("root")?.ads;
  const revalidator = useRevalidator();
  const gate = useEmailGate({ sign: sign.slug, locked: Object.keys(locked).length > 0 });
  const retry = () => revalidator.revalidate();
  const extras = Object.fromEntries(
    PARTNER_CARDS.map((card) => [
      card,
      <CardPartnerLinks key={card} card={card} partners={partners[card]} sign={sign.slug} track={trackEvent} />,
    ]),
  );

  useEffect(() => {
    if (reading.status === "failed") toast.error(HOROSCOPE_MESSAGES.loadFailedToast(sign.name));
  }, [reading.status, sign.name]);

  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          {sign.symbol} {sign.dateRange}
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{readingHeading(sign.name, day)}</h1>
        <p className="text-muted">
          <time dateTime={date}>{weekdayMonthDayYear(date)}</time>
        </p>
        <ReadingSwitch signSlug={sign.slug} current={day.key === "dated" ? undefined : day.key} />
        <DayPicker signSlug={sign.slug} date={date} span={span} />
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {readers ? (
            <span className="rounded-full bg-surface-muted px-3 py-1" data-testid="readers-today">
              {readers}
            </span>
          ) : null}
          {accuracy ? (
            <span className="rounded-full bg-surface-muted px-3 py-1" data-testid="accuracy">
              {accuracy}
            </span>
          ) : null}
          <SignSwitcher current={sign.slug} daySuffix={day.suffix} />
        </div>
        {alsoReadFor.length ? (
          <nav aria-label="Your other signs" className="text-sm">
            Also read for{" "}
            {alsoReadFor.map((link, index) => (
              <span key={link.role}>
                {index ? " · " : null}
                <SiteLink to={link.to} className="font-semibold">
                  your {link.role} sign, {link.name}
                </SiteLink>
              </span>
            ))}
          </nav>
        ) : null}
      </header>

      {reading.status === "empty" ? (
        <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
          <p>{HOROSCOPE_MESSAGES.noData}</p>
          {/* Outside the span, trying again cannot help. */}
          {spanNote ? (
            <p>{spanNote}</p>
          ) : (
            <Button variant="secondary" onClick={retry}>
              {HOROSCOPE_MESSAGES.tryAgain}
            </Button>
          )}
        </div>
      ) : (
        <>
          {reading.status === "failed" ? (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-5">
              <p>{HOROSCOPE_MESSAGES.fallback}</p>
              <Button variant="secondary" onClick={retry} disabled={revalidator.state !== "idle"}>
                {HOROSCOPE_MESSAGES.tryAgain}
              </Button>
            </div>
          ) : null}
          <ReadingInShort horoscope={reading.horoscope} title={`${day.label} in short`} />
          {Object.keys(locked).length > 0 ? (
            <GatedReadingSections
              horoscope={reading.horoscope}
              signName={sign.name}
              locked={locked}
              onUnlock={gate.openGate}
              overviewTitle={overview}
              extras={extras}
            />
          ) : (
            <ReadingSections horoscope={reading.horoscope} signName={sign.name} overviewTitle={overview} extras={extras} />
          )}
          {ads ? <AdZone zone="content-rectangle" config={ads} track={trackEvent} /> : null}
          <LuckyPanel horoscope={reading.horoscope} signSlug={sign.slug} />
          {/* Floating cards share one corner, so only the first shows. */}
          {ctas
            .filter((cta, index) => cta.placement === "inline" || ctas.findIndex((other) => other.placement === "floating") === index)
            .map((cta) => (
              <ProductCta
                key={`${cta.placement}-${cta.productId}`}
                productId={cta.productId}
                href={cta.href}
                price={cta.price}
                placement={cta.placement}
              />
            ))}
          <SkyBehind horoscope={reading.horoscope} />
        </>
      )}

      <DayLinks previous={previous} next={next} />

      <ShareButtons
        track={trackEvent}
        url={`${siteUrl}/signs/${sign.slug}${day.suffix}`}
        text={`${sign.name} horoscope for ${weekdayMonthDayYear(date)}`}
        heading="Share this reading"
      />

      {rating ? (
        <>
          <RitualClaim track={trackEvent} />
          <RatingControl
            signName={sign.name}
            summary={rating.summary}
            visitorRating={rating.visitorRating}
            sign={sign.slug}
            track={trackEvent}
          />
        </>
      ) : null}
      {/* One string between each link: the sign page's JavaScript has no byte to spare. */}
      <p className="text-sm text-muted">
        More about {sign.name}
        {": the "}
        <SiteLink className="text-link underline" to={`/signs/${sign.slug}/personality`}>
          personality
        </SiteLink>
        {", the "}
        <SiteLink className="text-link underline" to={`/signs/${sign.slug}/dates`}>
          season and dates
        </SiteLink>
        {", "}
        <SiteLink className="text-link underline" to={`/signs/${sign.slug}/compatibility`}>
          compatibility
        </SiteLink>
        {" and "}
        <SiteLink className="text-link underline" to={`/notifications?sign=${sign.slug}`}>
          daily notifications
        </SiteLink>
        .
      </p>
      <BestMatchBanner />
      {gate.element}
      <JsonLd
        data={articleStructuredData({
          siteUrl,
          path: `/signs/${sign.slug}${day.suffix}`,
          headline: `${sign.name} Daily Horoscope for ${weekdayMonthDayYear(date)}`,
          description: reading.horoscope?.overview.slice(0, 160) ?? `Today's ${sign.name} horoscope.`,
          breadcrumbs: [
            ["Home", "/"],
            ["Signs", "/signs"],
            [sign.name, `/signs/${sign.slug}`],
          ],
          datePublished: date,
        })}
      />
    </article>
  );
}

function SignSwitcher({ current, daySuffix }: { current: string; daySuffix: string }) {
  const navigate = useNavigate();
  return (
    // Phones switch sign with the sign tabs' own selector (routes/signs/$sign.tsx), so one control does both there.
    <label className="ml-auto hidden items-center gap-2 font-semibold md:flex">
      Switch sign
      <select
        className="rounded-lg border border-border bg-surface px-3 py-1.5 text-foreground"
        value={current}
        onChange={(event) => navigate(`/signs/${event.target.value}${daySuffix}`)}
      >
        {SIGNS.map((sign) => (
          <option key={sign.slug} value={sign.slug}>
            {sign.symbol} {sign.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Where the browser remembers that the reader closed the best-match banner. */
export const MATCH_BANNER_DISMISSED_KEY = "cosmic_match_banner_dismissed";

/**
 * Below 768px: a bottom banner to the compatibility checker. Once dismissed it stays away in this
 * browser. It is fixed to the screen, so showing it only after the browser's storage has been
 * read (never in the server's HTML) moves nothing on the page.
 */
function BestMatchBanner() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(readLocal(MATCH_BANNER_DISMISSED_KEY) !== "1");
  }, []);
  if (!open) return null;
  const dismiss = () => {
    setOpen(false);
    writeLocal(MATCH_BANNER_DISMISSED_KEY, "1");
  };
  return (
    <aside
      aria-label="Find your best match"
      className="fixed inset-x-3 bottom-3 z-30 flex items-center gap-3 rounded-xl border border-border bg-surface p-3 shadow-lg md:hidden"
    >
      <SiteLink to="/compatibility" className="flex-1 font-semibold text-link underline underline-offset-2">
        Who's Your Best Match?
      </SiteLink>
      <button type="button" onClick={dismiss} aria-label="Dismiss" className="rounded-md px-2 py-1 text-muted hover:bg-surface-muted">
        ✕
      </button>
    </aside>
  );
}

export const meta = dataMeta(({ sign, day, date, socialImage, feeds }: Route.ComponentProps["loaderData"]) => {
  const dated = day.key === "dated";
  const whose = dated ? `The ${sign.name} horoscope for ${weekdayMonthDayYear(date)}` : `${day.label}'s ${sign.name} horoscope`;
  return {
    title: readingHeading(sign.name, day),
    description: `${whose} from the real sky: overview, love, career, mood, a daily ritual, lucky numbers and lucky colour.`,
    type: "article",
    image: socialImage,
    // Thousands of dated pages, one a day per sign, would crowd the named days out of search
    // results and have crawlers walk the prev/next chain: they are read, not indexed ([daily.dated-page]).
    noindex: dated,
    feeds,
  };
});
