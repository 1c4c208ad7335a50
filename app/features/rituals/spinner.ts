import { addDays } from "#app/lib/dates.ts";
import { nextDayStreak } from "#app/lib/day-streak.ts";
import { seededRandom } from "#app/lib/random.ts";

/**
 * The /ritual spinner: one spin a local day, a streak and a backup ritual, as pure decisions plus
 * guarded storage ([rituals.spin-once-a-day], [rituals.spin-storage]).
 */
export const RITUAL_STORAGE_KEYS = {
  lastSpin: "lastRitualSpin",
  lastSpinDate: "lastRitualSpinDate",
  streak: "ritualStreak",
} as const;

export const RITUAL_FAILURE_TOAST = "Failed to generate your ritual. Using a celestial backup.";

export type SpinRitual = { ritual: string; luckyNumber: number; luckyColor: string; element: string; symbol: string };

export const RITUAL_POOL: readonly SpinRitual[] = [
  {
    ritual: "Light a candle at dusk, name one thing you will finish tomorrow, and take the first small step while it burns.",
    luckyNumber: 9,
    luckyColor: "#E25822",
    element: "Fire",
    symbol: "🔥",
  },
  {
    ritual: "Stand on grass or rest a hand on a tree for two minutes. Breathe slowly and notice five things you can feel.",
    luckyNumber: 4,
    luckyColor: "#4F7942",
    element: "Earth",
    symbol: "🌿",
  },
  {
    ritual: "Open a window, take three slow breaths, and write one sentence to carry through the day. Read it again at lunch.",
    luckyNumber: 5,
    luckyColor: "#87CEEB",
    element: "Air",
    symbol: "🪶",
  },
  {
    ritual: "Before bed, pour a glass of water, name one worry, and pour half the water away with it. Drink the rest slowly.",
    luckyNumber: 2,
    luckyColor: "#2A6F97",
    element: "Water",
    symbol: "🌊",
  },
  {
    ritual: "Drop one coin in a jar for something you are saving towards and say aloud what it is for. Steady acts add up.",
    luckyNumber: 8,
    luckyColor: "#C9A227",
    element: "Earth",
    symbol: "🪙",
  },
];

/** What the visitor gets when the draw fails: an Air ritual with lucky number 3 ([rituals.spin-fallback]). */
export const FALLBACK_RITUAL: SpinRitual = {
  ritual: "Take three deep breaths by an open window, then send one kind message to someone you have not spoken to in a while.",
  luckyNumber: 3,
  luckyColor: "#B0C4DE",
  element: "Air",
  symbol: "🌬️",
};

export const RITUAL_COLOR_NAMES: Record<string, string> = {
  "#E25822": "Flame orange",
  "#4F7942": "Fern green",
  "#87CEEB": "Sky blue",
  "#2A6F97": "Deep sea blue",
  "#C9A227": "Old gold",
  "#B0C4DE": "Light steel blue",
};

/** A calendar date in the visitor's own time zone, YYYY-MM-DD. */
export function localDateString(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** The day before, by calendar arithmetic alone, so a 23- or 25-hour DST day changes nothing. */
export function previousDate(isoDate: string): string {
  return addDays(isoDate, -1);
}

/**
 * A stored date as YYYY-MM-DD, or null when unusable. Other writers have stored
 * `Date#toDateString()` ("Mon Mar 09 2026"), which is read as the local day it names.
 */
export function parseStoredDate(value: string | null): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : localDateString(parsed);
}

export type SpinRecord = { lastSpin: string | null; lastSpinDate: string | null; streak: number };

type SpinStatus = {
  canSpin: boolean;
  /** The streak still alive today: kept through yesterday's spin, otherwise 0. */
  streak: number;
};

export function spinStatus(record: SpinRecord, today: string): SpinStatus {
  const canSpin = record.lastSpinDate !== today;
  const alive = record.lastSpinDate === today || record.lastSpinDate === previousDate(today);
  return { canSpin, streak: alive ? Math.max(record.streak, 1) : 0 };
}

/** The ritual a spin drew, seeded by its moment so the same ritual shows again after a reload. */
export function ritualForSpin(spinMoment: string): SpinRitual {
  const random = seededRandom(`ritual:${spinMoment}`);
  const ritual = RITUAL_POOL[Math.floor(random() * RITUAL_POOL.length)];
  if (!ritual) throw new Error("the ritual pool is empty");
  return ritual;
}

type SpinOutcome = { record: SpinRecord; ritual: SpinRitual; failed: boolean };

/** One spin at `now`, or null when today's spin is already used. A failed draw still counts, with the backup ritual. */
export function spin(record: SpinRecord, now: Date, draw: (spinMoment: string) => SpinRitual = ritualForSpin): SpinOutcome | null {
  const today = localDateString(now);
  if (!spinStatus(record, today).canSpin) return null;
  const lastSpin = now.toISOString();
  const next: SpinRecord = { lastSpin, lastSpinDate: today, streak: nextDayStreak(record.streak, record.lastSpinDate, today) };
  try {
    return { record: next, ritual: draw(lastSpin), failed: false };
  } catch {
    return { record: next, ritual: FALLBACK_RITUAL, failed: true };
  }
}

/** Today's ritual again, for a visitor who already spun today; the backup if it cannot be drawn. */
export function todaysRitual(record: SpinRecord, draw: (spinMoment: string) => SpinRitual = ritualForSpin): SpinRitual {
  try {
    return draw(record.lastSpin ?? record.lastSpinDate ?? "");
  } catch {
    return FALLBACK_RITUAL;
  }
}

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

/** Storage that is missing, full or refused (private modes) is ignored: it reads as a first visit. */
export function readSpinRecord(storage: ReadableStorage | null): SpinRecord {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const lastSpin = read(RITUAL_STORAGE_KEYS.lastSpin);
  const lastSpinDate = parseStoredDate(read(RITUAL_STORAGE_KEYS.lastSpinDate)) ?? parseStoredDate(lastSpin);
  const streak = Number.parseInt(read(RITUAL_STORAGE_KEYS.streak) ?? "", 10);
  return { lastSpin, lastSpinDate, streak: Number.isFinite(streak) && streak > 0 ? streak : 0 };
}

export function writeSpinRecord(storage: WritableStorage | null, record: SpinRecord): void {
  const entries: Array<[string, string | null]> = [
    [RITUAL_STORAGE_KEYS.lastSpin, record.lastSpin],
    [RITUAL_STORAGE_KEYS.lastSpinDate, record.lastSpinDate],
    [RITUAL_STORAGE_KEYS.streak, String(record.streak)],
  ];
  for (const [key, value] of entries) {
    try {
      if (value !== null) storage?.setItem(key, value);
    } catch {
      // A refused write only means the streak is not remembered; the ritual is still shown.
    }
  }
}
