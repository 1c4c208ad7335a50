import { browserTimeZone } from "#app/lib/time-zones.ts";
import { SUBSCRIBER_STORAGE_KEY } from "./session-keys";

type SubscribeBody = {
  email: string;
  name?: string;
  zodiacSign?: string;
  tags: string[];
  source: "subscribe-page" | "quick-subscribe" | "mobile-modal-subscribe" | "unlock-modal";
  /** The full form's choice; the quick forms and the unlock modal send none (the site's NEWSLETTER_SEND_TIME). */
  deliveryTime?: string;
  /** The full form's choice; every other form sends the browser's own zone, unasked. */
  timeZone?: string;
};

type SubscribeAnswer = { ok: true; message: string } | { ok: false; message: string | null };

/**
 * The subscription funnel's events ([analytics.events]), named by the form's source; the
 * composition (the root or the route) passes the analytics feature's tracker in.
 */
export type SubscribeTracker = (name: "subscribe_started" | "subscribe_succeeded", properties: { source: SubscribeBody["source"] }) => void;

/**
 * Sends a subscription to the server. The answer's session token is kept in sessionStorage
 * (zodiac_auth_token, [session.storage]; the server also sets an HttpOnly cookie). Network and server
 * failures answer ok: false with the server's message when it gave one. Each form calls it only
 * for an address that looks valid, so `subscribe_started` counts real attempts.
 */
export async function postSubscription(body: SubscribeBody, track?: SubscribeTracker): Promise<SubscribeAnswer> {
  track?.("subscribe_started", { source: body.source });
  const answer = await send(body);
  if (answer.ok) track?.("subscribe_succeeded", { source: body.source });
  return answer;
}

async function send(body: SubscribeBody): Promise<SubscribeAnswer> {
  try {
    // The honeypot field stays empty for people; see the hidden input in each form.
    const response = await fetch("/api/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ timeZone: browserTimeZone(), ...body, website: "" }),
    });
    const answer = (await response.json().catch(() => null)) as { message?: string; token?: string; error?: { message?: string } } | null;
    if (!response.ok) return { ok: false, message: answer?.error?.message ?? null };
    if (answer?.token) {
      try {
        sessionStorage.setItem(SUBSCRIBER_STORAGE_KEY, answer.token);
      } catch {
        // Storage may be unavailable (private mode); the cookie still carries the session.
      }
    }
    return { ok: true, message: answer?.message ?? "" };
  } catch {
    return { ok: false, message: null };
  }
}
