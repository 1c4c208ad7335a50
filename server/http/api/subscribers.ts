import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "#app/lib/errors.ts";
import { subscribeFromForm, type SubscribeDependencies } from "#app/features/newsletter/subscribe.server.ts";
import { readSubscriber, subscriberOfSession } from "#app/features/newsletter/subscriber-session.server.ts";
import { countVerified, unsubscribe } from "#app/features/newsletter/subscribers.server.ts";
import type { Database } from "#db/client.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { SiteChanges } from "#app/load-context.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { readJsonBody } from "./request-body";

const NO_SUBSCRIBER_SESSION = "No subscriber session";

type SubscribersServices = {
  db: Database;
  env: Env;
  /** The subscribe use case, with its limits, mailer and Kit mirror. */
  subscriptions: SubscribeDependencies;
  changed: SiteChanges;
};

/** The newsletter list: subscribe, the verified count, the session subscriber and one-click unsubscribe. Mounted at /api. */
export function subscribersApi(site: SubscribersServices) {
  const { db, env } = site;
  const api = new Hono<AppBindings>();

  api.post("/subscribe", async (c) => {
    // The form's rules check the fields, so each form answers in its own words.
    const body = await readJsonBody(c, z.unknown());
    const result = await subscribeFromForm(site.subscriptions, body, { clientIp: c.get("clientIp"), logger: c.get("logger") });
    if (result.cookie) c.header("Set-Cookie", result.cookie);
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, message: result.message, token: result.token, subscriber: result.subscriber });
  });

  api.get("/subscribers/count", async (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ count: await countVerified(db) });
  });

  api.get("/me/subscriber", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const claims = await readSubscriber(db, c.req.raw, env.authSecret);
    if (!claims) return c.json({ authenticated: false, error: NO_SUBSCRIBER_SESSION });
    return c.json({ authenticated: true, subscriber: subscriberOfSession(claims) });
  });

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` without Origin or cookies.
  api.post("/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    if ((await unsubscribe(db, token, { secret: env.authSecret, onChange: site.changed.subscribers })) === "invalid") {
      throw new AppError({ code: "not_found", status: 404, message: "This unsubscribe link is not valid." });
    }
    return c.json({ ok: true });
  });

  return api;
}
