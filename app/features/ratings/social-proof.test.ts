import { expect, test } from "vitest";
import { SIGN_SLUGS } from "~/zodiac/signs";
import { ACCURACY_RANGE, accuracyPercent, READERS_TODAY_RANGE, readersToday } from "./social-proof";

const DAYS = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

test("[ratings.social-proof] ranges: 500 to 2499 readers, 75% to 92% accuracy", () => {
  expect(READERS_TODAY_RANGE).toEqual({ min: 500, max: 2499 });
  expect(ACCURACY_RANGE).toEqual({ min: 75, max: 92 });
});

test("[ratings.social-proof] over every sign and 400 days: whole numbers in range, the same on every call", () => {
  const readers = new Set<number>();
  const accuracy = new Set<number>();
  for (const slug of SIGN_SLUGS) {
    for (const day of DAYS) {
      const r = readersToday(slug, day);
      const a = accuracyPercent(slug, day);
      expect(Number.isInteger(r) && r >= 500 && r <= 2499, `${slug} ${day} readers ${r}`).toBe(true);
      expect(Number.isInteger(a) && a >= 75 && a <= 92, `${slug} ${day} accuracy ${a}`).toBe(true);
      expect(readersToday(slug, day)).toBe(r);
      expect(accuracyPercent(slug, day)).toBe(a);
      readers.add(r);
      accuracy.add(a);
    }
  }
  // Spread across the whole range, ends included.
  expect(accuracy.size).toBe(18);
  expect(Math.min(...readers)).toBeLessThan(520);
  expect(Math.max(...readers)).toBeGreaterThan(2480);
});

test("[ratings.social-proof] the figures change from day to day and from sign to sign", () => {
  const leoWeek = DAYS.slice(0, 7).map((day) => readersToday("leo", day));
  expect(new Set(leoWeek).size).toBeGreaterThan(5);
  const oneDay = SIGN_SLUGS.map((slug) => readersToday(slug, "2026-03-10"));
  expect(new Set(oneDay).size).toBeGreaterThan(10);
});
