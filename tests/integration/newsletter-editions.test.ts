import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { mailOutbox, newsletterEditionRenders, newsletterEditions, subscribers } from "#db/schema/index.ts";
import { deliverDueMail } from "#app/features/mail/delivery.server.ts";
import { editionMailCount, queueEditionMail } from "#app/features/mail/edition-outbox.server.ts";
import { queueMail } from "#app/features/mail/outbox.server.ts";
import type { EditionContent, EditionWriter } from "#app/features/newsletter/editions/edition-content.ts";
import { runEdition, type EditionPlan } from "#app/features/newsletter/editions/edition-runs.server.ts";
import { readListToken } from "#app/features/newsletter/list-links.server.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { rowsOf, testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

const SECRET = "an-edition-test-secret-that-is-long-enough";
const SITE = "https://cosmicdaily.example";

const writer: EditionWriter = async (edition, audience) =>
  ({
    kind: edition.kind,
    audience,
    subject: `${edition.id} for ${audience}`,
    preheader: "",
    title: `Title ${audience}`,
    dateLine: edition.date,
    intro: "Intro.",
    blocks: [{ heading: "Overview", paragraphs: [`Words for ${audience}.`] }],
  }) satisfies EditionContent;

type Someone = {
  email: string;
  sign?: string | null;
  tags?: string[];
  verified?: boolean;
  unsubscribed?: boolean;
  bounced?: boolean;
  deliveryTime?: string;
};

async function addSubscribers(database: TestDatabase, people: Someone[]) {
  const now = new Date();
  await database.db.insert(subscribers).values(
    people.map((person) => ({
      id: randomUUID(),
      email: person.email,
      zodiacSign: person.sign ?? null,
      tags: person.tags ?? [],
      isVerified: person.verified ?? true,
      verifiedAt: now,
      unsubscribedAt: person.unsubscribed ? now : null,
      bouncedAt: person.bounced ? now : null,
      source: "subscribe-page",
      deliveryTime: person.deliveryTime ?? "06:00",
      consentAt: now,
      consentTextVersion: "test",
    })),
  );
}

const runOptions = (database: TestDatabase, extra: Partial<Parameters<typeof runEdition>[2]> = {}) => ({
  write: writer,
  queue: (rows: Parameters<typeof queueEditionMail>[1]) => queueEditionMail(database.db, rows),
  countQueued: (id: string) => editionMailCount(database.db, id),
  siteUrl: SITE,
  secret: SECRET,
  siteTimeZone: "UTC",
  // Before every edition date below: each reader's day of it is still to come.
  now: () => new Date("2026-11-22T12:00:00Z"),
  batchSize: 7,
  ...extra,
});

async function recipientsOf(database: TestDatabase, editionId: string) {
  const rows = await database.db
    .select({ to: mailOutbox.toAddress, audience: mailOutbox.editionAudience, merge: mailOutbox.mergeFields, headers: mailOutbox.headers })
    .from(mailOutbox)
    .where(eq(mailOutbox.editionId, editionId));
  return rows;
}

