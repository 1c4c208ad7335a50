import pino from "pino";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Database } from "#db/client.ts";
import { pruneRawAnalytics, rollupDueDays } from "#app/features/analytics/rollup.server.ts";
import { forgetPastSalts } from "#app/features/analytics/visitor-hash.server.ts";
import { startAnalyticsRollup } from "./analytics-rollup";
import { pruneFinishedRuns, type JobClaim, type JobClaims } from "./job-claims";

// The job's schedule and claims are what is tested here; the recount itself has its own tests
// against a database (tests/integration/analytics-rollup.test.ts).
vi.mock("#app/features/analytics/rollup.server.ts", () => ({
  rollupDueDays: vi.fn(),
  pruneRawAnalytics: vi.fn(),
}));
vi.mock("#app/features/analytics/visitor-hash.server.ts", () => ({ forgetPastSalts: vi.fn() }));
vi.mock("./job-claims", async (original) => ({ ...(await original<object>()), pruneFinishedRuns: vi.fn() }));

const silent = pino({ level: "silent" });
const db = {} as Database;
const rollup = vi.mocked(rollupDueDays);
const prune = vi.mocked(pruneRawAnalytics);

beforeEach(() => {
  vi.mocked(forgetPastSalts).mockReset().mockResolvedValue();
  vi.mocked(pruneFinishedRuns).mockReset().mockResolvedValue(0);
  rollup.mockReset().mockResolvedValue(["2026-11-24", "2026-11-25"]);
  prune.mockReset().mockResolvedValue({ pageViews: 0, events: 0, vitals: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Claims as the `job_runs` table keeps them, in memory, shared by the jobs given the same object. */
function memoryClaims(): JobClaims & { keys: string[] } {
  const finished = new Set<string>();
  const held = new Set<string>();
  const keys: string[] = [];
  return {
    keys,
    claim: async (job, runKey): Promise<JobClaim> => {
      keys.push(`${job} ${runKey}`);
      if (finished.has(runKey)) return { outcome: "done" };
      if (held.has(runKey)) return { outcome: "busy", until: new Date() };
      held.add(runKey);
      return {
        outcome: "claimed",
        finish: async () => {
          held.delete(runKey);
          finished.add(runKey);
        },
        release: async () => void held.delete(runKey),
      };
    },
  };
}

const start = (claims: JobClaims, intervalSeconds = 300) =>
  startAnalyticsRollup({ db, logger: silent, claims, timeZone: "Europe/London", intervalSeconds, retentionDays: 30 });

/** The instants the recount was asked to count up to, as ISO strings. */
const rollupTimes = () => rollup.mock.calls.map(([, options]) => options.now.toISOString());

test("[analytics.rollup] runs at boot, then once in each slot of ANALYTICS_ROLLUP_SECONDS, and prunes after each recount", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T10:02:00Z") });
  const claims = memoryClaims();
  const job = start(claims);
  await vi.advanceTimersByTimeAsync(0);
  expect(rollupTimes()).toEqual(["2026-11-25T10:02:00.000Z"]);
  expect(rollup.mock.calls[0]![0]).toBe(db);
  expect(rollup.mock.calls[0]![1]).toMatchObject({ timeZone: "Europe/London", retentionDays: 30 });
  expect(prune.mock.calls.map(([, options]) => options)).toEqual([
    { retentionDays: 30, now: new Date("2026-11-25T10:02:00Z"), timeZone: "Europe/London" },
  ]);

  // The next slot starts at 10:05, a slot being 300 s counted from the epoch.
  await vi.advanceTimersByTimeAsync(2 * 60_000);
  expect(rollup).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(60_000 + 1_000);
  expect(rollupTimes()).toEqual(["2026-11-25T10:02:00.000Z", "2026-11-25T10:05:01.000Z"]);
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  expect(rollupTimes()).toEqual([
    "2026-11-25T10:02:00.000Z",
    "2026-11-25T10:05:01.000Z",
    "2026-11-25T10:10:01.000Z",
    "2026-11-25T10:15:01.000Z",
  ]);
  expect(prune).toHaveBeenCalledTimes(4);
  expect(claims.keys).toEqual([
    "analytics-rollup 2026-11-25T10:00:00.000Z",
    "analytics-rollup 2026-11-25T10:05:00.000Z",
    "analytics-rollup 2026-11-25T10:10:00.000Z",
    "analytics-rollup 2026-11-25T10:15:00.000Z",
  ]);
  await job.stop();
});

test("[analytics.rollup] two instances on one database take each slot once between them", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T10:02:00Z") });
  const claims = memoryClaims();
  const first = start(claims);
  await vi.advanceTimersByTimeAsync(0);
  // The second boots a minute later, in a slot the first already did.
  await vi.advanceTimersByTimeAsync(60_000);
  const second = start(claims);
  await vi.advanceTimersByTimeAsync(0);
  expect(rollup).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(15 * 60_000);
  // Slots 10:00, 10:05, 10:10 and 10:15, each counted once though both instances asked.
  expect(rollup).toHaveBeenCalledTimes(4);
  expect(claims.keys.filter((key) => key.endsWith("10:05:00.000Z"))).toHaveLength(2);
  await Promise.all([first.stop(), second.stop()]);
});

test("[analytics.rollup] a failed run gives its slot back and the next slot runs again", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T10:04:00Z") });
  rollup.mockRejectedValueOnce(new Error("the database went away"));
  const claims = memoryClaims();
  const job = start(claims);
  await vi.advanceTimersByTimeAsync(0);
  expect(rollup).toHaveBeenCalledTimes(1);
  expect(prune).not.toHaveBeenCalled();
  // The slot was released, not finished: another instance could still take it.
  const again = await claims.claim("analytics-rollup", "2026-11-25T10:00:00.000Z", 1_000);
  expect(again.outcome).toBe("claimed");

  await vi.advanceTimersByTimeAsync(61_000);
  expect(rollup).toHaveBeenCalledTimes(2);
  expect(prune).toHaveBeenCalledTimes(1);
  await job.stop();
});

test("[analytics.rollup] stop waits for the run in flight, passes it the signal to stop between days, and nothing runs after", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T10:02:00Z") });
  let finishRun: (days: string[]) => void = () => {};
  let signal: AbortSignal | undefined;
  rollup.mockImplementationOnce((_db, options) => {
    signal = options.signal;
    return new Promise((done) => (finishRun = done));
  });
  const claims = memoryClaims();
  const job = start(claims);
  await vi.advanceTimersByTimeAsync(0);
  expect(rollup).toHaveBeenCalledTimes(1);

  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(signal?.aborted).toBe(true);
  expect(stopped).toBe(false);
  finishRun(["2026-11-25"]);
  await stopping;
  // A stopping instance leaves the pruning to the next run, and gives the slot back for another instance to finish.
  expect(prune).not.toHaveBeenCalled();
  expect((await claims.claim("analytics-rollup", "2026-11-25T10:00:00.000Z", 1_000)).outcome).toBe("claimed");
  await vi.advanceTimersByTimeAsync(30 * 60_000);
  expect(rollup).toHaveBeenCalledTimes(1);
});

test("[analytics.visitors] each run deletes the salts of days before today, and the finished runs of this job older than a day", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T23:59:30Z") });
  const job = start(memoryClaims());
  await vi.advanceTimersByTimeAsync(0);
  // The next slot starts at midnight, and its run a second into it.
  await vi.advanceTimersByTimeAsync(31_000);
  await job.stop();
  // Europe/London is on UTC in November: the run after midnight forgets the 25th's salt.
  expect(vi.mocked(forgetPastSalts).mock.calls.map(([, today]) => today)).toEqual(["2026-11-25", "2026-11-26"]);
  expect(vi.mocked(pruneFinishedRuns).mock.calls.map(([, job, before]) => [job, before.toISOString()])).toEqual([
    ["analytics-rollup", "2026-11-24T23:59:30.000Z"],
    ["analytics-rollup", "2026-11-25T00:00:01.000Z"],
  ]);
});
