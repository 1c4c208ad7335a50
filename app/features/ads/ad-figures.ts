import { addDays, parseCalendarDay } from "#app/lib/dates.ts";
import { AD_SLOTS } from "./inventory";

/** An ad's counts over some period: impressions, viewable impressions and clicks. */
export type AdCounts = { impressions: number; viewable: number; clicks: number };
export type DayCounts = AdCounts & { day: string };
export type SlotFigures = { slot: string; days: DayCounts[]; totals: AdCounts };

/** How many days the admin's figures look back, today included. */
export const FIGURE_DAYS = 30;

/** The `count` calendar days that end with `today`, oldest first. */
export function lastDays(today: string, count: number = FIGURE_DAYS): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

export function sumCounts(list: readonly AdCounts[]): AdCounts {
  return list.reduce(
    (sum, counts) => ({
      impressions: sum.impressions + counts.impressions,
      viewable: sum.viewable + counts.viewable,
      clicks: sum.clicks + counts.clicks,
    }),
    { impressions: 0, viewable: 0, clicks: 0 },
  );
}

/**
 * The figures of each slot, one entry per day with zeros where nothing happened, so every chart
 * has the same days. The slots are those the ad runs in now plus any that counted something in
 * the period (an ad may have left a slot), in the inventory's order.
 */
export function figuresBySlot(
  rows: readonly (DayCounts & { slot: string })[],
  days: readonly string[],
  adSlots: readonly string[],
): SlotFigures[] {
  const inPeriod = new Set(days);
  const counted = rows.filter((row) => inPeriod.has(row.day));
  const slots = new Set([...adSlots, ...counted.map((row) => row.slot)]);
  const known: readonly string[] = AD_SLOTS;
  const ordered = [...slots].sort((a, b) => rank(known, a) - rank(known, b));
  return ordered.map((slot) => {
    const byDay = new Map(counted.filter((row) => row.slot === slot).map((row) => [row.day, row]));
    const perDay = days.map((day) => {
      const row = byDay.get(day);
      return { day, impressions: row?.impressions ?? 0, viewable: row?.viewable ?? 0, clicks: row?.clicks ?? 0 };
    });
    return { slot, days: perDay, totals: sumCounts(perDay) };
  });
}

function rank(known: readonly string[], slot: string): number {
  const index = known.indexOf(slot);
  return index === -1 ? known.length : index;
}

/** Click-through rate, clicks per impression, as a percentage to one decimal; "—" while nothing was shown. */
export function formatCtr(clicks: number, impressions: number): string {
  if (impressions <= 0) return "—";
  return `${((clicks / impressions) * 100).toFixed(1)}%`;
}

/**
 * The top of a chart's scale and its gridlines: steps of 1, 2 or 5 times a power of ten, about
 * `targetTicks` of them, the top at or above the largest value (1 when everything is zero).
 */
export function chartScale(largest: number, targetTicks = 4): { max: number; ticks: number[] } {
  const top = Math.max(1, largest);
  const rough = top / targetTicks;
  const power = Math.pow(10, Math.floor(Math.log10(rough)));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const max = Math.ceil(top / step) * step;
  return { max, ticks: Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step) };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A day as the charts and tables name it: "Jun 3". */
export function shortDay(day: string): string {
  const { month, day: date } = parseCalendarDay(day);
  return `${MONTHS[month - 1]} ${date}`;
}
