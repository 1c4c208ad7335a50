import { describe, expect, test } from "vitest";
import {
  formatOffset,
  formatPreciseOffset,
  isTimeZone,
  localToUtc,
  parseLocalDate,
  parseLocalTime,
  parseOffset,
  withOffset,
} from "./local-time";

// The changes below are those of the IANA time-zone database (tzdata "europe", "northamerica",
// "australasia"): the EU changes at 01:00 UTC on the last Sundays of March and October, the US at
// 02:00 local on the second Sunday of March and the first of November, New South Wales at 02:00
// standard time on the first Sundays of October and April.
describe("[charts.local-time] local birth times", () => {
  test.each([
    ["Europe/London", "2026-03-29", "01:30", 0, 60],
    ["America/New_York", "2026-03-08", "02:30", -300, -240],
    ["Australia/Sydney", "2026-10-04", "02:30", 600, 660],
    ["Europe/London", "1950-04-16", "02:30", 0, 60],
  ])("[charts.local-time] %s %s %s was skipped by the clocks going forward", (zone, date, time, before, after) => {
    expect(localToUtc(date, time, zone)).toEqual({ kind: "gap", before, after });
  });

  test.each([
    ["Europe/London", "2026-10-25", "01:30", "2026-10-25T00:30:00.000Z", 60, "2026-10-25T01:30:00.000Z", 0],
    ["America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30:00.000Z", -240, "2026-11-01T06:30:00.000Z", -300],
    ["Australia/Sydney", "2026-04-05", "02:30", "2026-04-04T15:30:00.000Z", 660, "2026-04-04T16:30:00.000Z", 600],
  ])("[charts.local-time] %s %s %s happened twice, summer time first", (zone, date, time, earlier, earlierOffset, later, laterOffset) => {
    expect(localToUtc(date, time, zone)).toEqual({
      kind: "overlap",
      earlier: { instant: new Date(earlier), offsetMinutes: earlierOffset },
      later: { instant: new Date(later), offsetMinutes: laterOffset },
    });
  });

  test.each([
    ["Europe/London", "1990-04-15", "14:30", "1990-04-15T13:30:00.000Z", 60],
    ["Europe/London", "2026-01-10", "09:05", "2026-01-10T09:05:00.000Z", 0],
    // The minute just after the spring gap and the hour after the autumn overlap are ordinary.
    ["Europe/London", "2026-03-29", "02:00", "2026-03-29T01:00:00.000Z", 60],
    ["Europe/London", "2026-10-25", "02:00", "2026-10-25T02:00:00.000Z", 0],
    ["America/New_York", "2026-07-04", "21:15", "2026-07-05T01:15:00.000Z", -240],
    ["Australia/Sydney", "2026-01-26", "00:00", "2026-01-25T13:00:00.000Z", 660],
    // India keeps +05:30 all year: no gap or overlap on the days Europe changes.
    ["Asia/Kolkata", "2026-03-29", "01:30", "2026-03-28T20:00:00.000Z", 330],
    ["Asia/Kolkata", "2026-10-25", "01:30", "2026-10-24T20:00:00.000Z", 330],
    // 1950: British Summer Time ran from 16 April to 22 October (tzdata "europe").
    ["Europe/London", "1950-07-01", "12:00", "1950-07-01T11:00:00.000Z", 60],
    ["America/New_York", "1950-12-25", "08:00", "1950-12-25T13:00:00.000Z", -300],
  ])("[charts.local-time] %s %s %s is one instant", (zone, date, time, instant, offsetMinutes) => {
    expect(localToUtc(date, time, zone)).toEqual({ kind: "exact", instant: new Date(instant), offsetMinutes });
  });

  test("[charts.local-time] a local mean time before standard time keeps its seconds", () => {
    // Ireland kept Dublin Mean Time, -00:25:21, until October 1916 (tzdata "europe", Europe/Dublin).
    const local = localToUtc("1900-01-01", "12:00", "Europe/Dublin");
    expect(local).toEqual({ kind: "exact", instant: new Date("1900-01-01T12:25:21.000Z"), offsetMinutes: -(25 + 21 / 60) });
  });

  test("[charts.local-time] an explicit offset gives the instant without any zone", () => {
    expect(withOffset("1850-06-01", "06:00", -300)).toEqual({ instant: new Date("1850-06-01T11:00:00.000Z"), offsetMinutes: -300 });
    expect(withOffset("2026-10-25", "01:30", 60).instant).toEqual(new Date("2026-10-25T00:30:00.000Z"));
  });

  test("[charts.local-time] dates, times, zones and offsets are checked", () => {
    expect(parseLocalDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseLocalDate("2026-02-29")).toBeUndefined();
    expect(parseLocalDate("2026-13-01")).toBeUndefined();
    expect(parseLocalDate("26-01-01")).toBeUndefined();
    expect(parseLocalTime("23:59")).toEqual({ hour: 23, minute: 59 });
    expect(parseLocalTime("24:00")).toBeUndefined();
    expect(parseLocalTime("9:30")).toBeUndefined();
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    // The runtime reads zone names whatever their case.
    expect(localToUtc("2026-07-01", "12:00", "europe/LONDON")).toEqual({
      kind: "exact",
      instant: new Date("2026-07-01T11:00:00.000Z"),
      offsetMinutes: 60,
    });
    expect(isTimeZone("")).toBe(false);
    expect(parseOffset("+05:30")).toBe(330);
    expect(parseOffset("-03:00")).toBe(-180);
    expect(parseOffset("+14:01")).toBeUndefined();
    expect(parseOffset("05:30")).toBeUndefined();
    expect(formatOffset(-210)).toBe("-03:30");
    expect(formatOffset(0)).toBe("+00:00");
    expect(formatOffset(19 + 32 / 60)).toBe("+00:19");
  });
});

test("[charts.local-mean-time] a precise offset keeps the seconds a mean time has, and only then", () => {
  expect(formatPreciseOffset(9.9876 * 4)).toBe("+00:39:57");
  expect(formatPreciseOffset(-8.4756 * 4)).toBe("-00:33:54");
  expect(formatPreciseOffset(330)).toBe("+05:30");
  expect(formatPreciseOffset(0)).toBe("+00:00");
  expect(formatPreciseOffset(-(25 + 21 / 60))).toBe("-00:25:21");
});
