import { Hono } from "hono";
import type { Database } from "#db/client.ts";
import { accountForExport } from "#app/features/accounts/account-export.server.ts";
import type { Auth, SessionUser } from "#app/features/accounts/auth.server.ts";
import { calendarFeedForExport } from "#app/features/calendars/calendar-feeds.server.ts";
import { listSavedCharts } from "#app/features/charts/saved-charts.server.ts";
import { mailForExport } from "#app/features/mail/mail-export.server.ts";
import { subscriptionsForExport } from "#app/features/newsletter/subscription-export.server.ts";
import { ratingsForExport } from "#app/features/ratings/ratings.server.ts";
import { readVisitorId } from "#app/features/ratings/visitor-cookie.server.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import type { Env } from "#app/lib/env.server.ts";
import { AppError } from "#app/lib/errors.ts";
import { requireReader } from "#server/http/middleware/require-reader.ts";
import type { AppBindings } from "#server/http/bindings.ts";

type ExportServices = { auth: Auth; db: Database; env: Pick<Env, "authSecret" | "siteTimeZone"> };

/**
 * Everything the site holds about one signed-in reader ([privacy.export]), each part read by the
 * feature that owns its table. What is deliberately not part of it, and why:
 *
 * - Page views, product events, web vitals and ad events carry only a visitor hash salted afresh
 *   each day, whose salt is deleted when the day ends: no row can be traced to an account.
 * - The streak, the ritual spins, the theme and the analytics event list live in the browser's
 *   own storage; the server never sees them.
 * - The `updated_by` of ads, flags, product settings, site settings, partner links and posts names
 *   the admin who last changed that piece of the site: a record of the site's content, shown on
 *   the admin pages, not data about a reader.
 * - Jobs, the editions written for a sign or for all signs, the sky's and the signs' texts hold
 *   nothing about anyone; a reader's own personal editions are part of their subscription's.
 */
export async function readerExport(services: ExportServices, user: SessionUser, request: Request, now: Date) {
  const { db, env } = services;
  const [account, savedCharts, calendarAddress, newsletterSubscriptions, mail, ratings] = await Promise.all([
    accountForExport(db, user.id),
    listSavedCharts(db, user.id),
    calendarFeedForExport(db, user.id),
    subscriptionsForExport(db, user.email),
    mailForExport(db, user.email),
    ratingsForExport(db, readVisitorId(request, env.authSecret)),
  ]);
  // The session was valid a moment ago; an account deleted since then has nothing left to give.
  if (!account) throw new AppError({ code: "not_found", status: 404, message: "That account no longer exists." });
  return {
    exportedAt: now.toISOString(),
    ...account,
    savedCharts,
    /** The personal calendar's address: when it was made and last reset, never the token in it. */
    calendarAddress,
    newsletterSubscriptions,
    mail,
    /** Ratings belong to the browser's visitor cookie: these are the ones given in this browser. */
    ratings,
  };
}

/**
 * GET /api/me/export: the signed-in reader's data as a JSON file to download,
 * `cosmic-daily-export-{YYYY-MM-DD}.json` (the site's day), which no cache may keep. 401 for a
 * visitor.
 */
export function myExportApi(services: ExportServices) {
  const api = new Hono<AppBindings>();
  api.use(requireReader(services));
  api.get("/", async (c) => {
    const now = new Date();
    const data = await readerExport(services, c.get("user"), c.req.raw, now);
    const day = calendarDateIn(now, services.env.siteTimeZone);
    return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="cosmic-daily-export-${day}.json"`,
    });
  });
  return api;
}
