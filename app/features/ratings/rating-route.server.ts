import { data, type AppLoadContext } from "react-router";
import { calendarDateIn } from "#app/lib/dates.ts";
import { isAppError } from "#app/lib/errors.ts";
import { createRateLimiter, type HitCounter, type RateLimiter } from "#app/lib/rate-limiter.ts";
import { RATING_MESSAGES, type RatingActionResult, type RatingSummary } from "./rating-rules";
import { getRatingSummary, getVisitorRating, rateSign } from "./ratings.server";
import { ensureVisitorId, readVisitorId } from "./visitor-cookie.server";

/**
 * Ratings a client address may post in an hour ([ratings.one-per-day]): a reader rates at most the
 * twelve signs a day, a household or an office behind one address a few times that; a script
 * cycling through fresh visitor cookies stops here.
 */
export const RATING_LIMITS = { perAddress: 30, windowMs: 60 * 60_000 } as const;

export function createRatingLimiter(counter: HitCounter): RateLimiter {
  return createRateLimiter({ name: "ratings-address", limit: RATING_LIMITS.perAddress, windowMs: RATING_LIMITS.windowMs, counter });
}

/** What a page's loader hands RatingControl: the day's ratings of the sign and this visitor's rating. */
type RatingState = { summary: RatingSummary; visitorRating: number | null; date: string };

type Options = {
  /** The form, when the page's action has already read the body (to dispatch on `intent`). */
  form?: FormData;
  now?: Date;
};

/** For a page's loader. Reads the visitor cookie but never sets it: plain page views stay cookie-free. */
export async function loadRatingState(
  context: AppLoadContext,
  request: Request,
  sign: string,
  { now = new Date() }: Pick<Options, "now"> = {},
): Promise<RatingState> {
  const date = calendarDateIn(now, context.env.siteTimeZone);
  const visitorId = readVisitorId(request, context.env.authSecret);
  const summary = await getRatingSummary(context.db, sign, date);
  const visitorRating = await getVisitorRating(context.db, sign, date, visitorId);
  return { summary, visitorRating, date };
}

/**
 * For a page's action: records the posted `rating` for today's reading of `sign`, setting the
 * visitor cookie when the browser has none. Invalid input answers 400 with the reason; the
 * day is the server's (SITE_TIMEZONE), never one the form claims.
 */
export async function handleRatingAction(
  context: AppLoadContext,
  request: Request,
  sign: string,
  { form, now = new Date() }: Options = {},
) {
  if (!(await context.ratingLimiter.hit(context.clientIp))) {
    return data<RatingActionResult>({ kind: "sign-rating", ok: false, message: RATING_MESSAGES.tooMany }, { status: 429 });
  }
  const { visitorId, setCookie } = ensureVisitorId(request, context.env.authSecret, context.env.siteUrl.startsWith("https:"));
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  let body: FormData;
  try {
    body = form ?? (await request.formData());
  } catch {
    return data<RatingActionResult>({ kind: "sign-rating", ok: false, message: RATING_MESSAGES.invalidRating }, { status: 400, headers });
  }
  try {
    const outcome = await rateSign(
      context.db,
      { sign, date: calendarDateIn(now, context.env.siteTimeZone), visitorId, rating: body.get("rating") },
      // Every instance forgets its averages; a context without `changed` (a bare test) skips that.
      { onChange: context.changed?.ratings },
    );
    const message = outcome.recorded ? RATING_MESSAGES.thanks(outcome.rating) : RATING_MESSAGES.alreadyRated(outcome.rating);
    return data<RatingActionResult>({ kind: "sign-rating", ok: true, ...outcome, message }, { headers });
  } catch (error) {
    if (!isAppError(error) || error.status !== 400) throw error;
    return data<RatingActionResult>({ kind: "sign-rating", ok: false, message: error.message }, { status: 400, headers });
  }
}
