import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { createRateLimiter, type HitCounter } from "#app/lib/rate-limiter.ts";
import { adStanding } from "./ads.server";
import type { AdEvent, AdSlot, PageType } from "./inventory";
import type { ServeTokens } from "./serve-tokens.server";

/** Why a metric was not counted: the invalid traffic the owner sees per ad ([ads.invalid-traffic]). */
export const INVALID_TRAFFIC_REASONS = [
  "crawler",
  "missing_token",
  "invalid_token",
  "expired_token",
  "other_address",
  "token_mismatch",
  "inactive_ad",
  "no_impression",
  "too_soon",
  "over_cap",
  "duplicate",
] as const;
export type InvalidTrafficReason = (typeof INVALID_TRAFFIC_REASONS)[number];

/**
 * A viewable impression reports a second after its impression at the earliest; the slack allows
 * for the impression's own report arriving late over a slow connection.
 */
export const VIEWABLE_AFTER_IMPRESSION_MS = 750;

/** What one client address may have counted in an hour, across all ads ([ads.invalid-traffic]). */
export const COUNTED_PER_ADDRESS_HOUR = { impression: 500, viewable: 500, click: 10 } as const satisfies Record<AdEvent, number>;

export type AdEventInput = {
  adId: string;
  slot: AdSlot;
  event: AdEvent;
  pageType: PageType;
  path: string;
  pageViewId: string;
  sessionId: string;
  /** The serve token the slot received with the ad; absent in a report that never had one. */
  serveToken: string | undefined;
  clientIp: string;
  crawler: boolean;
};

export type AdEventOutcome = { counted: true } | { counted: false; reason: InvalidTrafficReason } | "unknown-ad";

/**
 * Counts an ad's impressions, viewable impressions and clicks only as they were served and seen
 * ([ads.metrics], [ads.invalid-traffic]): each against a serve token the site issued to this
 * address within the hour, for an ad that may still run in that slot; a viewable impression or a
 * click only after its serve's impression; each event once per serve and once per ad, slot and
 * page view; and no more per address in an hour than a reader could make. Every report refused
 * is counted by its reason as the ad's invalid traffic.
 */
export function createAdEventRecorder({ db, tokens, hitCounter }: { db: Database; tokens: ServeTokens; hitCounter: HitCounter }) {
  const caps = Object.fromEntries(
    Object.entries(COUNTED_PER_ADDRESS_HOUR).map(([event, limit]) => [
      event,
      createRateLimiter({ name: `ad-counted-${event}`, limit, windowMs: 3_600_000, counter: hitCounter }),
    ]),
  ) as Record<AdEvent, ReturnType<typeof createRateLimiter>>;

  async function judge(input: AdEventInput, now: Date): Promise<InvalidTrafficReason | { serveId: string }> {
    if (input.crawler) return "crawler";
    if (!input.serveToken) return "missing_token";
    const serve = tokens.read(input.serveToken, input.clientIp, now.getTime());
    if ("refused" in serve) return serve.refused;
    if (serve.adId !== input.adId || serve.slot !== input.slot) return "token_mismatch";
    const standing = await adStanding(db, input.adId, input.slot, now);
    if (!standing?.servable) return "inactive_ad";
    if (input.event !== "impression") {
      const seen = await impressionAgeMs(db, serve.serveId, now);
      if (seen === undefined) return "no_impression";
      if (input.event === "viewable" && seen < VIEWABLE_AFTER_IMPRESSION_MS) return "too_soon";
    }
    if (!(await caps[input.event].hit(input.clientIp))) return "over_cap";
    return { serveId: serve.serveId };
  }

  return async function recordAdEvent(input: AdEventInput, now = new Date()): Promise<AdEventOutcome> {
    // A report for an ad that does not exist is a bad request, not traffic to any ad.
    if (!(await adStanding(db, input.adId, input.slot, now))) return "unknown-ad";
    const verdict = await judge(input, now);
    if (typeof verdict === "string") return refuse(db, input, verdict);
    // Written only while the ad exists, in one statement: an ad deleted meanwhile never breaks a report.
    const sessionHash = createHash("sha256").update(input.sessionId).digest("hex");
    const inserted = await db.execute(sql`
      insert into ad_events (ad_id, slot, event, page_type, path, page_view_id, serve_id, session_hash)
      select ${input.adId}::uuid, ${input.slot}, ${input.event}, ${input.pageType}, ${input.path}, ${input.pageViewId}, ${verdict.serveId}, ${sessionHash}
      where exists (select 1 from ads where id = ${input.adId}::uuid)
      on conflict do nothing
      returning id`);
    if ((inserted as unknown as { rows: unknown[] }).rows.length > 0) return { counted: true };
    return refuse(db, input, "duplicate");
  };
}

export type AdEventRecorder = ReturnType<typeof createAdEventRecorder>;

/** How long ago the serve's impression was counted, or undefined when it was not. */
async function impressionAgeMs(db: Database, serveId: string, now: Date): Promise<number | undefined> {
  const result = await db.execute(sql`
    select extract(epoch from (${now.toISOString()}::timestamptz - created_at)) * 1000 as age
    from ad_events where serve_id = ${serveId} and event = 'impression' limit 1`);
  const row = (result as unknown as { rows: Array<{ age: string | number }> }).rows[0];
  return row ? Number(row.age) : undefined;
}

async function refuse(db: Database, input: AdEventInput, reason: InvalidTrafficReason): Promise<AdEventOutcome> {
  await db.execute(sql`
    insert into ad_invalid_traffic (hour, ad_id, event, reason, count)
    select date_trunc('hour', now()), ${input.adId}::uuid, ${input.event}, ${reason}, 1
    where exists (select 1 from ads where id = ${input.adId}::uuid)
    on conflict (hour, ad_id, event, reason) do update set count = ad_invalid_traffic.count + 1`);
  return { counted: false, reason };
}
