import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { dailyHoroscopes } from "#db/schema/index.ts";
import { createCache } from "#app/lib/cache.ts";
import { AppError, errorReason, isAppError } from "#app/lib/errors.ts";
import { addDays, calendarDateIn, isCalendarDate, isSiteDate } from "#app/lib/dates.ts";
import { isSignSlug, SIGNS, signOf } from "#app/zodiac/signs.ts";
import { buildFallbackHoroscope, readingToRow, toClientHoroscope } from "./client-horoscope";
import { writeDailyHoroscope } from "./generator";
import { HOROSCOPE_MESSAGES } from "./messages";
import type { HoroscopeProvider, HoroscopeSections, HoroscopeSign, HoroscopeSky, PageReading, StoredHoroscope } from "./types";

/** What a reader sees when a day has no reading and none may be written ([daily.any-day]). */
const NO_HOROSCOPE_MESSAGE = HOROSCOPE_MESSAGES.noData;
/** The refusal of a horoscope request for anything but the twelve sign slugs ([daily.api]). */
export const INVALID_SIGN_MESSAGE = HOROSCOPE_MESSAGES.invalidSign;
const INVALID_DATE_MESSAGE = "date must be a calendar day written YYYY-MM-DD, such as 2026-03-10";

/**
 * Any day from the first of 2020 to a year after today has a reading: written from that day's
 * real sky on its first request, then stored. The span bounds the table (twelve signs times about
 * 2,600 days), so a crawler walking dates cannot grow it without end.
 */
export const FIRST_READING_DATE = "2020-01-01";
const READING_DAYS_AHEAD = 365;

/** The last day a reading may be asked for, a year after `today`. */
export function lastReadingDate(today: string): string {
  return addDays(today, READING_DAYS_AHEAD);
}

function isWithinReadingSpan(date: string, today: string): boolean {
  return isSiteDate(date) && date >= FIRST_READING_DATE && date <= lastReadingDate(today);
}

/** What a refused reading date is told: not a calendar day at all, or a day outside the span. */
function dateRefusal(date: string, today: string): string {
  return isCalendarDate(date) ? `date must be a day from ${FIRST_READING_DATE} to ${lastReadingDate(today)}` : INVALID_DATE_MESSAGE;
}

/** Why a requested reading date is refused ([daily.api]), or undefined for a day that has a reading. */
export function readingDateProblem(date: string, today: string): string | undefined {
  return isWithinReadingSpan(date, today) ? undefined : dateRefusal(date, today);
}

type HoroscopeServiceOptions = {
  db: Database;
  /** The sky of a day (the sky feature's skyForDay; tests pass a cheap stand-in). */
  skyForDay: (date: string, timeZone: string) => HoroscopeSky;
  /** SITE_TIMEZONE: where "today" is, and where each day's sky is taken. */
  timeZone: string;
  provider?: HoroscopeProvider;
  logger: Logger;
  now?: () => Date;
};

export type EnsureDaysResult = { generated: number; existing: number };

export type HoroscopeService = {
  /**
   * The stored reading of a sign for a day, written and stored first when there is none and the
   * day is within the generation window. Concurrent calls for one (sign, date) agree on one row.
   * Throws AppError bad_request (unknown sign, bad date) or not_found (no reading, out of window).
   */
  getDaily(slug: string, date: string): Promise<StoredHoroscope>;
  /**
   * The reading a page shows: the stored one; "empty" when the day has none; and when it cannot
   * be read (the database is away), one written on the spot from the same sky, marked "failed".
   */
  readForPage(slug: string, date: string): Promise<PageReading>;
  /** Writes every sign's reading for each day that lacks one (no window: the caller is trusted). */
  ensureDays(dates: readonly string[], options?: { signal?: AbortSignal }): Promise<EnsureDaysResult>;
  /** Today's date (YYYY-MM-DD) in the site's time zone. */
  today(): string;
};

const columns = {
  sign: dailyHoroscopes.sign,
  date: dailyHoroscopes.date,
  headline: dailyHoroscopes.headline,
  summary: dailyHoroscopes.summary,
  overview: dailyHoroscopes.overview,
  love: dailyHoroscopes.love,
  career: dailyHoroscopes.career,
  mood: dailyHoroscopes.mood,
  ritual: dailyHoroscopes.ritual,
  luckyNumbers: dailyHoroscopes.luckyNumbers,
  luckyColor: dailyHoroscopes.luckyColor,
  compatibleSigns: dailyHoroscopes.compatibleSigns,
  skyFacts: dailyHoroscopes.skyFacts,
  source: dailyHoroscopes.source,
};

