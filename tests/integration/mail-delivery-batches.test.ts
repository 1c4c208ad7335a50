import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "#db/client.ts";
import { mailOutbox, newsletterEditionRenders, newsletterEditions, subscribers } from "#db/schema/index.ts";
import { confirmationMail } from "#app/features/accounts/confirmation-mail.ts";
import { deliverDueMail, RenderCache, SMTP_POOL_SIZE } from "#app/features/mail/delivery.server.ts";
import { queueMail } from "#app/features/mail/outbox.server.ts";
import { startMailOutboxWorker } from "#server/jobs/mail-outbox.ts";
import { buildEnv } from "#tests/factories/env.ts";
import { readMessage, startSmtpSink, transportsFor } from "#tests/factories/smtp.ts";
import { createTestDatabase, isPostgresReachable, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`batched mail delivery tests run on: ${kinds.join(", ")}`);

const FROM = buildEnv().mailFrom;
const LINK = "http://localhost:3000/auth/confirm?token=abc-123&next=%2F";
const later = (ms: number) => () => new Date(Date.now() + ms);
// The database stamps a queued mail to the microsecond, the worker's clock reads milliseconds:
// a worker a second ahead finds whatever was queued just before it.
const justAfterQueueing = later(1_000);

async function rowsOf(db: Database, ids: number[]) {
  const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function addSubscriber(db: Database, email: string) {
  await db.insert(subscribers).values({
    id: randomUUID(),
    email,
    source: "subscribe-page",
    isVerified: true,
    verifiedAt: new Date(),
    consentAt: new Date(),
    consentTextVersion: "test",
  });
}

async function subscriberOf(db: Database, email: string) {
  return (await db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!;
}

const EDITION = "weekly-2026-11-23";
/** An edition rendered for Leo and for everyone, with the recipient's links as placeholders. */
async function addEdition(db: Database) {
  await db.insert(newsletterEditions).values({ id: EDITION, kind: "weekly", issueDate: "2026-11-23", title: "The week of 23 November" });
  const render = (audience: string, subject: string) => ({
    editionId: EDITION,
    audience,
    subject,
    content: { audience },
    html: `<p>${subject}</p><a href="{{browserUrl}}">Read it in your browser</a><a href="{{unsubscribeUrl}}">Unsubscribe</a>`,
    text: `${subject}\nIn your browser: {{browserUrl}}\nUnsubscribe: {{unsubscribeUrl}}`,
  });
  await db.insert(newsletterEditionRenders).values([render("leo", "Leo, your week"), render("all", "Your week, every sign")]);
}

async function queueEditionRow(db: Database, to: string, audience: string, mergeFields: Record<string, string>) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: "newsletter-weekly",
      toAddress: to,
      subject: "",
      textBody: "",
      htmlBody: "",
      headers: {
        "List-Unsubscribe": `<http://localhost:3000/api/unsubscribe?token=one-click-${to}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      editionId: EDITION,
      editionAudience: audience,
      mergeFields,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

const linksFor = (n: number) => ({
  browserUrl: `http://localhost:3000/newsletter/editions/${EDITION}?for=leo&r=${n}`,
  unsubscribeUrl: `http://localhost:3000/unsubscribe?token=t${n}`,
});

describe.each(kinds)("batched mail delivery on %s", (kind) => {
  let database: TestDatabase;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const transports = transportsFor();
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    transports.closeAll();
    await sink?.close();
    await database?.drop();
  });

  test("a recipient refused with 501 is tried once and marked as bouncing; the rest of its batch is delivered", async () => {
    const { db } = database;
    sink.refuseRecipients((address) =>
      address === "bad@example.com"
        ? { code: 501, message: "Bad recipient address syntax" }
        : address === "gone@example.com"
          ? { code: 550, message: "5.1.1 <gone@example.com>: mailbox unavailable" }
          : undefined,
    );
    await addSubscriber(db, "bad@example.com");
    await addSubscriber(db, "fine0@example.com");
    const recipients = [
      "fine0@example.com",
      "bad@example.com",
      "fine1@example.com",
      "gone@example.com",
      "fine2@example.com",
      "fine3@example.com",
    ];
    const ids = new Map<string, number>();
    for (const to of recipients) ids.set(to, await queueMail(db, confirmationMail(to, LINK)));
    const transport = transports.open(sink.url);

    const outcomes = await deliverDueMail(db, { transport, from: FROM, now: justAfterQueueing });

    expect(outcomes).toHaveLength(6);
    const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
    expect(byId.get(ids.get("bad@example.com")!)).toMatchObject({ outcome: "refused", attempts: 1 });
    expect(byId.get(ids.get("gone@example.com")!)).toMatchObject({ outcome: "refused", attempts: 1 });
    // The outcome is what the log gets: the server's words without the address it quoted.
    expect(byId.get(ids.get("gone@example.com")!)!.error).toContain("550 5.1.1 <<address>>: mailbox unavailable");
    expect(outcomes.map((outcome) => outcome.error ?? "").join("\n")).not.toMatch(/@example\.com/);
    expect(outcomes.filter((outcome) => outcome.outcome === "sent")).toHaveLength(4);
    expect(sink.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual([
      "fine0@example.com",
      "fine1@example.com",
      "fine2@example.com",
      "fine3@example.com",
    ]);

    const rows = await rowsOf(db, [...ids.values()]);
    const bad = rows.get(ids.get("bad@example.com")!)!;
    expect(bad.failedAt).toBeInstanceOf(Date);
    expect(bad).toMatchObject({ sentAt: null, attempts: 1 });
    expect(bad.lastError).toContain("501 Bad recipient address syntax");
    expect(rows.get(ids.get("gone@example.com")!)!.failedAt).toBeInstanceOf(Date);
    for (const to of recipients.filter((address) => address.startsWith("fine"))) {
      expect(rows.get(ids.get(to)!)).toMatchObject({ failedAt: null, attempts: 0, lastError: null });
      expect(rows.get(ids.get(to)!)!.sentAt).toBeInstanceOf(Date);
    }
    const bouncing = await subscriberOf(db, "bad@example.com");
    expect(bouncing.bouncedAt).toBeInstanceOf(Date);
    expect(bouncing.bounceReason).toBe("501 Bad recipient address syntax");
    expect(await subscriberOf(db, "fine0@example.com")).toMatchObject({ bouncedAt: null, bounceReason: null });
    // gone@ is no subscriber: refusing it adds nobody to the list.
    expect(await db.select().from(subscribers).where(eq(subscribers.email, "gone@example.com"))).toEqual([]);

    // Never again, however long one waits.
    sink.refuseRecipients(undefined);
    expect(await deliverDueMail(db, { transport, from: FROM, now: later(24 * 3_600_000) })).toEqual([]);
    expect(sink.rcptAttempts("bad@example.com")).toBe(1);
    expect(sink.rcptAttempts("gone@example.com")).toBe(1);
    expect(sink.received).toHaveLength(4);
  });

  test("a 4xx refusal is retried after 30 s, then a minute, and delivered once the server takes it", async () => {
    const { db } = database;
    await addSubscriber(db, "busy@example.com");
    sink.refuseRecipients((address) =>
      address === "busy@example.com" ? { code: 451, message: "4.7.1 greylisted, try again later" } : undefined,
    );
    const busy = await queueMail(db, confirmationMail("busy@example.com", LINK));
    const other = await queueMail(db, confirmationMail("other@example.com", LINK));
    const transport = transports.open(sink.url);

    const first = Date.now();
    const outcomes = await deliverDueMail(db, { transport, from: FROM, now: justAfterQueueing });
    expect(outcomes.find((outcome) => outcome.id === busy)).toMatchObject({ outcome: "failed", attempts: 1 });
    expect(outcomes.find((outcome) => outcome.id === other)).toMatchObject({ outcome: "sent" });
    let row = (await rowsOf(db, [busy])).get(busy)!;
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(row.lastError).toContain("451 4.7.1 greylisted");
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(first + 1_000 + 29_000);
    expect(row.nextAttemptAt.getTime()).toBeLessThan(first + 1_000 + 32_000);

    expect(await deliverDueMail(db, { transport, from: FROM, now: later(20_000) })).toEqual([]);
    const second = Date.now();
    expect(await deliverDueMail(db, { transport, from: FROM, now: later(32_000) })).toMatchObject([
      { id: busy, outcome: "failed", attempts: 2 },
    ]);
    row = (await rowsOf(db, [busy])).get(busy)!;
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(second + 32_000 + 59_000);
    expect(row.failedAt).toBeNull();
    expect((await subscriberOf(db, "busy@example.com")).bouncedAt).toBeNull();

    sink.refuseRecipients(undefined);
    expect(await deliverDueMail(db, { transport, from: FROM, now: later(95_000) })).toMatchObject([{ id: busy, outcome: "sent" }]);
    expect(sink.rcptAttempts("busy@example.com")).toBe(3);
    expect(sink.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual(["busy@example.com", "other@example.com"]);
  });

  test("an edition's mail is its render with the recipient's links filled in, under its own List-Unsubscribe", async () => {
    const { db } = database;
    await addEdition(db);
    const tricky = { ...linksFor(0), browserUrl: `http://localhost:3000/e?a=1&b="2"<3>` };
    const first = await queueEditionRow(db, "leo0@example.com", "leo", tricky);
    const leos = [first];
    for (let n = 1; n < 12; n++) leos.push(await queueEditionRow(db, `leo${n}@example.com`, "leo", linksFor(n)));
    const everyone = [];
    for (let n = 0; n < 12; n++) everyone.push(await queueEditionRow(db, `all${n}@example.com`, "all", linksFor(100 + n)));
    const missing = await queueEditionRow(db, "nolink@example.com", "leo", { browserUrl: "http://localhost:3000/e" });
    await addSubscriber(db, "nolink@example.com");
    const renders = new RenderCache();
    const transport = transports.open(sink.url);

    // Small batches: the renders are read once, not once a batch.
    const outcomes = await deliverDueMail(db, { transport, from: FROM, now: justAfterQueueing, batchSize: 5, renders });

    expect(outcomes).toHaveLength(25);
    expect(renders.reads).toBe(2);
    expect(outcomes.filter((outcome) => outcome.outcome === "sent")).toHaveLength(24);
    expect(outcomes.find((outcome) => outcome.id === missing)).toMatchObject({
      outcome: "refused",
      attempts: 1,
      error: `edition ${EDITION}: the edition needs the merge field "unsubscribeUrl", which this message does not have`,
    });
    const refused = (await rowsOf(db, [missing])).get(missing)!;
    expect(refused.failedAt).toBeInstanceOf(Date);
    expect(refused.sentAt).toBeNull();
    expect(sink.rcptAttempts("nolink@example.com")).toBe(0);
    // Not the address's fault: it is not marked as bouncing.
    expect((await subscriberOf(db, "nolink@example.com")).bouncedAt).toBeNull();

    const mailTo = (to: string) => readMessage(sink.received.find((mail) => mail.envelopeTo[0] === to)!.raw);
    const leo = mailTo("leo0@example.com");
    expect(leo.headers.subject).toBe("Leo, your week");
    expect(leo.headers["list-unsubscribe"]).toBe("<http://localhost:3000/api/unsubscribe?token=one-click-leo0@example.com>");
    expect(leo.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(leo.text).toBe(
      `Leo, your week\nIn your browser: http://localhost:3000/e?a=1&b="2"<3>\nUnsubscribe: http://localhost:3000/unsubscribe?token=t0`,
    );
    expect(leo.html).toBe(
      '<p>Leo, your week</p><a href="http://localhost:3000/e?a=1&amp;b=&quot;2&quot;&lt;3&gt;">Read it in your browser</a>' +
        '<a href="http://localhost:3000/unsubscribe?token=t0">Unsubscribe</a>',
    );
    const all = mailTo("all7@example.com");
    expect(all.headers.subject).toBe("Your week, every sign");
    expect(all.headers["list-unsubscribe"]).toBe("<http://localhost:3000/api/unsubscribe?token=one-click-all7@example.com>");
    expect(all.text).toContain("Unsubscribe: http://localhost:3000/unsubscribe?token=t107");
    expect(all.html).toContain('<a href="http://localhost:3000/unsubscribe?token=t107">Unsubscribe</a>');
    for (const mail of sink.received) expect(readMessage(mail.raw).html).not.toContain("{{");

    const rows = await rowsOf(db, [...leos, ...everyone]);
    expect([...rows.values()].every((row) => row.sentAt !== null && row.failedAt === null)).toBe(true);
  });

  test("sends a batch over a few pooled connections, never more than the pool holds", async () => {
    const { db } = database;
    for (let n = 0; n < 60; n++) await queueMail(db, confirmationMail(`pool${n}@example.com`, LINK));
    const outcomes = await deliverDueMail(db, { transport: transports.open(sink.url), from: FROM, now: justAfterQueueing });
    expect(outcomes.filter((outcome) => outcome.outcome === "sent")).toHaveLength(60);
    expect(new Set(sink.received.flatMap((mail) => mail.envelopeTo)).size).toBe(60);
    expect(sink.connections.peak).toBeGreaterThan(1);
    expect(sink.connections.peak).toBeLessThanOrEqual(SMTP_POOL_SIZE);
    expect(sink.connections.opened).toBeLessThanOrEqual(SMTP_POOL_SIZE);
  });

  test("stopping mid-batch: the sends in flight are failed attempts, the rest of the batch is handed back untried", async () => {
    const { db } = database;
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push(await queueMail(db, confirmationMail(`stop${n}@example.com`, LINK)));
    const held = sink.hold();
    const shutdown = new AbortController();
    const delivering = deliverDueMail(db, {
      transport: transports.open(sink.url),
      from: FROM,
      now: justAfterQueueing,
      signal: shutdown.signal,
    });
    await held.started(SMTP_POOL_SIZE);
    shutdown.abort();
    const outcomes = await delivering;
    held.release();

    expect(outcomes).toHaveLength(SMTP_POOL_SIZE);
    expect(outcomes.every((outcome) => outcome.outcome === "failed" && outcome.attempts === 1)).toBe(true);
    const rows = await rowsOf(db, ids);
    const inFlight = ids.filter((id) => outcomes.some((outcome) => outcome.id === id));
    const untried = ids.filter((id) => !inFlight.includes(id));
    for (const id of inFlight) expect(rows.get(id)!.lastError).toMatch(/abort/i);
    for (const id of untried) {
      expect(rows.get(id)).toMatchObject({ attempts: 0, lastError: null, sentAt: null, failedAt: null });
      // Due again at once, not at the end of the lease.
      expect(rows.get(id)!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }

    const next = await deliverDueMail(db, { transport: transports.open(sink.url), from: FROM, now: justAfterQueueing });
    expect(next.map((outcome) => outcome.id).sort((a, b) => a - b)).toEqual(untried);
    expect(next.every((outcome) => outcome.outcome === "sent")).toBe(true);
  });

  test("a worker whose tick reached its limit starts the next at once instead of waiting for its poll", async () => {
    const { db } = database;
    const count = 23;
    for (let n = 0; n < count; n++) await queueMail(db, confirmationMail(`tick${n}@example.com`, LINK));
    await new Promise((done) => setTimeout(done, 20)); // the worker reads the clock as it is
    const worker = startMailOutboxWorker({
      db,
      smtpUrl: sink.url,
      from: FROM,
      logger: pino({ level: "silent" }),
      intervalMs: 60_000,
      limit: 5,
    });
    try {
      const deadline = Date.now() + 15_000;
      while (sink.received.length < count && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    } finally {
      await worker.stop();
    }
    expect(new Set(sink.received.flatMap((mail) => mail.envelopeTo)).size).toBe(count);
  });
});

// Two instances are two processes with their own pools on one PostgreSQL database: here, two
// database handles on one database, each with its own SMTP pool.
const postgres = await isPostgresReachable();
const SKIP_REASON = "PostgreSQL is not reachable (TEST_DATABASE_URL): two delivering workers need one PostgreSQL database";
if (!postgres) console.warn(SKIP_REASON);

describe("two workers delivering at once on one PostgreSQL database", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const transports = transportsFor();
  beforeAll(async () => {
    if (!postgres) return;
    database = await createTestDatabase("postgres");
    second = await openDatabase(database.target);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    transports.closeAll();
    await sink?.close();
    await second?.close();
    await database?.drop();
  });

  test("never send one message twice", async ({ skip }) => {
    skip(!postgres, SKIP_REASON);
    const count = 300;
    const recipients = Array.from({ length: count }, (_, n) => `twice${n}@example.com`);
    await database.db.insert(mailOutbox).values(
      recipients.map((to) => {
        const mail = confirmationMail(to, LINK);
        return {
          kind: mail.kind,
          toAddress: to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          headers: mail.headers ?? {},
        };
      }),
    );
    const deliver = (handle: DatabaseHandle) =>
      deliverDueMail(handle.db, { transport: transports.open(sink.url), from: FROM, now: justAfterQueueing, batchSize: 10 });
    const [first, other] = await Promise.all([deliver(database), deliver(second)]);

    expect(first.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    expect(first.length + other.length).toBe(count);
    expect([...first, ...other].every((outcome) => outcome.outcome === "sent")).toBe(true);
    const delivered = sink.received.flatMap((mail) => mail.envelopeTo);
    expect(delivered).toHaveLength(count);
    expect(new Set(delivered).size).toBe(count);
    expect(recipients.every((to) => sink.rcptAttempts(to) === 1)).toBe(true);
    const unsent = await database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.attempts, 1));
    expect(unsent).toEqual([]);
  });
});
