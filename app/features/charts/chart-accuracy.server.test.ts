import { expect, test } from "vitest";
import { differenceText } from "#app/lib/accuracy.ts";
import { ANGLE_TOLERANCE_DEGREES, birthClockAccuracyGroups, chartAccuracyGroups, SAMPLE_CHARTS } from "./chart-accuracy.server";

// The rows the /accuracy page prints for the chart angles, asserted within their tolerance.
const [angles] = chartAccuracyGroups();

test("[accuracy.table] an Ascendant and a Midheaven for each sample chart", () => {
  expect(angles!.rows).toHaveLength(SAMPLE_CHARTS.length * 2);
  expect(angles!.rows[0]!.what).toBe("London, 1990-04-15 13:30 UT: Ascendant");
  expect(angles!.rows[0]!.ours).toMatch(/^\d+°\d\d′ Leo$/);
});

test.each(angles!.rows.map((row) => [row.what, row] as const))("[accuracy.table] %s within 0.05°", (_what, row) => {
  expect(row.tolerance).toBe(ANGLE_TOLERANCE_DEGREES);
  expect(row.difference, `${row.ours} against ${row.reference}: ${differenceText(row)}`).toBeLessThanOrEqual(row.tolerance);
});

test("[accuracy.table] [charts.local-mean-time] Einstein's angles on Ulm's own clock, within 0.1° of the published chart", () => {
  // The border towns' zones come from the route's birthplace search (app/routes/_accuracy.server.test.ts).
  const [clocks] = birthClockAccuracyGroups(() => "Europe/Helsinki");
  const [ascendant, midheaven] = clocks!.rows;
  expect(ascendant).toMatchObject({ reference: "11°38′ Cancer", ours: "11°38′ Cancer", unit: "degrees", tolerance: 0.1 });
  expect(midheaven).toMatchObject({ reference: "12°50′ Pisces", ours: "12°50′ Pisces" });
  for (const row of [ascendant!, midheaven!]) expect(row.difference).toBeLessThanOrEqual(row.tolerance);
});
