import { daysBetween, isCalendarDate } from "#app/lib/dates.ts";
import { isSignSlug, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";

/**
 * Reading a share image's address ([share.image-input]). Every address names its signs and its
 * day, so anything else is refused before any work: a 404 for a sign or a file that does not
 * exist, a 400 for a day that is not a calendar day, and a 404 for a day too far from today to
 * have an image, so crawlers walking dates cannot fill the caches with renders.
 */

/** How far from the site's today, either way, a share image may be asked for. */
export const SHARE_IMAGE_WINDOW_DAYS = 366;

export type ImageRequestProblem = { ok: false; status: 400 | 404; message: string };

export const IMAGE_REQUEST_MESSAGES = {
  notPng: "Share images are PNG files named after their day, such as 2026-11-25.png.",
  unknownSign: `No such sign. Signs are written in lower case: ${SIGN_SLUGS.join(", ")}.`,
  badDate: "The day must be a calendar date written YYYY-MM-DD, such as 2026-11-25.",
  outOfWindow: `Share images exist only for days within ${SHARE_IMAGE_WINDOW_DAYS} days of today.`,
} as const;

/** Whether a day is near enough to the site's today to have a share image. */
export function hasShareImage(date: string, today: string): boolean {
  return Math.abs(daysBetween(today, date)) <= SHARE_IMAGE_WINDOW_DAYS;
}

const problem = (status: 400 | 404, message: string): ImageRequestProblem => ({ ok: false, status, message });

/** The day of a `YYYY-MM-DD.png` file name, when it is one the site draws an image for. */
export function readImageDay(file: string | undefined, today: string): { ok: true; date: string } | ImageRequestProblem {
  const match = /^(.*)\.png$/.exec(file ?? "");
  if (!match) return problem(404, IMAGE_REQUEST_MESSAGES.notPng);
  const date = match[1]!;
  if (!isCalendarDate(date)) return problem(400, IMAGE_REQUEST_MESSAGES.badDate);
  if (!hasShareImage(date, today)) return problem(404, IMAGE_REQUEST_MESSAGES.outOfWindow);
  return { ok: true, date };
}

/** A sign slug exactly as the site writes it (lower case); any other spelling has no image. */
export function readImageSign(slug: string | undefined): { ok: true; sign: SignSlug } | ImageRequestProblem {
  return isSignSlug(slug) ? { ok: true, sign: slug } : problem(404, IMAGE_REQUEST_MESSAGES.unknownSign);
}

/** An image that cannot change again may be kept for a month. */
export const LONG_MAX_AGE_S = 30 * 86_400;
/** Today's and later days' images may still change (a reading is stored later), so an hour. */
export const SHORT_MAX_AGE_S = 3_600;
/** An image drawn while the day's reading could not be read: kept a minute, then drawn again. */
export const INCOMPLETE_MAX_AGE_S = 60;

/**
 * The Cache-Control of a share image ([share.image-cache]). A past day's sign image is final (its
 * reading was stored once, its sky is fixed); today's and later ones may still gain their stored
 * reading's colour. A pair's score is a pure function of the pair and the day, so a pair image is
 * final whatever its day.
 */
export function shareImageCacheControl(kind: "sign" | "pair", date: string, today: string, complete = true): string {
  if (!complete) return `public, max-age=${INCOMPLETE_MAX_AGE_S}`;
  const final = kind === "pair" || date < today;
  return `public, max-age=${final ? LONG_MAX_AGE_S : SHORT_MAX_AGE_S}`;
}
