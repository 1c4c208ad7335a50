import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client.ts";
import { subscribers } from "#db/schema/index.ts";
import { isSignSlug, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import { EDITION_KINDS, editionsChosen, tagsWithEditions, type EditionKind } from "./editions/edition-kinds";
import { readListToken } from "./list-links.server";
import { PREFERENCES_MESSAGES } from "./preferences-messages";

export type Preferences = { subscriberId: string; email: string; sign: SignSlug | null; editions: EditionKind[]; subscribed: boolean };

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
});

/** Saves a subscriber's sign and editions, keeping the tags that say where the address came from. */
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
      updatedAt: now,
    })
    .where(eq(subscribers.id, subscriberId));
}
