import { Hono, type Context } from "hono";
import { DEFAULT_HOUSE_SYSTEM, isHouseSystem } from "~/features/charts/houses";
import {
  formatOffset,
  isTimeZone,
  localToUtc,
  parseLocalDate,
  parseLocalTime,
  parseOffset,
  withOffset,
  type ResolvedTime,
} from "~/features/charts/local-time";
import { computeNatalChart, type ChartPoint, type NatalChart } from "~/features/charts/natal-chart.server";
import { SKY_YEARS } from "~/features/sky/sky";
import { addDays } from "~/lib/dates";
import { normalizeDegrees, zodiacPlace } from "~/zodiac/sky";
import type { Site } from "../site";
import type { AppBindings } from "../types";

// The answer is a pure function of the query, so any cache may keep it for a day.
const CHART_CACHE_CONTROL = "public, max-age=86400";

export const CHART_MESSAGES = {
  date: "date must be a date such as 1990-04-15",
  years: `date must be in the years ${SKY_YEARS.first} to ${SKY_YEARS.last}`,
  time: "time must be a time such as 14:30",
  lat: "lat must be a latitude in degrees from -90 to 90, such as 51.5074",
  lon: "lon must be a longitude in degrees from -180 to 180, such as -0.1278",
  tz: "tz must be an IANA time zone such as Europe/London",
  houses: "houses must be placidus, whole-sign or equal",
  offset: "offset must be a UTC offset such as +05:30 or -03:00, at most 14 hours",
} as const;

const DECIMAL = /^[+-]?\d{1,3}(\.\d{1,10})?$/;

class ChartQueryError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly choices?: { offset: string; instant: string }[],
  ) {
    super(message);
  }
}

function degreesIn(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || !DECIMAL.test(value)) return undefined;
  const degrees = Number(value);
  return Math.abs(degrees) <= limit ? degrees : undefined;
}

/**
 * A clock time in the zone when no choice is needed: a doubled time is taken the first time it
 * happened, and a skipped one at the offset before the change (the instant the clocks jumped past).
 * Only used for the day's edges and noon of a chart without a birth time.
 */
function anyTimeIn(date: string, time: string, timeZone: string): ResolvedTime {
  const local = localToUtc(date, time, timeZone);
  if (local.kind === "exact") return local;
  if (local.kind === "overlap") return local.earlier;
  return withOffset(date, time, local.before);
}

const choice = ({ instant, offsetMinutes }: ResolvedTime) => ({ offset: formatOffset(offsetMinutes), instant: instant.toISOString() });

/** The birth time the query names, or a ChartQueryError saying which parameter is wrong. */
function readQuery(c: Context<AppBindings>) {
  const date = c.req.query("date") ?? "";
  const day = parseLocalDate(date);
  if (!day) throw new ChartQueryError("invalid_date", CHART_MESSAGES.date);
  if (day.year < SKY_YEARS.first || day.year > SKY_YEARS.last) throw new ChartQueryError("invalid_date", CHART_MESSAGES.years);

  // An empty time is the form's "I don't know my birth time".
  const time = c.req.query("time") || undefined;
  if (time !== undefined && !parseLocalTime(time)) throw new ChartQueryError("invalid_time", CHART_MESSAGES.time);

  const latitude = degreesIn(c.req.query("lat"), 90);
  if (latitude === undefined) throw new ChartQueryError("invalid_lat", CHART_MESSAGES.lat);
  const longitude = degreesIn(c.req.query("lon"), 180);
  if (longitude === undefined) throw new ChartQueryError("invalid_lon", CHART_MESSAGES.lon);

  const houses = c.req.query("houses") || DEFAULT_HOUSE_SYSTEM;
  if (!isHouseSystem(houses)) throw new ChartQueryError("invalid_houses", CHART_MESSAGES.houses);

  // A "+" left unencoded in a query string arrives as a space.
  const offsetText = c.req.query("offset")?.replace(/^ /, "+") || undefined;
  const offsetMinutes = offsetText === undefined ? undefined : parseOffset(offsetText);
  if (offsetText !== undefined && offsetMinutes === undefined) throw new ChartQueryError("invalid_offset", CHART_MESSAGES.offset);

  // The zone may be left out only when an explicit offset says everything about the clock.
  const tz = c.req.query("tz") || undefined;
  if (tz === undefined ? offsetMinutes === undefined : !isTimeZone(tz)) throw new ChartQueryError("invalid_tz", CHART_MESSAGES.tz);

  const resolve = (localDate: string, localTime: string): ResolvedTime =>
    offsetMinutes !== undefined ? withOffset(localDate, localTime, offsetMinutes) : anyTimeIn(localDate, localTime, tz!);

  let birth: ResolvedTime;
  if (time === undefined) birth = resolve(date, "12:00");
  else if (offsetMinutes !== undefined) birth = withOffset(date, time, offsetMinutes);
  else {
    const local = localToUtc(date, time, tz!);
    if (local.kind === "gap") {
      const before = formatOffset(local.before);
      const after = formatOffset(local.after);
      throw new ChartQueryError(
        "nonexistent_local_time",
        `This local time did not exist in ${tz}: the clocks went forward. Choose an offset: ${before} (the clocks before the change) or ${after} (after it).`,
        [choice(withOffset(date, time, local.before)), choice(withOffset(date, time, local.after))],
      );
    }
    if (local.kind === "overlap") {
      throw new ChartQueryError(
        "ambiguous_local_time",
        `This local time happened twice in ${tz}: the clocks went back. Choose an offset: ${formatOffset(local.earlier.offsetMinutes)} (the first time) or ${formatOffset(local.later.offsetMinutes)} (the second).`,
        [choice(local.earlier), choice(local.later)],
      );
    }
    birth = local;
  }
  const year = birth.instant.getUTCFullYear();
  if (year < SKY_YEARS.first || year > SKY_YEARS.last) throw new ChartQueryError("invalid_date", CHART_MESSAGES.years);

  return {
    input: { date, time: time ?? null, lat: latitude, lon: longitude, tz: tz ?? null, offset: offsetText ?? null, houses },
    birth,
    timeKnown: time !== undefined,
    houses,
    dayStart: () => resolve(date, "00:00").instant,
    dayEnd: () => resolve(addDays(date, 1), "00:00").instant,
  };
}

