import { Seasons } from "#app/lib/astronomy.server.ts";
import { angleGap, instantGap, utMinute, type AccuracyGroup, type AccuracyRow } from "#app/lib/accuracy.ts";
import { degreeInSign } from "#app/zodiac/sky.ts";
import { eclipsesOfYear } from "./moon-calendar.server";
import { moonQuartersAfter } from "./moon.server";
import { retrogradesOfYear } from "./stations.server";

/**
 * The sky's figures against published ones ([accuracy.table]): the seasons, Moon phases, Mercury's
 * stations and the eclipses, each computed by the same functions the site's pages use.
 */

/** The seasons' instants as published from the US Naval Observatory's figures (timeanddate.com prints the same), to the minute, UT. */
export const SEASON_REFERENCES = [
  { what: "March equinox 2025", at: "2025-03-20T09:01Z" },
  { what: "June solstice 2025", at: "2025-06-21T02:42Z" },
  { what: "September equinox 2025", at: "2025-09-22T18:19Z" },
  { what: "December solstice 2025", at: "2025-12-21T15:03Z" },
  { what: "March equinox 2026", at: "2026-03-20T14:46Z" },
  { what: "June solstice 2026", at: "2026-06-21T08:24Z" },
  { what: "September equinox 2026", at: "2026-09-23T00:05Z" },
  { what: "December solstice 2026", at: "2026-12-21T20:50Z" },
] as const;

/**
 * The New and Full Moons of 2026's eclipse seasons as almanacs print them (from the USNO's phase
 * tables), to the minute, UT, and one New Moon timed to the second by a fuller lunar theory.
 */
export const LUNATION_REFERENCES = [
  { name: "New Moon", at: "2026-02-17T12:01Z" },
  { name: "Full Moon", at: "2026-03-03T11:38Z" },
  { name: "New Moon", at: "2026-08-12T17:37Z" },
  { name: "Full Moon", at: "2026-08-28T04:18Z" },
  // Meeus, Astronomical Algorithms (2nd ed.), Example 49.a: 3h37m40s TD by ELP-2000/82, less 1977's 47.7 s of ΔT.
  { name: "New Moon", at: "1977-02-18T03:36:52Z" },
] as const;

/**
 * Mercury's stations as astrological almanacs print them from the Swiss Ephemeris, UT, with the
 * station's place. Almanacs round the minute differently and may differ from one another by one.
 */
export const MERCURY_STATION_REFERENCES = [
  { year: 2025, retrograde: "2025-03-15T06:46Z", rPlace: "9°35′ Aries", direct: "2025-04-07T11:08Z", dPlace: "26°49′ Pisces" },
  { year: 2025, retrograde: "2025-07-18T04:45Z", rPlace: "15°34′ Leo", direct: "2025-08-11T07:30Z", dPlace: "4°14′ Leo" },
  { year: 2025, retrograde: "2025-11-09T19:02Z", rPlace: "6°51′ Sagittarius", direct: "2025-11-29T17:38Z", dPlace: "20°42′ Scorpio" },
  { year: 2026, retrograde: "2026-02-26T06:48Z", rPlace: "22°34′ Pisces", direct: "2026-03-20T19:33Z", dPlace: "8°29′ Pisces" },
  { year: 2026, retrograde: "2026-06-29T17:36Z", rPlace: "26°15′ Cancer", direct: "2026-07-23T22:57Z", dPlace: "16°19′ Cancer" },
  { year: 2026, retrograde: "2026-10-24T07:12Z", rPlace: "20°58′ Scorpio", direct: "2026-11-13T15:53Z", dPlace: "5°02′ Scorpio" },
] as const;

/** The eclipses of 2026 from NASA's catalogue (Espenak and Meeus), by the UT date of greatest eclipse. */
export const ECLIPSE_REFERENCES = [
  { what: "Annular solar eclipse", date: "2026-02-17" },
  { what: "Total lunar eclipse", date: "2026-03-03" },
  { what: "Total solar eclipse", date: "2026-08-12" },
  { what: "Partial lunar eclipse", date: "2026-08-28" },
] as const;

// What the site promises for each kind of figure.
const SEASON_TOLERANCE_MINUTES = 2;
const LUNATION_TOLERANCE_MINUTES = 2;
const STATION_TOLERANCE_HOURS = 2;

