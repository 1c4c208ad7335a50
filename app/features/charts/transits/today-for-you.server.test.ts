import { describe, expect, test } from "vitest";
import { addDays } from "#app/lib/dates.ts";
import { computeNatalChart } from "#app/features/charts/natal-chart.server.ts";
import { personalDay } from "./personal-day.server";
import { TODAY_FOR_YOU_MESSAGES, TODAY_FOR_YOU_READ, TODAY_FOR_YOU_REFERRED, todayForYou } from "./today-for-you.server";
import { transitText } from "./transit-texts";

// Einstein: Ulm, 14 March 1879, 11:30 local mean time (10:50 UTC).
const BIRTH = { instant: new Date("1879-03-14T10:50:00Z"), latitude: 48.4011, longitude: 9.9876, houseSystem: "placidus" as const };
const CHART = computeNatalChart({ ...BIRTH, timeKnown: true });
// Without a birth time the chart is drawn for local noon, as the chart page draws it.
const NO_TIME = computeNatalChart({
  ...BIRTH,
  instant: new Date("1879-03-14T11:20:00Z"),
  timeKnown: false,
  dayStart: new Date("1879-03-13T23:20:00Z"),
  dayEnd: new Date("1879-03-14T23:20:00Z"),
});
const ZONE = "Europe/Berlin";
const FIRST_DAY = "2026-12-01";
const DAYS = Array.from({ length: 28 }, (_, index) => addDays(FIRST_DAY, index));
const readingOf = (chart: typeof CHART, date: string) => {
  const day = personalDay(chart, date, ZONE, new Date(0));
  return { day, reading: todayForYou(day) };
};
const MONTH = DAYS.map((date) => readingOf(CHART, date));

describe("[charts.transits] Today for you", () => {
  test("the day's own transits lead, strongest first and in full; slow ones between their days follow in a line each; the rest are named", () => {
    for (const { day, reading } of MONTH) {
      const isNews = (transit: (typeof day.transits)[number]) => !transit.slow || transit.beginsToday || transit.exactToday;
      const news = day.transits.filter(isNews).slice(0, TODAY_FOR_YOU_READ);
      const ongoing = day.transits.filter((transit) => !isNews(transit)).slice(0, TODAY_FOR_YOU_REFERRED);
      const read = [...news, ...ongoing];
      expect(reading.items.length).toBe(read.length);
      expect(reading.alsoInPlay.length).toBe(day.transits.length - read.length);
      expect(reading.headline).toBe(reading.items[0]?.title ?? "A quiet day for your chart");
      reading.items.forEach((item, index) => {
        const transit = read[index]!;
        const full = transitText(transit.body, transit.point, transit.kind);
        expect(item.title).toMatch(new RegExp(`^(The )?${transit.body} (meets|supports|presses on) your ${transit.point}$`));
        expect(item.detail.toLowerCase()).toContain(transit.kind);
        if (isNews(transit)) {
          expect(item.text).toBe(full);
          expect(item.fullText).toBeNull();
        } else {
          expect(item.text).toMatch(new RegExp(`^${transit.body} is still (with|supporting|pressing on) your ${transit.point} \\(`));
          expect(item.fullText).toBe(full);
        }
      });
    }
  });

  test("a slow transit is read in full on the day it begins or is exact, and referred to in a new line on the days between", () => {
    const referred = new Map<string, string>();
    for (const { reading } of MONTH) {
      for (const item of reading.items) {
        if (item.fullText === null) continue;
        // The reminder lines take turns, so the same transit is not referred to in the same words two days running.
        expect(referred.get(`${addDays(reading.date, -1)} ${item.key}`), item.key).not.toBe(item.text);
        referred.set(`${reading.date} ${item.key}`, item.text);
      }
    }
    expect(referred.size).toBeGreaterThan(0);
  });

  test("no two days in a row are read with the same words", () => {
    MONTH.slice(1).forEach(({ reading }, index) => {
      const before = MONTH[index]!.reading;
      const words = (r: typeof reading) => [r.headline, ...r.items.map((item) => item.text), r.moon].join("\n");
      expect(words(reading), reading.date).not.toBe(words(before));
    });
  });

  test("the Moon's house is never told in yesterday's words", () => {
    MONTH.slice(1).forEach(({ reading }, index) => expect(reading.moon, reading.date).not.toBe(MONTH[index]!.reading.moon));
    expect(MONTH.some(({ day }) => day.moon?.stayedYesterday)).toBe(true);
  });

  test("exact times are on the reader's clock, to the minute", () => {
    const exactToday = MONTH.flatMap(({ reading }) => reading.items).filter((item) => item.detail.includes("exact today at"));
    expect(exactToday.length).toBeGreaterThan(0);
    for (const item of exactToday) expect(item.detail).toMatch(/exact today at [0-2]\d:[0-5]\d/);
  });

  test("with the Moon's house for a known birth time, and none without, said plainly", () => {
    for (const { reading } of MONTH) {
      expect(reading.moon).toMatch(/house/);
      expect(reading.note).toBeNull();
    }
    const unknown = readingOf(NO_TIME, FIRST_DAY);
    expect(unknown.reading.moon).toBeNull();
    expect(unknown.reading.note).toBe(TODAY_FOR_YOU_MESSAGES.unknownTime);
    expect(unknown.day.transits.some(({ point }) => point === "Ascendant" || point === "Midheaven")).toBe(false);
    expect(unknown.day.ingresses).toEqual([]);
  });
});
