import { createHash } from "node:crypto";
import { Hono } from "hono";
import { isCalendarDate } from "~/lib/dates";
import { gateReading, type GateInput } from "~/features/gating/gate";
import { toClientHoroscope } from "~/features/horoscopes/client-horoscope";
import { INVALID_DATE_MESSAGE, INVALID_SIGN_MESSAGE, type HoroscopeService } from "~/features/horoscopes/horoscopes.server";
import type { AppBindings } from "../types";

export const HOROSCOPE_CACHE_CONTROL = "public, max-age=300";
export const GATED_CACHE_CONTROL = "private, no-cache";

export type HoroscopesApiOptions = {
  horoscopes: HoroscopeService;
  /** Slug and glyph of the twelve signs (the signs feature). */
  signs: ReadonlyArray<{ slug: string; symbol: string }>;
  /** Flags and subscriber session of a request (?ungated=1 already applied); without it nothing is gated. */
  gateFor?: (request: Request) => Promise<GateInput>;
};

/**
 * GET /api/horoscopes/:sign?date=YYYY-MM-DD (date defaults to today in SITE_TIMEZONE): the
 * day's reading in the spec's client shape. Readings never change once written, so answers carry
 * a strong ETag of the body and may be cached for five minutes. While gating applies, the answer
 * holds teasers for anonymous callers and the full text for subscribers, so it is private and
 * revalidated: no shared cache may hand a subscriber's answer to anyone else.
 */
export function horoscopesApi({ horoscopes, signs, gateFor }: HoroscopesApiOptions) {
  const api = new Hono<AppBindings>();
  api.get("/:sign", async (c) => {
    const sign = signs.find((candidate) => candidate.slug === c.req.param("sign").toLowerCase());
    if (!sign) return c.json({ error: { code: "invalid_sign", message: INVALID_SIGN_MESSAGE } }, 400);
    const date = c.req.query("date") ?? horoscopes.today();
    if (!isCalendarDate(date)) return c.json({ error: { code: "invalid_date", message: INVALID_DATE_MESSAGE } }, 400);

    // Out of the generation window with nothing stored: AppError not_found, 404 via app.onError.
    const row = await horoscopes.getDaily(sign.slug, date);
    // No Content-Length is set, so the compression middleware leaves this JSON as it is and the
    // strong ETag always names these exact bytes.
    const gate = gateFor ? await gateFor(c.req.raw) : { gating: false, blurs: false, subscriber: false };
    const personal = gate.gating || gate.blurs;
    const body = JSON.stringify(gateReading(toClientHoroscope(row, sign.symbol), gate).reading);
    const etag = `"${createHash("sha256").update(body).digest("base64url")}"`;
    const headers: Record<string, string> = personal
      ? { ETag: etag, "Cache-Control": GATED_CACHE_CONTROL, Vary: "Cookie, Authorization" }
      : { ETag: etag, "Cache-Control": HOROSCOPE_CACHE_CONTROL };
    if (matchesEtag(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
  });
  return api;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix does not matter. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}
