import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, subscribers } from "#db/schema/index.ts";
import { deliverDueMail } from "#app/features/mail/delivery.server.ts";
import { editionDeliveryCounts, editionMailCount, queueEditionMail } from "#app/features/mail/edition-outbox.server.ts";
import type { EditionWriter } from "#app/features/newsletter/editions/edition-content.ts";
import { runEdition, type EditionPlan } from "#app/features/newsletter/editions/edition-runs.server.ts";
import { confirmedSubscriber } from "#tests/factories/newsletter.ts";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// Issue 33: each edition leaves at its reader's hour on their own clocks. The daily edition of
// Thursday 3 December 2026 runs when that date begins at UTC+14 (2 December, 10:00 UTC); 06:00
// is 21:00 UTC on the 2nd in Tokyo, 11:00 UTC on the 3rd in New York, 16:00 UTC on the 2nd on
// Kiritimati (UTC+14).
const PLAN: EditionPlan = { id: "daily-2026-12-03", kind: "daily", date: "2026-12-03", occasion: "", title: "Daily" };
const OPENS = new Date("2026-12-02T10:00:00Z");

const writer: EditionWriter = async (edition, audience) => ({
  kind: edition.kind,
  audience,
  subject: `${edition.id} for ${audience}`,
  preheader: "",
  title: audience,
  dateLine: edition.date,
  intro: "Intro.",
  blocks: [],
});

type Reader = { email: string; timeZone: string | null; deliveryTime?: string };
const addReaders = (database: TestDatabase, readers: Reader[]) =>
  database.db
    .insert(subscribers)
    .values(readers.map((reader) => confirmedSubscriber({ ...reader, deliveryTime: reader.deliveryTime ?? "06:00" })));

const TOKYO: Reader = { email: "tokyo@example.com", timeZone: "Asia/Tokyo" };
const NEW_YORK: Reader = { email: "new-york@example.com", timeZone: "America/New_York" };

const run = (database: TestDatabase, now: Date) =>
  runEdition(database.db, PLAN, {
    write: writer,
    queue: (rows) => queueEditionMail(database.db, rows),
    countQueued: (id) => editionMailCount(database.db, id),
    siteUrl: "https://cosmicdaily.example",
    secret: "a-readers-hour-test-secret-that-is-long-enough",
    siteTimeZone: "Europe/London",
    now: () => now,
  });

describe.each(await testDatabaseKinds())("the reader's hour on %s", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });
  const sent: string[] = [];
  const transport = { sendMail: async (message: { to?: unknown }) => void sent.push(String(message.to)) };
  /** What one delivery at `instant` sends, with the newsletter paused or not. */
  const deliverAt = async (instant: string, paused = false) => {
    sent.length = 0;
    await deliverDueMail(database.db, {
      transport,
      from: "stars@cosmic.example",
      now: () => new Date(instant),
      holdEditions: async () => paused,
    });
    return [...sent].sort();
  };

  it("[newsletter.send-time] a reader in Tokyo and one in New York each get one edition at 06:00 on their own clocks, and nothing before", async () => {
    await addReaders(database, [
      TOKYO,
      NEW_YORK,
      // An address from before zones were asked: the site's zone, London.
      { email: "london@example.com", timeZone: null, deliveryTime: "07:30" },
    ]);
    expect(await run(database, OPENS)).toMatchObject({ newlyQueued: 3 });
    expect(await deliverAt("2026-12-02T20:59:59Z")).toEqual([]);
    expect(await deliverAt("2026-12-02T21:00:00Z")).toEqual(["tokyo@example.com"]);
    expect(await deliverAt("2026-12-03T07:29:59Z")).toEqual([]);
    expect(await deliverAt("2026-12-03T07:30:00Z")).toEqual(["london@example.com"]);
    expect(await deliverAt("2026-12-03T10:59:59Z")).toEqual([]);
    expect(await deliverAt("2026-12-03T11:00:00Z")).toEqual(["new-york@example.com"]);
    // Exactly once: nothing more, later that day or the next.
    expect(await deliverAt("2026-12-03T23:00:00Z")).toEqual([]);
    expect(await deliverAt("2026-12-04T11:00:00Z")).toEqual([]);
    expect((await editionDeliveryCounts(database.db, [PLAN.id])).get(PLAN.id)).toMatchObject({ sent: 3, queued: 0 });
  });

  it("[newsletter.pause] a paused sending holds both; on resume each goes the same local day, and a reader whose day ended meanwhile gets nothing", async () => {
    await addReaders(database, [TOKYO, NEW_YORK, { email: "kiritimati@example.com", timeZone: "Pacific/Kiritimati" }]);
    await run(database, OPENS);
    expect(await deliverAt("2026-12-03T12:00:00Z", true)).toEqual([]);
    // Resumed at 14:00 UTC: 23:00 in Tokyo and 09:00 in New York on the 3rd, but already the 4th on Kiritimati.
    expect(await deliverAt("2026-12-03T14:00:00Z")).toEqual(["new-york@example.com", "tokyo@example.com"]);
    expect(await deliverAt("2026-12-04T20:00:00Z")).toEqual([]);
    expect((await editionDeliveryCounts(database.db, [PLAN.id])).get(PLAN.id)).toMatchObject({ sent: 2, expired: 1 });
  });

  it("[newsletter.send-time] a site down at a reader's hour sends when back the same local day, never a day late", async () => {
    await addReaders(database, [TOKYO, NEW_YORK]);
    // The edition runs late, once the 3rd is over in Tokyo (15:00 UTC): Tokyo is left out, New York is queued.
    expect(await run(database, new Date("2026-12-03T16:00:00Z"))).toMatchObject({ newlyQueued: 1 });
    const [row] = await database.db
      .select({ notBefore: mailOutbox.nextAttemptAt, deliverBy: mailOutbox.deliverBy })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.editionId, PLAN.id), eq(mailOutbox.toAddress, "new-york@example.com")));
    expect(row).toEqual({ notBefore: new Date("2026-12-03T11:00:00Z"), deliverBy: new Date("2026-12-04T05:00:00Z") });
    // The outbox was down from before 06:00 until midnight in New York: the mail expires unsent.
    expect(await deliverAt("2026-12-04T05:00:00Z")).toEqual([]);
    expect((await editionDeliveryCounts(database.db, [PLAN.id])).get(PLAN.id)).toMatchObject({ sent: 0, expired: 1 });
  });
});
