import { readerOfCalendarToken } from "#app/features/calendars/calendar-feeds.server.ts";
import { CALENDAR_SPANS, uidHost } from "#app/features/calendars/calendars.ts";
import { chartOf } from "#app/features/charts/chart-request.server.ts";
import { findMyChart, savedChartRequest } from "#app/features/charts/saved-charts.server.ts";
import { longitudeAt } from "#app/features/charts/transits/sky-track.server.ts";
import { transitCalendar } from "#app/features/charts/transits/transit-calendar.server.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import type { CalendarEntry } from "#app/lib/icalendar.server.ts";
import { privatePageHeaders } from "#app/lib/public-page.ts";
import { SITE_NAME } from "#app/lib/seo.ts";
import type { Planet } from "#app/zodiac/planets.ts";
import { degreeInSign, zodiacPlace } from "#app/zodiac/sky.ts";
import type { Route } from "./+types/$file";
import { notFoundResource } from "#app/lib/resource-response.server.ts";
import { CALENDAR_NOT_FOUND, calendarResponse, icsName, uidPart, utcMinute } from "#app/routes/calendar/_calendar-file.server.ts";

export const PERSONAL_CALENDAR_TEXTS = {
  name: `Your transits · ${SITE_NAME}`,
  description:
    "The transits to your own birth chart for the next 90 days: exact aspects, stations and changes of house to the minute, and the slow planets' transits as spans.",
  noChart: "No chart of your own is saved: mark one of your charts as This is me to fill this calendar.",
} as const;

/** The reader's transits are theirs alone: no cache but the reader's own calendar app keeps them. */
const PERSONAL_CALENDAR_CACHE_CONTROL = privatePageHeaders()["Cache-Control"]!;

/**
 * /calendar/me/{token}.ics ([calendars.personal]): a signed-in reader's transits for the next 90
 * days, at the secret address their calendar page shows. A token no reader holds now (made up,
 * or from before a reset) answers 404 in the same words as a token of the wrong shape, so an answer never tells
 * an old address from one that never was. The days are the
 * reader's transit calendar's, on the clocks of their chart's birthplace; every moment is written
 * in UTC with the transiting planet's place.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const token = icsName(params.file);
  const userId = token === undefined ? undefined : await readerOfCalendarToken(context.db, token);
  if (!userId) return notFoundResource(CALENDAR_NOT_FOUND.personal, PERSONAL_CALENDAR_CACHE_CONTROL);
  const chart = await findMyChart(context.db, userId);
  const host = uidHost(context.env.siteUrl);
  const stamp = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const options = { filename: "my-transits.ics", cacheControl: PERSONAL_CALENDAR_CACHE_CONTROL };
  if (!chart)
    return calendarResponse(request, { ...PERSONAL_CALENDAR_TEXTS, description: PERSONAL_CALENDAR_TEXTS.noChart, stamp }, [], options);

  // The birthplace's zone, as the transit calendar page reads it (UTC for a chart without one).
  const timeZone = chart.tz ?? "UTC";
  const today = calendarDateIn(new Date(), timeZone);
  const calendar = transitCalendar(chartOf(savedChartRequest(chart)), today, CALENDAR_SPANS.personal.aheadDays, timeZone);
  const place = (body: Planet, at: Date) => {
    const { sign, degree } = zodiacPlace(longitudeAt(body, at.getTime()));
    return `${body === "Sun" || body === "Moon" ? `the ${body}` : body} at ${degreeInSign(sign, degree)}`;
  };
  const url = `${context.env.siteUrl}/account/calendar`;
  const moments = calendar.days.flatMap((day) =>
    day.events.map((event): CalendarEntry => ({
      kind: "moment",
      uid: `me-${event.kind}-${utcMinute(event.at).replace(/\D/g, "")}-${uidPart(event.title)}@${host}`,
      at: event.at,
      summary: event.title,
      description: `${event.title}: ${place(event.body, event.at)}, ${utcMinute(event.at)}.`,
      url,
    })),
  );
  const spans = calendar.spans.map((span): CalendarEntry => {
    const exact = span.exactMoments.map((at) => `${utcMinute(at)}, with ${place(span.body, at)}`);
    return {
      kind: "days",
      uid: `me-span-${uidPart(span.key)}@${host}`,
      first: calendarDateIn(span.start, calendar.timeZone),
      last: calendarDateIn(span.end, calendar.timeZone),
      summary: span.title,
      description: `${span.title}, within a degree from ${utcMinute(span.start)} to ${utcMinute(span.end)}: ${
        exact.length ? `exact ${exact.join(" and ")}` : "it turns back before exact"
      }.`,
      url,
    };
  });
  return calendarResponse(request, { ...PERSONAL_CALENDAR_TEXTS, stamp }, [...spans, ...moments], options);
}
