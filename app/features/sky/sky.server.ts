/**
 * The real sky, computed with astronomy-engine (about an arcminute). Server-only: the library
 * must not ship to the browser. Components take the types and pure helpers from ./sky instead.
 */
import {
  MakeTime,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SearchSunLongitude,
} from "#app/lib/astronomy.server.ts";
import { findAspects } from "./aspects";
import { moonPhaseAt, moonQuartersAfter } from "./moon.server";
import { planetPositionsAt } from "./positions.server";
import { createCache } from "#app/lib/cache.ts";
import { calendarDateIn, noonInZone } from "#app/lib/dates.ts";
import { instantOfLocalDateTime } from "#app/lib/local-date-time.ts";
import { SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import { SKY_YEARS, type Sky } from "#app/zodiac/sky.ts";
import { describeMoon, supportedInstantMs } from "./sky";

// The pure helpers browser code may use live in ./sky; callers of the service find them here too.
export { describeMoon } from "./sky";
export { moonQuartersAfter } from "./moon.server";

function freezeSky(sky: Sky): Sky {
  for (const position of sky.positions) Object.freeze(position);
  for (const aspect of sky.aspects) Object.freeze(aspect);
  Object.freeze(sky.positions);
  Object.freeze(sky.aspects);
  Object.freeze(sky.moon);
  return Object.freeze(sky);
}

/**
 * Positions, moon phase and aspects at an instant. The result is frozen because cached skies are
 * shared between requests; copy before changing anything.
 */
export function skyAt(at: Date): Sky {
  const atMs = supportedInstantMs(at, "skyAt");
  const time = MakeTime(new Date(atMs));
  const positions = planetPositionsAt(time);
  return freezeSky({ at: new Date(atMs), positions, moon: moonPhaseAt(time), aspects: findAspects(positions) });
}

// The server is long-lived and the (date, zone) keys come from requests, so the cache must
// forget; the days asked for most (today, tomorrow) are the last to go.
const skiesByDay = createCache<Sky>({ maxEntries: 512 });

/** The sky at local noon of a calendar day (YYYY-MM-DD) in an IANA time zone; cached per (date, zone), bounded cache. */
export function skyForDay(date: string, timeZone: string): Sky {
  return skiesByDay.remember(`${date}|${timeZone}`, () => skyAt(noonInZone(date, timeZone)));
}

// The Sun enters one sign in each calendar month; the 10th of the month opens a 20-day search
// window that holds the ingress in every year (it happens between the 18th and the 23rd).
const INGRESS_SEARCH_START_DAY = 10;
const INGRESS_SEARCH_DAYS = 20;

const ingressesByYear = createCache<ReadonlyArray<{ sign: SignSlug; atMs: number }>, number>({ maxEntries: 64 });

function computeSunIngresses(year: number): ReadonlyArray<{ sign: SignSlug; atMs: number }> {
  return Array.from({ length: 12 }, (_, month) => {
    // January holds the ingress into Aquarius (300°), March into Aries (0°).
    const signIndex = (month + 10) % 12;
    const windowStart = new Date(0);
    windowStart.setUTCFullYear(year, month, INGRESS_SEARCH_START_DAY);
    const found = SearchSunLongitude(signIndex * 30, windowStart, INGRESS_SEARCH_DAYS);
    if (!found) throw new Error(`The Sun's ingress into ${SIGN_SLUGS[signIndex]} was not found in ${year}`);
    return { sign: SIGN_SLUGS[signIndex]!, atMs: found.date.getTime() };
  });
}

/** The 12 moments the Sun enters each sign in a year (UTC instants), in calendar order of that year; cached per year. */
export function sunIngresses(year: number): Array<{ sign: SignSlug; at: Date }> {
  if (!Number.isInteger(year) || year < SKY_YEARS.first || year > SKY_YEARS.last) {
    throw new RangeError(`sunIngresses needs a whole year from ${SKY_YEARS.first} to ${SKY_YEARS.last}, got ${year}`);
  }
  // Fresh Dates on every call: a caller changing one must not move the cached instant.
  return ingressesByYear.remember(year, () => computeSunIngresses(year)).map(({ sign, atMs }) => ({ sign, at: new Date(atMs) }));
}

/** The hour of the evening whose Moon the home page calls "tonight's", on the site's clocks. */
export const TONIGHT_LOCAL_TIME = "21:00";

type MoonTonight = { description: string; nextLunation: { name: "New Moon" | "Full Moon"; at: Date } };

// Every home page asks; the answer changes only with the day or once the lunation it names is past.
const moonTonightByDay = createCache<MoonTonight>({ maxEntries: 64 });

/**
 * Tonight's Moon in words (the Moon at 21:00 of the site's day, on its clocks) and the next new or
 * full moon after `now`: the home page's sky line.
 */
export function moonTonight(now: Date, timeZone: string): MoonTonight {
  const date = calendarDateIn(now, timeZone);
  const key = `${date}|${timeZone}`;
  const compute = (): MoonTonight => {
    const sky = skyAt(instantOfLocalDateTime(`${date}T${TONIGHT_LOCAL_TIME}`, timeZone)!);
    const moonSign = sky.positions.find((position) => position.planet === "Moon")!.sign;
    const nextLunation = moonQuartersAfter(now, 4).find(
      (quarter): quarter is MoonTonight["nextLunation"] => quarter.name === "New Moon" || quarter.name === "Full Moon",
    )!;
    return { description: describeMoon(sky.moon, moonSign), nextLunation };
  };
  const kept = moonTonightByDay.remember(key, compute);
  if (kept.nextLunation.at > now) return kept;
  moonTonightByDay.delete(key);
  return moonTonightByDay.remember(key, compute);
}

export type Lunation = { name: "New Moon" | "Full Moon"; at: Date; sign: SignSlug };
export type Eclipse = { body: "Sun" | "Moon"; kind: "penumbral" | "partial" | "annular" | "total"; at: Date; sign: SignSlug };

// About 25 lunations and 5 eclipses a year: a year's span holds well under these.
const MAX_LUNATIONS = 64;
const MAX_ECLIPSES = 16;

function moonSignAt(at: Date): SignSlug {
  return skyAt(at).positions.find((position) => position.planet === "Moon")!.sign;
}

/** The New and Full Moons from `from` (inclusive) to `to` (exclusive), exact to the minute, with the sign the Moon is in. */
export function lunationsBetween(from: Date, to: Date): Lunation[] {
  supportedInstantMs(from, "lunationsBetween");
  supportedInstantMs(to, "lunationsBetween");
  const lunations: Lunation[] = [];
  let cursor = from;
  while (lunations.length < MAX_LUNATIONS) {
    const quarters = moonQuartersAfter(cursor, 4);
    for (const quarter of quarters) {
      if (quarter.at >= to) return lunations;
      if (quarter.at >= from && (quarter.name === "New Moon" || quarter.name === "Full Moon")) {
        lunations.push({ name: quarter.name, at: quarter.at, sign: moonSignAt(quarter.at) });
      }
    }
    cursor = new Date(quarters.at(-1)!.at.getTime() + 60_000);
  }
  return lunations;
}

/** The solar and lunar eclipses (anywhere on Earth) from `from` to `to`, in order, with the sign of the eclipsed body. */
export function eclipsesBetween(from: Date, to: Date): Eclipse[] {
  supportedInstantMs(from, "eclipsesBetween");
  supportedInstantMs(to, "eclipsesBetween");
  const eclipses: Eclipse[] = [];
  for (let lunar = SearchLunarEclipse(from); lunar.peak.date < to && eclipses.length < MAX_ECLIPSES; lunar = NextLunarEclipse(lunar.peak)) {
    eclipses.push({
      body: "Moon",
      kind: lunar.kind as Eclipse["kind"],
      at: new Date(lunar.peak.date.getTime()),
      sign: moonSignAt(lunar.peak.date),
    });
  }
  for (
    let solar = SearchGlobalSolarEclipse(from);
    solar.peak.date < to && eclipses.length < MAX_ECLIPSES;
    solar = NextGlobalSolarEclipse(solar.peak)
  ) {
    const at = new Date(solar.peak.date.getTime());
    eclipses.push({
      body: "Sun",
      kind: solar.kind as Eclipse["kind"],
      at,
      sign: skyAt(at).positions.find((p) => p.planet === "Sun")!.sign,
    });
  }
  return eclipses.sort((a, b) => a.at.getTime() - b.at.getTime());
}
