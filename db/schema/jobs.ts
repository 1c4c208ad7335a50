import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per run of a background job that must happen once across every instance, such as the
 * horoscope pre-generation of one day. An instance claims a run by writing its row with a lease;
 * the others see it held (`claimed_until` still ahead) or done (`finished_at` set) and skip it.
 * A run whose holder died is claimed again once its lease has passed.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    /** Which run of the job, e.g. the site's day for a daily job. */
    runKey: text("run_key").notNull(),
    /** The instance that holds or held the run (host, process id and a random tag). */
    claimedBy: text("claimed_by").notNull(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }).notNull(),
    /** How many times the run was claimed: more than 1 after a failure or a holder that died. */
    attempts: integer("attempts").notNull().default(1),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.runKey] })],
);
