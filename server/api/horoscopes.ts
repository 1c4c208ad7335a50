import { createHash } from "node:crypto";
import { Hono } from "hono";
import { gateReading } from "~/features/gating/gate";
import { toClientHoroscope } from "~/features/horoscopes/client-horoscope";
import { INVALID_SIGN_MESSAGE, readingDateProblem } from "~/features/horoscopes/horoscopes.server";
import { findSign } from "~/zodiac/signs";
import type { Site } from "../site";
import type { AppBindings } from "../types";

const HOROSCOPE_CACHE_CONTROL = "public, max-age=300";
const GATED_CACHE_CONTROL = "private, no-cache";

/**
 * GET /api/horoscopes/:sign?date=YYYY-MM-DD (date defaults to today in SITE_TIMEZONE): the
 * day's reading in the shape of [daily.api]. Readings never change once written, so answers carry
 * a strong ETag of the body and may be cached for five minutes. While gating applies, the answer
 * holds teasers for anonymous callers and the full text for subscribers, so it is private and
 * revalidated: no shared cache may hand a subscriber's answer to anyone else.
 */
export function horoscopesApi({ horoscopes, gateFor }: Site) {
  const api = new Hono<AppBindings>();
  api.get("/:sign", async (c) => {
    const sign = findSign(c.req.param("sign"));
    if (!sign) return c.json({ error: { code: "invalid_sign", message: INVALID_SIGN_MESSAGE } }, 400);
    const date = c.req.query("date") ?? horoscopes.today();
    // Checked before the database sees it: PostgreSQL has no year 0 and would fail the query.
    const dateProblem = readingDateProblem(date);
    if (dateProblem) return c.json({ error: { code: "invalid_date", message: dateProblem } }, 400);

    // Out of the generation window with nothing stored: AppError not_found, 404 via app.onError.
    const row = await horoscopes.getDaily(sign.slug, date);
    // No Content-Length is set, so the compression middleware leaves this JSON as it is and the
    // strong ETag always names these exact bytes.
    const gate = await gateFor(c.req.raw);
    const personal = gate.gating || gate.blurs;
    const body = JSON.stringify(gateReading(toClientHoroscope(row), gate).reading);
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