function seasonRows(): AccuracyRow[] {
  const computed = [2025, 2026].flatMap((year) => {
    const seasons = Seasons(year);
    return [seasons.mar_equinox, seasons.jun_solstice, seasons.sep_equinox, seasons.dec_solstice].map((time) => time.date);
  });
  return SEASON_REFERENCES.map((reference, index) => {
    const at = new Date(reference.at);
    const ours = computed[index]!;
    return {
      what: reference.what,
      reference: utMinute(at),
      ours: utMinute(ours),
      difference: instantGap(ours, at, "minutes"),
      tolerance: SEASON_TOLERANCE_MINUTES,
      unit: "minutes",
    };
  });
}

function lunationRows(): AccuracyRow[] {
  return LUNATION_REFERENCES.map((reference) => {
    const at = new Date(reference.at);
    // The site's first phase of that name from a day before the reference.
    const found = moonQuartersAfter(new Date(at.getTime() - 86_400_000), 4).find((quarter) => quarter.name === reference.name);
    const ours = found?.at ?? new Date(Number.NaN);
    return {
      what: `${reference.name}, ${reference.at.slice(0, 10)}`,
      reference: utMinute(at),
      ours: found ? utMinute(ours) : "not found",
      difference: found ? instantGap(ours, at, "minutes") : Number.POSITIVE_INFINITY,
      tolerance: LUNATION_TOLERANCE_MINUTES,
      unit: "minutes",
    };
  });
}

function stationRows(): AccuracyRow[] {
  const rows: AccuracyRow[] = [];
  for (const year of [2025, 2026]) {
    const periods = retrogradesOfYear(year).filter((period) => period.planet === "Mercury");
    MERCURY_STATION_REFERENCES.filter((reference) => reference.year === year).forEach((reference, index) => {
      const period = periods[index];
      for (const [kind, at, place] of [
        ["retrograde", reference.retrograde, reference.rPlace],
        ["direct", reference.direct, reference.dPlace],
      ] as const) {
        const station = period && (kind === "retrograde" ? period.stationRetrograde : period.stationDirect);
        const published = new Date(at);
        rows.push({
          what: `Mercury stations ${kind}, ${at.slice(0, 10)}`,
          reference: `${utMinute(published)}, ${place}`,
          ours: station ? `${utMinute(station.at)}, ${degreeInSign(station.sign, station.degree)}` : "not found",
          difference: station ? instantGap(station.at, published, "hours") : Number.POSITIVE_INFINITY,
          tolerance: STATION_TOLERANCE_HOURS,
          unit: "hours",
        });
      }
    });
  }
  return rows;
}

function eclipseRows(): AccuracyRow[] {
  const ours = eclipsesOfYear(2026, "UTC");
  return ECLIPSE_REFERENCES.map((reference, index) => {
    const eclipse = ours[index];
    return {
      what: `${reference.what} 2026`,
      reference: reference.date,
      ours: eclipse ? eclipse.date : "not found",
      difference: eclipse ? instantGap(new Date(eclipse.date), new Date(reference.date), "days") : Number.POSITIVE_INFINITY,
      tolerance: 0,
      unit: "days",
    };
  });
}

/** Where a station's published place and the site's differ, in degrees (for the tests). */
export function stationPlaceGap(place: string, sign: string, degree: number): number {
  const [whole, minutes] = place.match(/\d+/g)!.map(Number) as [number, number];
  const sameSign = place.endsWith(` ${sign}`);
  return sameSign ? angleGap(degree, whole + minutes / 60) : Number.POSITIVE_INFINITY;
}

export function skyAccuracyGroups(): AccuracyGroup[] {
  return [
    {
      title: "Equinoxes and solstices",
      method:
        "The instant the Sun’s apparent longitude reaches 0°, 90°, 180° and 270°, from astronomy-engine, against the times published from the US Naval Observatory’s figures.",
      rows: seasonRows(),
    },
    {
      title: "Moon phases",
      method:
        "The instant the Moon’s apparent longitude is 0° or 180° from the Sun’s (the Sun’s aberration included), against the times almanacs print from the US Naval Observatory’s phase tables and the New Moon of Meeus’ Example 49.a, timed by the full ELP-2000/82 lunar theory.",
      rows: lunationRows(),
    },
    {
      title: "Mercury’s stations",
      method:
        "The moment Mercury’s apparent geocentric longitude stops and turns, found by the site’s own search, against the times and places astrological almanacs print from the Swiss Ephemeris.",
      rows: stationRows(),
    },
    {
      title: "Eclipses of 2026",
      method: "The day of greatest eclipse (UT) from astronomy-engine’s eclipse search, against NASA’s eclipse catalogue.",
      rows: eclipseRows(),
    },
  ];
}
