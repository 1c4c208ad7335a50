import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client.ts";
import { confirmationMail } from "#app/features/accounts/confirmation-mail.ts";
import type { MailTransport } from "#app/features/mail/delivery.server.ts";
import { queueMail } from "#app/features/mail/outbox.server.ts";
import { startHoroscopePregeneration } from "#server/jobs/horoscope-pregeneration.ts";
import { createJobClaims } from "#server/jobs/job-claims.ts";
import { startMailOutboxWorker } from "#server/jobs/mail-outbox.ts";
import { buildTestSite } from "#tests/factories/site.ts";
import { createTestDatabase, isPostgresReachable, rowsOf, type TestDatabase } from "#tests/setup/databases.ts";

// Two instances of the site are two processes with their own pools on one PostgreSQL database:
// here, two database handles (so no connection, cache or lock is shared in memory) on one database.
const postgres = await isPostgresReachable();
const SKIP_REASON = "PostgreSQL is not reachable (TEST_DATABASE_URL): two instances need one PostgreSQL database";
if (!postgres) console.warn(SKIP_REASON);

describe("jobs shared by two instances on one PostgreSQL database", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  beforeAll(async () => {
    if (!postgres) return;
    database = await createTestDatabase("postgres");
    second = await openDatabase(database.target);
  });
  afterAll(async () => {
    await second?.close();
    await database?.drop();
  });

  test("[startup.jobs-once] both instances start the horoscope pre-generation at once: one writes the day, the other skips", async ({
    skip,
  }) => {
    skip(!postgres, SKIP_REASON);
    const logs: Array<{ instance: string; msg: string }> = [];
    const runs: string[] = [];
    const instances = [
      { name: "instance-a", handle: database as DatabaseHandle },
      { name: "instance-b", handle: second },
    ];
    const jobs = instances.map(({ name, handle }) => {
      const site = buildTestSite(handle);
      const logger = pino({ level: "info" }, { write: (line: string) => void logs.push({ instance: name, ...JSON.parse(line) }) });
      // The real service, counted: each call is one instance doing the day's work.
      const horoscopes = {
        today: site.horoscopes.today,
        ensureDays: (...args: Parameters<typeof site.horoscopes.ensureDays>) => {
          runs.push(name);
          return site.horoscopes.ensureDays(...args);
        },
      };
      return startHoroscopePregeneration({ horoscopes, timeZone: "UTC", logger, claims: createJobClaims(handle.db, name) });
    });
    await Promise.all(jobs.map((job) => job.idle()));
    await Promise.all(jobs.map((job) => job.stop()));

    expect(runs).toHaveLength(1);
    const ready = logs.filter((entry) => entry.msg === "daily horoscopes ready");
    expect(ready.map((entry) => entry.instance)).toEqual(runs);
    expect(logs.filter((entry) => /another instance/.test(entry.msg)).map((entry) => entry.instance)).toEqual(
      instances.map(({ name }) => name).filter((name) => name !== runs[0]),
    );
    const [stored] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from daily_horoscopes`));
    expect(stored?.n).toBe(24); // twelve signs, today and tomorrow
    const claims = rowsOf<{ claimed_by: string; attempts: number; finished: boolean }>(
      await database.db.execute(
        sql`select claimed_by, attempts, finished_at is not null as finished from job_runs where job = 'horoscope-pregeneration'`,
      ),
    );
    expect(claims).toEqual([{ claimed_by: runs[0], attempts: 1, finished: true }]);
  });

  test("[startup.jobs-once] twenty claimers on two pools racing for ten runs: exactly one wins each run", async ({ skip }) => {
    skip(!postgres, SKIP_REASON);
    const claimers = Array.from({ length: 20 }, (_, n) => createJobClaims((n % 2 ? second : database).db, `claimer-${n}`));
    const runKeys = Array.from({ length: 10 }, (_, n) => `race-${n}`);
    const outcomes = await Promise.all(
      runKeys.flatMap((runKey) =>
        claimers.map(async (claims) => ({ runKey, outcome: (await claims.claim("race", runKey, 60_000)).outcome })),
      ),
    );
    for (const runKey of runKeys) {
      const won = outcomes.filter((entry) => entry.runKey === runKey && entry.outcome === "claimed");
      expect(won, runKey).toHaveLength(1);
    }
    expect(outcomes.filter((entry) => entry.outcome === "busy")).toHaveLength(runKeys.length * (claimers.length - 1));
  });

  test("[startup.jobs] two mail workers on one database send each queued mail exactly once", async ({ skip }) => {
    skip(!postgres, SKIP_REASON);
    const sent: string[] = [];
    const transport = (): MailTransport => ({
      sendMail: async (message) => {
        await new Promise((done) => setTimeout(done, 5));
        sent.push(String(message.to));
        return {};
      },
    });
    const silent = pino({ level: "silent" });
    const count = 20;
    for (let n = 0; n < count; n++) await queueMail(database.db, confirmationMail(`twice${n}@example.com`, "http://localhost:3000/x"));
    const workers = [database, second].map((handle) =>
      startMailOutboxWorker({
        db: handle.db,
        transport: transport(),
        from: "Cosmic Daily <hello@example.com>",
        logger: silent,
        intervalMs: 20,
      }),
    );
    try {
      const deadline = Date.now() + 10_000;
      while (sent.length < count && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
      await new Promise((done) => setTimeout(done, 200)); // time for a duplicate to show, were there one
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
  });
});
