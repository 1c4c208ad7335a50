import { Hono, type Context } from "hono";
import { z } from "zod";
import { gateReading } from "#app/features/gating/gate.ts";
import { toClientHoroscope } from "#app/features/horoscopes/client-horoscope.ts";
import { INVALID_SIGN_MESSAGE, readingDateProblem, type HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { PERIODS, periodSpan } from "#app/features/horoscopes/periods.ts";
import { createCache } from "#app/lib/cache.ts";
import { etagOf, matchesEtag } from "#app/lib/resource-response.server.ts";
import { findSign, SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { readingDay, type PeriodReadingService } from "#app/features/horoscopes/period-readings.server.ts";
import type { VisitorGate } from "#app/load-context.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { readQuery } from "./query";

const HOROSCOPE_CACHE_CONTROL = "public, max-age=300";
const GATED_CACHE_CONTROL = "private, no-cache";

export const INVALID_PERIOD_MESSAGE = "period must be day, week, month or year";

/** The sign in the path: its slug, in any case. */
export const horoscopeParams = z.object({
  sign: z
    .string()
    .refine((slug) => findSign(slug) !== undefined, INVALID_SIGN_MESSAGE)
    .meta({ description: `The sign's name in English, in any case: ${SIGN_SLUGS.join(", ")}.`, example: "aries" }),
});

/**
 * What the query may ask. The date's span moves with today, so the handler checks it against
 * today ([daily.any-day]); its shape is described here.
 */
export const horoscopeQuery = z.object({
  date: z.string().optional().meta({
    description:
      "A calendar day written YYYY-MM-DD, from 2020-01-01 to a year after the site's day (today in SITE_TIMEZONE when left out). With a period, the span holding this day, read as of it.",
    format: "date",
    example: "2026-03-10",
  }),
  period: z
    .enum(["day", ...PERIODS], { error: INVALID_PERIOD_MESSAGE })
    .default("day")
    .meta({
      description: "day (the default) for the day's reading; week (Monday to Sunday), month or year for the span's.",
      example: "week",
    }),
});

type HoroscopesServices = {
  horoscopes: HoroscopeService;
  periodReadings: PeriodReadingService;
  /** Who a request is, for gating a day's reading. */
  gateFor: (request: Request) => Promise<VisitorGate>;
};

/**
 * GET /api/horoscopes/:sign?period=day|week|month|year&date=YYYY-MM-DD (period defaults to day,
 * date to today in SITE_TIMEZONE; any day from 2020-01-01 to a year ahead). A day answers the day's reading in the shape of [daily.api];
 * a week, month or year answers the reading of the span holding the date ([periods.api]). Readings never change once written, so answers carry
 * a strong ETag of the body and may be cached for five minutes. While gating applies, the answer
 * holds teasers for anonymous callers and the full text for subscribers, so it is private and
 * revalidated: no shared cache may hand a subscriber's answer to anyone else.
 */
export function horoscopesApi({ horoscopes, periodReadings, gateFor }: HoroscopesServices) {
  const api = new Hono<AppBindings>();
  // A stored span reading never changes and is the same for every caller: its bytes and ETag are
  // worked out once (a year's reading is several KB to serialise and hash on every request).
  const periodAnswers = createCache<{ body: string; etag: string }>({ ttlMs: 60 * 60_000, maxEntries: 256 });
  api.get("/:sign", async (c) => {
    const params = readQuery(c.req.param(), horoscopeParams, { sign: "invalid_sign" });
    if (!params.ok) return c.json({ error: params.error }, 400);
    const sign = findSign(params.value.sign)!;
    const date = c.req.query("date") ?? horoscopes.today();
    // Checked before the database sees it: a day outside the reading span, or no day at all, is
    // the caller's mistake, answered 400 with the span it may ask for.
    const dateProblem = readingDateProblem(date, horoscopes.today());
    if (dateProblem) return c.json({ error: { code: "invalid_date", message: dateProblem } }, 400);
    const query = readQuery(c.req.query(), horoscopeQuery, { date: "invalid_date", period: "invalid_period" });
    if (!query.ok) return c.json({ error: query.error }, 400);
    const { period } = query.value;

    if (period !== "day") {
      // Longer readings are not gated: the same answer for everyone, so shared caches may keep it.
      const span = periodSpan(period, date);
      const { body, etag } = await periodAnswers.rememberAsync(
        `${sign.slug}|${period}|${span.start}|${readingDay(span, date)}`,
        async () => {
          const { source: _source, ...reading } = await periodReadings.get(sign.slug, period, date);
          const json = JSON.stringify(reading);
          return { body: json, etag: etagOf(json) };
        },
      );
      return answer(c.req.header("If-None-Match"), body, { "Cache-Control": HOROSCOPE_CACHE_CONTROL }, c, etag);
    }

    // Out of the generation window with nothing stored: AppError not_found, 404 via app.onError.
    const row = await horoscopes.getDaily(sign.slug, date);
    // No Content-Length is set, so the compression middleware leaves this JSON as it is and the
    // strong ETag always names these exact bytes.
    const gate = await gateFor(c.req.raw);
    const personal = gate.gating || gate.blurs;
    const body = JSON.stringify(gateReading(toClientHoroscope(row), gate).reading);
    const headers: Record<string, string> = personal
      ? { "Cache-Control": GATED_CACHE_CONTROL, Vary: "Cookie, Authorization" }
      : { "Cache-Control": HOROSCOPE_CACHE_CONTROL };
    return answer(c.req.header("If-None-Match"), body, headers, c);
  });
  return api;
}

/** The JSON body with a strong ETag of its bytes, or 304 when the client holds those bytes already. */
function answer(
  ifNoneMatch: string | undefined,
  body: string,
  headers: Record<string, string>,
  c: Context<AppBindings>,
  etag = etagOf(body),
) {
  const withTag = { ...headers, ETag: etag };
  if (matchesEtag(ifNoneMatch, etag)) return c.body(null, 304, withTag);
  return c.body(body, 200, { ...withTag, "Content-Type": "application/json; charset=utf-8" });
}