describe.each(await testDatabaseKinds())("newsletter edition runs on %s", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });

  it("[newsletter.editions] an edition goes to confirmed subscribers who chose it, once each, with the audience of their sign", async () => {
    await addSubscribers(database, [
      { email: "daily-leo@example.com", sign: "leo", tags: ["daily"] },
      { email: "nothing-chosen@example.com", sign: "aries", tags: ["quick-subscribe"] },
      { email: "weekly-only@example.com", sign: "virgo", tags: ["weekly"] },
      { email: "no-sign@example.com", sign: null, tags: ["daily", "special"] },
      { email: "unconfirmed@example.com", sign: "leo", tags: ["daily"], verified: false },
      { email: "left@example.com", sign: "leo", tags: ["daily"], unsubscribed: true },
      { email: "bouncing@example.com", sign: "leo", tags: ["daily"], bounced: true },
    ]);
    const daily: EditionPlan = { id: "daily-2026-11-25", kind: "daily", date: "2026-11-25", occasion: "", title: "Daily" };
    const result = await runEdition(database.db, daily, runOptions(database));
    expect(result).toMatchObject({ newlyQueued: 3, recipients: 3, alreadyQueued: false });
    const rows = await recipientsOf(database, daily.id);
    expect(Object.fromEntries(rows.map((row) => [row.to, row.audience]))).toEqual({
      "daily-leo@example.com": "leo",
      "nothing-chosen@example.com": "aries",
      "no-sign@example.com": "all",
    });
    // Every recipient's links are signed for that recipient.
    for (const row of rows) {
      expect(row.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const token = new URL(row.merge!.preferencesUrl!).searchParams.get("token");
      const [owner] = await database.db
        .select({ email: subscribers.email })
        .from(subscribers)
        .where(eq(subscribers.id, readListToken(token, SECRET)!));
      expect(owner!.email).toBe(row.to);
      expect(row.merge!.browserUrl).toBe(`${SITE}/newsletter/editions/${daily.id}?token=${token}`);
    }
    // Rendered once per audience: twelve signs and the digest.
    const renders = await database.db.select({ audience: newsletterEditionRenders.audience }).from(newsletterEditionRenders);
    expect(renders.map((row) => row.audience).sort()).toEqual([...SIGN_SLUGS, "all"].sort());

    const weekly: EditionPlan = { id: "weekly-2026-11-23", kind: "weekly", date: "2026-11-23", occasion: "", title: "Weekly" };
    await runEdition(database.db, weekly, runOptions(database));
    expect((await recipientsOf(database, weekly.id)).map((row) => row.to)).toEqual(["weekly-only@example.com"]);
    const special: EditionPlan = {
      id: "special-2026-11-24-full-moon",
      kind: "special",
      date: "2026-11-24",
      occasion: "full-moon",
      title: "Full Moon",
    };
    await runEdition(database.db, special, runOptions(database));
    expect((await recipientsOf(database, special.id)).map((row) => row.to)).toEqual(["no-sign@example.com"]);
  });

  it("[newsletter.edition-runs] a run cut short halfway resumes on the next run and queues every address exactly once", async () => {
    const people = Array.from({ length: 40 }, (_, index) => ({
      email: `reader${index}@example.com`,
      sign: SIGN_SLUGS[index % 12],
      tags: ["daily"],
    }));
    await addSubscribers(database, people);
    const plan: EditionPlan = { id: "daily-2026-11-26", kind: "daily", date: "2026-11-26", occasion: "", title: "Daily" };
    const stop = new AbortController();
    let batches = 0;
    await expect(
      runEdition(
        database.db,
        plan,
        runOptions(database, {
          signal: stop.signal,
          queue: async (rows) => {
            const queued = await queueEditionMail(database.db, rows);
            if (++batches === 3) stop.abort();
            return queued;
          },
        }),
      ),
    ).rejects.toThrow(/stopped before every recipient was queued/);
    expect(await editionMailCount(database.db, plan.id)).toBe(21);
    const [halfway] = await database.db.select().from(newsletterEditions).where(eq(newsletterEditions.id, plan.id));
    expect(halfway!.queuedAt).toBeNull();

    // The restart (this instance or another) resumes: the first 21 are passed over, not queued again.
    const resumed = await runEdition(database.db, plan, runOptions(database));
    expect(resumed).toMatchObject({ newlyQueued: 19, recipients: 40 });
    const rows = await recipientsOf(database, plan.id);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.to)).size).toBe(40);
    // A run of an edition that was queued in full queues nothing.
    expect(await runEdition(database.db, plan, runOptions(database))).toMatchObject({
      newlyQueued: 0,
      recipients: 40,
      alreadyQueued: true,
    });
  });

  it("[newsletter.pause] while sending is paused edition mail waits in the outbox and other mail still goes", async () => {
    // Today's edition on the real clock, whose readers' hour (00:00 UTC) has come, as the outbox's own clock runs.
    await addSubscribers(database, [
      { email: "first@example.com", sign: "leo", deliveryTime: "00:00" },
      { email: "second@example.com", sign: null, deliveryTime: "00:00" },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const plan: EditionPlan = { id: `daily-${today}`, kind: "daily", date: today, occasion: "", title: "Daily" };
    await runEdition(database.db, plan, runOptions(database, { now: () => new Date() }));
    await queueMail(database.db, { kind: "newsletter-confirmation", to: "someone@example.com", subject: "Confirm", text: "t", html: "h" });
    // The database stamps the rows in microseconds and the clock here counts milliseconds: a
    // delivery in the same millisecond would find them not yet due.
    const aMomentLater = () => new Date(Date.now() + 1_000);
    const sent: Array<{ to: string; subject: string }> = [];
    const transport = {
      sendMail: async (message: { to?: unknown; subject?: unknown }) =>
        void sent.push({ to: String(message.to), subject: String(message.subject) }),
    };
    await deliverDueMail(database.db, { transport, from: "stars@cosmic.example", now: aMomentLater, holdEditions: async () => true });
    expect(sent.map((mail) => mail.to)).toEqual(["someone@example.com"]);
    await deliverDueMail(database.db, { transport, from: "stars@cosmic.example", now: aMomentLater, holdEditions: async () => false });
    expect(sent.map((mail) => mail.to).sort()).toEqual(["first@example.com", "second@example.com", "someone@example.com"]);
    const leo = sent.find((mail) => mail.to === "first@example.com")!;
    expect(leo.subject).toBe(`${plan.id} for leo`);
  });

  // Two connections to one database need PostgreSQL: PGlite serves a single process.
  it.runIf(kind === "postgres")(
    "[newsletter.edition-runs] two instances running the same edition at once queue each address exactly once",
    async () => {
      const people = Array.from({ length: 300 }, (_, index) => ({
        email: `twice${index}@example.com`,
        sign: SIGN_SLUGS[index % 12],
        tags: [],
      }));
      await addSubscribers(database, people);
      const second = await openDatabase(database.target);
      try {
        const plan: EditionPlan = { id: "daily-2026-11-27", kind: "daily", date: "2026-11-27", occasion: "", title: "Daily" };
        const [one, two] = await Promise.all([
          runEdition(database.db, plan, runOptions(database, { batchSize: 25 })),
          runEdition(second.db, plan, { ...runOptions(database, { batchSize: 25 }), queue: (rows) => queueEditionMail(second.db, rows) }),
        ]);
        expect(one.newlyQueued + two.newlyQueued).toBe(300);
        const counts = rowsOf<{ total: number; distinct: number }>(
          await database.db.execute(
            sql`select count(*)::int as total, count(distinct to_address)::int as distinct from mail_outbox where edition_id = ${plan.id}`,
          ),
        );
        expect(counts).toEqual([{ total: 300, distinct: 300 }]);
      } finally {
        await second.close();
      }
    },
  );
});
