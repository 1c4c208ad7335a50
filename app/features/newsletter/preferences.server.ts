import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client.ts";
import { subscribers } from "#db/schema/index.ts";
import { isSignSlug, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import { EDITION_KINDS, editionsChosen, tagsWithEditions, type EditionKind } from "./editions/edition-kinds";
import { readListToken } from "./list-links.server";
import { PREFERENCES_MESSAGES } from "./preferences-messages";
import { DELIVERY_MESSAGES, deliveryTimeOf } from "./delivery-time";
import { placeTimeZone } from "#app/lib/time-zones.ts";

export type Preferences = {
  subscriberId: string;
  email: string;
  sign: SignSlug | null;
  editions: EditionKind[];
  subscribed: boolean;
  deliveryTime: string;
  /** Null for an address from before zones were asked: it receives on the site's clocks. */
  timeZone: string | null;
};

/** The subscriber a preferences link was signed for, with what they receive; null for a link that is not valid. */
export async function preferencesOf(db: Database, token: unknown, secret: string): Promise<Preferences | null> {
  const id = readListToken(token, secret);
  if (!id) return null;
  const [row] = await db
    .select({
      email: subscribers.email,
      sign: subscribers.zodiacSign,
      tags: subscribers.tags,
      verified: subscribers.isVerified,
      unsubscribedAt: subscribers.unsubscribedAt,
      deliveryTime: subscribers.deliveryTime,
      timeZone: subscribers.timeZone,
    })
    .from(subscribers)
    .where(eq(subscribers.id, id));
  if (!row) return null;
  return {
    subscriberId: id,
    email: row.email,
    sign: row.sign && isSignSlug(row.sign) ? row.sign : null,
    editions: editionsChosen(row.tags),
    subscribed: row.verified && row.unsubscribedAt === null,
    deliveryTime: row.deliveryTime,
    timeZone: row.timeZone,
  };
}

/** The preferences form: a sign or none ("" means the all-signs digest) and at least one edition. */
export const preferencesSchema = z.object({
  sign: z.union([z.literal(""), z.enum(SIGN_SLUGS, { error: PREFERENCES_MESSAGES.invalidSign })], {
    error: PREFERENCES_MESSAGES.invalidSign,
  }),
  editions: z
    .array(z.enum(EDITION_KINDS, { error: PREFERENCES_MESSAGES.invalidEdition }), { error: PREFERENCES_MESSAGES.invalidEdition })
    .max(EDITION_KINDS.length, PREFERENCES_MESSAGES.invalidEdition)
    .min(1, PREFERENCES_MESSAGES.noEdition),
  deliveryTime: z.unknown().transform((value, context) => deliveryTimeOf(value) ?? refuse(context, DELIVERY_MESSAGES.invalidTime)),
  timeZone: z.unknown().transform((value, context) => placeTimeZone(value) ?? refuse(context, DELIVERY_MESSAGES.invalidZone)),
});

function refuse(context: z.RefinementCtx, message: string): typeof z.NEVER {
  context.addIssue({ code: "custom", message });
  return z.NEVER;
}

/**
 * Saves a subscriber's sign, editions, hour and zone, keeping the tags that say where the address
 * came from. Mail already queued keeps the hour it was queued for; the next edition has the new one.
 */
export async function savePreferences(
  db: Database,
  subscriberId: string,
  input: z.infer<typeof preferencesSchema>,
  now = new Date(),
): Promise<void> {
  const [row] = await db.select({ tags: subscribers.tags }).from(subscribers).where(eq(subscribers.id, subscriberId));
  if (!row) return;
  await db
    .update(subscribers)
    .set({
      zodiacSign: input.sign === "" ? null : input.sign,
      tags: tagsWithEditions(row.tags, [...new Set(input.editions)]),
      deliveryTime: input.deliveryTime,
      timeZone: input.timeZone,
      updatedAt: now,
    })
    .where(eq(subscribers.id, subscriberId));
}
