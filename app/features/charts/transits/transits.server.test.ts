import { describe, expect, test } from "vitest";
import { MakeTime } from "#app/lib/astronomy.server.ts";
import { PLANETS } from "#app/zodiac/planets.ts";
import { separation } from "#app/zodiac/sky.ts";
import { computeNatalChart, planetLongitude } from "#app/features/charts/natal-chart.server.ts";
import { dayBoundsIn } from "#app/lib/local-date-time.ts";
import { personalDay } from "./personal-day.server";
import { longitudeAt } from "./sky-track.server";
import { TRANSIT_ORB, transitsBetween } from "./transits.server";

// Einstein: Ulm, 14 March 1879, 11:30 local mean time (10:50 UTC).
const CHART = computeNatalChart({
  instant: new Date("1879-03-14T10:50:00Z"),
  latitude: 48.4011,
  longitude: 9.9876,
  houseSystem: "placidus",
  timeKnown: true,
});

describe("[charts.transits] the sky against a birth chart", () => {
  test("the interpolated sky stays within an arcsecond of the ephemeris itself", () => {
    for (const body of PLANETS) {
      for (const iso of ["2026-12-02T07:13:00Z", "2027-05-19T21:41:00Z"]) {
        const instant = new Date(iso);
        expect(separation(longitudeAt(body, instant.getTime()), planetLongitude(body, MakeTime(instant))), `${body} ${iso}`).toBeLessThan(
          1 / 3600,
        );
      }
    }
  });

  test("every transit of a day is within the orb in the day, and exact where it says, to a minute", () => {
    const day = personalDay(CHART, "2026-12-02", "Europe/Berlin");
    expect(day.transits.length).toBeGreaterThan(0);
    const { start, end } = dayBoundsIn("2026-12-02", "Europe/Berlin");
    for (const transit of day.transits) {
      expect(transit.start.getTime()).toBeLessThan(end.getTime());
      expect(transit.end.getTime()).toBeGreaterThan(start.getTime());
      for (const moment of transit.exactMoments) {
        const apart = separation(planetLongitude(transit.body, MakeTime(moment)), transit.natalLongitude);
        // One minute of the Moon's motion is about 0.01°.
        expect(Math.abs(apart - transit.angle), `${transit.body} ${transit.kind} ${transit.point}`).toBeLessThan(0.01);
      }
    }
    const strengths = day.transits.map((transit) => transit.strength);
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
  });

  test("nothing within the orb at a sampled moment of the day is missing", () => {
    const { start, end } = dayBoundsIn("2026-12-02", "Europe/Berlin");
    const found = new Set(transitsBetween(CHART, start, end).map(({ body, point, kind }) => `${body} ${kind} ${point}`));
    const points = [
      ...CHART.positions
        .filter((p) => (PLANETS as readonly string[]).includes(p.body))
        .map((p) => ({ point: p.body, longitude: p.longitude })),
      { point: "Ascendant", longitude: CHART.ascendant!.longitude },
      { point: "Midheaven", longitude: CHART.midheaven!.longitude },
    ];
    const aspects = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 } as const;
    for (let ms = start.getTime(); ms < end.getTime(); ms += 20 * 60_000) {
      for (const body of PLANETS) {
        const sky = planetLongitude(body, MakeTime(new Date(ms)));
        for (const { point, longitude } of points) {
          for (const [kind, angle] of Object.entries(aspects)) {
            if (Math.abs(separation(sky, longitude) - angle) <= TRANSIT_ORB - 0.001)
              expect(found, `${body} ${kind} ${point}`).toContain(`${body} ${kind} ${point}`);
          }
        }
      }
    }
  });
});
