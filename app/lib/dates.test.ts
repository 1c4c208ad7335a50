import { expect, test } from "vitest";
import {
  addDays,
  calendarDateIn,
  dateFormat,
  dayLabel,
  dayMonthYear,
  dayNumber,
  daysBetween,
  isCalendarDate,
  isSiteDate,
  monthDayYear,
  noonInZone,
  parseCalendarDay,
  shortWeekdayDayMonth,
  weekdayMonthDayYear,
  zoneOffsetMs,
} from "./dates";

test("only real calendar days in YYYY-MM-DD form are accepted", () => {
  for (const good of ["2026-03-10", "2024-02-29", "1999-12-31"]) expect(isCalendarDate(good)).toBe(true);
  for (const bad of ["2026-02-30", "2025-02-29", "2026-3-10", "2026-13-01", "20260310", "", "2026-03-10T00:00:00Z", " 2026-03-10"]) {
    expect(isCalendarDate(bad)).toBe(false);
  }
});

test("[errors.bad-input] a site date is a calendar day in the years 1000 to 9999", () => {
  for (const good of ["1000-01-01", "2026-03-10", "9999-12-31"]) expect(isSiteDate(good)).toBe(true);
  for (const bad of ["0000-01-01", "0001-01-01", "0999-12-31", "9999-99-99", "2026-02-30", "+02026-01-01", ""]) {
    expect(isSiteDate(bad)).toBe(false);
  }
});

test("parseCalendarDay gives the parts of a real day and refuses the rest", () => {
  expect(parseCalendarDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  expect(parseCalendarDay("0050-01-01")).toEqual({ year: 50, month: 1, day: 1 });
  for (const bad of ["2026-02-30", "2026-6-1", "", "2026-06-01 "]) expect(() => parseCalendarDay(bad)).toThrow(RangeError);
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

test("local noon across zones and DST changes", () => {
  expect(noonInZone("2026-01-15", "Europe/Paris").toISOString()).toBe("2026-01-15T11:00:00.000Z");
  expect(noonInZone("2026-01-15", "America/New_York").toISOString()).toBe("2026-01-15T17:00:00.000Z");
  expect(noonInZone("2026-07-15", "America/New_York").toISOString()).toBe("2026-07-15T16:00:00.000Z");
  expect(noonInZone("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T16:00:00.000Z"); // DST began 07:00 UTC
  expect(noonInZone("2026-03-29", "Europe/London").toISOString()).toBe("2026-03-29T11:00:00.000Z");
  expect(noonInZone("2026-06-01", "Asia/Kolkata").toISOString()).toBe("2026-06-01T06:30:00.000Z");
  expect(noonInZone("2026-06-01", "Pacific/Kiritimati").toISOString()).toBe("2026-05-31T22:00:00.000Z");
  expect(noonInZone("2026-06-01", "UTC").toISOString()).toBe("2026-06-01T12:00:00.000Z");
});

test("noonInZone refuses what is not a day or a zone", () => {
  expect(() => noonInZone("2026-02-30", "UTC")).toThrow(RangeError);
  expect(() => noonInZone("2026-06-01", "Mars/Olympus_Mons")).toThrow(RangeError);
});

test("a zone's offset follows its daylight saving time", () => {
  expect(zoneOffsetMs(Date.UTC(2026, 0, 15, 12), "Europe/Paris")).toBe(3_600_000);
  expect(zoneOffsetMs(Date.UTC(2026, 6, 15, 12), "Europe/Paris")).toBe(7_200_000);
  expect(zoneOffsetMs(Date.UTC(2026, 6, 15, 12), "America/Los_Angeles")).toBe(-7 * 3_600_000);
  expect(zoneOffsetMs(Date.UTC(2026, 6, 15, 12, 0, 0, 999), "UTC")).toBe(0);
});

test("a date formatter is made once per set of options", () => {
  const options: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", timeZone: "UTC" };
  expect(dateFormat(options)).toBe(dateFormat({ ...options }));
  expect(dateFormat(options).format(Date.UTC(2026, 2, 10))).toBe("March 10");
});

test("calendar days are named in English exactly as Intl names them, for every day of eleven years", () => {
  const utc = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  const american = utc("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" });
  const americanShort = utc("en-US", { dateStyle: "long" });
  const british = utc("en-GB", { dateStyle: "long" });
  const season = utc("en-GB", { weekday: "short", day: "numeric", month: "long" });
  const label = utc("en-US", { month: "short", day: "numeric" });
  const labelWithYear = utc("en-US", { dateStyle: "medium" });
  const days = [
    ...Array.from({ length: 4018 }, (_, i) => addDays("2020-01-01", i)),
    "1000-01-01",
    "1452-04-15",
    "1582-10-04",
    "1582-10-15",
    "2400-02-29",
    "9999-12-31",
  ];
  for (const date of days) {
    const midday = new Date(`${date}T12:00:00Z`);
    expect(weekdayMonthDayYear(date)).toBe(american.format(midday));
    expect(monthDayYear(date)).toBe(americanShort.format(midday));
    expect(dayMonthYear(date)).toBe(british.format(midday));
    expect(shortWeekdayDayMonth(date)).toBe(season.format(midday));
    expect(dayLabel(date)).toBe(label.format(midday));
    expect(dayLabel(date, { withYear: true })).toBe(labelWithYear.format(midday));
  }
  expect(weekdayMonthDayYear("2026-11-27")).toBe("Friday, November 27, 2026");
  expect(monthDayYear("2026-11-27")).toBe("November 27, 2026");
  expect(dayMonthYear("2026-11-27")).toBe("27 November 2026");
  expect(shortWeekdayDayMonth("2026-11-27")).toBe("Fri 27 November");
  expect(dayLabel("2026-11-27")).toBe("Nov 27");
  expect(dayLabel("2026-06-03", { withYear: true })).toBe("Jun 3, 2026");
  expect(() => dayMonthYear("2026-02-30")).toThrow(RangeError);
});
