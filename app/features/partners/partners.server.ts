import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { partnerLinks } from "#db/schema/index.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import type { SignSlug } from "#app/zodiac/signs.ts";
import { isPartnerCard, partnerHref, showsForSign, type CardPartner, type PartnerCard } from "./partners";

export type PartnerRow = typeof partnerLinks.$inferSelect;

/** A partner link as the admin sees it. */
export type Partner = {
  id: number;
  label: string;
  url: string;
  card: PartnerCard;
  signs: string[];
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
};

// Every daily page asks for its cards' partners; the list changes only when an admin saves. Each
// process keeps the active ones a short while, and a change forgets them at once on every
// instance ([partners.admin]).
const ACTIVE_PARTNERS_CACHE_MS = 30_000;
const activePartnersOf = createCachePerDatabase<PartnerRow[]>({ ttlMs: ACTIVE_PARTNERS_CACHE_MS, maxEntries: 1 });

/** Forgets the cached partner links, so the next page sees a change at once (every instance runs it on a change notice). */
export function forgetPartners(db: Database): void {
  activePartnersOf(db).clear();
}

/**
 * The active partner links of one card on one sign's pages, oldest first, each with its finished
 * link ([partners.cards], [partners.link]). A partner naming no sign shows for every sign. When
 * the links cannot be read the card shows none: a partner never costs the reader the page.
 */
export async function partnersFor(db: Database, sign: SignSlug, card: PartnerCard, now = Date.now()): Promise<CardPartner[]> {
  let rows: PartnerRow[];
  try {
    rows = await activePartnersOf(db).rememberAsync(
      "active",
      () => db.select().from(partnerLinks).where(eq(partnerLinks.active, true)).orderBy(asc(partnerLinks.id)),
      now,
    );
  } catch {
    return [];
  }
  const shown: CardPartner[] = [];
  for (const row of rows) {
    if (row.card !== card || !showsForSign(row.signs, sign)) continue;
    const href = partnerHref(row, card);
    if (href) shown.push({ id: row.id, label: row.label, href });
  }
  return shown;
}

/** A stored row as the admin sees it. */
export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    label: row.label,
    url: row.url,
    card: isPartnerCard(row.card) ? row.card : "love",
    signs: [...row.signs],
    active: row.active,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** Every partner link, newest first, for the admin list. */
export async function listPartners(db: Database): Promise<Partner[]> {
  const rows = await db.select().from(partnerLinks).orderBy(desc(partnerLinks.createdAt), desc(partnerLinks.id));
  return rows.map(toPartner);
}

/**
 * A partner's id as it appears in an address: a whole number the id column can hold. Any other
 * text names no partner and never reaches a query (the column would refuse it).
 */
export function partnerIdOf(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

export async function findPartner(db: Database, id: number): Promise<Partner | undefined> {
  const [row] = await db.select().from(partnerLinks).where(eq(partnerLinks.id, id)).limit(1);
  return row ? toPartner(row) : undefined;
}
