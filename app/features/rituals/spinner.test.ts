import { afterEach, expect, test } from "vitest";
import { streakLabel } from "./ritual-spinner";
import {
  FALLBACK_RITUAL,
  parseStoredDate,
  previousDate,
  readSpinRecord,
  RITUAL_FAILURE_TOAST,
  RITUAL_POOL,
  RITUAL_STORAGE_KEYS,
  ritualForSpin,
  spin,
  spinStatus,
  todaysRitual,
  writeSpinRecord,
  type SpinRecord,
} from "./spinner";

const FRESH: SpinRecord = { lastSpin: null, lastSpinDate: null, streak: 0 };
const originalTimeZone = process.env.TZ;
afterEach(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

test("[rituals.spin-storage] [rituals.spin-fallback] keys lastRitualSpin, lastRitualSpinDate and ritualStreak; the failure toast and the Air backup ritual", () => {
  expect(RITUAL_STORAGE_KEYS).toEqual({ lastSpin: "lastRitualSpin", lastSpinDate: "lastRitualSpinDate", streak: "ritualStreak" });
  expect(RITUAL_FAILURE_TOAST).toBe("Failed to generate your ritual. Using a celestial backup.");
  expect(FALLBACK_RITUAL).toMatchObject({ element: "Air", luckyNumber: 3 });
});

test("[rituals.spin-pool] a pool of five rituals, each with text, lucky number, hex colour, element and symbol", () => {
  expect(RITUAL_POOL).toHaveLength(5);
  for (const ritual of [...RITUAL_POOL, FALLBACK_RITUAL]) {
    expect(ritual.ritual.length).toBeGreaterThan(40);
    expect(Number.isInteger(ritual.luckyNumber)).toBe(true);
    expect(ritual.luckyColor).toMatch(/^#[0-9A-F]{6}$/);
    expect(["Fire", "Earth", "Air", "Water"]).toContain(ritual.element);
    expect(ritual.symbol.length).toBeGreaterThan(0);
  }
  const drawn = new Set(Array.from({ length: 200 }, (_, i) => ritualForSpin(new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString())));
  expect(drawn.size).toBe(5);
});

test("[rituals.spin-streak] the day before is calendar arithmetic: month ends, leap days and new year", () => {
  expect(previousDate("2026-03-01")).toBe("2026-02-28");
  expect(previousDate("2028-03-01")).toBe("2028-02-29");
  expect(previousDate("2026-01-01")).toBe("2025-12-31");
  expect(previousDate("2026-03-09")).toBe("2026-03-08");
});

test("[rituals.spin-once-a-day] one spin per local day: the first is allowed, the second refused, the next day allowed again", () => {
  process.env.TZ = "Europe/Paris";
  const first = spin(FRESH, new Date(2026, 2, 10, 8, 0), () => RITUAL_POOL[1]!)!;
  expect(first.record).toEqual({ lastSpin: new Date(2026, 2, 10, 8, 0).toISOString(), lastSpinDate: "2026-03-10", streak: 1 });
  expect(first.ritual).toBe(RITUAL_POOL[1]);
  expect(spin(first.record, new Date(2026, 2, 10, 23, 59))).toBeNull();
  expect(spinStatus(first.record, "2026-03-10")).toEqual({ canSpin: false, streak: 1 });
  expect(spinStatus(first.record, "2026-03-11")).toEqual({ canSpin: true, streak: 1 });
  expect(spinStatus(first.record, "2026-03-12")).toEqual({ canSpin: true, streak: 0 });
  const second = spin(first.record, new Date(2026, 2, 11, 0, 1))!;
  expect(second.record.streak).toBe(2);
  expect(spin(second.record, new Date(2026, 2, 13, 12, 0))!.record.streak).toBe(1);
});

test("[rituals.spin-once-a-day] the day boundary is the visitor's midnight, not UTC's", () => {
  process.env.TZ = "America/Los_Angeles";
  // 22:00 in Los Angeles on 9 March is already 10 March in UTC.
  const evening = new Date(2026, 2, 9, 22, 0);
  expect(evening.toISOString().slice(0, 10)).toBe("2026-03-10");
  const first = spin(FRESH, evening)!;
  expect(first.record.lastSpinDate).toBe("2026-03-09");
  expect(spin(first.record, new Date(2026, 2, 10, 7, 0))!.record.streak).toBe(2);
});

type Moment = readonly [year: number, monthIndex: number, day: number, hour: number, minute: number];
const at = ([y, mo, d, h, mi]: Moment) => new Date(y, mo, d, h, mi);

test.each<[string, Moment, Moment]>([
  // US clocks spring forward on 8 March 2026 (a 23-hour day) and fall back on 1 November (25 hours);
  // UK clocks on 29 March and 25 October.
  ["America/New_York", [2026, 2, 7, 23, 30], [2026, 2, 8, 23, 30]],
  ["America/New_York", [2026, 2, 8, 0, 30], [2026, 2, 9, 0, 30]],
  ["America/New_York", [2026, 9, 31, 23, 30], [2026, 10, 1, 23, 30]],
  ["Europe/London", [2026, 2, 28, 0, 15], [2026, 2, 29, 23, 45]],
  ["Europe/London", [2026, 9, 24, 23, 59], [2026, 9, 25, 0, 1]],
])("[rituals.spin-streak] across a daylight-saving change in %s, consecutive local days still make a streak of 2", (zone, day1, day2) => {
  process.env.TZ = zone;
  const [first, second] = [at(day1), at(day2)];
  // The change really happens between the two moments (Node applies a new TZ at once).
  const offsets = new Set([first, second, at([day2[0], day2[1], day2[2], 12, 0])].map((d) => d.getTimezoneOffset()));
  expect(offsets.size).toBe(2);
  const one = spin(FRESH, first)!;
  expect(one.record.lastSpinDate).toBe(`${day1[0]}-${String(day1[1] + 1).padStart(2, "0")}-${String(day1[2]).padStart(2, "0")}`);
  expect(spin(one.record, second)!.record.streak).toBe(2);
});

test("[rituals.spin-once-a-day] on the 25-hour day a spin is still refused 24 hours after the first, because it is still the same date", () => {
  process.env.TZ = "America/New_York";
  const early = at([2026, 10, 1, 0, 30]);
  const late = at([2026, 10, 1, 23, 30]);
  expect(late.getTime() - early.getTime()).toBe(24 * 3_600_000);
  expect(spin(spin(FRESH, early)!.record, late)).toBeNull();
});

test("[rituals.spin-fallback] a failed draw still counts the spin and gives the Air backup ritual", () => {
  const outcome = spin(FRESH, new Date(2026, 2, 10, 9, 0), () => {
    throw new Error("no ritual");
  })!;
  expect(outcome.failed).toBe(true);
  expect(outcome.ritual).toBe(FALLBACK_RITUAL);
  expect(outcome.record.streak).toBe(1);
  expect(
    todaysRitual(outcome.record, () => {
      throw new Error("still none");
    }),
  ).toBe(FALLBACK_RITUAL);
});

test("[rituals.spin-pool] today's ritual is drawn again from the stored spin moment, so a reload shows the same one", () => {
  const outcome = spin(FRESH, new Date(2026, 2, 10, 9, 0))!;
  expect(todaysRitual(outcome.record)).toBe(outcome.ritual);
});

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

test("[rituals.spin-storage] the record round-trips through storage under lastRitualSpin, lastRitualSpinDate and ritualStreak", () => {
  const storage = memoryStorage();
  const record: SpinRecord = { lastSpin: "2026-03-10T09:00:00.000Z", lastSpinDate: "2026-03-10", streak: 3 };
  writeSpinRecord(storage, record);
  expect(Object.fromEntries(storage.map)).toEqual({ lastRitualSpin: record.lastSpin, lastRitualSpinDate: "2026-03-10", ritualStreak: "3" });
  expect(readSpinRecord(storage)).toEqual(record);
});

test("[rituals.spin-storage] odd stored values are read leniently, and missing storage reads as a first visit", () => {
  process.env.TZ = "UTC";
  expect(readSpinRecord(memoryStorage({ lastRitualSpinDate: "Tue Mar 10 2026", ritualStreak: "x" }))).toEqual({
    lastSpin: null,
    lastSpinDate: "2026-03-10",
    streak: 0,
  });
  expect(readSpinRecord(memoryStorage({ lastRitualSpin: "2026-03-10T09:00:00.000Z" })).lastSpinDate).toBe("2026-03-10");
  expect(parseStoredDate("not a date")).toBeNull();
  expect(readSpinRecord(null)).toEqual(FRESH);
});

test("[rituals.spin-storage] storage that throws on every call is ignored", () => {
  const refusing = {
    getItem: () => {
      throw new DOMException("denied", "SecurityError");
    },
    setItem: () => {
      throw new DOMException("full", "QuotaExceededError");
    },
  };
  expect(readSpinRecord(refusing)).toEqual(FRESH);
  expect(() => writeSpinRecord(refusing, { lastSpin: "x", lastSpinDate: "2026-03-10", streak: 1 })).not.toThrow();
});

test("[rituals.spin-streak] the streak reads as days, or as an invitation when there is none", () => {
  expect(streakLabel(0)).toBe("No ritual streak yet: spin today to start one.");
  expect(streakLabel(1)).toBe("1-day ritual streak");
  expect(streakLabel(12)).toBe("12-day ritual streak");
});
