import { expect, test } from "vitest";
import { addDays, calendarDateIn, dayNumber, daysBetween, isCalendarDate } from "./dates";

test("only real calendar days in YYYY-MM-DD form are accepted", () => {
  for (const good of ["2026-03-10", "2024-02-29", "1999-12-31"]) expect(isCalendarDate(good)).toBe(true);
  for (const bad of ["2026-02-30", "2025-02-29", "2026-3-10", "2026-13-01", "20260310", "", "2026-03-10T00:00:00Z", " 2026-03-10"]) {
    expect(isCalendarDate(bad)).toBe(false);
  }
});

test("day arithmetic crosses months, leap days and years", () => {
  expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
  expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
  expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  expect(daysBetween("2026-01-01", "2026-12-31")).toBe(364);
  expect(dayNumber("1970-01-01")).toBe(0);
  expect(() => dayNumber("2026-02-30")).toThrow(RangeError);
});

test("the calendar day depends on the time zone's wall clock", () => {
  const instant = new Date("2026-03-10T23:30:00Z");
  expect(calendarDateIn(instant, "UTC")).toBe("2026-03-10");
  expect(calendarDateIn(instant, "Europe/Paris")).toBe("2026-03-11");
  expect(calendarDateIn(instant, "America/Los_Angeles")).toBe("2026-03-10");
  expect(calendarDateIn(new Date("2026-03-10T05:00:00Z"), "Pacific/Honolulu")).toBe("2026-03-09");
});
