import { describe, expect, test } from "vitest";
import { differenceText } from "#app/lib/accuracy.ts";
import { skyAccuracyGroups } from "./sky-accuracy.server";

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

  test("the table holds eight seasons, four phases, twelve stations and four eclipses", () => {
    expect(groups.map((group) => [group.title, group.rows.length])).toEqual([
      ["Equinoxes and solstices", 8],
      ["Moon phases", 4],
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
