import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { subscribers } from "#db/schema/index.ts";
import { done, refused, type CommandResult } from "#app/lib/command.ts";
import { csvLine } from "#app/lib/csv.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { clearSubscriberCountCache, unsubscribeById } from "./subscribers.server";
import { isSignSlug, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";

const SUBSCRIBERS_PAGE_SIZE = 25;
/** The export reads in pages of this size so a large list never sits in memory at once. */
const EXPORT_BATCH = 1_000;

type SubscriberFilters = {
  search?: string;
  /** "verified", "unverified", "unsubscribed" or anything else for all. */
  status?: string;
  sign?: string;
};

type SubscriberRow = {
  id: string;
  email: string;
  name: string;
  zodiacSign: string | null;
  tags: string[];
  isVerified: boolean;
  verifiedAt: Date | null;
  unsubscribedAt: Date | null;
  source: string;
  consentAt: Date;
  consentTextVersion: string;
  createdAt: Date;
};

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf({ search = "", status = "", sign = "" }: SubscriberFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const term = search.trim();
  if (term)
    conditions.push(sql`(${ilike(subscribers.email, `%${escapeLike(term)}%`)} or ${ilike(subscribers.name, `%${escapeLike(term)}%`)})`);
  if (status === "verified") conditions.push(and(eq(subscribers.isVerified, true), isNull(subscribers.unsubscribedAt))!);
  if (status === "unverified") conditions.push(and(eq(subscribers.isVerified, false), isNull(subscribers.unsubscribedAt))!);
  if (status === "unsubscribed") conditions.push(isNotNull(subscribers.unsubscribedAt));
  if (sign === "none") conditions.push(isNull(subscribers.zodiacSign));
  else if (isSignSlug(sign)) conditions.push(eq(subscribers.zodiacSign, sign));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Subscribers newest first, filtered and paged; the page is clamped into range. */
export async function listSubscribers(db: Database, filters: SubscriberFilters & { page?: number }) {
  const where = whereOf(filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(subscribers).where(where);
  const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), pageCount);
  const rows: SubscriberRow[] = await db
    .select(selection)
    .from(subscribers)
    .where(where)
    .orderBy(desc(subscribers.createdAt), subscribers.id)
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE);
  return { subscribers: rows, total, page, pageCount };
}

const selection = {
  id: subscribers.id,
  email: subscribers.email,
  name: subscribers.name,
  zodiacSign: subscribers.zodiacSign,
  tags: subscribers.tags,
  isVerified: subscribers.isVerified,
  verifiedAt: subscribers.verifiedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
  source: subscribers.source,
  consentAt: subscribers.consentAt,
  consentTextVersion: subscribers.consentTextVersion,
  createdAt: subscribers.createdAt,
};

/** The admin's headline figures, read fresh (not the public count's cache). */
export async function subscriberCounts(db: Database) {
  const [row] = await db
    .select({
      total: count(),
      verified: sql<number>`count(*) filter (where ${subscribers.isVerified} and ${subscribers.unsubscribedAt} is null)::int`,
      unsubscribed: sql<number>`count(*) filter (where ${subscribers.unsubscribedAt} is not null)::int`,
    })
    .from(subscribers);
  return { total: Number(row?.total ?? 0), verified: Number(row?.verified ?? 0), unsubscribed: Number(row?.unsubscribed ?? 0) };
}

/** The confirmed subscribers still on the list, by the sign they chose, every sign named (0 for none). */
export async function confirmedCountsBySign(db: Database): Promise<Record<SignSlug, number>> {
  const rows = await db
    .select({ sign: subscribers.zodiacSign, count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(and(eq(subscribers.isVerified, true), isNull(subscribers.unsubscribedAt), isNotNull(subscribers.zodiacSign)))
    .groupBy(subscribers.zodiacSign);
  const counts = Object.fromEntries(SIGN_SLUGS.map((slug) => [slug, 0])) as Record<SignSlug, number>;
  for (const row of rows) if (row.sign && isSignSlug(row.sign)) counts[row.sign] = Number(row.count);
  return counts;
}

/** The admin asked for fresh figures: the public count is read again on its next request. */
export function refreshSubscriberCount(db: Database, { onChange }: ChangeOptions = {}): void {
  clearSubscriberCountCache(db);
  onChange?.();
}

const CSV_COLUMNS = [
  "email",
  "name",
  "zodiac_sign",
  "tags",
  "is_verified",
  "verified_at",
  "unsubscribed_at",
  "source",
  "consent_at",
  "consent_text_version",
  "created_at",
] as const;

/** A subscriber's CSV line; csvLine quotes each field and keeps a "name" from running as a formula. */
function subscriberLine(row: SubscriberRow): string {
  const date = (value: Date | null) => (value ? value.toISOString() : "");
  return csvLine([
    row.email,
    row.name,
    row.zodiacSign ?? "",
    row.tags.join(" "),
    String(row.isVerified),
    date(row.verifiedAt),
    date(row.unsubscribedAt),
    row.source,
    date(row.consentAt),
    row.consentTextVersion,
    date(row.createdAt),
  ]);
}

/** The filtered list as CSV text with a header line, CRLF line ends, oldest first. */
export async function exportSubscribersCsv(db: Database, filters: SubscriberFilters): Promise<string> {
  const where = whereOf(filters);
  const lines = [CSV_COLUMNS.join(",")];
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows: SubscriberRow[] = await db
      .select(selection)
      .from(subscribers)
      .where(where)
      .orderBy(subscribers.createdAt, subscribers.id)
      .limit(EXPORT_BATCH)
      .offset(offset);
    lines.push(...rows.map(subscriberLine));
    if (rows.length < EXPORT_BATCH) break;
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The admin's unsubscribe of one address ([newsletter.admin]), by its id on the list. */
export async function unsubscribeSubscriber(db: Database, subscriberId: string, { onChange }: ChangeOptions = {}): Promise<CommandResult> {
  if (!(await unsubscribeById(db, subscriberId, { onChange }))) return refused("not_found", "That subscriber no longer exists.");
  return done("The address is unsubscribed.");
}

/** Counts the verified subscribers afresh for the public count, on every instance. */
export async function refreshPublicCount(db: Database, { onChange }: ChangeOptions = {}): Promise<CommandResult> {
  refreshSubscriberCount(db, { onChange });
  return done("The public subscriber count is refreshed.");
}
