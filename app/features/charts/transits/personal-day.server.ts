import { dayBoundsIn } from "#app/lib/local-date-time.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { separation } from "#app/zodiac/sky.ts";
import type { ChartAspectKind, NatalChart } from "#app/features/charts/natal-chart.server.ts";
import type { NatalPoint } from "./transit-texts";
import {
  houseIngressesBetween,
  isSlowBody,
  moonHouseAt,
  natalPoints,
  nearestExact,
  orbAt,
  stationsBetween,
  TRANSIT_ORB,
  transitsBetween,
  type HouseIngress,
  type Station,
  type Transit,
} from "./transits.server";

/**
 * One reader's day under the sky ([charts.transits]): the transits to their chart within the
 * reader's local day, strongest first, where the Moon is among their houses, the planets that turn
 * and the planets that cross into another house. The orb is read at one moment: now, for today,
 * and local noon for any other day.
 */

// What makes one transit stronger than another: the slower the body, the longer and deeper it
// works; the lights and the angles are the most personal points; a conjunction is the most
// direct contact; and the nearer to exact, the stronger.
const BODY_WEIGHT: Record<Planet, number> = {
  Moon: 1,
  Mercury: 2,
  Venus: 2,
  Sun: 3,
  Mars: 3,
  Jupiter: 4,
  Saturn: 5,
  Uranus: 5,
  Neptune: 5,
  Pluto: 5,
};
const POINT_WEIGHT: Record<NatalPoint, number> = {
  Sun: 1,
  Moon: 1,
  Ascendant: 1,
  Midheaven: 0.9,
  Mercury: 0.8,
  Venus: 0.8,
  Mars: 0.8,
  Jupiter: 0.6,
  Saturn: 0.6,
  Uranus: 0.4,
  Neptune: 0.4,
  Pluto: 0.4,
};
const KIND_WEIGHT: Record<ChartAspectKind, number> = { conjunction: 1, opposition: 0.9, square: 0.9, trine: 0.7, sextile: 0.55 };

export type DayTransit = Transit & {
  /** Degrees from exact at the day's moment. */
  orb: number;
  applying: boolean;
  /** The exact moment of this pass nearest the day's moment; null when it turns back short of exact. */
  exact: Date | null;
  /** Whether the aspect is exact within the local day. */
  exactToday: boolean;
  /** Whether the pass began within the local day. */
  beginsToday: boolean;
  slow: boolean;
  strength: number;
};

export type MoonDay = {
  /** The house the Moon is in for most of the day. */
  house: number;
  /** enters: it arrives before noon; leaves: it moves on to the next after noon; stays: all day. */
  day: "enters" | "stays" | "leaves";
  /** The moment it crosses into another house within the day. */
  ingress?: { house: number; at: Date };
  /** For a day it stays: whether it stayed in the same house the whole of yesterday too. */
  stayedYesterday: boolean;
};

export type PersonalDay = {
  date: string;
  timeZone: string;
  /** The moment the orbs are read at. */
  at: Date;
  start: Date;
  end: Date;
  timeKnown: boolean;
  transits: DayTransit[];
  /** Without a birth time there are no houses, so no Moon house. */
  moon: MoonDay | null;
  /** Planets turning within the day, with the natal point they stand on, if any. */
  stations: Array<Station & { point?: NatalPoint }>;
  /** Planets (not the Moon) entering another house within the day. */
  ingresses: HouseIngress[];
};

function strengthOf(transit: Transit, orb: number, exactToday: boolean): number {
  const closeness = 1 - (0.5 * Math.min(orb, TRANSIT_ORB)) / TRANSIT_ORB;
  return BODY_WEIGHT[transit.body] * POINT_WEIGHT[transit.point] * KIND_WEIGHT[transit.kind] * closeness * (exactToday ? 1.3 : 1);
}

function withinDay(moment: Date, start: Date, end: Date): boolean {
  return moment.getTime() >= start.getTime() && moment.getTime() < end.getTime();
}

const DAY_MS = 86_400_000;

function moonDay(cusps: readonly number[], start: Date, end: Date): MoonDay {
  const [ingress] = houseIngressesBetween(cusps, start, end, ["Moon"]);
  if (!ingress) {
    const house = moonHouseAt(cusps, start);
    // The Moon crosses a house in under four days, so the same house a day earlier means it stayed all of yesterday as well.
    return { house, day: "stays", stayedYesterday: moonHouseAt(cusps, new Date(start.getTime() - DAY_MS)) === house };
  }
  const noon = (start.getTime() + end.getTime()) / 2;
  const crossing = { house: ingress.house, at: ingress.at };
  return ingress.at.getTime() <= noon
    ? { house: ingress.house, day: "enters", ingress: crossing, stayedYesterday: false }
    : { house: moonHouseAt(cusps, start), day: "leaves", ingress: crossing, stayedYesterday: false };
}

/** A reader's day: `now` decides the moment the orbs are read at when the date is today. */
export function personalDay(chart: NatalChart, date: string, timeZone: string, now = new Date()): PersonalDay {
  const { start, end } = dayBoundsIn(date, timeZone);
  const at = withinDay(now, start, end) ? now : new Date((start.getTime() + end.getTime()) / 2);
  const transits = transitsBetween(chart, start, end)
    .map((transit): DayTransit => {
      const { orb, applying } = orbAt(transit, at);
      const exactToday = transit.exactMoments.some((moment) => withinDay(moment, start, end));
      return {
        ...transit,
        orb,
        applying,
        exact: nearestExact(transit, at),
        exactToday,
        beginsToday: withinDay(transit.start, start, end),
        slow: isSlowBody(transit.body),
        strength: strengthOf(transit, orb, exactToday),
      };
    })
    .sort((a, b) => b.strength - a.strength);

  const points = natalPoints(chart);
  const stations = stationsBetween(start, end).map((station) => {
    const touched = points.find(({ longitude }) => separation(longitude, station.longitude) <= TRANSIT_ORB);
    return touched ? { ...station, point: touched.point } : station;
  });
  const cusps = chart.cusps?.map((cusp) => cusp.longitude);
  return {
    date,
    timeZone,
    at,
    start,
    end,
    timeKnown: chart.timeKnown,
    transits,
    moon: cusps ? moonDay(cusps, start, end) : null,
    stations,
    ingresses: cusps
      ? houseIngressesBetween(
          cusps,
          start,
          end,
          PLANETS.filter((body) => body !== "Moon"),
        )
      : [],
  };
}

/** Minutes are the finest the reader is told: an ISO instant rounded to its minute. */
export const toTheMinute = (moment: Date) => new Date(Math.round(moment.getTime() / 60_000) * 60_000).toISOString();
