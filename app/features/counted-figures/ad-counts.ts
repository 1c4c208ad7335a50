import { addDays } from "#app/lib/dates.ts";

/** An ad's counts over some period: impressions, viewable impressions and clicks. */
export type AdCounts = { impressions: number; viewable: number; clicks: number };
export type DayCounts = AdCounts & { day: string };
/** One ad's counts in one slot on one day (of the site's time zone). */
export type SlotDayCounts = DayCounts & { slot: string };
export type SlotFigures = { slot: string; days: DayCounts[]; totals: AdCounts };

export const NO_COUNTS: AdCounts = { impressions: 0, viewable: 0, clicks: 0 };

/** How many days an ad's page looks back, today included. */
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
    NO_COUNTS,
  );
}

/**
 * The figures of each slot, one entry per day with zeros where nothing happened, so every chart
 * has the same days. The slots are those the ad runs in now plus any that counted something in
 * the period (an ad may have left a slot), in `slotOrder` (the inventory's, given by the page),
 * any slot it does not name last.
 */
export function figuresBySlot(
  rows: readonly SlotDayCounts[],
  days: readonly string[],
  adSlots: readonly string[],
  slotOrder: readonly string[],
): SlotFigures[] {
  const inPeriod = new Set(days);
  const counted = rows.filter((row) => inPeriod.has(row.day));
  const slots = new Set([...adSlots, ...counted.map((row) => row.slot)]);
  const rank = (slot: string) => (slotOrder.includes(slot) ? slotOrder.indexOf(slot) : slotOrder.length);
  const ordered = [...slots].sort((a, b) => rank(a) - rank(b));
  return ordered.map((slot) => {
    const byDay = new Map(counted.filter((row) => row.slot === slot).map((row) => [row.day, row]));
    const perDay = days.map((day) => {
      const row = byDay.get(day);
      return { day, impressions: row?.impressions ?? 0, viewable: row?.viewable ?? 0, clicks: row?.clicks ?? 0 };
    });
    return { slot, days: perDay, totals: sumCounts(perDay) };
  });
}
