import { data, Form, useNavigation } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { answerWrite, unknownAction } from "#app/components/admin/page-action.server.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { requireReaderViewer } from "#app/features/accounts/viewer.server.ts";
import { calendarFeedOf, resetCalendarFeed } from "#app/features/calendars/calendar-feeds.server.ts";
import { CALENDAR_FEED_TEXTS, CALENDAR_LINK_TEXTS, CALENDAR_PATHS, calendarLinks } from "#app/features/calendars/calendars.ts";
import { chartOf } from "#app/features/charts/chart-request.server.ts";
import { readDayQuery } from "#app/features/charts/readers-day.server.ts";
import { findMyChart, savedChartRequest } from "#app/features/charts/saved-charts.server.ts";
import { CALENDAR_AHEAD_DAYS, CALENDAR_PAST_DAYS, transitCalendar } from "#app/features/charts/transits/transit-calendar.server.ts";
import { addDays, calendarDateIn, dayMonthYear, shortWeekdayDayMonth } from "#app/lib/dates.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { HOUSES } from "#app/zodiac/houses.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import type { Route } from "./+types/calendar";

export const meta = pageMeta({
  title: "Your Transit Calendar",
  description: "The next 90 days of transits to your own birth chart, day by day.",
  noindex: true,
});

const isPlanet = (value: string | null): value is Planet => PLANETS.includes(value as Planet);

/**
 * The reader's transit calendar ([charts.transits]): the next 90 days, or with ?span=past the 30
 * days before today, on the clocks of their chart's birthplace (or ?tz=), for every planet or
 * with ?planet= for one.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  const chart = await findMyChart(context.db, viewer.id);
  if (!chart) return { kind: "no-chart" as const };
  // The reader's calendar address, made the first time they open this page with a chart of their own.
  const feed = await calendarFeedOf(context.db, context.env.authSecret, viewer.id);
  const address = calendarLinks(context.env.siteUrl, CALENDAR_PATHS.personal(feed.token));
  const now = new Date();
  const query = readDayQuery({ tz: url.searchParams.get("tz") ?? undefined }, chart.tz, now);
  if (!query.ok) return data({ kind: "bad-query" as const, problems: Object.values(query.fields) }, { status: 400 });
  const planet = url.searchParams.get("planet");
  const body = isPlanet(planet) ? planet : null;
  const past = url.searchParams.get("span") === "past";
  const today = calendarDateIn(now, query.day.timeZone);
  const from = past ? addDays(today, -CALENDAR_PAST_DAYS) : today;
  const calendar = transitCalendar(
    chartOf(savedChartRequest(chart)),
    from,
    past ? CALENDAR_PAST_DAYS : CALENDAR_AHEAD_DAYS,
    query.day.timeZone,
    body,
  );
  const span = (at: Date) => dayMonthYear(calendarDateIn(at, calendar.timeZone));
  return {
    kind: "calendar" as const,
    address,
    chartName: chart.name,
    timeKnown: chart.time !== null,
    past,
    today,
    calendar: {
      ...calendar,
      spans: calendar.spans.map((entry) => ({
        key: entry.key,
        title: entry.title,
        start: span(entry.start),
        end: span(entry.end),
        exact: entry.exactMoments.map(span),
      })),
      days: calendar.days.map((day) => ({
        date: day.date,
        moon: day.moonHouse ? `The Moon in your ${HOUSES[day.moonHouse - 1]!.ordinal} house, of ${HOUSES[day.moonHouse - 1]!.theme}` : null,
        events: day.events.map((event) => ({
          key: `${event.kind}-${event.at.getTime()}-${event.title}`,
          time: event.time,
          title: event.title,
        })),
      })),
    },
  };
}

/** The page's one write ([calendars.personal]): a new calendar address, after which every older one answers 404. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  const form = await readForm(request);
  if (form.get("intent") !== "reset-calendar-address") return unknownAction();
  return answerWrite(context, () => resetCalendarFeed(context.db, context.env.authSecret, viewer.id), {
    failed: "resetting a calendar address failed",
  });
}

/** The reader's own calendar address: to copy, to subscribe to, to download, and to reset. */
function CalendarAddress({ address }: { address: { subscribe: string; download: string } }) {
  const result = useActionResult<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="calendar-address" className="flex max-w-3xl flex-col gap-3 rounded-xl border border-border bg-surface p-5">
      <h2 id="calendar-address" className="text-xl font-semibold">
        {CALENDAR_FEED_TEXTS.heading}
      </h2>
      <p>{CALENDAR_FEED_TEXTS.intro}</p>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{CALENDAR_FEED_TEXTS.address}</span>
        <input readOnly value={address.download} className={`${inputClasses} font-mono`} data-testid="calendar-address" />
      </label>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={address.subscribe} className="font-semibold text-link underline">
          {CALENDAR_LINK_TEXTS.subscribe}
        </a>
        {/* A file to save, not a page: the browser downloads it rather than the router opening it. */}
        <a href={address.download} download className="font-semibold text-link underline">
          {CALENDAR_LINK_TEXTS.download}
        </a>
      </p>
      <Form method="post" aria-label={CALENDAR_FEED_TEXTS.resetHeading} className="flex flex-col gap-2 border-t border-border pt-3">
        <h3 className="font-semibold">{CALENDAR_FEED_TEXTS.resetHeading}</h3>
        <p className="text-sm text-muted">{CALENDAR_FEED_TEXTS.resetWarning}</p>
        <input type="hidden" name="intent" value="reset-calendar-address" />
        <button type="submit" disabled={busy} className={buttonClasses("secondary", "self-start")}>
          {CALENDAR_FEED_TEXTS.resetButton}
        </button>
        {result ? (
          <p role="status" className="text-sm font-semibold">
            {result.message}
          </p>
        ) : null}
      </Form>
    </section>
  );
}

