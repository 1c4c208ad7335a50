import { randomUUID } from "node:crypto";
import { and, eq, gte, lte, or, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { pushSubscriptions } from "#db/schema/index.ts";
import { AppError } from "#app/lib/errors.ts";
import { SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import { dueMinutes, localMinuteIn } from "./send-window";
import type { PushRemovalInput, PushSubscriptionInput } from "./subscription-input";

/** A subscription whose notification is due, with what sending it needs. */
export type DuePush = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  sign: SignSlug;
  timeZone: string;
  /** The reader's local date the notification is for. */
  localDate: string;
  /** The local date of the notification sent before, given back when a send fails. */
  lastSentOn: string | null;
};

const OTHER_KEYS_MESSAGE = "This browser's subscription is already set up with other keys. Turn notifications off, then on again.";

/**
 * Turns a browser's notifications on, or changes its sign and time ([push.subscribe]): one row per
 * endpoint. A known endpoint is changed only by a request that holds its auth secret, as the
 * browser that made it does, so nobody who learnt an endpoint can take over its choices. The day
 * already notified stays notified: a changed time does not send that day twice.
 */
export async function savePushSubscription(db: Database, input: PushSubscriptionInput): Promise<{ created: boolean }> {
  const { endpoint, keys } = input.subscription;
  const choices = { zodiacSign: input.sign, sendMinute: input.time, timeZone: input.timeZone };
  const id = randomUUID();
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id, endpoint, p256dh: keys.p256dh, auth: keys.auth, ...choices })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...choices, p256dh: keys.p256dh, updatedAt: sql`now()` },
      setWhere: eq(pushSubscriptions.auth, keys.auth),
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new AppError({ code: "conflict", status: 409, message: OTHER_KEYS_MESSAGE });
  return { created: row.id === id };
}

/** Turns a browser's notifications off: only with its endpoint and auth secret together. Answers whether there was one. */
export async function removePushSubscription(db: Database, { endpoint, auth }: PushRemovalInput): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.auth, auth)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The push subscribers of each sign, every sign named (0 for none), for the admin. */
export async function pushCountsBySign(db: Database): Promise<Record<SignSlug, number>> {
  const rows = await db
    .select({ sign: pushSubscriptions.zodiacSign, count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .groupBy(pushSubscriptions.zodiacSign);
  const counts = Object.fromEntries(SIGN_SLUGS.map((slug) => [slug, 0])) as Record<SignSlug, number>;
  for (const row of rows) if (row.sign in counts) counts[row.sign as SignSlug] = Number(row.count);
  return counts;
}

/**
 * The subscriptions whose minute has come on their own clocks at `now`, within the send window,
 * and whose reader has not had that local date's notification. The zones are few (one per
 * reader's place), so each zone's clock is read here and the rows asked for in one query.
 */
export async function duePushSubscriptions(db: Database, now: Date): Promise<DuePush[]> {
  const zones = await db.selectDistinct({ timeZone: pushSubscriptions.timeZone }).from(pushSubscriptions);
  if (zones.length === 0) return [];
  const dateOf = new Map<string, string>();
  const conditions = zones.map(({ timeZone }) => {
    const local = localMinuteIn(now, timeZone);
    const { from, to } = dueMinutes(local.minute);
    dateOf.set(timeZone, local.date);
    return and(
      eq(pushSubscriptions.timeZone, timeZone),
      gte(pushSubscriptions.sendMinute, from),
      lte(pushSubscriptions.sendMinute, to),
      sql`${pushSubscriptions.lastSentOn} is distinct from ${local.date}::date`,
    );
  });
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      sign: pushSubscriptions.zodiacSign,
      timeZone: pushSubscriptions.timeZone,
      lastSentOn: pushSubscriptions.lastSentOn,
    })
    .from(pushSubscriptions)
    .where(or(...conditions))
    .orderBy(pushSubscriptions.sendMinute, pushSubscriptions.id);
  return rows.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
    sign: row.sign as SignSlug,
    timeZone: row.timeZone,
    localDate: dateOf.get(row.timeZone)!,
    lastSentOn: row.lastSentOn,
  }));
}

/**
 * Takes a due notification for this instance ([push.once]): one statement that marks the local
 * date sent unless it already is. Of two instances asking at once PostgreSQL lets one update the
 * row and the other finds the date already set, so a reader gets each day's notification once.
 */
export async function claimPush(db: Database, push: Pick<DuePush, "id" | "localDate">): Promise<boolean> {
  const claimed = await db
    .update(pushSubscriptions)
    .set({ lastSentOn: push.localDate })
    .where(and(eq(pushSubscriptions.id, push.id), sql`${pushSubscriptions.lastSentOn} is distinct from ${push.localDate}::date`))
    .returning({ id: pushSubscriptions.id });
  return claimed.length > 0;
}

/** Gives a claim back after a failed send, so a later tick within the window may try again. */
export async function releasePush(db: Database, push: Pick<DuePush, "id" | "localDate" | "lastSentOn">): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSentOn: push.lastSentOn })
    .where(and(eq(pushSubscriptions.id, push.id), eq(pushSubscriptions.lastSentOn, push.localDate)));
}

/** Drops a subscription its push service says is gone (404 or 410): the browser unsubscribed or expired it. */
export async function dropPushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
