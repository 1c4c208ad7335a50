import { between, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { signRatings } from "#db/schema/index.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import type { DashboardRange, SignRatingFigures } from "./dashboard";

/** Ratings given for the range's days, per sign, from the ratings' `sign_ratings`: every sign listed, in zodiac order. */
export async function ratingsPerSign(db: Database, range: DashboardRange): Promise<SignRatingFigures[]> {
  const rows = await db
    .select({
      sign: signRatings.sign,
      ratings: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${signRatings.rating})::float8`,
    })
    .from(signRatings)
    .where(between(signRatings.date, range.from, range.to))
    .groupBy(signRatings.sign);
  const bySign = new Map(rows.map((row) => [row.sign, row]));
  return SIGN_SLUGS.map((sign) => {
    const row = bySign.get(sign);
    return { sign, ratings: Number(row?.ratings ?? 0), average: row?.average == null ? null : Number(row.average) };
  });
}
