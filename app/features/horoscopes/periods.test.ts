import { expect, test } from "vitest";
import { daysOf, nextSpan, periodSpan } from "./periods";

test("[periods.pages] a week runs Monday to Sunday, whatever day it is asked for", () => {
  for (const date of ["2026-11-23", "2026-11-25", "2026-11-29"]) {
    expect(periodSpan("week", date)).toMatchObject({ start: "2026-11-23", end: "2026-11-29", title: "Week of 23–29 November 2026" });
  }
  // Across a month and a year.
  expect(periodSpan("week", "2026-12-31")).toMatchObject({
    start: "2026-12-28",
    end: "2027-01-03",
    title: "Week of 28 December – 3 January 2027",
  });
  expect(nextSpan(periodSpan("week", "2026-11-25")).start).toBe("2026-11-30");
  expect(periodSpan("week", "2026-11-30").ordinal - periodSpan("week", "2026-11-25").ordinal).toBe(1);
});

test("[periods.pages] months and years are calendar months and years, leap days included", () => {
  expect(periodSpan("month", "2028-02-10")).toMatchObject({ start: "2028-02-01", end: "2028-02-29", title: "February 2028" });
  expect(periodSpan("month", "2026-12-31")).toMatchObject({ start: "2026-12-01", end: "2026-12-31", title: "December 2026" });
  expect(nextSpan(periodSpan("month", "2026-12-05")).start).toBe("2027-01-01");
  expect(periodSpan("year", "2027-06-01")).toMatchObject({ start: "2027-01-01", end: "2027-12-31", title: "2027" });
  expect(daysOf(periodSpan("year", "2028-01-01"))).toHaveLength(366);
});
