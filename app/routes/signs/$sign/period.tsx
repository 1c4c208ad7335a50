import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { isPeriod, type Period } from "#app/features/horoscopes/periods.ts";
import { ReadingSwitch } from "#app/features/horoscopes/reading-switch.tsx";
import { shortWeekdayDayMonth, weekdayDayMonth } from "#app/lib/dates.ts";
import { PeriodSection } from "#app/features/horoscopes/period-section.tsx";
import { YearForecastParts } from "#app/features/horoscopes/year-forecast-parts.tsx";
import { publicPage } from "#app/lib/public-page.ts";
import { dataMeta } from "#app/lib/seo.ts";
import { signFeeds } from "#app/lib/syndication.server.ts";
import { AddToCalendar } from "#app/features/calendars/add-to-calendar.tsx";
import { CALENDAR_PATHS, calendarLinks } from "#app/features/calendars/calendars.ts";
import { requireSign } from "#app/zodiac/require-sign.ts";
import type { Route } from "./+types/period";
import { possessive } from "#app/lib/text.ts";

// The same for every reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPage();

const HEADINGS: Record<Period, (signName: string, title: string) => string> = {
  week: (signName) => `${signName} Weekly Horoscope`,
  month: (signName) => `${signName} Monthly Horoscope`,
  year: (signName, title) => `${signName} Horoscope ${title}`,
};

/**
 * The period a path asks for: /signs/{sign}/week, /month or /year, and /signs/{sign}/year/{year}
 * for next year's outlook. A client-side navigation asks for the same path plus ".data".
 */
function periodOfPath(pathname: string): { period: Period; year?: string } {
  const segments = pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .split("/");
  const last = segments.at(-1)!;
  if (/^\d{4}$/.test(last) && segments.at(-2) === "year") return { period: "year", year: last };
  if (isPeriod(last)) return { period: last };
  throw data(null, { status: 404 });
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const sign = requireSign(params.sign, url);
  const { period, year } = periodOfPath(url.pathname);
  const thisYear = Number(context.horoscopes.today().slice(0, 4));
  // Only this year's and next year's outlooks exist; this year's lives at /year itself.
  if (year !== undefined && Number(year) !== thisYear + 1) throw data(null, { status: 404 });
  const date = year !== undefined ? `${year}-01-01` : context.horoscopes.today();
  const { source: _source, ...reading } = await context.periodReadings.get(sign.slug, period, date);
  return {
    sign,
    period,
    reading,
    // The months of this year's forecast before this one are marked as behind the reader.
    thisMonth: context.horoscopes.today().slice(0, 7),
    nextYear: period === "year" && year === undefined ? String(thisYear + 1) : undefined,
    feeds: signFeeds(context.env.siteUrl, sign),
    // The sign's key dates of its months and years, as a calendar ([calendars.signs]).
    calendarFile: calendarLinks(context.env.siteUrl, CALENDAR_PATHS.sign(sign.slug)),
  };
}

export const meta = dataMeta<Route.ComponentProps["loaderData"]>(({ sign, period, reading, feeds }) => ({
  title: HEADINGS[period](sign.name, reading.title),
  description:
    period === "year"
      ? `${HEADINGS[period](sign.name, reading.title)}: a forecast of love, career, money and wellbeing, month by month, from the real sky through ${possessive(sign.name)} own houses.`
      : `${HEADINGS[period](sign.name, reading.title)}: ${reading.title}, from the real sky through ${possessive(sign.name)} own houses, with the key dates.`,
  feeds,
}));

export default function SignPeriodPage({ loaderData }: Route.ComponentProps) {
  const { sign, period, reading, nextYear, thisMonth, calendarFile } = loaderData;
  const midSpan = period !== "year" && reading.asOf > reading.start;
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          {sign.symbol} {sign.dateRange}
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{HEADINGS[period](sign.name, reading.title)}</h1>
        <p className="text-muted">
          <time dateTime={reading.start}>{reading.title}</time>
          {midSpan ? (
            <>
              {" · "}
              written for <time dateTime={reading.asOf}>{weekdayDayMonth(reading.asOf)}</time>, with the days that are left
            </>
          ) : null}
        </p>
        <ReadingSwitch signSlug={sign.slug} current={period} />
      </header>

      <section aria-labelledby="period-overview" className="rounded-xl border border-accent bg-surface p-5 leading-7">
        <h2 id="period-overview" className="mb-2 text-lg font-semibold">
          Overview
        </h2>
        <p className="text-lg leading-8">{reading.overview}</p>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <PeriodSection id="period-love" title="Love" text={reading.love} />
        <PeriodSection id="period-career" title="Career" text={reading.career} />
      </div>
      {reading.forecast ? <YearForecastParts forecast={reading.forecast} thisMonth={thisMonth} /> : null}
      <section aria-labelledby="key-dates" className="rounded-xl border border-border bg-surface p-5">
        <h2 id="key-dates" className="mb-1 text-lg font-semibold">
          Key Dates
        </h2>
        <p className="mb-3 text-sm text-muted">Computed from the real sky, read through {possessive(sign.name)} own houses.</p>
        {reading.keyDates.length > 0 ? (
          <ol className="flex flex-col gap-1" data-testid="key-dates">
            {reading.keyDates.map((item) => (
              <li key={`${item.date}-${item.text}`} className="flex flex-wrap gap-x-3">
                <time dateTime={item.date} className="min-w-32 font-semibold">
                  {shortWeekdayDayMonth(item.date)}
                </time>
                <span>{item.text}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p>No planet changes sign or direction in this span, and there is no New or Full Moon.</p>
        )}
      </section>
      <AddToCalendar links={calendarFile} what={`${sign.name} key dates`} className="rounded-xl border border-border bg-surface p-5" />
      {nextYear ? (
        <p>
          <SiteLink className="font-semibold text-link underline" to={`/signs/${sign.slug}/year/${nextYear}`}>
            Read the {sign.name} outlook for {nextYear}
          </SiteLink>
        </p>
      ) : null}
    </article>
  );
}
