import { expect, test } from "vitest";
import { DeltaT_EspenakMeeus, deltaTSeconds, MakeTime } from "./astronomy.server";

const utOfYear = (year: number) => (year - 2000) * 365.25;

test("[sky.delta-t] ΔT is the measured one where it was measured, and every instant the library makes uses it", () => {
  // 69.1 s in 2026 (the library's polynomial says 75.1 s), 63.83 s at 2000.0, 47.6 s early in 1977.
  expect(deltaTSeconds(utOfYear(2026))).toBeCloseTo(69.1, 2);
  expect(DeltaT_EspenakMeeus(utOfYear(2026))).toBeGreaterThan(74);
  expect(deltaTSeconds(utOfYear(2000))).toBeCloseTo(63.83, 2);
  expect(deltaTSeconds(utOfYear(1977.13))).toBeCloseTo(47.6, 0);
  const time = MakeTime(new Date("2026-06-01T00:00:00Z"));
  expect((time.tt - time.ut) * 86_400).toBeCloseTo(deltaTSeconds(time.ut), 3);
});

test("[sky.delta-t] ΔT runs on without a jump of a tenth of a second into the years before and after the measurements", () => {
  for (const edge of [1955, 2026]) {
    const before = deltaTSeconds(utOfYear(edge - 0.001));
    const after = deltaTSeconds(utOfYear(edge + 0.001));
    expect(Math.abs(after - before)).toBeLessThan(0.1);
  }
  // Before 1955 and 50 years after the last measurement, the library's own figures stand.
  expect(deltaTSeconds(utOfYear(1900))).toBe(DeltaT_EspenakMeeus(utOfYear(1900)));
  expect(deltaTSeconds(utOfYear(2080))).toBe(DeltaT_EspenakMeeus(utOfYear(2080)));
  // Growing, as the Earth's rotation slows over the centuries.
  expect(deltaTSeconds(utOfYear(2050))).toBeGreaterThan(deltaTSeconds(utOfYear(2030)));
});
