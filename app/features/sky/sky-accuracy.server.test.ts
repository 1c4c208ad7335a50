import { describe, expect, test } from "vitest";
import { differenceText } from "#app/lib/accuracy.ts";
import { degreeInSign } from "#app/zodiac/sky.ts";
import { signOf } from "#app/zodiac/signs.ts";
import { MERCURY_STATION_REFERENCES, skyAccuracyGroups } from "./sky-accuracy.server";
import { retrogradesOfYear } from "./stations.server";

// The rows the /accuracy page prints, asserted here: a figure that drifts past its tolerance
// fails the build before the page could show it.
const groups = skyAccuracyGroups();

describe("[accuracy.table] the sky against published figures", () => {
  test.each(groups.flatMap((group) => group.rows.map((row) => [group.title, row.what, row] as const)))(
    "%s: %s within its tolerance",
    (_group, _what, row) => {
      expect(row.difference, `${row.what}: ours ${row.ours}, reference ${row.reference} (${differenceText(row)})`).toBeLessThanOrEqual(
        row.tolerance,
      );
    },
  );

  test("[sky.stations] every Mercury station stands in the arcminute the ephemeris prints, or within 9″ of it", () => {
    // Printed places are cut to the minute, so 22°34′ means 22°34′00″ to 22°34′59″; a place a few
    // arcseconds across that edge is the two ephemerides' rounding, a whole minute out is a wrong reference.
    for (const year of [2025, 2026]) {
      const periods = retrogradesOfYear(year).filter((period) => period.planet === "Mercury");
      MERCURY_STATION_REFERENCES.filter((reference) => reference.year === year).forEach((reference, index) => {
        const { stationRetrograde, stationDirect } = periods[index]!;
        for (const [place, station] of [
          [reference.rPlace, stationRetrograde],
          [reference.dPlace, stationDirect],
        ] as const) {
          const [whole, minutes] = place.match(/\d+/g)!.map(Number) as [number, number];
          const ours = (station.degree - whole) * 60;
          const outside = Math.max(minutes - ours, ours - (minutes + 1), 0);
          expect(place.endsWith(signOf(station.sign).name), place).toBe(true);
          expect(outside, `${place}: ours ${degreeInSign(station.sign, station.degree)}`).toBeLessThan(0.15);
        }
      });
    }
  });

  test("the table holds eight seasons, five phases, twelve stations and four eclipses", () => {
    expect(groups.map((group) => [group.title, group.rows.length])).toEqual([
      ["Equinoxes and solstices", 8],
      ["Moon phases", 5],
      ["Mercury’s stations", 12],
      ["Eclipses of 2026", 4],
    ]);
  });

  test("figures are written as almanacs print them", () => {
    const [seasons, , stations] = groups;
    expect(seasons!.rows[4]).toMatchObject({
      what: "March equinox 2026",
      reference: "20 Mar 2026, 14:46 UT",
      ours: "20 Mar 2026, 14:46 UT",
    });
    expect(stations!.rows[0]!.reference).toBe("15 Mar 2025, 06:46 UT, 9°35′ Aries");
    expect(stations!.rows[0]!.ours).toMatch(/^15 Mar 2025, 0[5-8]:\d\d UT, 9°3\d′ Aries$/);
  });
});
