import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { periodReadings } from "#db/schema/index.ts";
import { createCache } from "#app/lib/cache.ts";
import { addDays, calendarDateIn } from "#app/lib/dates.ts";
import { AppError } from "#app/lib/errors.ts";
import { instantOfLocalDateTime } from "#app/lib/local-date-time.ts";
import { isSignSlug, SIGNS, signOf, type SignSlug } from "#app/zodiac/signs.ts";
import { HOROSCOPE_MESSAGES } from "./messages";
import { spanEvents, type SpanEvent, type SpanSky } from "./period-events";
import { clampToSpan, writePeriodReading } from "./period-writer";
import { nextSpan, periodSpan, type Period, type PeriodSpan } from "./periods";
import type { HoroscopeSky, PeriodReading } from "./types";

/** What the period writer needs from the sky feature, injected where the site is composed. */
export type PeriodSkySource = {
  skyForDay: (date: string, timeZone: string) => HoroscopeSky;
  lunationsBetween: (from: Date, to: Date) => ReadonlyArray<{ name: "New Moon" | "Full Moon"; at: Date; sign: SignSlug }>;
  eclipsesBetween: (from: Date, to: Date) => ReadonlyArray<{ body: "Sun" | "Moon"; kind: string; at: Date; sign: SignSlug }>;
};

type Options = PeriodSkySource & { db: Database; timeZone: string; logger: Logger; now?: () => Date };

export type StoredPeriodReading = PeriodReading & { source: string };

/** A span and the day its reading is for. */
export type SpanToWrite = PeriodSpan & { asOf?: string };

/** The day a reading of `span` asked for on `date` is written for: a year's is its first day. */
export function readingDay(span: PeriodSpan, date: string): string {
  return span.period === "year" ? span.start : clampToSpan(date, span);
}

export type PeriodReadingService = {
  /**
   * A sign's reading for the week, month or year holding `date`, as read on `date` (a year's as
   * on its first day): the stored one, or written and stored now when the span is this one, the
   * one before or the one after (for a year: this one or the next). Throws AppError bad_request
   * for an unknown sign, not_found outside that window.
   */
  get(slug: string, period: Period, date: string): Promise<StoredPeriodReading>;
  /**
   * Writes every sign's reading for each span that lacks one, as read on the span's `asOf` (its
   * first day when not given). The caller is trusted: no window.
   */
  ensureSpans(spans: readonly SpanToWrite[], options?: { signal?: AbortSignal }): Promise<{ generated: number; existing: number }>;
  /** The spans pre-generated and open to requests today: this week, month and year as read today, and the next ones. */
  currentSpans(): SpanToWrite[];
  /** The sky of a span as the writer reads it (exposed for the benchmark and the tests). */
  spanSky(span: Pick<PeriodSpan, "start" | "end">): SpanSky;
  /** A span's dated events, the same for every sign (the monthly guide lists a month's). */
  eventsOf(span: PeriodSpan): SpanEvent[];
};

const columns = {
  sign: periodReadings.sign,
  period: periodReadings.period,
  start: periodReadings.start,
  end: periodReadings.end,
  title: periodReadings.title,
  overview: periodReadings.overview,
  love: periodReadings.love,
  career: periodReadings.career,
  keyDates: periodReadings.keyDates,
  asOf: periodReadings.asOf,
  forecast: periodReadings.forecast,
  source: periodReadings.source,
};

