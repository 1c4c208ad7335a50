import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestDatabase, rowsOf, type TestDatabase } from "#tests/setup/databases.ts";
import { startHoroscopePregeneration } from "./horoscope-pregeneration";
import { createJobClaims, pruneFinishedRuns } from "./job-claims";

// The embedded database (one process) runs the same claim statement as PostgreSQL.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
});
afterAll(() => database?.drop());

const key = () => `run-${Math.random().toString(36).slice(2, 10)}`;

test("[startup.jobs-once] a claimed run is busy for others until finished, then done for everyone", async () => {
  const [first, second] = [createJobClaims(database.db, "first"), createJobClaims(database.db, "second")];
  const run = key();
  const claim = await first.claim("test-job", run, 60_000);
  expect(claim.outcome).toBe("claimed");
  const busy = await second.claim("test-job", run, 60_000);
  expect(busy.outcome).toBe("busy");
  if (busy.outcome === "busy") expect(busy.until.getTime()).toBeGreaterThan(Date.now() + 50_000);
  if (claim.outcome === "claimed") await claim.finish();
  expect((await second.claim("test-job", run, 60_000)).outcome).toBe("done");
  // The same instance asking again (a restart later that day) is told so too.
  expect((await first.claim("test-job", run, 60_000)).outcome).toBe("done");
  // Another job, or another run of this one, is a claim of its own.
  expect((await second.claim("other-job", run, 60_000)).outcome).toBe("claimed");
});

test("[startup.jobs-once] a released run, or one whose lease ran out, is claimed again", async () => {
  const [first, second] = [createJobClaims(database.db, "first"), createJobClaims(database.db, "second")];
  const released = key();
  const claim = await first.claim("test-job", released, 60_000);
  if (claim.outcome !== "claimed") throw new Error("expected the first claim to win");
  await claim.release();
  expect((await second.claim("test-job", released, 60_000)).outcome).toBe("claimed");

  const abandoned = key();
  expect((await first.claim("test-job", abandoned, 1)).outcome).toBe("claimed");
  await new Promise((done) => setTimeout(done, 20));
  expect((await second.claim("test-job", abandoned, 60_000)).outcome).toBe("claimed");
  const [row] = rowsOf<{ claimed_by: string; attempts: number }>(
    await database.db.execute(sql`select claimed_by, attempts from job_runs where run_key = ${abandoned}`),
  );
  expect(row).toEqual({ claimed_by: "second", attempts: 2 });
});

test("[startup.jobs-once] two pre-generation jobs on one embedded database: one writes the day, the other skips", async () => {
  const logs: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(line) });
  const day = "2031-05-01";
  const runs: string[] = [];
  const service = (name: string) => ({
    today: () => day,
    ensureDays: async () => {
      runs.push(name);
      await new Promise((done) => setTimeout(done, 20));
      return { generated: 24, existing: 0 };
    },
  });
  const jobs = ["a", "b"].map((name) =>
    startHoroscopePregeneration({ horoscopes: service(name), timeZone: "UTC", logger, claims: createJobClaims(database.db, name) }),
  );
  await Promise.all(jobs.map((job) => job.idle()));
  await Promise.all(jobs.map((job) => job.stop()));
  expect(runs).toHaveLength(1);
  const messages = logs.map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(messages.filter((message) => message === "daily horoscopes ready")).toHaveLength(1);
  expect(messages.filter((message) => /another instance/.test(message))).toHaveLength(1);
});

test("[analytics.rollup] finished runs of a job older than the cut-off are deleted; held runs, newer runs and other jobs stay", async () => {
  const claims = createJobClaims(database.db, "pruner");
  const job = `prune-${key()}`;
  const other = `other-${job}`;
  const [old, recent, held] = [key(), key(), key()];
  for (const run of [old, recent]) {
    const claim = await claims.claim(job, run, 60_000);
    if (claim.outcome === "claimed") await claim.finish();
  }
  await claims.claim(job, held, 60_000);
  await claims.claim(other, old, 60_000).then((claim) => (claim.outcome === "claimed" ? claim.finish() : undefined));
  await database.db.execute(
    sql`update job_runs set finished_at = now() - interval '2 days' where job in (${job}, ${other}) and run_key = ${old}`,
  );

  expect(await pruneFinishedRuns(database.db, job, new Date(Date.now() - 86_400_000))).toBe(1);
  const left = rowsOf<{ job: string; run_key: string }>(
    await database.db.execute(sql`select job, run_key from job_runs where job in (${job}, ${other}) order by job, run_key`),
  );
  expect(left.map((row) => `${row.job === job ? "job" : "other"} ${row.run_key}`).sort()).toEqual(
    [`job ${recent}`, `job ${held}`, `other ${old}`].sort(),
  );
});
