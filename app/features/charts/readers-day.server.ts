import { z } from "zod";
import { calendarDateIn, isCalendarDate } from "#app/lib/dates.ts";
import { placeTimeZone } from "#app/lib/time-zones.ts";
import type { SignSlug } from "#app/zodiac/signs.ts";
import { chartOf } from "./chart-request.server";
import type { NatalChart } from "./natal-chart.server";
import { savedChartRequest, type SavedChart } from "./saved-charts.server";
import { personalDay, toTheMinute, type PersonalDay } from "./transits/personal-day.server";
import { todayForYou, type TodayForYou } from "./transits/today-for-you.server";

/**
 * A signed-in reader's day under the sky, read against the chart they marked as theirs
 * ([charts.transits]): the facts as JSON, and "Today for you" written from them. Days from 1900 to
 * 2100 are read; the reader's zone decides where the day begins and ends.
 */

export const FIRST_TRANSIT_YEAR = 1900;
export const LAST_TRANSIT_YEAR = 2100;

export const READERS_DAY_MESSAGES = {
  date: `Give the day as YYYY-MM-DD, between ${FIRST_TRANSIT_YEAR} and ${LAST_TRANSIT_YEAR}.`,
  timeZone: "Give your time zone as an IANA name, such as Europe/London.",
  noChart: "Mark one of your charts as yours to see your day: open Your charts and choose This is me.",
} as const;

export type DayQuery = { date: string; timeZone: string };

const inTransitYears = (date: string) => {
  const year = Number(date.slice(0, 4));
  return isCalendarDate(date) && year >= FIRST_TRANSIT_YEAR && year <= LAST_TRANSIT_YEAR;
};

/** The day's query, for the reader's pages and the API alike (and the API's description); a blank value is left out. */
export const readersDayQuery = z.object({
  date: z
    .string()
    .refine((date) => date === "" || inTransitYears(date), READERS_DAY_MESSAGES.date)
    .optional()
    .meta({
      description: `The day, YYYY-MM-DD, from ${FIRST_TRANSIT_YEAR} to ${LAST_TRANSIT_YEAR}; today in the zone when left out.`,
      format: "date",
      example: "2026-03-10",
    }),
  tz: z
    .string()
    .refine((zone) => zone === "" || placeTimeZone(zone) !== null, READERS_DAY_MESSAGES.timeZone)
    .optional()
    .meta({
      description: "The IANA time zone the day is taken in; the birthplace's zone of the chart when left out (UTC without one).",
      example: "Europe/London",
    }),
});

/** The day and zone asked for, each checked; the zone defaults to the chart's, then UTC, and the day to today there. */
export function readDayQuery(
  query: { date?: string | undefined; tz?: string | undefined },
  fallbackZone: string | null,
  now: Date,
): { ok: true; day: DayQuery } | { ok: false; fields: Partial<Record<"date" | "tz", string>> } {
  const fields: Partial<Record<"date" | "tz", string>> = {};
  const zoneRead = readersDayQuery.shape.tz.safeParse(query.tz);
  if (!zoneRead.success) fields.tz = READERS_DAY_MESSAGES.timeZone;
  const timeZone = !zoneRead.success ? undefined : zoneRead.data ? placeTimeZone(zoneRead.data)! : (fallbackZone ?? "UTC");
  const date = query.date === undefined || query.date === "" ? calendarDateIn(now, timeZone ?? "UTC") : query.date;
  if (!readersDayQuery.shape.date.safeParse(date).success) fields.date = READERS_DAY_MESSAGES.date;
  if (!timeZone || fields.date) return { ok: false, fields };
  return { ok: true, day: { date, timeZone } };
}

/** The signs a reader may read their horoscope for: the Sun's, the Moon's (when the birth day holds one) and the rising sign (with a birth time). */
export type ChartSigns = { sun: SignSlug; moon: SignSlug | null; rising: SignSlug | null };

export function chartSigns(chart: NatalChart): ChartSigns {
  const signOf = (body: string) => chart.positions.find((position) => position.body === body)!.sign;
  const moonSigns = chart.moonRange?.signs;
  return {
    sun: signOf("Sun"),
    // Without a birth time the Moon is known only when it kept one sign all day.
    moon: chart.timeKnown ? signOf("Moon") : moonSigns?.length === 1 ? moonSigns[0]! : null,
    rising: chart.ascendant?.sign ?? null,
  };
}

export type ReadersDay = { chart: SavedChart; signs: ChartSigns; day: PersonalDay; reading: TodayForYou };

/** The day read against a saved chart. */
export function readersDay(chart: SavedChart, query: DayQuery, now = new Date()): ReadersDay {
  return readersDayOf(chart, chartOf(savedChartRequest(chart)), query, now);
}

/** The day read against a saved chart whose natal chart is already worked out: all of a day's work that depends on the day. */
export function readersDayOf(chart: SavedChart, natal: NatalChart, { date, timeZone }: DayQuery, now = new Date()): ReadersDay {
  const day = personalDay(natal, date, timeZone, now);
  return { chart, signs: chartSigns(natal), day, reading: todayForYou(day) };
}

/** The day as the API answers it: every time an ISO instant to the minute, orbs to a hundredth of a degree. */
export function readersDayAnswer({ chart, signs, day, reading }: ReadersDay) {
  const round = (degrees: number) => Math.round(degrees * 100) / 100;
  return {
    date: day.date,
    timeZone: day.timeZone,
    at: toTheMinute(day.at),
    chart: { id: chart.id, name: chart.name, timeKnown: day.timeKnown, signs },
    transits: day.transits.map((transit) => ({
      body: transit.body,
      point: transit.point,
      aspect: transit.kind,
      orb: round(transit.orb),
      exact: transit.exact ? toTheMinute(transit.exact) : null,
      applying: transit.applying,
      exactToday: transit.exactToday,
      start: toTheMinute(transit.start),
      end: toTheMinute(transit.end),
    })),
    moon: day.moon
      ? {
          house: day.moon.house,
          day: day.moon.day,
          ingress: day.moon.ingress ? { house: day.moon.ingress.house, at: toTheMinute(day.moon.ingress.at) } : null,
        }
      : null,
    stations: day.stations.map((station) => ({
      body: station.body,
      turns: station.turns,
      at: toTheMinute(station.at),
      longitude: round(station.longitude),
      point: station.point ?? null,
    })),
    ingresses: day.ingresses.map((ingress) => ({ body: ingress.body, house: ingress.house, at: toTheMinute(ingress.at) })),
    reading,
  };
}

export type ReadersDayAnswer = ReturnType<typeof readersDayAnswer>;
