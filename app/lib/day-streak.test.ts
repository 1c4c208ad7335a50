import { expect, test } from "vitest";
import { nextDayStreak } from "./day-streak";

test("[streaks.counting] [rituals.spin-streak] one streak rule: first 1, yesterday +1, today unchanged, a gap back to 1", () => {
  expect(nextDayStreak(0, null, "2026-03-10")).toBe(1);
  expect(nextDayStreak(4, "2026-03-09", "2026-03-10")).toBe(5);
  expect(nextDayStreak(4, "2026-03-10", "2026-03-10")).toBe(4);
  expect(nextDayStreak(4, "2026-03-07", "2026-03-10")).toBe(1);
  // Across a month, a year and a leap day.
  expect(nextDayStreak(2, "2026-02-28", "2026-03-01")).toBe(3);
  expect(nextDayStreak(9, "2025-12-31", "2026-01-01")).toBe(10);
  expect(nextDayStreak(1, "2028-02-28", "2028-02-29")).toBe(2);
  // A broken stored count starts again.
  expect(nextDayStreak(-3, "2026-03-09", "2026-03-10")).toBe(1);
});

test.each([
  [0, null, "2026-03-10", 1],
  [4, "2026-03-09", "2026-03-10", 5],
  [4, "2026-03-10", "2026-03-10", 4],
  [4, "2026-03-08", "2026-03-10", 1],
  [4, "2026-03-11", "2026-03-10", 1],
  [2, "2026-02-28", "2026-03-01", 3],
  [2, "2028-02-28", "2028-02-29", 3],
  [2, "2028-02-28", "2028-03-01", 1],
  [6, "2026-01-31", "2026-02-01", 7],
  [9, "2025-12-31", "2026-01-01", 10],
  [0, "2026-03-09", "2026-03-10", 1],
] as const)("[streaks.counting] [rituals.spin-streak] streak %i, last time %s, today %s: %i", (streak, last, today, expected) => {
  expect(nextDayStreak(streak, last, today)).toBe(expected);
});
