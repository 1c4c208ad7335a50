import { z } from "zod";
import { addDays, zoneOffsetMs } from "#app/lib/dates.ts";
import { normalizeDegrees, SKY_YEARS, zodiacPlace } from "#app/zodiac/sky.ts";
import { DEFAULT_HOUSE_SYSTEM, HOUSE_SYSTEMS, isHouseSystem, type HouseSystem } from "./houses";
import {
  clockInstant,
  formatOffset,
  formatPreciseOffset,
  isTimeZone,
  localToUtc,
  parseLocalDate,
  parseLocalTime,
  parseOffset,
  withOffset,
  type ResolvedTime,
} from "./local-time";
import { keptLocalMeanTime, meanTimeOffsetMinutes } from "./local-mean-time.server";
import {
  computeNatalChart,
  DEFAULT_NODE_KIND,
  isNodeKind,
  NODE_KINDS,
  type ChartPoint,
  type NatalChart,
  type NodeKind,
} from "./natal-chart.server";

/**
 * A birth chart asked for in a query string, the same for the JSON API and the birth chart page:
 * date=YYYY-MM-DD, time=HH:MM (empty when the time is unknown), lat, lon, tz=IANA zone,
 * houses=placidus|whole-sign|equal, node=mean|true (the Moon's nodes, mean by default) and an
 * optional offset=+HH:MM that overrides the zone's.
 */

export const CHART_MESSAGES = {
  date: "date must be a date such as 1990-04-15",
  years: `date must be in the years ${SKY_YEARS.first} to ${SKY_YEARS.last}`,
  time: "time must be a time such as 14:30",
  lat: "lat must be a latitude in degrees from -90 to 90, such as 51.5074",
  lon: "lon must be a longitude in degrees from -180 to 180, such as -0.1278",
  tz: "tz must be an IANA time zone such as Europe/London",
  houses: "houses must be placidus, whole-sign or equal",
  node: "node must be mean or true",
  offset: "offset must be a UTC offset such as +05:30 or -03:00, at most 14 hours",
} as const;

/** The query parameter a refusal is about. */
export type ChartField = "date" | "time" | "lat" | "lon" | "tz" | "houses" | "node" | "offset";

/** One of the two readings of a clock time the zone skipped or repeated. */
export type OffsetChoice = { offset: string; instant: string };

export type ChartRequestError = {
  code: string;
  field: ChartField;
  message: string;
  /** For a skipped or doubled local time: the two offsets it may have meant. */
  choices?: OffsetChoice[];
};

/**
 * Which clock the birth time was read on: the zone's, the reader's own offset, or the birthplace's
 * local mean time for a date before its zone kept a standard time ([charts.local-mean-time]).
 */
export type BirthClock =
  | { kind: "zone" }
  | { kind: "offset" }
  | { kind: "local-mean-time"; /** What the zone's own city kept then, minutes east of UTC. */ zoneOffsetMinutes: number };

export type ChartRequest = {
  /** The query as understood, echoed back so a share link can be rebuilt from it. */
  input: {
    date: string;
    time: string | null;
    lat: number;
    lon: number;
    tz: string | null;
    offset: string | null;
    houses: HouseSystem;
    node: NodeKind;
  };
  birth: ResolvedTime;
  clock: BirthClock;
  timeKnown: boolean;
  dayStart: () => Date;
  dayEnd: () => Date;
};

const DECIMAL = /^[+-]?\d{1,3}(\.\d{1,10})?$/;

function degreesIn(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || !DECIMAL.test(value)) return undefined;
  const degrees = Number(value);
  return Math.abs(degrees) <= limit ? degrees : undefined;
}

const choice = ({ instant, offsetMinutes }: ResolvedTime): OffsetChoice => ({
  offset: formatOffset(offsetMinutes),
  instant: instant.toISOString(),
});

class Refusal extends Error {
  constructor(readonly errors: [ChartRequestError, ...ChartRequestError[]]) {
    super(errors[0].message);
  }
}

const refuse = (code: string, field: ChartField, message: string, choices?: OffsetChoice[]): never => {
  throw new Refusal([{ code, field, message, ...(choices ? { choices } : {}) }]);
};

/** An empty value is a form's field left blank: the parameter's default. */
const blankOr = (check: (value: string) => boolean) => (value: string) => value === "" || check(value);

/**
 * Each parameter of a chart's query on its own: what the reader below checks it with, and what
 * the API's description says of it. The rules between parameters (a zone or an offset; the clock
 * time against the zone) are the reader's.
 */
