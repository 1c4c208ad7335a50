import { houseNumber, type HouseNumber } from "~/zodiac/houses";
import type { Planet } from "~/zodiac/planets";
import type { SignSlug } from "~/zodiac/signs";
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
};

/** One dated event of a span, not yet tied to a reader's sign. */
export type SpanEvent =
  | { kind: "lunation"; date: string; phase: "New Moon" | "Full Moon"; sign: SignSlug }
  | { kind: "eclipse"; date: string; body: "Sun" | "Moon"; eclipse: string; sign: SignSlug }
  | { kind: "ingress"; date: string; planet: Planet; sign: SignSlug }
  | { kind: "station"; date: string; planet: Planet; turns: "retrograde" | "direct"; sign: SignSlug };

export type HousedEvent = SpanEvent & { house: HouseNumber };

// A year's outlook follows the slow and the rare; weeks and months follow every sign change but the Moon's.
const YEAR_INGRESSES: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);
const YEAR_STATIONS: ReadonlySet<Planet> = new Set(["Mercury", "Venus", "Mars", "Jupiter", "Saturn"]);

/** The span's events in date order: lunations (an eclipse replaces the lunation it falls on), ingresses, stations. */
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
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function housed(events: readonly SpanEvent[], readerSign: SignSlug): HousedEvent[] {
  return events.map((event) => ({ ...event, house: houseNumber(readerSign, event.sign) }));
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
