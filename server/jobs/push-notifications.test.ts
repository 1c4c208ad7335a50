import { afterEach, expect, test, vi } from "vitest";
import { capturingLogger } from "#tests/factories/site.ts";
import { startPushNotifications, untilNextMinute } from "./push-notifications";

afterEach(() => {
  vi.useRealTimers();
});

test("[push.send-window] the job wakes just after each minute begins, not before", () => {
  expect(untilNextMinute(new Date("2026-12-03T06:59:59.000Z"))).toBe(1_200);
  expect(untilNextMinute(new Date("2026-12-03T07:00:00.000Z"))).toBe(60_200);
});

test("[push.send-window] each minute one round runs, at that minute; a quiet round logs at debug only", async () => {
  vi.useFakeTimers({ now: new Date("2026-12-03T06:59:30.000Z") });
  const rounds: string[] = [];
  const capture = capturingLogger("debug");
  const job = startPushNotifications({
    logger: capture.logger,
    sendDue: async (now) => {
      rounds.push(now.toISOString());
      return { due: rounds.length === 2 ? 1 : 0, sent: rounds.length === 2 ? 1 : 0, gone: 0, failed: 0, claimedElsewhere: 0 };
    },
  });
  await vi.advanceTimersByTimeAsync(29_000);
  expect(rounds).toEqual([]);
  await vi.advanceTimersByTimeAsync(2 * 60_000);
  expect(rounds).toEqual(["2026-12-03T07:00:00.200Z", "2026-12-03T07:01:00.200Z"]);
  await job.stop();
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  expect(rounds).toHaveLength(2);
  const logged = capture.entries().filter((entry) => entry.msg === "push notifications round");
  expect(logged.map((entry) => [entry.level, entry.minute, entry.sent])).toEqual([
    [20, "2026-12-03T07:00:00.000Z", 0],
    [30, "2026-12-03T07:01:00.000Z", 1],
  ]);
});