export const chartQuery = z.object({
  date: z
    .string({ error: CHART_MESSAGES.date })
    .refine((date) => parseLocalDate(date) !== undefined, CHART_MESSAGES.date)
    .meta({
      description: `The birth date, YYYY-MM-DD, in the years ${SKY_YEARS.first} to ${SKY_YEARS.last}.`,
      format: "date",
      example: "1990-04-15",
    }),
  time: z
    .string()
    .refine(
      blankOr((time) => parseLocalTime(time) !== undefined),
      CHART_MESSAGES.time,
    )
    .optional()
    .meta({
      description:
        "The birth time on the birthplace's clock, HH:MM (24 hours). Left out or empty when unknown: the chart is drawn for local noon, without houses or angles.",
      example: "14:30",
    }),
  lat: z
    .string({ error: CHART_MESSAGES.lat })
    .refine((text) => degreesIn(text, 90) !== undefined, CHART_MESSAGES.lat)
    .meta({ description: "The birthplace's latitude in degrees, -90 to 90, north positive.", example: "51.5074" }),
  lon: z
    .string({ error: CHART_MESSAGES.lon })
    .refine((text) => degreesIn(text, 180) !== undefined, CHART_MESSAGES.lon)
    .meta({ description: "The birthplace's longitude in degrees, -180 to 180, east positive.", example: "-0.1278" }),
  tz: z.string().refine(blankOr(isTimeZone), CHART_MESSAGES.tz).optional().meta({
    description: "The birthplace's IANA time zone. It may be left out only when offset is given.",
    example: "Europe/London",
  }),
  houses: z
    .string()
    .refine(blankOr(isHouseSystem), CHART_MESSAGES.houses)
    .optional()
    .meta({ description: "The house system.", enum: [...HOUSE_SYSTEMS], default: DEFAULT_HOUSE_SYSTEM, example: "placidus" }),
  node: z
    .string()
    .refine(blankOr(isNodeKind), CHART_MESSAGES.node)
    .optional()
    .meta({ description: "The Moon's nodes: mean or true.", enum: [...NODE_KINDS], default: DEFAULT_NODE_KIND, example: "mean" }),
  offset: z
    .string()
    // A "+" left unencoded in a query string arrives as a space.
    .refine(
      blankOr((offset) => parseOffset(offset.replace(/^ /, "+")) !== undefined),
      CHART_MESSAGES.offset,
    )
    .optional()
    .meta({
      description:
        "A UTC offset, ±HH:MM up to 14 hours, that the birth time was read on. It wins over the zone (old dates, or a choice in an hour the clocks repeated or skipped).",
      example: "+01:00",
    }),
});

type ChartQuery = z.infer<typeof chartQuery>;

/**
 * Each parameter checked on its own, so a form or a body with several mistakes hears of them all
 * at once; the clock time is checked against the zone only once every parameter is readable.
 */
function readParameters(get: (name: string) => string | undefined) {
  const problems: ChartRequestError[] = [];
  const read = <F extends ChartField>(field: F): ChartQuery[F] | undefined => {
    const result = chartQuery.shape[field].safeParse(get(field));
    if (result.success) return result.data as ChartQuery[F];
    problems.push({ code: `invalid_${field}`, field, message: result.error.issues[0]!.message });
    return undefined;
  };

  const date = read("date") ?? "";
  const day = parseLocalDate(date);
  if (day && (day.year < SKY_YEARS.first || day.year > SKY_YEARS.last))
    problems.push({ code: "invalid_date", field: "date", message: CHART_MESSAGES.years });

  // An empty time is the form's "I don't know my birth time".
  const time = read("time") || undefined;
  const latitude = degreesIn(read("lat"), 90);
  const longitude = degreesIn(read("lon"), 180);
  const houses = read("houses") || DEFAULT_HOUSE_SYSTEM;
  const node = read("node") || DEFAULT_NODE_KIND;
  const offsetText = read("offset")?.replace(/^ /, "+") || undefined;
  const offsetMinutes = offsetText === undefined ? undefined : parseOffset(offsetText);

  // The zone may be left out only when an explicit offset says everything about the clock.
  const tz = read("tz") || undefined;
  const offsetGiven = (get("offset") ?? "") !== "";
  if (tz === undefined && !offsetGiven && !problems.some((problem) => problem.field === "tz"))
    problems.push({ code: "invalid_tz", field: "tz", message: CHART_MESSAGES.tz });

  const [first, ...rest] = problems;
  if (first) throw new Refusal([first, ...rest]);
  return {
    date,
    time,
    latitude: latitude!,
    longitude: longitude!,
    houses: houses as HouseSystem,
    node: node as NodeKind,
    offsetText,
    offsetMinutes,
    tz,
  };
}

