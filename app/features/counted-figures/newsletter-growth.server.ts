import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { dayBoundsIn } from "#app/lib/local-date-time.ts";
import type { AnalyticsDashboard, DashboardRange, NewsletterDay } from "./dashboard";
import { daysOfRange } from "./dashboard-range";

/**
 * Addresses subscribed, confirmed and unsubscribed per day of the site's time zone, read from the
 * newsletter's `subscribers` (each address's own instants), and the range's confirmation rate.
 */
export async function newsletterGrowth(db: Database, range: DashboardRange, timeZone: string): Promise<AnalyticsDashboard["newsletter"]> {
  const start = dayBoundsIn(range.from, timeZone).start.toISOString();
  const end = dayBoundsIn(range.to, timeZone).end.toISOString();
  const during = (column: string) =>
    sql`${sql.identifier(column)} >= ${start}::timestamptz and ${sql.identifier(column)} < ${end}::timestamptz`;
  const localDay = (column: string) => sql`to_char(${sql.identifier(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [perDay, cohort] = await Promise.all([
    db.execute(sql`
      select day, sum(subscribed)::int as subscribed, sum(confirmed)::int as confirmed, sum(unsubscribed)::int as unsubscribed
      from (
        select ${localDay("created_at")} as day, 1 as subscribed, 0 as confirmed, 0 as unsubscribed from subscribers where ${during("created_at")}
        union all
        select ${localDay("verified_at")}, 0, 1, 0 from subscribers where ${during("verified_at")}
        union all
        select ${localDay("unsubscribed_at")}, 0, 0, 1 from subscribers where ${during("unsubscribed_at")}
      ) changes
      group by day`),
    db.execute(sql`
      select count(*)::int as subscribed, (count(*) filter (where verified_at is not null))::int as confirmed
      from subscribers where ${during("created_at")}`),
  ]);
  type Changes = { day: string; subscribed: number; confirmed: number; unsubscribed: number };
  const byDay = new Map((perDay as unknown as { rows: Changes[] }).rows.map((row) => [row.day, row]));
  const days: NewsletterDay[] = daysOfRange(range).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      subscribed: Number(row?.subscribed ?? 0),
      confirmed: Number(row?.confirmed ?? 0),
      unsubscribed: Number(row?.unsubscribed ?? 0),
    };
  });
  const total = (field: "subscribed" | "confirmed" | "unsubscribed") => days.reduce((sum, day) => sum + day[field], 0);
  const [subscribedInRange] = (cohort as unknown as { rows: Array<{ subscribed: number; confirmed: number }> }).rows;
  const joined = Number(subscribedInRange?.subscribed ?? 0);
  return {
    days,
    subscribed: total("subscribed"),
    confirmed: total("confirmed"),
    unsubscribed: total("unsubscribed"),
    confirmationRate: joined > 0 ? Number(subscribedInRange?.confirmed ?? 0) / joined : null,
  };
}
