import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { personalityContent } from "#db/schema/index.ts";
import { buildPersonalityArticle } from "./personality-article";
import { getSignProfile } from "./sign-profiles";
import { type Sign } from "#app/zodiac/signs.ts";

type PersonalityContent = { content: string; updatedAt: string };

/**
 * The sign's long personality article (markdown). Written once from the curated material and
 * kept in personality_content, so an editor's later change to the row is what readers see;
 * concurrent first readers insert on conflict do nothing and all read the one stored row.
 */
export async function getPersonalityContent(db: Database, sign: Sign): Promise<PersonalityContent> {
  const stored = await readStored(db, sign.slug);
  if (stored) return stored;
  const profile = getSignProfile(sign.slug);
  if (!profile) throw new Error(`no profile for ${sign.slug}`);
  await db
    .insert(personalityContent)
    .values({ sign: sign.slug, content: buildPersonalityArticle(sign, profile) })
    .onConflictDoNothing({ target: personalityContent.sign });
  const written = await readStored(db, sign.slug);
  if (!written) throw new Error(`personality content for ${sign.slug} was not stored`);
  return written;
}

async function readStored(db: Database, slug: string): Promise<PersonalityContent | undefined> {
  const [row] = await db
    .select({ content: personalityContent.content, updatedAt: personalityContent.updatedAt })
    .from(personalityContent)
    .where(eq(personalityContent.sign, slug))
    .limit(1);
  return row ? { content: row.content, updatedAt: row.updatedAt.toISOString() } : undefined;
}
