import { houseNumber, type HouseNumber } from "#app/zodiac/houses.ts";
import type { Planet } from "#app/zodiac/planets.ts";
import { signIndex, type SignSlug } from "#app/zodiac/signs.ts";
import { ASPECT_ORBS, normalizeDegrees, type AspectKind } from "#app/zodiac/sky.ts";
import { changesBetween } from "./day-events";
import type { Period } from "./periods";
import type { HoroscopeSky } from "./types";

/** The sky of a span as the period writer reads it: each day's noon sky, and the exact lunations and eclipses. */
export type SpanSky = {
  /** The noon sky of the day before the span's first day, then of each day of the span, in order. */
  days: ReadonlyArray<{ date: string; sky: HoroscopeSky }>;
  /** New and Full Moons in the span, dated on the site's calendar. */
  lunations: ReadonlyArray<{ name: "New Moon" | "Full Moon"; date: string; sign: SignSlug }>;
  eclipses: ReadonlyArray<{ body: "Sun" | "Moon"; kind: string; date: string; sign: SignSlug }>;
  /** The noon sky of the day after the span's last day: whether an aspect is closest on that last day depends on it. */
  following?: { date: string; sky: HoroscopeSky };
};

/** One dated event of a span, not yet tied to a reader's sign. */
export type SpanEvent =
  | { kind: "lunation"; date: string; phase: "New Moon" | "Full Moon"; sign: SignSlug }
  | { kind: "eclipse"; date: string; body: "Sun" | "Moon"; eclipse: string; sign: SignSlug }
  | { kind: "ingress"; date: string; planet: Planet; sign: SignSlug }
  | { kind: "station"; date: string; planet: Planet; turns: "retrograde" | "direct"; sign: SignSlug }
  /** Two planets at an exact aspect: `date` is the day whose noon is nearest the moment it is exact. */
  | { kind: "aspect"; date: string; planet: Planet; other: Planet; aspect: AspectKind; sign: SignSlug; otherSign: SignSlug };

/** An event placed in a reader's houses; an aspect's second planet has its own house. */
export type HousedEvent = SpanEvent & { house: HouseNumber; otherHouse?: HouseNumber };

// A year's outlook follows the slow and the rare; weeks and months follow every sign change but the Moon's.
const YEAR_INGRESSES: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);
const YEAR_STATIONS: ReadonlySet<Planet> = new Set(["Mercury", "Venus", "Mars", "Jupiter", "Saturn"]);

