import { expect, test } from "vitest";
import { eclipsesOfYear, moonMonth, moonToday } from "./moon-calendar.server";

const MINUTE_MS = 60_000;

test("[sky.moon-tonight] the full moon of 24 Nov 2026 and the new moon of 9 Dec 2026 within 10 minutes of the published times", () => {
  // USNO's Phases of the Moon and Espenak's "Six Millennium Catalog of Phases of the Moon" (NASA)
  // give, in UT: Full Moon 2026-11-24 14:53, New Moon 2026-12-09 00:51 (Last Quarter 2026-12-01 06:08).
  const { next } = moonToday(new Date("2026-11-20T12:00:00Z"), "America/New_York");
  expect(next.map((quarter) => quarter.name)).toEqual(["Full Moon", "Last Quarter", "New Moon", "First Quarter"]);
  expect(Math.abs(next[0]!.at.getTime() - Date.parse("2026-11-24T14:53Z"))).toBeLessThanOrEqual(10 * MINUTE_MS);
  expect(Math.abs(next[1]!.at.getTime() - Date.parse("2026-12-01T06:08Z"))).toBeLessThanOrEqual(10 * MINUTE_MS);
  expect(Math.abs(next[2]!.at.getTime() - Date.parse("2026-12-09T00:51Z"))).toBeLessThanOrEqual(10 * MINUTE_MS);
  // New York is five hours behind UT in November, and the new moon falls on the 8th there.
  expect(next[0]!.local).toBe("2026-11-24T09:53");
  expect(next[2]!.local).toBe("2026-12-08T19:51");
});

test("[sky.moon-tonight] tonight is the Moon at 21:00 of the site's day: phase, percent lit, age and sign", () => {
  // Afternoon of 20 Nov 2026 in London: 21:00 GMT that evening is 11.6 days after the new moon of
  // 9 Nov 07:02 UT, the Moon 82% lit and waxing, in Aries (it reaches Gemini at the full moon).
  const { tonight, next } = moonToday(new Date("2026-11-20T15:00:00Z"), "Europe/London");
  expect(tonight.date).toBe("2026-11-20");
  expect(tonight.at.toISOString()).toBe("2026-11-20T21:00:00.000Z");
  expect(tonight.phase).toBe("Waxing Gibbous");
  expect(tonight.illumination).toBeGreaterThan(80);
  expect(tonight.illumination).toBeLessThan(84);
  expect(tonight.ageDays).toBeCloseTo(11.58, 1);
  expect(tonight.sign).toBe("aries");
  // The published minute: 14:53:34 UT with the Sun's aberration and the measured ΔT, 14:54:10 without the aberration.
  expect(next[0]!.local).toBe("2026-11-24T14:53");
  // Past midnight in Tokyo it is already the 21st there, and tonight is that evening.
  expect(moonToday(new Date("2026-11-20T15:00:00Z"), "Asia/Tokyo").tonight.date).toBe("2026-11-21");
});

test("[sky.moon-calendar] a month has one day per calendar day, lit near 100% at full moon and near 0 at new", () => {
  const november = moonMonth(2026, 11, "UTC");
  expect(november.days).toHaveLength(30);
  expect(november.days[0]!.date).toBe("2026-11-01");
  expect(november.days.at(-1)!.date).toBe("2026-11-30");
  const full = november.days.find((day) => day.date === "2026-11-24")!;
  expect(full.illumination).toBeGreaterThan(99);
  expect(full.quarter?.name).toBe("Full Moon");
  const december = moonMonth(2026, 12, "UTC");
  const newMoon = december.days.find((day) => day.date === "2026-12-09")!;
  expect(newMoon.illumination).toBeLessThan(2);
  expect(newMoon.phase).toBe("New Moon");
  expect(newMoon.quarter?.name).toBe("New Moon");
  // Four or five exact quarters fall in any month, each on its own day.
  expect(december.days.filter((day) => day.quarter).map((day) => [day.date, day.quarter!.name])).toEqual([
    ["2026-12-01", "Last Quarter"],
    ["2026-12-09", "New Moon"],
    ["2026-12-17", "First Quarter"],
    ["2026-12-24", "Full Moon"],
    ["2026-12-30", "Last Quarter"],
  ]);
  expect(moonMonth(2026, 2, "UTC").days).toHaveLength(28);
  expect(moonMonth(2028, 2, "UTC").days).toHaveLength(29);
  expect(() => moonMonth(2026, 13, "UTC")).toThrow(RangeError);
});

test("[sky.eclipses] the eclipses of 2026 on the right dates, with their kinds and signs", () => {
  // NASA's eclipse catalogues (Espenak and Meeus, "Five Millennium Canon"): annular solar 17 Feb,
  // total lunar 3 Mar, total solar 12 Aug, partial lunar 28 Aug 2026. The Sun is in Aquarius and
  // Leo at the solar ones; the Moon, opposite it, in Virgo and Pisces at the lunar ones.
  const eclipses = eclipsesOfYear(2026, "UTC").map(({ date, body, kind, sign }) => ({ date, body, kind, sign }));
  expect(eclipses).toEqual([
    { date: "2026-02-17", body: "Sun", kind: "annular", sign: "aquarius" },
    { date: "2026-03-03", body: "Moon", kind: "total", sign: "virgo" },
    { date: "2026-08-12", body: "Sun", kind: "total", sign: "leo" },
    { date: "2026-08-28", body: "Moon", kind: "partial", sign: "pisces" },
  ]);
  // The total solar eclipse peaks at 17:46 UT on 12 Aug: already the 13th in Auckland.
  expect(eclipsesOfYear(2026, "Pacific/Auckland").find((eclipse) => eclipse.body === "Sun" && eclipse.kind === "total")!.date).toBe(
    "2026-08-13",
  );
});