function PlanetFilter({ body, past }: { body: Planet | null; past: boolean }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      {past ? <input type="hidden" name="span" value="past" /> : null}
      <label className="flex flex-col gap-1 text-sm">
        <span>Planet</span>
        <select name="planet" defaultValue={body ?? ""} className={`${inputClasses} w-44`}>
          <option value="">Every planet</option>
          {PLANETS.map((planet) => (
            <option key={planet} value={planet}>
              {planet === "Sun" || planet === "Moon" ? `The ${planet}` : planet}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses("secondary", "px-3 py-1.5")}>
        Show
      </button>
    </Form>
  );
}

export default function AccountCalendarPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== "calendar") {
    return (
      <section className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-3xl font-semibold">Your transit calendar</h1>
        {loaderData.kind === "bad-query" ? (
          <div role="alert">
            {loaderData.problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        ) : (
          <p>
            The calendar is drawn from your own birth chart. <SiteLink to="/charts/free-birth-chart">Draw your chart</SiteLink> and save it
            with This is me ticked, or mark one of <SiteLink to="/account/charts">your charts</SiteLink> as yours.
          </p>
        )}
      </section>
    );
  }
  const { address, calendar, chartName, timeKnown, past } = loaderData;
  const zone = calendar.timeZone.replaceAll("_", " ");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Your transit calendar</h1>
        <p className="max-w-3xl">
          {past ? "The past month" : "The next 90 days"}, {dayMonthYear(calendar.from)} to {dayMonthYear(calendar.to)}, read against{" "}
          {chartName}&apos;s chart; times are on {zone} clocks.{" "}
          {calendar.body === "Moon" ? "" : "The Moon's own aspects, three or four a day, are listed when you pick the Moon."}
          {timeKnown ? "" : " Without a birth time there are no houses, so no Moon house and no changes of house."}
        </p>
        <p className="flex flex-wrap gap-4">
          {past ? (
            <SiteLink to="/account/calendar">The next 90 days</SiteLink>
          ) : (
            <SiteLink to="/account/calendar?span=past">The past month</SiteLink>
          )}
        </p>
        <PlanetFilter body={calendar.body} past={past} />
      </div>

      <CalendarAddress address={address} />

      <section aria-labelledby="long-transits">
        <h2 id="long-transits" className="mb-2 text-xl font-semibold">
          Long transits
        </h2>
        {calendar.spans.length ? (
          <ul className="flex flex-col gap-2">
            {calendar.spans.map((entry) => (
              <li key={entry.key} className="rounded-lg border border-border bg-surface p-3" data-testid="transit-span">
                <p className="font-semibold">{entry.title}</p>
                <p className="text-sm text-muted">
                  From {entry.start} to {entry.end}
                  {entry.exact.length ? `, exact ${entry.exact.join(" and ")}` : ", turning back before exact"}.
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>No slow planet is within a degree of your chart in these days.</p>
        )}
      </section>

      <section aria-labelledby="day-by-day">
        <h2 id="day-by-day" className="mb-2 text-xl font-semibold">
          Day by day
        </h2>
        <ol className="flex flex-col divide-y divide-border">
          {calendar.days.map((day) => (
            <li key={day.date} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6" data-testid="calendar-day">
              <h3 className="w-36 shrink-0 font-semibold">
                <time dateTime={day.date}>{shortWeekdayDayMonth(day.date)}</time>
              </h3>
              <div className="flex flex-col gap-1">
                {day.moon ? <p className="text-sm text-muted">{day.moon}</p> : null}
                {day.events.length ? (
                  <ul className="flex flex-col gap-1">
                    {day.events.map((event) => (
                      <li key={event.key}>
                        <span className="tabular-nums text-muted">{event.time}</span> {event.title}
                      </li>
                    ))}
                  </ul>
                ) : day.moon ? null : (
                  <p className="text-sm text-muted">Nothing exact today.</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
