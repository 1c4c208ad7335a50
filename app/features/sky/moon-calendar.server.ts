/**
 * The Moon page's figures: tonight's Moon, the coming quarters, a month of phases and a year's
 * eclipses, all on the clocks of one time zone. Built from the sky service, so the page and the
 * daily readings agree on the Moon.
 */
import { MakeTime } from "#app/lib/astronomy.server.ts";
import { createCache } from "#app/lib/cache.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import { instantOfLocalDateTime, localDateTimeIn } from "#app/lib/local-date-time.ts";
import type { SignSlug } from "#app/zodiac/signs.ts";
import { SKY_YEARS, type MoonPhaseName } from "#app/zodiac/sky.ts";
import { moonPhaseAt } from "./moon.server";
import { eclipsesBetween, type Eclipse, moonQuartersAfter, skyAt, TONIGHT_LOCAL_TIME } from "./sky.server";

export type MoonQuarterName = "New Moon" | "First Quarter" | "Full Moon" | "Last Quarter";

export type MoonQuarterEvent = {
  name: MoonQuarterName;
  at: Date;
  /** The instant on the zone's clocks, 'YYYY-MM-DDTHH:MM'. */
  local: string;
};

export type MoonTonightDetails = {
  /** The site's calendar day whose evening this is, YYYY-MM-DD. */
  date: string;
  /** The instant read: 21:00 of that day on the zone's clocks. */
  at: Date;
  phase: MoonPhaseName;
  /** Percent of the disc lit, 0..100. */
  illumination: number;
  /** Days since the last new moon. */
  ageDays: number;
  /** Moon minus Sun in ecliptic longitude, 0..360: what the drawing of the phase needs. */
  elongation: number;
  sign: SignSlug;
};

export type MoonToday = {
  tonight: MoonTonightDetails;
  /** The next new, first-quarter, full and last-quarter moons after `now`, in order. */
  next: MoonQuarterEvent[];
};

function moonSignAt(at: Date): SignSlug {
  return skyAt(at).positions.find((position) => position.planet === "Moon")!.sign;
}

function tonightOf(date: string, timeZone: string): MoonTonightDetails {
  const at = instantOfLocalDateTime(`${date}T${TONIGHT_LOCAL_TIME}`, timeZone)!;
  const moon = moonPhaseAt(MakeTime(at));
  return {
    date,
    at,
    phase: moon.name,
    illumination: moon.illumination * 100,
    ageDays: moon.ageDays,
    elongation: moon.elongation,
    sign: moonSignAt(at),
  };
}

// Tonight changes once a day; every request of that day reads the same figures.
const tonightByDay = createCache<MoonTonightDetails>({ maxEntries: 64 });

/** Tonight's Moon (at 21:00 of the zone's day) and the next four quarters after `now`, with local times. */
export function moonToday(now: Date, timeZone: string): MoonToday {
  const date = calendarDateIn(now, timeZone);
  const kept = tonightByDay.remember(`${date}|${timeZone}`, () => tonightOf(date, timeZone));
  return {
    tonight: { ...kept, at: new Date(kept.at.getTime()) },
    next: moonQuartersAfter(now, 4).map((quarter) => ({ ...quarter, local: localDateTimeIn(quarter.at, timeZone) })),
  };
}

export type MoonCalendarDay = {
  date: string;
  phase: MoonPhaseName;
  /** Percent lit at 21:00 local, 0..100. */
  illumination: number;
  elongation: number;
  /** The exact quarter that falls on this day on the zone's clocks, if one does. */
  quarter?: MoonQuarterEvent;
};

export type MoonMonth = { year: number; month: number; days: MoonCalendarDay[] };

const monthsByKey = createCache<MoonMonth>({ maxEntries: 64 });

function checkYear(year: number, caller: string): void {
  // A year's local days reach a few hours into its neighbours; those must be computable too.
  if (!Number.isInteger(year) || year <= SKY_YEARS.first || year >= SKY_YEARS.last) {
    throw new RangeError(`${caller} needs a whole year after ${SKY_YEARS.first} and before ${SKY_YEARS.last}, got ${year}`);
  }
}

function computeMonth(year: number, month: number, timeZone: string): MoonMonth {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
  // Quarters come every 7.4 days: ten from a day before the month cover all of its days.
  const quarters = moonQuartersAfter(new Date(instantOfLocalDateTime(`${first}T00:00`, timeZone)!.getTime()), 10).map(
    (quarter): MoonQuarterEvent => ({ ...quarter, local: localDateTimeIn(quarter.at, timeZone) }),
  );
  const days = Array.from({ length: daysInMonth }, (_, index): MoonCalendarDay => {
    const date = `${first.slice(0, 8)}${String(index + 1).padStart(2, "0")}`;
    const moon = moonPhaseAt(MakeTime(instantOfLocalDateTime(`${date}T${TONIGHT_LOCAL_TIME}`, timeZone)!));
    const quarter = quarters.find((each) => each.local.startsWith(date));
    return { date, phase: moon.name, illumination: moon.illumination * 100, elongation: moon.elongation, ...(quarter ? { quarter } : {}) };
  });
  return { year, month, days };
}

/** Each day of a month with the Moon's phase at 21:00 on the zone's clocks; cached per (month, zone). */
export function moonMonth(year: number, month: number, timeZone: string): MoonMonth {
  checkYear(year, "moonMonth");
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`moonMonth needs a month from 1 to 12, got ${month}`);
  const kept = monthsByKey.remember(`${year}-${month}|${timeZone}`, () => computeMonth(year, month, timeZone));
  // Copies: a caller changing a day must not change the cached month.
  return {
    ...kept,
    days: kept.days.map((day) => ({
      ...day,
      ...(day.quarter ? { quarter: { ...day.quarter, at: new Date(day.quarter.at.getTime()) } } : {}),
    })),
  };
}

export type EclipseOfYear = Eclipse & { /** The zone's calendar day of greatest eclipse. */ date: string };

const eclipsesByYear = createCache<readonly EclipseOfYear[]>({ maxEntries: 32 });

/** The solar and lunar eclipses whose greatest moment falls in a calendar year of the zone, in order; cached. */
export function eclipsesOfYear(year: number, timeZone: string): EclipseOfYear[] {
  checkYear(year, "eclipsesOfYear");
  const kept = eclipsesByYear.remember(`${year}|${timeZone}`, () => {
    const from = instantOfLocalDateTime(`${String(year).padStart(4, "0")}-01-01T00:00`, timeZone)!;
    const to = instantOfLocalDateTime(`${String(year + 1).padStart(4, "0")}-01-01T00:00`, timeZone)!;
    return eclipsesBetween(from, to).map((eclipse) => ({ ...eclipse, date: calendarDateIn(eclipse.at, timeZone) }));
  });
  return kept.map((eclipse) => ({ ...eclipse, at: new Date(eclipse.at.getTime()) }));
}
