import pino from "pino";
import { afterEach, expect, test, vi } from "vitest";
import { editionsOn, type PlannedEdition } from "#app/features/newsletter/editions/schedule.ts";
import { startNewsletterEditions } from "./newsletter-editions";
import type { JobClaim, JobClaims } from "./job-claims";

const silent = pino({ level: "silent" });

afterEach(() => {
  vi.useRealTimers();
});

/** Claims as the `job_runs` table keeps them, in memory: a finished run is done for every later claim. */
function memoryClaims(): JobClaims & { finished: Set<string> } {
  const finished = new Set<string>();
  return {
    finished,
    claim: async (_job, runKey): Promise<JobClaim> =>
      finished.has(runKey)
        ? { outcome: "done" }
        : { outcome: "claimed", finish: async () => void finished.add(runKey), release: async () => {} },
  };
}

function start(options: { paused?: () => boolean; fail?: (plan: PlannedEdition) => boolean; claims?: JobClaims } = {}) {
  const ran: string[] = [];
  const editions = startNewsletterEditions({
    plansFor: (date) => editionsOn(date, []),
    run: async (plan) => {
      if (options.fail?.(plan)) throw new Error("the database went away");
      ran.push(plan.id);
      return { editionId: plan.id, newlyQueued: 1, recipients: 1, alreadyQueued: false };
    },
    isPaused: async () => options.paused?.() ?? false,
    logger: silent,
    claims: options.claims ?? memoryClaims(),
    retryMs: 60_000,
  });
  return { ran, editions };
}

test("[newsletter.send-time] a date's editions run once, when it begins at UTC+14, and nothing runs before", async () => {
  // 2026-11-23 (a Monday) begins at UTC+14 on 2026-11-22 at 10:00 UTC.
  vi.useFakeTimers({ now: new Date("2026-11-22T09:59:00Z") });
  const { ran, editions } = start();
  await vi.advanceTimersByTimeAsync(1_000);
  // What is open at boot: the 21st (still going at UTC−12) and the 22nd.
  expect(ran).toEqual(["daily-2026-11-21", "daily-2026-11-22"]);
  await vi.advanceTimersByTimeAsync(58_000);
  expect(ran).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(ran.slice(2)).toEqual(["daily-2026-11-23", "weekly-2026-11-23"]);
  // The next look is when the 24th begins, and it brings that date's edition only.
  await vi.advanceTimersByTimeAsync(24 * 3_600_000);
  expect(ran.slice(4)).toEqual(["daily-2026-11-24"]);
  await editions.stop();
});

test("[newsletter.send-time] a boot runs the editions of every date some reader's day of which is still to come, never an older one", async () => {
  // 2026-11-24 has ended everywhere at 2026-11-25T12:00Z.
  vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00Z") });
  const { ran, editions } = start();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(ran).toEqual(["daily-2026-11-25", "daily-2026-11-26"]);
  await editions.stop();
});

test("[newsletter.edition-runs] a boot runs the open editions, unless an instance already did", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T09:30:00Z") });
  const claims = memoryClaims();
  claims.finished.add("daily-2026-11-24");
  claims.finished.add("daily-2026-11-25");
  const { ran, editions } = start({ claims });
  await vi.advanceTimersByTimeAsync(1_000);
  expect(ran).toEqual([]);
  await editions.stop();

  const second = start();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(second.ran).toEqual(["daily-2026-11-24", "daily-2026-11-25"]);
  await second.editions.stop();
});

test("[newsletter.pause] while paused nothing starts; after resume the open editions go within a minute", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T06:00:00Z") });
  let paused = true;
  const { ran, editions } = start({ paused: () => paused });
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  expect(ran).toEqual([]);
  paused = false;
  await vi.advanceTimersByTimeAsync(60_000);
  expect(ran).toEqual(["daily-2026-11-24", "daily-2026-11-25"]);
  await editions.stop();
});

test("[newsletter.edition-runs] a failed run is tried again a minute later", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T06:00:00Z") });
  let failures = 1;
  const { ran, editions } = start({ fail: () => failures-- > 0 });
  await vi.advanceTimersByTimeAsync(1_000);
  // The first of the open dates failed; the next one still ran.
  expect(ran).toEqual(["daily-2026-11-25"]);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(ran).toEqual(["daily-2026-11-25", "daily-2026-11-24"]);
  await editions.stop();
});
