import pino from "pino";
import { afterEach, expect, test, vi } from "vitest";
import { msUntilNextMidnight, startHoroscopePregeneration } from "./horoscope-pregeneration";

const HOUR = 3_600_000;
const silent = pino({ level: "silent" });

afterEach(() => {
  vi.useRealTimers();
});

test("the delay runs to the next midnight of the zone, not a fixed 24 hours", () => {
  expect(msUntilNextMidnight(new Date("2026-03-10T23:59:59.500Z"), "UTC")).toBe(500);
  expect(msUntilNextMidnight(new Date("2026-03-11T00:00:00Z"), "UTC")).toBe(24 * HOUR);
  // 12:00 in Paris (CEST) is 10:00 UTC; its midnight is 22:00 UTC.
  expect(msUntilNextMidnight(new Date("2026-06-15T10:00:00Z"), "Europe/Paris")).toBe(12 * HOUR);
  // 23:30 in Los Angeles is already the next day in UTC.
  expect(msUntilNextMidnight(new Date("2026-01-15T07:30:00Z"), "America/Los_Angeles")).toBe(HOUR / 2);
});

test("days with a DST change last 23 or 25 hours", () => {
  // New York springs forward on 2024-03-10 and falls back on 2024-11-03.
  expect(msUntilNextMidnight(new Date("2024-03-10T05:00:00Z"), "America/New_York")).toBe(23 * HOUR);
  expect(msUntilNextMidnight(new Date("2024-11-03T04:00:00Z"), "America/New_York")).toBe(25 * HOUR);
});

test("where DST skips midnight itself, the day starts at the first instant that exists", () => {
  // Santiago: on 2024-09-08 clocks jump from 00:00 (-04) to 01:00 (-03), i.e. at 04:00 UTC.
  expect(msUntilNextMidnight(new Date("2024-09-07T16:00:00Z"), "America/Santiago")).toBe(12 * HOUR);
});

function fakeService(today = "2026-03-10") {
  const calls: string[][] = [];
  let failNext = false;
  return {
    calls,
    failOnce: () => (failNext = true),
    service: {
      today: () => today,
      ensureDays: vi.fn(async (dates: readonly string[]) => {
        calls.push([...dates]);
        if (failNext) {
          failNext = false;
          throw new Error("database unavailable");
        }
        return { generated: 24, existing: 0 };
      }),
    },
  };
}

test("the first run writes today and tomorrow straight after start, then re-arms for midnight", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const fake = fakeService();
  const clock = Date.parse("2026-03-10T18:00:00Z");
  const job = startHoroscopePregeneration({ horoscopes: fake.service, timeZone: "UTC", logger: silent, now: () => clock });
  expect(fake.calls).toEqual([]); // never in the caller's way
  await job.idle();
  expect(fake.calls).toEqual([["2026-03-10", "2026-03-11"]]);
  vi.advanceTimersByTime(6 * HOUR - 1);
  await job.idle();
  expect(fake.calls).toHaveLength(1);
  vi.advanceTimersByTime(3_000);
  await job.idle();
  expect(fake.calls).toHaveLength(2);
  await job.stop();
});

test("a failed run is retried soon rather than at the next midnight", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const fake = fakeService();
  fake.failOnce();
  const job = startHoroscopePregeneration({
    horoscopes: fake.service,
    timeZone: "UTC",
    logger: silent,
    now: () => Date.parse("2026-03-10T06:00:00Z"),
    retryMs: 60_000,
  });
  await job.idle();
  expect(fake.calls).toHaveLength(1);
  vi.advanceTimersByTime(60_000);
  await job.idle();
  expect(fake.calls).toHaveLength(2);
  await job.stop();
});

test("stop ends a run in flight and nothing runs afterwards", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  let sawAbort = false;
  const service = {
    today: () => "2026-03-10",
    ensureDays: vi.fn(
      (_dates: readonly string[], { signal }: { signal?: AbortSignal } = {}) =>
        new Promise<{ generated: number; existing: number }>((done) => {
          signal?.addEventListener("abort", () => {
            sawAbort = true;
            done({ generated: 3, existing: 0 });
          });
        }),
    ),
  };
  const job = startHoroscopePregeneration({ horoscopes: service, timeZone: "UTC", logger: silent });
  await new Promise((done) => setImmediate(done));
  expect(service.ensureDays).toHaveBeenCalledTimes(1);
  await job.stop();
  expect(sawAbort).toBe(true);
  vi.advanceTimersByTime(48 * HOUR);
  await job.idle();
  expect(service.ensureDays).toHaveBeenCalledTimes(1);
});

test("[periods.stored-once] with a period service, each run writes this and the next week, month and year after the days", async () => {
  const fake = fakeService();
  const spans = [{ period: "week", start: "2026-03-09" }];
  const periodReadings = {
    currentSpans: vi.fn(() => spans as never),
    ensureSpans: vi.fn(async (_spans: unknown) => {
      // The days come first: a visitor today needs today's reading more than next year's.
      expect(fake.calls).toEqual([["2026-03-10", "2026-03-11"]]);
      return { generated: 72, existing: 0 };
    }),
  };
  const clock = Date.parse("2026-03-10T18:00:00Z");
  const job = startHoroscopePregeneration({ horoscopes: fake.service, periodReadings, timeZone: "UTC", logger: silent, now: () => clock });
  await job.idle();
  expect(periodReadings.ensureSpans).toHaveBeenCalledOnce();
  expect(periodReadings.ensureSpans.mock.calls[0]![0]).toBe(spans);
  await job.stop();
});

test("[share.image-budget] once the day's readings are written its share cards are stored, and an instance that finds the day written stores its own", async () => {
  const order: string[] = [];
  const fake = fakeService();
  const shareCards = vi.fn(async (date: string) => {
    order.push(`cards ${date} after ${fake.calls.length} reading run(s)`);
    return { drawn: 156, existing: 0, incomplete: 0 };
  });
  const writer = startHoroscopePregeneration({ horoscopes: fake.service, timeZone: "UTC", logger: silent, shareCards });
  await writer.idle();
  await writer.stop();
  expect(order).toEqual(["cards 2026-03-10 after 1 reading run(s)"]);

  // Another instance wrote the day: this one writes no reading, but stores the cards in its own data directory.
  const other = fakeService();
  const done = { claim: async () => ({ outcome: "done" as const }) };
  const follower = startHoroscopePregeneration({ horoscopes: other.service, timeZone: "UTC", logger: silent, claims: done, shareCards });
  await follower.idle();
  await follower.stop();
  expect(other.calls).toEqual([]);
  expect(shareCards).toHaveBeenCalledTimes(2);
});

test("[share.image-budget] cards that cannot be drawn are logged, and the schedule carries on to the next midnight", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const lines: Array<{ msg: string; reason?: string }> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const fake = fakeService();
  const shareCards = vi.fn(async () => {
    throw new Error("no resvg binary for this platform");
  });
  const clock = Date.parse("2026-03-10T18:00:00Z");
  const job = startHoroscopePregeneration({ horoscopes: fake.service, timeZone: "UTC", logger, now: () => clock, shareCards });
  await job.idle();
  expect(lines.find((line) => line.msg === "share cards could not be stored; they are drawn on demand")?.reason).toContain(
    "no resvg binary",
  );
  // Not retried in five minutes: the readings are written, and the cards are drawn on demand meanwhile.
  vi.advanceTimersByTime(6 * HOUR - 1);
  await job.idle();
  expect(shareCards).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(3_000);
  await job.idle();
  expect(shareCards).toHaveBeenCalledTimes(2);
  await job.stop();
});
