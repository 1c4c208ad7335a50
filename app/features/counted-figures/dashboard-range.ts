import { addDays, daysBetween, isSiteDate } from "#app/lib/dates.ts";
import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardRange } from "./dashboard";

/** The longest custom range: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

export type DashboardRangeResult = { ok: true; range: DashboardRange } | { ok: false; message: string };

const isPeriod = (value: string): value is DashboardPeriod => (DASHBOARD_PERIODS as readonly string[]).includes(value);

/**
 * The dashboard's period from its address ([analytics.dashboard-range]): `today`, `7d` (today and
 * the six days before, the default), `30d` (today and the 29 before), or `custom` with `from` and
 * `to`. `today` is the site's day (SITE_TIMEZONE). An address with `from` or `to` but no period
 * asks for those days. Anything else answers a message for a 400.
 */
export function parseDashboardRange(params: URLSearchParams, today: string): DashboardRangeResult {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const period = params.get("period") || (from || to ? "custom" : "7d");
  if (!isPeriod(period)) return { ok: false, message: "period must be today, 7d, 30d or custom" };
  if (period === "today") return { ok: true, range: { period, from: today, to: today } };
  if (period === "7d") return { ok: true, range: { period, from: addDays(today, -6), to: today } };
  if (period === "30d") return { ok: true, range: { period, from: addDays(today, -29), to: today } };
  if (!isSiteDate(from)) return { ok: false, message: "from must be a date such as 2026-11-01" };
  if (!isSiteDate(to)) return { ok: false, message: "to must be a date such as 2026-11-01" };
  if (from > to) return { ok: false, message: "from must not be after to" };
  if (to > today) return { ok: false, message: "to must not be after today" };
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return { ok: false, message: `a range may span at most ${MAX_RANGE_DAYS} days` };
  return { ok: true, range: { period, from, to } };
}

/** Every day of a range, oldest first. */
export function daysOfRange({ from, to }: Pick<DashboardRange, "from" | "to">): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
