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
    sendTime: "06:00",
    timeZone: "UTC",
    logger: silent,
    claims: options.claims ?? memoryClaims(),
    retryMs: 60_000,
  });
  return { ran, editions };
}

test("[newsletter.send-time] nothing leaves before the send time; the day's editions leave at it, once", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-23T05:59:00Z") });
  const { ran, editions } = start();
  await vi.advanceTimersByTimeAsync(59_000);
  expect(ran).toEqual([]);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(ran).toEqual(["daily-2026-11-23", "weekly-2026-11-23"]);
  // The next look is at the next day's send time, and it brings that day's edition only.
  await vi.advanceTimersByTimeAsync(24 * 3_600_000);
  expect(ran).toEqual(["daily-2026-11-23", "weekly-2026-11-23", "daily-2026-11-24"]);
  await editions.stop();
});

test("[newsletter.edition-runs] a boot after the send time sends the day's editions, unless an instance already did", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T09:30:00Z") });
  const claims = memoryClaims();
  claims.finished.add("daily-2026-11-25");
  const { ran, editions } = start({ claims });
  await vi.advanceTimersByTimeAsync(1_000);
  expect(ran).toEqual([]);
  await editions.stop();

  const second = start();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(second.ran).toEqual(["daily-2026-11-25"]);
  await second.editions.stop();
});

test("[newsletter.pause] while paused nothing starts; after resume the day's editions go within a minute", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T06:00:00Z") });
  let paused = true;
  const { ran, editions } = start({ paused: () => paused });
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  expect(ran).toEqual([]);
  paused = false;
  await vi.advanceTimersByTimeAsync(60_000);
  expect(ran).toEqual(["daily-2026-11-25"]);
  await editions.stop();
});

test("[newsletter.edition-runs] a failed run is tried again a minute later", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-25T06:00:00Z") });
  let failures = 1;
  const { ran, editions } = start({ fail: () => failures-- > 0 });
  await vi.advanceTimersByTimeAsync(1_000);
  expect(ran).toEqual([]);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(ran).toEqual(["daily-2026-11-25"]);
  await editions.stop();
});
