import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { AppError } from "#app/lib/errors.ts";
import type { Mailer } from "#app/lib/mail.ts";
import { createRateLimiter, type HitCounter, type RateLimiter } from "#app/lib/rate-limiter.ts";
import { FULL_FORM_TEXTS } from "./form-rules";
import { mirrorToKit } from "./kit.server";
import { issueSubscriberToken, subscriberCookie } from "./subscriber-session.server";
import { subscribe } from "./subscribers.server";
import { parseSubscriptionRequest } from "./validation";

/** Per minute: a person retrying a typo stays under; a script filling the list does not. */
export const SUBSCRIBE_LIMITS = { perAddress: 10, perEmail: 3, windowMs: 60_000 } as const;
/** The answer to every accepted subscription, new address or known: it must not tell them apart. */
const SUBSCRIBE_SUCCESS_MESSAGE = FULL_FORM_TEXTS.success;

export type SubscribeLimits = { byAddress: RateLimiter; byEmail: RateLimiter };

/** Counters shared by every instance when the HitCounter is Redis. */
export function createSubscribeLimits(counter: HitCounter): SubscribeLimits {
  const window = { windowMs: SUBSCRIBE_LIMITS.windowMs, counter };
  return {
    byAddress: createRateLimiter({ name: "subscribe-address", limit: SUBSCRIBE_LIMITS.perAddress, ...window }),
    byEmail: createRateLimiter({ name: "subscribe-email", limit: SUBSCRIBE_LIMITS.perEmail, ...window }),
  };
}

export type SubscribeDependencies = {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  /** Signs the subscriber session token. */
  secret: string;
  limits: SubscribeLimits;
  /** A reader's zone and hour when the form sends none: SITE_TIMEZONE and NEWSLETTER_SEND_TIME. */
  delivery: { timeZone: string; time: string };
  /** Kit (ConvertKit) to mirror subscriptions to, when configured. */
  kit?: { apiKey: string; formId: string; baseUrl?: string };
  logger: Logger;
};

type SubscribeResult = {
  message: string;
  token: string;
  subscriber: { email: string; sign: string | null };
  /** The subscriber session cookie; absent when nothing was stored. */
  cookie?: string;
};

const tooMany = () =>
  new AppError({ code: "rate_limited", status: 429, message: "Too many subscription attempts. Please try again in a minute." });

/**
 * A subscription from any of the three forms: the per-address limit, the form's own rules, the
 * per-email limit, then the list with double opt-in (a confirmation mail for an address not yet
 * confirmed). Answers a subscriber session token, pending until a mailed link is spent
 * ([session.unlocks-when-confirmed]). Throws AppError 400 or 429.
 */
export async function subscribeFromForm(
  deps: SubscribeDependencies,
  body: unknown,
  request: { clientIp: string; logger: Logger },
): Promise<SubscribeResult> {
  if (!(await deps.limits.byAddress.hit(request.clientIp))) throw tooMany();
  const parsed = parseSubscriptionRequest(body);
  if (!parsed.ok) throw new AppError({ code: "validation_failed", status: 400, message: parsed.message });
  const form = parsed.request;
  if (!(await deps.limits.byEmail.hit(form.email))) throw tooMany();

  if (form.website !== "") {
    // A bot filled the hidden field: it gets what a person gets, and nothing is stored.
    request.logger.info({ kind: "subscribe-honeypot" }, "honeypot filled; subscription dropped");
    const { token } = issueSubscriberToken(
      { sub: randomUUID(), email: form.email, name: form.name, sign: form.zodiacSign },
      randomSecret(),
    );
    return { message: SUBSCRIBE_SUCCESS_MESSAGE, token, subscriber: { email: form.email, sign: form.zodiacSign } };
  }

  const delivery = { timeZone: form.timeZone ?? deps.delivery.timeZone, deliveryTime: form.deliveryTime ?? deps.delivery.time };
  const { unlockId } = await subscribe(
    deps.db,
    { ...form, ...delivery },
    { siteUrl: deps.siteUrl, mailer: deps.mailer, secret: deps.secret },
  );
  if (deps.kit) {
    // Not awaited: Kit must never slow down or fail the subscription.
    void mirrorToKit(
      { email: form.email, name: form.name, zodiacSign: form.zodiacSign, tags: form.tags },
      { ...deps.kit, logger: deps.logger },
    );
  }
  // The session carries what was typed, never what the list holds for the address; it names its
  // own unlock, which unlocks nothing until the link mailed for it is spent.
  const { token } = issueSubscriberToken({ sub: unlockId, email: form.email, name: form.name, sign: form.zodiacSign }, deps.secret);
  return {
    message: SUBSCRIBE_SUCCESS_MESSAGE,
    token,
    subscriber: { email: form.email, sign: form.zodiacSign },
    cookie: subscriberCookie(token, deps.siteUrl.startsWith("https:")),
  };
}

/** A throwaway key: the honeypot's token looks real but verifies nowhere. */
function randomSecret(): string {
  return crypto.getRandomValues(new Uint8Array(32)).join(".");
}
