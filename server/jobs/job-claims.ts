import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { jobRuns } from "#db/schema/index.ts";

/**
 * What an instance learns when it asks for a run of a job:
 * - `claimed`: the run is this instance's; it calls `finish` once done, or `release` when it gave
 *   up (a failure, a shutdown), so the run can be claimed again at once;
 * - `done`: an instance has already finished it;
 * - `busy`: another instance holds it until `until` (after which it may be claimed again, should
 *   that instance have died).
 */
export type JobClaim =
  | { outcome: "claimed"; finish: () => Promise<void>; release: () => Promise<void> }
  | { outcome: "done" }
  | { outcome: "busy"; until: Date };

/** Runs of background jobs that must happen once across every instance of the site. */
export type JobClaims = {
  claim: (job: string, runKey: string, leaseMs: number) => Promise<JobClaim>;
};

/** Who this process is in claims and logs: host, process id and a random tag (pids repeat). */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

/**
 * Claims kept in the `job_runs` table, so every instance on one database agrees. The claim is a
 * single statement: insert the run's row, or take over a row that is neither finished nor still
 * leased. Two instances asking at once cannot both win, since PostgreSQL settles a conflicting
 * insert against the committed row. The same statement works on PGlite, where there is one process.
 */
export function createJobClaims(db: Database, owner: string): JobClaims {
  return {
    async claim(job, runKey, leaseMs) {
      const lease = sql`now() + ${`${Math.ceil(leaseMs)} milliseconds`}::interval`;
      const [won] = await db
        .insert(jobRuns)
        .values({ job, runKey, claimedBy: owner, claimedUntil: lease })
        .onConflictDoUpdate({
          target: [jobRuns.job, jobRuns.runKey],
          set: { claimedBy: owner, claimedUntil: lease, attempts: sql`${jobRuns.attempts} + 1`, startedAt: sql`now()` },
          setWhere: sql`${jobRuns.finishedAt} is null and ${jobRuns.claimedUntil} <= now()`,
        })
        .returning({ job: jobRuns.job });
      const thisRun = and(eq(jobRuns.job, job), eq(jobRuns.runKey, runKey), eq(jobRuns.claimedBy, owner));
      if (won) {
        return {
          outcome: "claimed",
          async finish() {
            await db
              .update(jobRuns)
              .set({ finishedAt: sql`now()` })
              .where(thisRun);
          },
          async release() {
            // The lease ends now, so the next claim (a retry here or another instance) may take it.
            await db
              .update(jobRuns)
              .set({ claimedUntil: sql`now()` })
              .where(and(thisRun, sql`${jobRuns.finishedAt} is null`));
          },
        };
      }
      const [row] = await db
        .select({ finishedAt: jobRuns.finishedAt, claimedUntil: jobRuns.claimedUntil })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, runKey)));
      if (row?.finishedAt) return { outcome: "done" };
      return { outcome: "busy", until: row?.claimedUntil ?? new Date() };
    },
  };
}

/** For a process that shares its jobs with no one (unit tests): every run is its own. */
export const unsharedJobClaims: JobClaims = {
  claim: () => Promise.resolve({ outcome: "claimed", finish: () => Promise.resolve(), release: () => Promise.resolve() }),
};

/**
 * Deletes the finished runs of a job that claims a new run every few minutes, once they are older
 * than `finishedBefore`: such a job would otherwise add hundreds of rows a day that no claim reads
 * again (a run's key is never asked for after its slot).
 */
export async function pruneFinishedRuns(db: Database, job: string, finishedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(jobRuns)
    .where(and(eq(jobRuns.job, job), sql`${jobRuns.finishedAt} < ${finishedBefore.toISOString()}`))
    .returning({ runKey: jobRuns.runKey });
  return deleted.length;
}
