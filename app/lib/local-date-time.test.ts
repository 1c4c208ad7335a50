import { expect, test } from "vitest";
import { dayBoundsIn, instantOfLocalDateTime, localDateTimeIn, startOfDayIn } from "./local-date-time";

test("a datetime-local value is read on the clocks of the given time zone", () => {
  expect(instantOfLocalDateTime("2026-12-01T09:30", "UTC")?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
  expect(instantOfLocalDateTime("2026-12-01T09:30", "Europe/Paris")?.toISOString()).toBe("2026-12-01T08:30:00.000Z");
  expect(instantOfLocalDateTime("2026-07-01T09:30:15", "America/New_York")?.toISOString()).toBe("2026-07-01T13:30:15.000Z");
});

test("an instant is written as the time zone's wall clock, to the minute", () => {
  expect(localDateTimeIn(new Date("2026-12-01T08:30:59Z"), "Europe/Paris")).toBe("2026-12-01T09:30");
  expect(localDateTimeIn(Date.parse("2026-07-01T02:00:00Z"), "America/New_York")).toBe("2026-06-30T22:00");
});

test("writing and reading back gives the same minute on both sides of a DST change", () => {
  // Not the hour that repeats when clocks go back: its wall clock names two instants.
  for (const iso of [
    "2026-03-29T00:30:00Z",
    "2026-03-29T01:30:00Z",
    "2026-10-24T23:30:00Z",
    "2026-10-25T02:30:00Z",
    "2026-06-15T12:00:00Z",
  ]) {
    const written = localDateTimeIn(new Date(iso), "Europe/Paris");
    expect(instantOfLocalDateTime(written, "Europe/Paris")?.toISOString(), written).toBe(new Date(iso).toISOString());
  }
});

test("anything that is not a datetime-local value is refused", () => {
  for (const bad of [
    "",
    "2026-12-01",
    "2026-02-30T10:00",
    "2026-12-01T24:00",
    "2026-12-01T10:60",
    "2026-12-01 10:00",
    "tomorrow",
    "2026-12-01T10:00Z",
  ]) {
    expect(instantOfLocalDateTime(bad, "UTC"), bad).toBeNull();
  }
});

test("a day of a time zone runs from its midnight to the next, or from its first instant where clocks skip midnight", () => {
  expect(dayBoundsIn("2026-11-24", "America/New_York")).toEqual({
    start: new Date("2026-11-24T05:00:00.000Z"),
    end: new Date("2026-11-25T05:00:00.000Z"),
  });
  // The day the clocks go forward is 23 hours long.
  const { start, end } = dayBoundsIn("2026-03-29", "Europe/London");
  expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  // Beirut's clocks went from 23:59:59 to 01:00 on 2024-03-31: that day began at 01:00, 22:00 UTC.
  expect(startOfDayIn("2024-03-31", "Asia/Beirut").toISOString()).toBe("2024-03-30T22:00:00.000Z");
});
