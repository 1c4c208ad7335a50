import { Hono } from "hono";
import { AppError } from "#app/lib/errors.ts";
import { createRateLimiter, type HitCounter } from "#app/lib/rate-limiter.ts";
import type { Env } from "#app/lib/env.server.ts";
import { removePushSubscription, savePushSubscription } from "#app/features/notifications/push-subscriptions.server.ts";
import { removeSchema, subscribeSchema } from "#app/features/notifications/subscription-input.ts";
import type { Database } from "#db/client.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import type { PushNotifications } from "#server/site/push-notifications.ts";
import { readJsonBody } from "./request-body";

/** A browser's subscription is a few hundred bytes; the choices beside it a few dozen. */
const PUSH_BODY_LIMIT_BYTES = 4 * 1024;
/** Turning notifications on or off is a click a day at most: 20 a minute per address is ample. */
const PUSH_WRITES_PER_MINUTE = 20;

type PushServices = {
  db: Database;
  env: Pick<Env, "pushServiceOrigins">;
  hitCounter: HitCounter;
  pushNotifications: Pick<PushNotifications, "publicKey">;
};

/**
 * The browser's side of push notifications ([push.api]), mounted at /api/push: the public key to
 * subscribe with, then the subscription with the reader's sign and minute, and its removal.
 */
export function pushApi({ db, env, hitCounter, pushNotifications }: PushServices) {
  const api = new Hono<AppBindings>();
  const writes = createRateLimiter({ name: "push-writes", limit: PUSH_WRITES_PER_MINUTE, windowMs: 60_000, counter: hitCounter });
  const schema = subscribeSchema(env.pushServiceOrigins);
  const limited = async (clientIp: string) => {
    if (!(await writes.hit(clientIp))) {
      throw new AppError({ code: "rate_limited", status: 429, message: "Too many notification changes. Please try again in a minute." });
    }
  };

  api.get("/key", (c) => {
    // The key changes only with the site's configuration, which a restart brings.
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ publicKey: pushNotifications.publicKey });
  });

  api.post("/subscriptions", async (c) => {
    await limited(c.get("clientIp"));
    const input = await readJsonBody(c, schema, { maxBytes: PUSH_BODY_LIMIT_BYTES });
    const { created } = await savePushSubscription(db, input);
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, created }, created ? 201 : 200);
  });

  api.post("/subscriptions/remove", async (c) => {
    await limited(c.get("clientIp"));
    const input = await readJsonBody(c, removeSchema, { maxBytes: PUSH_BODY_LIMIT_BYTES });
    const removed = await removePushSubscription(db, input);
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, removed });
  });

  return api;
}
