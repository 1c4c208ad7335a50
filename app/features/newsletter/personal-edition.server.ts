import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { subscribers } from "#db/schema/index.ts";
import { done, refused, type CommandResult } from "#app/lib/command.ts";
import { editionsChosen, tagsWithEditions } from "./editions/edition-kinds";

/**
 * The personal daily edition ([newsletter.personal-edition]): a confirmed subscriber who is also a
 * signed-in reader with a chart of their own may have their daily edition written from that chart
 * ("Today for you", then their Sun sign's day in short), at their own delivery time. The choice is
 * a tag on the subscriber, kept beside the editions chosen; it brings the daily edition with it.
 * Each such mail is written for its one reader, so its render is stored under that reader's own
 * audience and shown to no one else.
 */

export const PERSONAL_EDITION_TAG = "personal";

export const PERSONAL_EDITION_MESSAGES = {
  on: "Today for you is now your daily edition, with your Sun sign's day in short. An edition already on its way keeps your Sun sign's reading.",
  off: "Your daily edition is your Sun sign's reading again.",
  notSubscribed: "Subscribe to the daily horoscope with your account's address, and confirm it, to have Today for you by mail.",
} as const;

/** The audience of one reader's personal edition: never a sign or the digest, so only that reader's mail and page read it. */
export const personalAudience = (subscriberId: string): `personal-${string}` => `personal-${subscriberId}`;

export const chosePersonalEdition = (tags: readonly string[]) => tags.includes(PERSONAL_EDITION_TAG);

export type PersonalEditionState =
  { kind: "not-subscribed" } | { kind: "subscribed"; personal: boolean; deliveryTime: string; timeZone: string | null };

/** The list's row of an account's address, when it is confirmed and still subscribed. */
async function activeSubscription(db: Database, email: string) {
  const [row] = await db
    .select({
      id: subscribers.id,
      tags: subscribers.tags,
      verified: subscribers.isVerified,
      unsubscribedAt: subscribers.unsubscribedAt,
      deliveryTime: subscribers.deliveryTime,
      timeZone: subscribers.timeZone,
    })
    .from(subscribers)
    .where(eq(subscribers.email, email.trim().toLowerCase()));
  return row && row.verified && !row.unsubscribedAt ? row : undefined;
}

/** Whether an account's address receives the newsletter, and if so whether its daily edition is the personal one. */
export async function personalEditionOf(db: Database, email: string): Promise<PersonalEditionState> {
  const row = await activeSubscription(db, email);
  if (!row) return { kind: "not-subscribed" };
  return { kind: "subscribed", personal: chosePersonalEdition(row.tags), deliveryTime: row.deliveryTime, timeZone: row.timeZone };
}

/** Turns the personal edition on (with the daily edition) or off, for the confirmed subscriber of an account's address. */
export async function setPersonalEdition(db: Database, email: string, on: boolean, now = new Date()): Promise<CommandResult> {
  const row = await activeSubscription(db, email);
  if (!row) return refused("conflict", PERSONAL_EDITION_MESSAGES.notSubscribed);
  const others = row.tags.filter((tag) => tag !== PERSONAL_EDITION_TAG);
  const tags = on
    ? [...tagsWithEditions(others, [...new Set([...editionsChosen(others), "daily" as const])]), PERSONAL_EDITION_TAG]
    : others;
  await db.update(subscribers).set({ tags, updatedAt: now }).where(eq(subscribers.id, row.id));
  return done(on ? PERSONAL_EDITION_MESSAGES.on : PERSONAL_EDITION_MESSAGES.off, undefined);
}