/** Hundredths of a degree (36″): finer than any birth time is known to. */
const round = (degrees: number) => Math.round(degrees * 100) / 100;

/** A point with its sign and degree worked from the rounded longitude, so 29.999° never shows as 30° of a sign. */
function roundedPoint<T extends ChartPoint>(point: T): T {
  const longitude = normalizeDegrees(round(point.longitude));
  const place = zodiacPlace(longitude);
  return { ...point, longitude, sign: place.sign, degree: round(place.degree) };
}

function toAnswer(chart: NatalChart, input: ReturnType<typeof readQuery>) {
  return {
    input: input.input,
    instant: chart.instant.toISOString(),
    utcOffset: formatOffset(input.birth.offsetMinutes),
    timeKnown: chart.timeKnown,
    houseSystem: chart.houseSystem,
    ...(chart.housesNote ? { housesNote: chart.housesNote } : {}),
    positions: chart.positions.map(roundedPoint),
    ...(chart.ascendant ? { ascendant: roundedPoint(chart.ascendant) } : {}),
    ...(chart.midheaven ? { midheaven: roundedPoint(chart.midheaven) } : {}),
    ...(chart.cusps ? { cusps: chart.cusps.map((cusp, index) => ({ house: index + 1, ...roundedPoint(cusp) })) } : {}),
    aspects: chart.aspects.map((aspect) => ({ ...aspect, orb: round(aspect.orb) })),
    ...(chart.moonRange
      ? {
          moonRange: {
            start: { ...roundedPoint(chart.moonRange.start), instant: chart.moonRange.start.instant.toISOString() },
            end: { ...roundedPoint(chart.moonRange.end), instant: chart.moonRange.end.instant.toISOString() },
            signs: chart.moonRange.signs,
          },
        }
      : {}),
  };
}

/**
 * GET /api/charts/natal?date=YYYY-MM-DD&time=HH:MM&lat=..&lon=..&tz=IANA&houses=placidus|whole-sign|equal
 * [&offset=+HH:MM]: a birth chart ([charts.api]). Without a time the chart is drawn for local noon,
 * without houses or angles; an explicit offset overrides the zone's (old dates, or a choice in a
 * doubled hour). Every invalid parameter is a 400 naming what is expected.
 */
export function chartsApi(_site: Site) {
  const api = new Hono<AppBindings>();
  api.get("/natal", (c) => {
    let query: ReturnType<typeof readQuery>;
    try {
      query = readQuery(c);
    } catch (error) {
      if (!(error instanceof ChartQueryError)) throw error;
      const choices = error.choices ? { choices: error.choices } : {};
      return c.json({ error: { code: error.code, message: error.message, ...choices } }, 400);
    }
    const place = { latitude: query.input.lat, longitude: query.input.lon, houseSystem: query.houses };
    const chart = query.timeKnown
      ? computeNatalChart({ instant: query.birth.instant, ...place, timeKnown: true })
      : computeNatalChart({ instant: query.birth.instant, ...place, timeKnown: false, dayStart: query.dayStart(), dayEnd: query.dayEnd() });
    c.header("Cache-Control", CHART_CACHE_CONTROL);
    return c.json(toAnswer(chart, query));
  });
  return api;
}