/** The span's events in date order: lunations (an eclipse replaces the lunation it falls on), ingresses, stations. */
// A week also tells the days two planets come to an exact aspect, when one of them is the Sun,
// Mercury, Venus or Mars: those pass in days and belong to a week, while the slow planets' aspects
// to each other last for months and the Moon's come and go within hours.
const PERSONAL_PLANETS: readonly Planet[] = ["Sun", "Mercury", "Venus", "Mars"];
const ASPECTING_PLANETS: readonly Planet[] = [...PERSONAL_PLANETS, "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];

type Place = { longitude: number; sign: SignSlug };

/** Where each aspecting planet stands in a sky, by ecliptic longitude. */
function placesIn(sky: HoroscopeSky): Map<Planet, Place> {
  const places = new Map<Planet, Place>();
  for (const position of sky.positions) {
    const sign = position.sign as SignSlug;
    places.set(position.planet, { longitude: signIndex(sign) * 30 + position.degree, sign });
  }
  return places;
}

/** How far `a` is past `b` plus `angle`, folded into (-180, 180]: it changes sign as the aspect is exact. */
function pastExact(a: number, b: number, angle: number): number {
  const folded = normalizeDegrees(a - b - angle);
  return folded > 180 ? folded - 360 : folded;
}

/** Every pair of a personal planet with a later aspecting planet, with each aspect's angle on either side. */
const ASPECT_CROSSINGS = PERSONAL_PLANETS.flatMap((planet, index) =>
  // ASPECTING_PLANETS begins with the personal ones, so each pair is taken once.
  ASPECTING_PLANETS.slice(index + 1).flatMap((other) =>
    ASPECT_ORBS.flatMap(({ kind, angle }) =>
      (angle === 0 || angle === 180 ? [angle] : [angle, -angle]).map((side) => ({ planet, other, kind, side })),
    ),
  ),
);

/**
 * The exact aspects of a span between a personal planet and any planet but the Moon: for each
 * angle (on either side, for those that have two), a day-to-day change of side is the aspect
 * turning exact, dated on whichever of the two noons is nearer it. A day inside the span only.
 */
export function exactAspects(spanSky: SpanSky): Extract<SpanEvent, { kind: "aspect" }>[] {
  const days = [...spanSky.days, ...(spanSky.following ? [spanSky.following] : [])].map(({ date, sky }) => ({
    date,
    places: placesIn(sky),
  }));
  const first = spanSky.days[1]?.date ?? spanSky.days[0]!.date;
  const last = spanSky.days.at(-1)!.date;
  const events: Extract<SpanEvent, { kind: "aspect" }>[] = [];
  for (const { planet, other, kind, side } of ASPECT_CROSSINGS) {
    for (let day = 0; day + 1 < days.length; day++) {
      const [before, after] = [days[day]!, days[day + 1]!];
      const [a0, b0, a1, b1] = [before.places.get(planet), before.places.get(other), after.places.get(planet), after.places.get(other)];
      if (!a0 || !b0 || !a1 || !b1) continue;
      const off0 = pastExact(a0.longitude, b0.longitude, side);
      const off1 = pastExact(a1.longitude, b1.longitude, side);
      // No planet pair moves 20° apart in a day: a larger jump is the fold at 180°, not a crossing.
      if (Math.sign(off0) === Math.sign(off1) || Math.abs(off0) > 20 || Math.abs(off1) > 20) continue;
      const [date, a, b] = Math.abs(off0) <= Math.abs(off1) ? [before.date, a0, b0] : [after.date, a1, b1];
      if (date < first || date > last) continue;
      events.push({ kind: "aspect", date, planet, other, aspect: kind, sign: a.sign, otherSign: b.sign });
    }
  }
  return events;
}

export function spanEvents(period: Period, spanSky: SpanSky): SpanEvent[] {
  const events: SpanEvent[] = [];
  const eclipseDates = new Set(spanSky.eclipses.map((eclipse) => eclipse.date));
  for (const eclipse of spanSky.eclipses) {
    events.push({ kind: "eclipse", date: eclipse.date, body: eclipse.body, eclipse: eclipse.kind, sign: eclipse.sign });
  }
  if (period !== "year") {
    for (const lunation of spanSky.lunations) {
      if (!eclipseDates.has(lunation.date))
        events.push({ kind: "lunation", date: lunation.date, phase: lunation.name, sign: lunation.sign });
    }
  }
  for (let index = 1; index < spanSky.days.length; index++) {
    const { date, sky } = spanSky.days[index]!;
    for (const change of changesBetween(spanSky.days[index - 1]!.sky, sky)) {
      if (change.kind === "ingress" && change.planet !== "Moon" && (period !== "year" || YEAR_INGRESSES.has(change.planet))) {
        events.push({ kind: "ingress", date, planet: change.planet, sign: change.sign });
      }
      if (change.kind === "station" && (period !== "year" || YEAR_STATIONS.has(change.planet))) {
        events.push({ kind: "station", date, planet: change.planet, turns: change.turns, sign: change.sign });
      }
    }
  }
  if (period === "week") events.push(...exactAspects(spanSky));
  return byDate(events);
}

/** Sorts dated events in place, earliest first (a stable sort keeps same-day events in order). */
export function byDate<T extends { date: string }>(events: T[]): T[] {
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function housed(events: readonly SpanEvent[], readerSign: SignSlug): HousedEvent[] {
  return events.map((event) => ({
    ...event,
    house: houseNumber(readerSign, event.sign),
    ...(event.kind === "aspect" ? { otherHouse: houseNumber(readerSign, event.otherSign) } : {}),
  }));
}

/** Where a slow body spends a span: each sign it visits, from which day to which, in order. */
export function passagesOf(planet: Planet, spanSky: SpanSky): Array<{ sign: SignSlug; from: string; to: string }> {
  const passages: Array<{ sign: SignSlug; from: string; to: string }> = [];
  for (const { date, sky } of spanSky.days.slice(1)) {
    const sign = sky.positions.find((position) => position.planet === planet)?.sign as SignSlug | undefined;
    if (!sign) continue;
    const last = passages.at(-1);
    if (last && last.sign === sign) last.to = date;
    else passages.push({ sign, from: date, to: date });
  }
  return passages;
}

/** The spells a planet is retrograde within a span, each with the sign it turns in. */
export function retrogradeSpells(planet: Planet, spanSky: SpanSky): Array<{ from: string; to: string; sign: SignSlug }> {
  const spells: Array<{ from: string; to: string; sign: SignSlug }> = [];
  let open: { from: string; to: string; sign: SignSlug } | undefined;
  for (const { date, sky } of spanSky.days.slice(1)) {
    const position = sky.positions.find((candidate) => candidate.planet === planet);
    if (position?.retrograde) {
      if (!open) open = { from: date, to: date, sign: position.sign as SignSlug };
      else open.to = date;
    } else if (open) {
      spells.push(open);
      open = undefined;
    }
  }
  if (open) spells.push(open);
  return spells;
}
