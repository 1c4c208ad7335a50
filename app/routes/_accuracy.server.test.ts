import { expect, test } from "vitest";
import { BORDER_TOWNS, birthClockAccuracyGroups } from "#app/features/charts/chart-accuracy.server.ts";
import { differenceText } from "#app/lib/accuracy.ts";
import { zoneOfTown } from "./_accuracy.server";

// The birth clock rows the /accuracy page prints, with the border towns found by the real search.
const [clocks] = birthClockAccuracyGroups(zoneOfTown);

test("[accuracy.table] [places.time-zone] each border town's clock, summer and winter, beside Einstein's angles", () => {
  expect(clocks!.rows).toHaveLength(2 + BORDER_TOWNS.length * 2);
  expect(clocks!.rows.find((row) => row.what.startsWith("Tornio, 2026-07-01"))).toMatchObject({
    reference: "UTC+03:00",
    ours: "UTC+03:00",
  });
  expect(clocks!.rows.find((row) => row.what.startsWith("Ushuaia, 2026-01-15"))).toMatchObject({
    reference: "UTC-03:00",
    ours: "UTC-03:00",
  });
});

test.each(clocks!.rows.map((row) => [row.what, row] as const))("[accuracy.table] %s within its tolerance", (_what, row) => {
  expect(row.difference, `${row.ours} against ${row.reference}: ${differenceText(row)}`).toBeLessThanOrEqual(row.tolerance);
});
