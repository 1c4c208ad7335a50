import { addDays, calendarDateIn, noonInZone } from "#app/lib/dates.ts";
import { dayBoundsIn } from "#app/lib/local-date-time.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { separation } from "#app/zodiac/sky.ts";
import type { NatalChart } from "#app/features/charts/natal-chart.server.ts";
import { clockTime, ingressTitle, stationTitle, transitTitle } from "./today-for-you.server";
import {
  houseIngressesBetween,
  isSlowBody,
  moonHouseAt,
  natalPoints,
  stationsBetween,
  TRANSIT_ORB,
  transitsBetween,
  type Transit,
} from "./transits.server";

/**
 * A reader's transit calendar ([charts.transits]): a run of days on their own clock with each
 * day's events (the quick planets' exact aspects to their chart, stations, changes of house) and
 * the Moon's house that day, and the slow planets' transits as spans with their start, exact
 * moments and end. The Moon makes three or four aspects a day, so its aspects are listed only
 * when the calendar is asked for the Moon alone.
 */

export const CALENDAR_AHEAD_DAYS = 90;
export const CALENDAR_PAST_DAYS = 30;

export type CalendarEvent = { at: Date; time: string; kind: "exact" | "station" | "ingress"; body: Planet; title: string };

export type CalendarDay = { date: string; moonHouse: number | null; events: CalendarEvent[] };

export type CalendarSpan = Pick<Transit, "body" | "kind" | "point" | "start" | "end" | "exactMoments"> & { key: string; title: string };

export type TransitCalendar = {
  from: string;
  /** The last day shown. */
  to: string;
  timeZone: string;
  /** Only this body's events and spans, when the reader picked one. */
  body: Planet | null;
  spans: CalendarSpan[];
  days: CalendarDay[];
};

/** The calendar of `days` days from `from` on the clocks of `timeZone`, for every body or for one. */
export function transitCalendar(
  chart: NatalChart,
  from: string,
  days: number,
  timeZone: string,
  body: Planet | null = null,
): TransitCalendar {
  const to = addDays(from, days - 1);
  const start = dayBoundsIn(from, timeZone).start;
  const end = dayBoundsIn(to, timeZone).end;
  const bodies = body ? [body] : PLANETS.filter((planet) => planet !== "Moon");
  const cusps = chart.cusps?.map((cusp) => cusp.longitude);
  const dateOf = (at: Date) => calendarDateIn(at, timeZone);
  const event = (at: Date, kind: CalendarEvent["kind"], of: Planet, title: string): CalendarEvent => ({
    at,
    time: clockTime(at, timeZone),
    kind,
    body: of,
    title,
  });

  const transits = transitsBetween(chart, start, end, bodies);
  const spans = transits
    .filter((transit) => isSlowBody(transit.body))
    .map((transit): CalendarSpan => {
      const { body: of, kind, point, start: begins, end: ends, exactMoments } = transit;
      return {
        key: `${of}-${kind}-${point}-${begins.getTime()}`,
        title: transitTitle(transit),
        body: of,
        kind,
        point,
        start: begins,
        end: ends,
        exactMoments,
      };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());

  const within = (at: Date) => at.getTime() >= start.getTime() && at.getTime() < end.getTime();
  const points = natalPoints(chart);
  const events = [
    ...transits
      .filter((transit) => !isSlowBody(transit.body))
      .flatMap((transit) => transit.exactMoments.filter(within).map((at) => event(at, "exact", transit.body, transitTitle(transit)))),
    ...stationsBetween(start, end)
      .filter((station) => !body || station.body === body)
      .map((station) => {
        const touched = points.find(({ longitude }) => separation(longitude, station.longitude) <= TRANSIT_ORB);
        return event(station.at, "station", station.body, stationTitle(touched ? { ...station, point: touched.point } : station));
      }),
    ...(cusps
      ? houseIngressesBetween(
          cusps,
          start,
          end,
          bodies.filter((planet) => planet !== "Moon"),
        ).map((ingress) => event(ingress.at, "ingress", ingress.body, ingressTitle(ingress)))
      : []),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  const showMoon = !body || body === "Moon";
  const calendarDays = Array.from({ length: days }, (_, index): CalendarDay => {
    const date = addDays(from, index);
    return {
      date,
      moonHouse: cusps && showMoon ? moonHouseAt(cusps, noonInZone(date, timeZone)) : null,
      events: events.filter((entry) => dateOf(entry.at) === date),
    };
  });
  return { from, to, timeZone, body, spans, days: calendarDays };
}
