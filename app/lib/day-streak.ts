import { addDays } from "./dates";

/**
 * The site's one idea of a streak: the number of calendar days in a row something happened (a
 * visit, a ritual spin). Nothing before: 1. Last time yesterday: one more. Already today:
 * unchanged. Any gap: back to 1. Calendar arithmetic alone, so a 23- or 25-hour DST day changes
 * nothing.
 */
export function nextDayStreak(streak: number, lastDate: string | null, today: string): number {
  if (!lastDate || streak < 1) return 1;
  if (lastDate === today) return streak;
  return lastDate === addDays(today, -1) ? streak + 1 : 1;
}