export function createHoroscopeService(options: HoroscopeServiceOptions): HoroscopeService {
  const { db, skyForDay, timeZone, provider } = options;
  const now = options.now ?? (() => new Date());
  const log = options.logger.child({ service: "horoscopes" });
  // One writer per (sign, date) in this process: concurrent readers of a missing day share it,
  // so an LLM is asked once. Across processes, the insert's on-conflict rule settles it.
  const inFlight = new Map<string, Promise<StoredHoroscope>>();

  // A stored reading never changes, and every view of a sign page asks for one: each process
  // keeps the recent ones (an hour is a bound on memory, not on freshness). A day with no reading
  // yet finds undefined, which is not kept, so the reading written later is found.
  const recentReadings = createCache<StoredHoroscope | undefined>({ ttlMs: 60 * 60_000, maxEntries: 64 });

  const today = () => calendarDateIn(now(), timeZone);

  function findCached(slug: string, date: string): Promise<StoredHoroscope | undefined> {
    return recentReadings.rememberAsync(`${slug}|${date}`, () => find(slug, date));
  }

  async function find(slug: string, date: string): Promise<StoredHoroscope | undefined> {
    const [row] = await db
      .select(columns)
      .from(dailyHoroscopes)
      .where(and(eq(dailyHoroscopes.sign, slug), eq(dailyHoroscopes.date, date)))
      .limit(1);
    if (!row) return undefined;
    const { headline, summary, ...rest } = row;
    const builtIn = writeDailyHoroscope(writerInput(knownSign(slug), date));
    return {
      ...rest,
      skyFacts: row.skyFacts ?? [],
      // Readings stored before summaries existed get theirs from the same writer and sky; the
      // stored row itself never changes.
      headline: headline ?? builtIn.headline,
      summary: summary ?? builtIn.summary,
      houses: builtIn.houses,
    };
  }

  /** What the writer reads for a day: its sky, and the day before's for what changed. */
  function writerInput(sign: HoroscopeSign, date: string) {
    return { sign, date, sky: skyForDay(date, timeZone), previousSky: skyForDay(addDays(date, -1), timeZone) };
  }

  async function writeAndStore(sign: HoroscopeSign, date: string, signal?: AbortSignal): Promise<StoredHoroscope> {
    const reading = writeDailyHoroscope(writerInput(sign, date));
    let sections: HoroscopeSections = reading;
    let source = "built-in";
    if (provider) {
      // The provider falls back by itself; this guards against one that breaks its promise.
      try {
        ({ sections, source } = await provider.write({ sign, date, reading, signal }));
      } catch (error) {
        log.warn({ sign: sign.slug, date, reason: errorReason(error) }, "horoscope provider failed; using the built-in text");
      }
    }
    // No transaction: the slow part (the provider) is done before the database is touched.
    // The houses come from the sky on every read, so they are not stored.
    const { houses: _fromTheSky, ...row } = readingToRow({ ...reading, ...pickSections(sections) }, sign.slug, date);
    const inserted = await db
      .insert(dailyHoroscopes)
      .values({ ...row, source })
      .onConflictDoNothing({ target: [dailyHoroscopes.sign, dailyHoroscopes.date] })
      .returning({ sign: dailyHoroscopes.sign });
    if (inserted.length > 0) log.debug({ sign: sign.slug, date, source }, "horoscope written");
    // Read back either way: another process may have won the race, and its text is the one kept.
    const stored = await find(sign.slug, date);
    if (!stored) throw new Error(`the ${sign.slug} reading for ${date} is missing right after it was stored`);
    return stored;
  }

  function writeOnce(sign: HoroscopeSign, date: string, signal?: AbortSignal): Promise<StoredHoroscope> {
    const key = `${sign.slug}|${date}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = writeAndStore(sign, date, signal).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function knownSign(slug: string): HoroscopeSign {
    if (!isSignSlug(slug)) throw new AppError({ code: "bad_request", status: 400, message: INVALID_SIGN_MESSAGE });
    return signOf(slug);
  }

  /** Refuses what is not a day the site can store; a real day outside the reading span is for the caller to answer. */
  function requireDate(date: string): void {
    if (isSiteDate(date)) return;
    throw new AppError({ code: "bad_request", status: 400, message: dateRefusal(date, today()) });
  }

  async function getDaily(slug: string, date: string): Promise<StoredHoroscope> {
    const sign = knownSign(slug);
    requireDate(date);
    const existing = await findCached(slug, date);
    if (existing) return existing;
    if (!isWithinReadingSpan(date, today())) {
      throw new AppError({ code: "not_found", status: 404, message: NO_HOROSCOPE_MESSAGE });
    }
    return writeOnce(sign, date);
  }

  return {
    today,

    getDaily,

    async readForPage(slug, date) {
      try {
        return { status: "ok", horoscope: toClientHoroscope(await getDaily(slug, date)) };
      } catch (error) {
        if (isAppError(error) && error.code === "not_found") return { status: "empty", horoscope: null };
        if (isAppError(error) && error.code === "bad_request") throw error;
        log.error({ err: error, sign: slug, date }, "daily horoscope could not be loaded; showing a reading built on the spot");
        // The pre-generation job stores the same text once the database answers again.
        return { status: "failed", horoscope: buildFallbackHoroscope(writerInput(knownSign(slug), date)) };
      }
    },

    async ensureDays(dates, { signal } = {}) {
      const result: EnsureDaysResult = { generated: 0, existing: 0 };
      for (const date of dates) {
        requireDate(date);
        const rows = await db.select({ sign: dailyHoroscopes.sign }).from(dailyHoroscopes).where(eq(dailyHoroscopes.date, date));
        const present = new Set(rows.map((row) => row.sign));
        for (const sign of SIGNS) {
          if (signal?.aborted) return result;
          if (present.has(sign.slug)) {
            result.existing++;
            continue;
          }
          await writeOnce(sign, date, signal);
          result.generated++;
        }
      }
      return result;
    },
  };
}

function pickSections(sections: HoroscopeSections): HoroscopeSections {
  return { overview: sections.overview, love: sections.love, career: sections.career, mood: sections.mood, ritual: sections.ritual };
}