function read(get: (name: string) => string | undefined): ChartRequest {
  const { date, time, latitude, longitude, houses, node, offsetText, offsetMinutes, tz } = readParameters(get);

  // Before the zone kept a standard time, the birthplace's own meridian set its clocks.
  const meanTime = (localDate: string, localTime: string): ResolvedTime | undefined => {
    if (offsetMinutes !== undefined) return undefined;
    const reading = withOffset(localDate, localTime, meanTimeOffsetMinutes(longitude));
    return keptLocalMeanTime(tz!, reading.instant) ? reading : undefined;
  };
  const resolve = (localDate: string, localTime: string): ResolvedTime =>
    offsetMinutes !== undefined
      ? withOffset(localDate, localTime, offsetMinutes)
      : (meanTime(localDate, localTime) ?? clockInstant(localDate, localTime, tz!));

  let birth: ResolvedTime;
  const birthMeanTime = meanTime(date, time ?? "12:00");
  if (birthMeanTime) birth = birthMeanTime;
  else if (time === undefined) birth = resolve(date, "12:00");
  else if (offsetMinutes !== undefined) birth = withOffset(date, time, offsetMinutes);
  else {
    const local = localToUtc(date, time, tz!);
    if (local.kind === "gap") {
      const before = formatOffset(local.before);
      const after = formatOffset(local.after);
      return refuse(
        "nonexistent_local_time",
        "time",
        `This local time did not exist in ${tz}: the clocks went forward. Choose an offset: ${before} (the clocks before the change) or ${after} (after it).`,
        [choice(withOffset(date, time, local.before)), choice(withOffset(date, time, local.after))],
      );
    }
    if (local.kind === "overlap") {
      return refuse(
        "ambiguous_local_time",
        "time",
        `This local time happened twice in ${tz}: the clocks went back. Choose an offset: ${formatOffset(local.earlier.offsetMinutes)} (the first time) or ${formatOffset(local.later.offsetMinutes)} (the second).`,
        [choice(local.earlier), choice(local.later)],
      );
    }
    birth = local;
  }
  const year = birth.instant.getUTCFullYear();
  if (year < SKY_YEARS.first || year > SKY_YEARS.last) refuse("invalid_date", "date", CHART_MESSAGES.years);

  return {
    input: { date, time: time ?? null, lat: latitude, lon: longitude, tz: tz ?? null, offset: offsetText ?? null, houses, node },
    birth,
    clock:
      offsetMinutes !== undefined
        ? { kind: "offset" }
        : birthMeanTime
          ? { kind: "local-mean-time", zoneOffsetMinutes: zoneOffsetMs(birth.instant.getTime(), tz!) / 60_000 }
          : { kind: "zone" },
    timeKnown: time !== undefined,
    dayStart: () => resolve(date, "00:00").instant,
    dayEnd: () => resolve(addDays(date, 1), "00:00").instant,
  };
}

/** The chart a query asks for, or why it cannot be drawn, naming each parameter at fault. */
export function readChartRequest(
  get: (name: string) => string | undefined,
):
  | { ok: true; request: ChartRequest }
  | { ok: false; /** The first problem. */ error: ChartRequestError; /** Every parameter's problem. */ errors: ChartRequestError[] } {
  try {
    return { ok: true, request: read(get) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.errors[0], errors: error.errors };
    throw error;
  }
}

/** The chart of an accepted request: for local noon, without houses, when the time is unknown. */
export function chartOf({ input, birth, timeKnown, dayStart, dayEnd }: ChartRequest): NatalChart {
  const place = { latitude: input.lat, longitude: input.lon, houseSystem: input.houses, nodeKind: input.node };
  return timeKnown
    ? computeNatalChart({ instant: birth.instant, ...place, timeKnown: true })
    : computeNatalChart({ instant: birth.instant, ...place, timeKnown: false, dayStart: dayStart(), dayEnd: dayEnd() });
}

/** Hundredths of a degree (36″): finer than any birth time is known to. */
const round = (degrees: number) => Math.round(degrees * 100) / 100;

/** A point with its sign and degree worked from the rounded longitude, so 29.999° never shows as 30° of a sign. */
function roundedPoint<T extends ChartPoint>(point: T): T {
  const longitude = normalizeDegrees(round(point.longitude));
  const place = zodiacPlace(longitude);
  return { ...point, longitude, sign: place.sign, degree: round(place.degree) };
}

/** The clock the birth time was read on, with the figures behind a local mean time. */
function clockAnswer({ clock, input }: ChartRequest) {
  if (clock.kind !== "local-mean-time") return { kind: clock.kind };
  return {
    kind: clock.kind,
    longitude: input.lon,
    // What the zone's main city kept at the time, which a chart from the zone alone would have used.
    zoneOffset: formatPreciseOffset(clock.zoneOffsetMinutes),
  };
}

/** A chart as it is shown and served: every angle to a hundredth of a degree, instants as ISO text. */
export function chartAnswer(chart: NatalChart, request: ChartRequest) {
  return {
    input: request.input,
    instant: chart.instant.toISOString(),
    utcOffset: formatPreciseOffset(request.birth.offsetMinutes),
    clock: clockAnswer(request),
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

export type ChartAnswer = ReturnType<typeof chartAnswer>;
