import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import type { Env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { createRateLimiter, type HitCounter } from "~/lib/rate-limiter";
import { queueMail } from "~/features/mail/outbox.server";
import { FULL_FORM_TEXTS } from "~/features/newsletter/form-rules";
import { mirrorToKit } from "~/features/newsletter/kit.server";
import { issueSubscriberToken, readSubscriber, subscriberCookie } from "~/features/newsletter/subscriber-session.server";
import { countVerified, findSubscriberProfile, subscribe, unsubscribe } from "~/features/newsletter/subscribers.server";
import { parseSubscriptionRequest } from "~/features/newsletter/validation";
import type { AppBindings } from "../types";

/** Per minute: a person retrying a typo stays under; a script filling the list does not. */
export const SUBSCRIBE_LIMITS = { perAddress: 10, perEmail: 3, windowMs: 60_000 } as const;
/** The answer to every accepted subscription, new address or known: it must not tell them apart. */
export const SUBSCRIBE_SUCCESS_MESSAGE = FULL_FORM_TEXTS.success;
export const NO_SUBSCRIBER_SESSION = "No subscriber session";

export type SubscribersApiOptions = {
  db: Database;
  env: Env;
  counter: HitCounter;
  logger: Logger;
  /** Kit's base URL; tests point it at a fake server. */
  kitBaseUrl?: string;
};

/** The newsletter list: subscribe, the verified count, the session subscriber and one-click unsubscribe. Mounted at /api. */
export function subscribersApi({ db, env, counter, logger, kitBaseUrl }: SubscribersApiOptions) {
  const window = { windowMs: SUBSCRIBE_LIMITS.windowMs, counter };
  const byAddress = createRateLimiter({ name: "subscribe-address", limit: SUBSCRIBE_LIMITS.perAddress, ...window });
  const byEmail = createRateLimiter({ name: "subscribe-email", limit: SUBSCRIBE_LIMITS.perEmail, ...window });
  const secret = env.authSecret ?? "";
  const secure = env.siteUrl.startsWith("https:");
  const tooMany = () => new AppError({ code: "rate_limited", status: 429, message: "Too many subscription attempts. Please try again in a minute." });
  const api = new Hono<AppBindings>();

  const smallBody = bodyLimit({
    maxSize: 8 * 1024,
    onError: () => {
      throw new AppError({ code: "payload_too_large", status: 413, message: "The request is larger than 8 KB." });
    },
  });

  api.post("/subscribe", smallBody, async (c) => {
    if (!(await byAddress.hit(c.get("clientIp")))) throw tooMany();
    if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) {
      throw new AppError({ code: "unsupported_media_type", status: 415, message: "Send the request body as application/json." });
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError({ code: "bad_request", status: 400, message: "The request body is not valid JSON." });
    }
    const parsed = parseSubscriptionRequest(body);
    if (!parsed.ok) throw new AppError({ code: "validation_failed", status: 400, message: parsed.message });
    const { request } = parsed;
    if (!(await byEmail.hit(request.email))) throw tooMany();
    if (request.website !== "") {
      // A bot filled the hidden field: it gets what a person gets, and nothing is stored.
      c.get("logger").info({ kind: "subscribe-honeypot" }, "honeypot filled; subscription dropped");
      const { token } = issueSubscriberToken({ sub: "honeypot", email: request.email, sign: request.zodiacSign }, randomSecret());
      return c.json({ ok: true, message: SUBSCRIBE_SUCCESS_MESSAGE, token, subscriber: { email: request.email, sign: request.zodiacSign } });
    }
    const outcome = await subscribe(db, request, { siteUrl: env.siteUrl, queueMail: (mail) => queueMail(db, mail) });
    // Without SMTP the operator needs the link; it is never sent back over HTTP.
    if (outcome.confirmUrl && !env.smtpUrl) {
      logger.info({ to: request.email, kind: "newsletter-confirmation" }, `mail kept in the outbox; confirmation link: ${outcome.confirmUrl}`);
    }
    if (env.kitApiKey && env.kitFormId) {
      // Not awaited: Kit must never slow down or fail the subscription.
      void mirrorToKit(
        { email: request.email, name: request.name, zodiacSign: request.zodiacSign, tags: request.tags },
        { apiKey: env.kitApiKey, formId: env.kitFormId, logger, baseUrl: kitBaseUrl },
      );
    }
    const { subscriber } = outcome;
    const { token } = issueSubscriberToken({ sub: subscriber.id, email: subscriber.email, sign: subscriber.sign }, secret);
    c.header("Set-Cookie", subscriberCookie(token, secure));
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, message: SUBSCRIBE_SUCCESS_MESSAGE, token, subscriber: { email: subscriber.email, sign: subscriber.sign } });
  });

  api.get("/subscribers/count", async (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ count: await countVerified(db) });
  });

  api.get("/me/subscriber", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const claims = readSubscriber(c.req.raw, secret);
    if (!claims) return c.json({ authenticated: false, error: NO_SUBSCRIBER_SESSION });
    const subscriber = await findSubscriberProfile(db, claims.sub);
    if (!subscriber) return c.json({ authenticated: false, error: NO_SUBSCRIBER_SESSION });
    return c.json({ authenticated: true, subscriber });
  });

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` without Origin or cookies.
  api.post("/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    if ((await unsubscribe(db, token)) === "invalid") {
      throw new AppError({ code: "not_found", status: 404, message: "This unsubscribe link is not valid." });
    }
    return c.json({ ok: true });
  });

  return api;
}

/** A throwaway key: the honeypot's token looks real but verifies nowhere. */
function randomSecret(): string {
  return crypto.getRandomValues(new Uint8Array(32)).join(".");
}
