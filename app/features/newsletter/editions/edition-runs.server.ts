import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { calendarDateIn } from "#app/lib/dates.ts";
import type { Database } from "#db/client.ts";
import { newsletterEditionRenders, newsletterEditions, subscribers } from "#db/schema/index.ts";
import { isSignSlug, SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { listToken, recipientLinks } from "#app/features/newsletter/list-links.server.ts";
import type { EditionContent, EditionWriter } from "./edition-content";
import { deliveryWindow } from "#app/features/newsletter/delivery-time.ts";
import {
  DIGEST_AUDIENCE,
  EDITION_KINDS,
  editionsChosen,
  type EditionAudience,
  type EditionKind,
  type RenderAudience,
} from "./edition-kinds";
import { renderEditionMail } from "./edition-mail";
import { openEditionDates, type PlannedEdition } from "./schedule";
import { chosePersonalEdition, personalAudience } from "#app/features/newsletter/personal-edition.server.ts";

export type EditionPlan = PlannedEdition;

/** A batch of recipients handed to the outbox; answers how many were new (see the mail feature). */
export type QueueEditionBatch = (
  rows: Array<{
    editionId: string;
    audience: string;
    kind: string;
    to: string;
    headers: Record<string, string>;
    mergeFields: Record<string, string>;
    notBefore: Date;
    deliverBy: Date;
  }>,
) => Promise<number>;

/**
 * Writes one reader's personal daily edition, or answers null when they no longer have one (no
 * account or no chart of their own under the address): they then get their sign's edition.
 */
export type PersonalEditionWriter = (edition: EditionPlan, recipient: Recipient) => Promise<EditionContent | null>;

type RunOptions = {
  write: EditionWriter;
  /** The personal daily edition ([newsletter.personal-edition]); without it every reader gets the sign's. */
  writePersonal?: PersonalEditionWriter;
  queue: QueueEditionBatch;
  /** How many outbox rows the edition has (the mail feature keeps the outbox). */
  countQueued: (editionId: string) => Promise<number>;
  siteUrl: string;
  /** Signs the recipients' lasting links. */
  secret: string;
  /** Recipients per statement. */
  batchSize?: number;
  /** The zone of readers who never chose one (addresses from before it was asked): SITE_TIMEZONE. */
  siteTimeZone: string;
  /** Stops between two batches (shutdown, or a test cutting a run short). */
  signal?: AbortSignal;
  /** The schedule's clock. */
  now?: () => Date;
  /**
   * How far the outbox's clock (the real one) is ahead of the schedule's: NEWSLETTER_CLOCK_START
   * moves the schedule for rehearsals, and each reader's hour is handed to the outbox on real time.
   */
  clockShiftMs?: number;
};

/** The newsletter's editions as the site composes them (server/site/site.ts). */
export type Editions = {
  /** The editions due on a local date. */
  plansFor(date: string): PlannedEdition[];
  write: EditionWriter;
  run(plan: PlannedEdition, signal?: AbortSignal): Promise<EditionRunResult>;
  /** Adds a reader who has just confirmed to the queued editions still ahead of them (joinQueuedEditions). */
  join(subscriberId: string): Promise<number>;
  /** The schedule's clock: the real one, or NEWSLETTER_CLOCK_START's. */
  now(): Date;
};

export type EditionRunResult = { editionId: string; newlyQueued: number; recipients: number; alreadyQueued: boolean };

const DEFAULT_BATCH_SIZE = 1_000;
export const AUDIENCES: readonly EditionAudience[] = [...SIGN_SLUGS, DIGEST_AUDIENCE];

/** The mail kind of an edition's outbox rows: "newsletter-daily" and so on. */
export const editionMailKind = (kind: EditionKind) => `newsletter-${kind}`;

/**
 * Who receives an edition of this kind: confirmed, still subscribed, not bouncing, and having
 * chosen it (an address that chose no edition receives the daily one; see editionsChosen).
 */
function receives(kind: EditionKind): SQL {
  const chose = sql`${subscribers.tags} && ${sql.raw(`array['${kind}']::text[]`)}`;
  const choseNothing = sql`not (${subscribers.tags} && ${sql.raw(`array[${EDITION_KINDS.map((k) => `'${k}'`).join(",")}]::text[]`)})`;
  return and(
    eq(subscribers.isVerified, true),
    isNull(subscribers.unsubscribedAt),
    isNull(subscribers.bouncedAt),
    kind === "daily" ? sql`(${chose} or ${choseNothing})` : chose,
  )!;
}

/**
 * Runs one edition: writes it for each audience once (twelve signs and the all-signs digest),
 * then queues one outbox row per recipient, a batch at a time in subscriber order. Every step is
 * safe to repeat: the edition and its renders are inserted only when missing, and the outbox
 * keeps one row per edition and address. So a run cut short resumes where it stopped, and two
 * instances running the same edition at once queue each address once between them.
 */
export async function runEdition(db: Database, plan: EditionPlan, options: RunOptions): Promise<EditionRunResult> {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  await db
    .insert(newsletterEditions)
    .values({ id: plan.id, kind: plan.kind, issueDate: plan.date, title: plan.title, occasion: plan.occasion })
    .onConflictDoNothing();
  const [edition] = await db
    .select({ queuedAt: newsletterEditions.queuedAt, recipients: newsletterEditions.recipients })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.id, plan.id));
  if (edition?.queuedAt) return { editionId: plan.id, newlyQueued: 0, recipients: edition.recipients, alreadyQueued: true };

  await renderMissingAudiences(db, plan, options.write);

  let newlyQueued = 0;
  let after = "";
  const windows = deliveryWindows(plan.date, options.siteTimeZone);
  for (;;) {
    if (options.signal?.aborted) throw new Error(`edition ${plan.id} stopped before every recipient was queued`);
    const batch = await db
      .select(RECIPIENT_COLUMNS)
      .from(subscribers)
      .where(and(receives(plan.kind), gt(subscribers.id, after)))
      .orderBy(asc(subscribers.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    // A reader whose day of this date is already over is a day late: left out.
    const due = batch
      .map((recipient) => ({ recipient, row: editionRow(plan, recipient, windows, options) }))
      .filter(({ row }) => row.deliverBy > now());
    const rows = await Promise.all(due.map(({ recipient, row }) => personalised(db, plan, recipient, row, options.writePersonal)));
    newlyQueued += await options.queue(onOutboxClock(rows, options));
    after = batch.at(-1)!.id;
  }
  const recipients = await options.countQueued(plan.id);
  await db.update(newsletterEditions).set({ queuedAt: now(), recipients }).where(eq(newsletterEditions.id, plan.id));
  return { editionId: plan.id, newlyQueued, recipients, alreadyQueued: false };
}

const RECIPIENT_COLUMNS = {
  id: subscribers.id,
  email: subscribers.email,
  sign: subscribers.zodiacSign,
  deliveryTime: subscribers.deliveryTime,
  timeZone: subscribers.timeZone,
  tags: subscribers.tags,
};
export type Recipient = { id: string; email: string; sign: string | null; deliveryTime: string; timeZone: string | null; tags: string[] };

/**
 * A daily row for a reader who chose the personal edition: their own render, written once (a
 * resumed run finds it stored) under their own audience, so no other reader's mail or page can
 * read it. Anyone else, or a reader whose chart is gone, keeps the sign's row.
 */
async function personalised(
  db: Database,
  plan: EditionPlan,
  recipient: Recipient,
  row: ReturnType<typeof editionRow>,
  writePersonal: PersonalEditionWriter | undefined,
): Promise<ReturnType<typeof editionRow>> {
  if (!writePersonal || plan.kind !== "daily" || !chosePersonalEdition(recipient.tags)) return row;
  const audience = personalAudience(recipient.id);
  const [stored] = await db
    .select({ audience: newsletterEditionRenders.audience })
    .from(newsletterEditionRenders)
    .where(and(eq(newsletterEditionRenders.editionId, plan.id), eq(newsletterEditionRenders.audience, audience)));
  if (!stored) {
    const content = await writePersonal(plan, recipient);
    if (!content) return row;
    await storeRender(db, plan.id, audience, content);
  }
  return { ...row, audience };
}

async function storeRender(db: Database, editionId: string, audience: RenderAudience, content: EditionContent): Promise<void> {
  const rendered = renderEditionMail(content);
  await db
    .insert(newsletterEditionRenders)
    .values({ editionId, audience, subject: rendered.subject, content, html: rendered.html, text: rendered.text })
    .onConflictDoNothing();
}

/** Each reader's window for one date, worked out once per time and zone (a list shares few of them). */
function deliveryWindows(date: string, siteTimeZone: string) {
  const known = new Map<string, { at: Date; by: Date }>();
  return (recipient: Pick<Recipient, "deliveryTime" | "timeZone">) => {
    const zone = recipient.timeZone ?? siteTimeZone;
    const key = `${recipient.deliveryTime} ${zone}`;
    let window = known.get(key);
    if (!window) known.set(key, (window = deliveryWindow(date, recipient.deliveryTime, zone)));
    return window;
  };
}

/** One reader's outbox row for an edition, on the schedule's clock. */
function editionRow(
  plan: Pick<EditionPlan, "id" | "kind">,
  recipient: Recipient,
  windows: ReturnType<typeof deliveryWindows>,
  options: Pick<RunOptions, "siteUrl" | "secret">,
) {
  const links = recipientLinks(options.siteUrl, plan.id, listToken(recipient.id, options.secret));
  const { at, by } = windows(recipient);
  return {
    editionId: plan.id,
    audience: recipient.sign && isSignSlug(recipient.sign) ? recipient.sign : DIGEST_AUDIENCE,
    kind: editionMailKind(plan.kind),
    to: recipient.email,
    // Names the edition, so an operator (or a filter) can tell editions apart in any mailbox.
    headers: { ...links.headers, "X-Cosmic-Edition": plan.id },
    mergeFields: links.mergeFields,
    notBefore: at,
    deliverBy: by,
  };
}

/** Rows handed to the outbox: the reader's hour and day moved from the schedule's clock onto the outbox's. */
const onOutboxClock = (rows: ReturnType<typeof editionRow>[], { clockShiftMs = 0 }: Pick<RunOptions, "clockShiftMs">) =>
  rows.map((row) => ({
    ...row,
    notBefore: new Date(row.notBefore.getTime() + clockShiftMs),
    deliverBy: new Date(row.deliverBy.getTime() + clockShiftMs),
  }));

/**
 * Adds a reader who has just confirmed to the editions already queued whose hour for them is
 * still ahead, so an address confirmed after an edition was queued does not wait a day for its
 * first. Not today's daily edition on the reader's clocks: the welcome mail has just brought that
 * day's reading. The outbox's one row per edition and address makes a repeat harmless.
 */
export async function joinQueuedEditions(
  db: Database,
  subscriberId: string,
  options: Pick<RunOptions, "queue" | "siteUrl" | "secret" | "siteTimeZone" | "now" | "clockShiftMs">,
): Promise<number> {
  const now = (options.now ?? (() => new Date()))();
  const [recipient] = await db
    .select(RECIPIENT_COLUMNS)
    .from(subscribers)
    .where(
      and(
        eq(subscribers.id, subscriberId),
        eq(subscribers.isVerified, true),
        isNull(subscribers.unsubscribedAt),
        isNull(subscribers.bouncedAt),
      ),
    );
  if (!recipient) return 0;
  const queued = await db
    .select({ id: newsletterEditions.id, kind: newsletterEditions.kind, date: newsletterEditions.issueDate })
    .from(newsletterEditions)
    .where(and(isNotNull(newsletterEditions.queuedAt), inArray(newsletterEditions.issueDate, openEditionDates(now))));
  const kinds = editionsChosen(recipient.tags);
  const today = calendarDateIn(now, recipient.timeZone ?? options.siteTimeZone);
  const rows = queued
    .filter((edition) => kinds.includes(edition.kind) && !(edition.kind === "daily" && edition.date === today))
    .map((edition) => editionRow(edition, recipient, deliveryWindows(edition.date, options.siteTimeZone), options))
    .filter((row) => row.notBefore > now);
  return rows.length === 0 ? 0 : options.queue(onOutboxClock(rows, options));
}

async function renderMissingAudiences(db: Database, plan: EditionPlan, write: EditionWriter): Promise<void> {
  const done = new Set(
    (
      await db
        .select({ audience: newsletterEditionRenders.audience })
        .from(newsletterEditionRenders)
        .where(eq(newsletterEditionRenders.editionId, plan.id))
    ).map((row) => row.audience),
  );
  for (const audience of AUDIENCES) {
    if (done.has(audience)) continue;
    await storeRender(db, plan.id, audience, await write(plan, audience));
  }
}

/** An edition's content for one audience, as written when it ran (the page that shows it in a browser). */
export async function readEditionContent(db: Database, editionId: string, audience: RenderAudience): Promise<EditionContent | null> {
  const [row] = await db
    .select({ content: newsletterEditionRenders.content })
    .from(newsletterEditionRenders)
    .where(and(eq(newsletterEditionRenders.editionId, editionId), eq(newsletterEditionRenders.audience, audience)));
  return (row?.content as EditionContent | undefined) ?? null;
}

export type EditionSummary = {
  id: string;
  kind: EditionKind;
  date: string;
  title: string;
  recipients: number;
  queuedAt: Date | null;
  createdAt: Date;
};

/** The latest editions, newest first, for the admin. */
export async function recentEditions(db: Database, limit = 30): Promise<EditionSummary[]> {
  const rows = await db
    .select({
      id: newsletterEditions.id,
      kind: newsletterEditions.kind,
      date: newsletterEditions.issueDate,
      title: newsletterEditions.title,
      recipients: newsletterEditions.recipients,
      queuedAt: newsletterEditions.queuedAt,
      createdAt: newsletterEditions.createdAt,
    })
    .from(newsletterEditions)
    .orderBy(desc(newsletterEditions.issueDate), desc(newsletterEditions.createdAt))
    .limit(limit);
  return rows;
}

/** Which of these editions have run (for the schedule shown to the admin). */
export async function existingEditions(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: newsletterEditions.id })
    .from(newsletterEditions)
    .where(inArray(newsletterEditions.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