export function createPeriodReadingService(options: Options): PeriodReadingService {
  const { db, timeZone } = options;
  const now = options.now ?? (() => new Date());
  const log = options.logger.child({ service: "period-readings" });
  const today = () => calendarDateIn(now(), timeZone);
  const inFlight = new Map<string, Promise<StoredPeriodReading>>();
  // A stored reading never changes; each process keeps the recent ones (a bound on memory only).
  const recent = createCache<StoredPeriodReading | undefined>({ ttlMs: 60 * 60_000, maxEntries: 256 });
  // A span's events never change; a page asks for at most a few months.
  const eventsBySpan = createCache<SpanEvent[]>({ maxEntries: 64 });

  function spanSky({ start, end }: Pick<PeriodSpan, "start" | "end">): SpanSky {
    const days: SpanSky["days"][number][] = [];
    for (let date = addDays(start, -1); date <= end; date = addDays(date, 1)) days.push({ date, sky: options.skyForDay(date, timeZone) });
    const following = { date: addDays(end, 1), sky: options.skyForDay(addDays(end, 1), timeZone) };
    const from = instantOfLocalDateTime(`${start}T00:00`, timeZone)!;
    const to = instantOfLocalDateTime(`${addDays(end, 1)}T00:00`, timeZone)!;
    const dated = <T extends { at: Date }>(items: ReadonlyArray<T>) =>
      items.map(({ at, ...rest }) => ({ ...rest, date: calendarDateIn(at, timeZone) }));
    return {
      days,
      following,
      lunations: dated(options.lunationsBetween(from, to)),
      eclipses: dated(options.eclipsesBetween(from, to)),
    };
  }

  async function find(slug: string, span: PeriodSpan, asOf: string): Promise<StoredPeriodReading | undefined> {
    const [row] = await db
      .select(columns)
      .from(periodReadings)
      .where(
        and(
          eq(periodReadings.sign, slug),
          eq(periodReadings.period, span.period),
          eq(periodReadings.start, span.start),
          eq(periodReadings.asOf, asOf),
        ),
      )
      .limit(1);
    return row ? { ...row, period: row.period as Period, forecast: row.forecast ?? null } : undefined;
  }

  function eventsOf(span: PeriodSpan): SpanEvent[] {
    return eventsBySpan.remember(`${span.period}|${span.start}`, () => spanEvents(span.period, spanSky(span)));
  }

  async function writeAndStore(slug: SignSlug, span: PeriodSpan, asOf: string, sky: SpanSky): Promise<StoredPeriodReading> {
    // A week or month read after its first day ends on what comes next: the next span's events.
    const ahead = span.period !== "year" && asOf > span.start ? eventsOf(nextSpan(span)) : [];
    const reading = writePeriodReading({ sign: signOf(slug), span, spanSky: sky, asOf, ahead });
    await db
      .insert(periodReadings)
      .values({ ...reading, source: "built-in" })
      .onConflictDoNothing({ target: [periodReadings.sign, periodReadings.period, periodReadings.start, periodReadings.asOf] });
    // Read back either way: another process may have stored its copy first, and that one is kept.
    const stored = await find(slug, span, asOf);
    if (!stored) throw new Error(`the ${slug} ${span.period} reading from ${span.start} for ${asOf} is missing right after it was stored`);
    return stored;
  }

  function writeOnce(slug: SignSlug, span: PeriodSpan, asOf: string, sky?: SpanSky): Promise<StoredPeriodReading> {
    const key = `${slug}|${span.period}|${span.start}|${asOf}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = writeAndStore(slug, span, asOf, sky ?? spanSky(span)).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function openSpans(period: Period): PeriodSpan[] {
    const current = periodSpan(period, today());
    const spans = [current, nextSpan(current)];
    if (period !== "year") spans.unshift(periodSpan(period, addDays(current.start, -1)));
    return spans;
  }

  return {
    spanSky,

    eventsOf,

    currentSpans() {
      return (["week", "month", "year"] as const).flatMap((period) => {
        const current = periodSpan(period, today());
        return [{ ...current, asOf: readingDay(current, today()) }, nextSpan(current)];
      });
    },

    async get(slug, period, date) {
      if (!isSignSlug(slug)) throw new AppError({ code: "bad_request", status: 400, message: HOROSCOPE_MESSAGES.invalidSign });
      const span = periodSpan(period, date);
      const asOf = readingDay(span, date);
      const key = `${slug}|${period}|${span.start}|${asOf}`;
      const stored = await recent.rememberAsync(key, () => find(slug, span, asOf));
      if (stored) return stored;
      if (!openSpans(period).some((open) => open.start === span.start)) {
        throw new AppError({ code: "not_found", status: 404, message: HOROSCOPE_MESSAGES.noData });
      }
      const written = await writeOnce(slug, span, asOf);
      recent.delete(key);
      return written;
    },

    async ensureSpans(spans, { signal } = {}) {
      const result = { generated: 0, existing: 0 };
      for (const { asOf: wanted, ...span } of spans) {
        const asOf = readingDay(span, wanted ?? span.start);
        const rows = await db
          .select({ sign: periodReadings.sign })
          .from(periodReadings)
          .where(and(eq(periodReadings.period, span.period), eq(periodReadings.start, span.start), eq(periodReadings.asOf, asOf)));
        const present = new Set(rows.map((row) => row.sign));
        if (present.size === SIGNS.length) {
          result.existing += present.size;
          continue;
        }
        // One sky for the twelve signs: a year's is 367 noon skies and its eclipses.
        const sky = spanSky(span);
        for (const sign of SIGNS) {
          if (signal?.aborted) return result;
          if (present.has(sign.slug)) {
            result.existing++;
            continue;
          }
          await writeOnce(sign.slug, span, asOf, sky);
          result.generated++;
        }
        log.debug({ period: span.period, start: span.start, asOf }, "period readings written");
      }
      return result;
    },
  };
}
