import webpush from "web-push";
import type { VapidKeys } from "#app/lib/env.server.ts";

/** What the browser's service worker reads from a push ([push.payload]): it shows `title` and `body`, and opens `url` on a tap. */
export type PushPayload = { title: string; body: string; url: string; tag?: string };

export type PushDelivery =
  /** The push service took it (201 or another 2xx). */
  | { outcome: "sent"; status: number }
  /** 404 or 410: the subscription is no more (the reader unsubscribed, or it expired); drop it. */
  | { outcome: "gone"; status: number }
  /** Anything else: another status, a timeout, a refused connection. Try again later. */
  | { outcome: "failed"; status?: number; reason: string };

export type PushSender = {
  /** The VAPID public key the browsers subscribe with (applicationServerKey). */
  publicKey: string;
  send: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: PushPayload) => Promise<PushDelivery>;
};

type PushSenderOptions = {
  vapidKeys: VapidKeys;
  /** VAPID_SUBJECT: a mailto: or https: contact for the push services. */
  subject: string;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
  /** How long a push service keeps a push for a browser that is offline: the day's reading is stale by the next day. */
  ttlSeconds?: number;
  fetch?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_TTL_SECONDS = 12 * 60 * 60;

/**
 * Sends one push: web-push encrypts the payload for the browser's keys (aes128gcm, RFC 8291) and
 * signs the request with the site's VAPID keys (RFC 8292); the request itself is sent here, with
 * a timeout, so every answer of the push service becomes one of three outcomes and nothing of the
 * subscription reaches an error's text.
 */
export function createPushSender({
  vapidKeys,
  subject,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  ttlSeconds = DEFAULT_TTL_SECONDS,
  fetch: send = fetch,
}: PushSenderOptions): PushSender {
  const vapidDetails = { subject, publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey };
  return {
    publicKey: vapidKeys.publicKey,
    async send(subscription, payload) {
      const details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails,
        TTL: ttlSeconds,
        contentEncoding: "aes128gcm",
        urgency: "normal",
        ...(payload.tag ? { topic: topicOf(payload.tag) } : {}),
      });
      const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
      // fetch sets the length itself, from the body.
      delete headers["Content-Length"];
      let response: Response;
      try {
        response = await send(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === "TimeoutError";
        return { outcome: "failed", reason: timedOut ? `no answer within ${timeoutMs} ms` : "the push service could not be reached" };
      }
      await response.body?.cancel().catch(() => {});
      if (response.ok) return { outcome: "sent", status: response.status };
      if (response.status === 404 || response.status === 410) return { outcome: "gone", status: response.status };
      return { outcome: "failed", status: response.status, reason: `the push service answered ${response.status}` };
    },
  };
}

/** A Topic header is at most 32 base64url characters: a newer push with the same topic replaces one still waiting. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32);
}
