import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { mailOutbox } from "#db/schema/index.ts";
import { confirmationMail } from "#app/features/accounts/confirmation-mail.ts";
import { CLAIM_LEASE_MS, deliverDueMail } from "#app/features/mail/delivery.server.ts";
import { claimDueMail, queueMail } from "#app/features/mail/outbox.server.ts";
import { startMailOutboxWorker } from "#server/jobs/mail-outbox.ts";
import { buildEnv } from "#tests/factories/env.ts";
import { readMessage, startSmtpSink, transportsFor } from "#tests/factories/smtp.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`mail delivery tests run on: ${kinds.join(", ")}`);

const FROM = buildEnv().mailFrom;
const LINK = "http://localhost:3000/auth/confirm?token=abc-123&next=%2F";

async function rowOf(database: TestDatabase, id: number) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

const later = (ms: number) => () => new Date(Date.now() + ms);
// A worker whose clock runs a second ahead finds whatever was queued just before it, however the
// test's steps fall within a millisecond.
const justAfterQueueing = later(1_000);

describe.each(kinds)("mail delivery on %s", (kind) => {
  let database: TestDatabase;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const transports = transportsFor();
  const createMailTransport = transports.open;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    transports.closeAll();
    await sink?.close();
    await database?.drop();
  });

  test("a queued confirmation mail is delivered as queued and marked sent", async () => {
    const mail = confirmationMail("reader@example.com", LINK);
    const id = await queueMail(database.db, mail);
    const transport = createMailTransport(sink.url);

    const outcomes = await deliverDueMail(database.db, { transport, from: FROM, now: justAfterQueueing });

    expect(outcomes).toEqual([{ id, kind: "account-confirmation", outcome: "sent", attempts: 0 }]);
    expect(sink.received).toHaveLength(1);
    const [delivered] = sink.received;
    expect(delivered!.envelopeFrom).toBe("no-reply@localhost");
    expect(delivered!.envelopeTo).toEqual(["reader@example.com"]);
    const message = readMessage(delivered!.raw);
    expect(message.headers.from).toBe(FROM);
    expect(message.headers.to).toBe("reader@example.com");
    expect(message.headers.subject).toBe("Confirm your Cosmic Daily account");
    expect(message.text).toBe(mail.text);
    expect(message.html).toBe(mail.html);
    const row = await rowOf(database, id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 0, lastError: null });

    expect(await deliverDueMail(database.db, { transport, from: FROM, now: later(CLAIM_LEASE_MS * 2) })).toEqual([]);
    expect(sink.received).toHaveLength(1);
  });

  test("the headers stored with a message travel with it", async () => {
    const unsubscribe = "<http://localhost:3000/newsletter/unsubscribe?token=t1>";
    await queueMail(database.db, {
      kind: "newsletter",
      to: "fan@example.com",
      subject: "Your week in the stars",
      text: "Mars is busy.",
      html: "<p>Mars is busy.</p>",
      headers: { "List-Unsubscribe": unsubscribe, "X-Cosmic-Issue": "42" },
    });
    await deliverDueMail(database.db, { transport: createMailTransport(sink.url), from: FROM, now: justAfterQueueing });
    const { headers } = readMessage(sink.received[0]!.raw);
    expect(headers["list-unsubscribe"]).toBe(unsubscribe);
    expect(headers["x-cosmic-issue"]).toBe("42");
  });

  test("a rejected message is kept, backs off, and is delivered once after recovery", async () => {
    const id = await queueMail(database.db, confirmationMail("later@example.com", LINK));
    const transport = createMailTransport(sink.url);
    sink.refuseRecipients(() => ({ code: 450, message: "mailbox busy, try later" }));

    const before = Date.now();
    const [failed] = await deliverDueMail(database.db, { transport, from: FROM, now: justAfterQueueing });
    expect(failed).toMatchObject({ id, outcome: "failed", attempts: 1 });
    expect(sink.received).toHaveLength(0);
    const row = await rowOf(database, id);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("mailbox busy, try later");
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);

    sink.refuseRecipients(undefined);
    expect(await deliverDueMail(database.db, { transport, from: FROM })).toEqual([]);
    expect(sink.received).toHaveLength(0);

    const [sent] = await deliverDueMail(database.db, { transport, from: FROM, now: later(32_000) });
    expect(sent).toMatchObject({ id, outcome: "sent" });
    expect(await deliverDueMail(database.db, { transport, from: FROM, now: later(3_600_000) })).toEqual([]);
    expect(sink.received).toHaveLength(1);
    expect((await rowOf(database, id)).sentAt).toBeInstanceOf(Date);
  });

  test("an unreachable SMTP server counts as a failed attempt, and a later server gets the message", async () => {
    const id = await queueMail(database.db, confirmationMail("patient@example.com", LINK));
    const gone = sink.url;
    await sink.close();
    const [failed] = await deliverDueMail(database.db, { transport: createMailTransport(gone), from: FROM, now: justAfterQueueing });
    expect(failed).toMatchObject({ id, outcome: "failed", attempts: 1 });
    expect((await rowOf(database, id)).lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

    sink = await startSmtpSink();
    const [sent] = await deliverDueMail(database.db, { transport: createMailTransport(sink.url), from: FROM, now: later(32_000) });
    expect(sent).toMatchObject({ id, outcome: "sent" });
    expect(sink.received.map((mail) => mail.envelopeTo)).toEqual([["patient@example.com"]]);
  });

  test("claims take at most their limit, never the same row twice, and lease what they take", async () => {
    const ids = await Promise.all(
      Array.from({ length: 15 }, (_, n) => queueMail(database.db, confirmationMail(`c${n}@example.com`, LINK))),
    );
    // A second ahead: the database stamps rows in microseconds, a Date holds milliseconds, so a
    // row queued in the same millisecond as `new Date()` could otherwise look not yet due.
    const now = new Date(Date.now() + 1_000);
    const claim = (limit: number, at = now) => claimDueMail(database.db, at, 60_000, limit);
    const single = await claim(3);
    expect(single).toHaveLength(3);
    const [first, second] = await Promise.all([claim(5), claim(5)]);
    expect(first!.length).toBeLessThanOrEqual(5);
    expect(second!.length).toBeLessThanOrEqual(5);
    const rest = await claim(20);
    const claimed = [single, first!, second!, rest].flat().map((mail) => mail.id);
    expect(claimed.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(await claim(20, new Date(now.getTime() + 59_000))).toEqual([]);
    // A worker that died holding a claim: once the lease is over, the mail is due again.
    expect(await claim(20, new Date(now.getTime() + 61_000))).toHaveLength(15);
  });

  test("mail stamped later within the claim's own millisecond is already due", async () => {
    const id = await queueMail(database.db, confirmationMail("same-ms@example.com", LINK));
    // The database keeps microseconds; a worker's clock has only milliseconds.
    await database.db.execute(sql`update mail_outbox set next_attempt_at = '2026-03-01T09:00:00.000700Z' where id = ${id}`);

    expect(await claimDueMail(database.db, new Date("2026-03-01T09:00:00.000Z"), 60_000, 5)).toEqual([expect.objectContaining({ id })]);
    const again = await queueMail(database.db, confirmationMail("next-ms@example.com", LINK));
    await database.db.execute(sql`update mail_outbox set next_attempt_at = '2026-03-01T09:00:00.001000Z' where id = ${again}`);
    expect(await claimDueMail(database.db, new Date("2026-03-01T09:00:00.000Z"), 60_000, 5)).toEqual([]);
  });

  test("concurrent deliveries on one database send each message exactly once", async () => {
    const count = 30;
    for (let n = 0; n < count; n++) await queueMail(database.db, confirmationMail(`race${n}@example.com`, LINK));
    // Small batches, so the three take turns at the queue.
    const workers = Array.from({ length: 3 }, () =>
      deliverDueMail(database.db, { transport: createMailTransport(sink.url), from: FROM, now: justAfterQueueing, batchSize: 4 }),
    );
    const outcomes = (await Promise.all(workers)).flat();

    expect(outcomes).toHaveLength(count);
    expect(outcomes.every((outcome) => outcome.outcome === "sent")).toBe(true);
    const recipients = sink.received.flatMap((mail) => mail.envelopeTo);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const unsent = await database.db.select().from(mailOutbox).where(eq(mailOutbox.attempts, 0));
    expect(unsent.filter((row) => row.sentAt === null)).toEqual([]);
  });

  test("the worker sends mail as soon as it is queued and stops before its database closes", async () => {
    const logs: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(line) });
    const worker = startMailOutboxWorker({ db: database.db, smtpUrl: sink.url, from: FROM, logger, intervalMs: 60_000 });
    try {
      await queueMail(database.db, confirmationMail("quick@example.com", LINK));
      await until(() => sink.received.length === 1, "the first mail");

      // Stopping mid-send aborts the conversation and records the attempt before stop() returns.
      const held = sink.hold();
      const id = await queueMail(database.db, confirmationMail("slow@example.com", LINK));
      await held.started();
      await worker.stop();
      const outcomesLogged = logs.map(
        (line) => JSON.parse(line) as { mailId?: number; kind?: string; outcome?: string; sent?: number; kinds?: Record<string, number> },
      );
      held.release();
      // Sent mail is one summary line per batch; a mail not sent has its own line.
      expect(outcomesLogged.filter((entry) => entry.sent !== undefined).map(({ sent, kinds }) => ({ sent, kinds }))).toEqual([
        { sent: 1, kinds: { "account-confirmation": 1 } },
      ]);
      expect(
        outcomesLogged.filter((entry) => entry.mailId !== undefined).map(({ mailId, kind, outcome }) => ({ mailId, kind, outcome })),
      ).toEqual([{ mailId: id, kind: "account-confirmation", outcome: "failed" }]);
      const row = await rowOf(database, id);
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/abort/i);

      await queueMail(database.db, confirmationMail("after@example.com", LINK));
      await new Promise((done) => setTimeout(done, 300));
      const recipients = sink.received.flatMap((mail) => mail.envelopeTo);
      expect(recipients).toContain("quick@example.com");
      expect(recipients).not.toContain("after@example.com");
      // Logs carry ids and outcomes: never a link, a body or the SMTP URL.
      expect(logs.join("\n")).not.toMatch(/abc-123|Welcome to Cosmic Daily|127\.0\.0\.1/);
    } finally {
      await worker.stop();
    }
  });
});
