import { expect, test } from "vitest";
import { differenceText } from "#app/lib/accuracy.ts";
import {
  ANGLE_TOLERANCE_DEGREES,
  BORDER_TOWNS,
  birthClockAccuracyGroups,
  chartAccuracyGroups,
  SAMPLE_CHARTS,
} from "./chart-accuracy.server";

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

const [clocks] = birthClockAccuracyGroups();

test("[accuracy.table] [charts.local-mean-time] Einstein's angles and each border town's clock, summer and winter", () => {
  expect(clocks!.rows).toHaveLength(2 + BORDER_TOWNS.length * 2);
  expect(clocks!.rows[0]).toMatchObject({ reference: "11°38′ Cancer", ours: "11°38′ Cancer", unit: "degrees" });
  expect(clocks!.rows[1]).toMatchObject({ reference: "12°50′ Pisces", ours: "12°50′ Pisces" });
  expect(clocks!.rows.find((row) => row.what.startsWith("Tornio, 2026-07-01"))).toMatchObject({
    reference: "UTC+03:00",
    ours: "UTC+03:00",
  });
});

test.each(clocks!.rows.map((row) => [row.what, row] as const))("[accuracy.table] %s within its tolerance", (_what, row) => {
  expect(row.difference, `${row.ours} against ${row.reference}: ${differenceText(row)}`).toBeLessThanOrEqual(row.tolerance);
});
