import { useEffect, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { readLocal, writeLocal } from "#app/lib/browser-storage.ts";
import { browserTimeZone } from "#app/lib/time-zones.ts";
import type { Sign, SignSlug } from "#app/zodiac/signs.ts";
import { NOTIFICATION_MESSAGES, scheduleSentence } from "./notification-messages";
import { DEFAULT_PUSH_TIME } from "./subscription-input";

/** The reader's last choice, kept in this browser only, so the page can say what is on. */
const CHOICE_KEY = "cosmic_push_choice";
/** The events that show a reader has started on the page. */
const FIRST_TOUCH = ["pointerdown", "focusin", "keydown"] as const;
/** How long the page waits for the service worker before it says it could not start. */
const WORKER_WAIT_MS = 10_000;

type Choice = { sign: SignSlug; time: string; timeZone: string };
type State =
  | { kind: "checking" }
  | { kind: "unsupported" }
  | { kind: "blocked" }
  | { kind: "ready"; subscribed: boolean; message?: { text: string; tone: "info" | "error" } };

type NotificationsPanelProps = {
  signs: readonly Pick<Sign, "slug" | "name">[];
  /** The sign of the page the reader came from, else the first. */
  sign: SignSlug;
  /** The zones the server takes, sorted. */
  zones: readonly string[];
  /** The zone shown until the reader first touches the page and the browser names its own: the site's. */
  zone: string;
};

const supportsPush = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The key from GET /api/push/key, as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function storedChoice(): Partial<Choice> {
  try {
    return JSON.parse(readLocal(CHOICE_KEY) ?? "{}") as Partial<Choice>;
  } catch {
    return {};
  }
}

/** The site's service worker: the one registered, else registered now; null when it does not start in time. */
async function serviceWorker(): Promise<ServiceWorkerRegistration | null> {
  const registered = await navigator.serviceWorker.getRegistration("/");
  if (!registered) await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const timeout = new Promise<null>((done) => setTimeout(() => done(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

async function post(path: string, body: unknown): Promise<{ ok: boolean; message?: string }> {
  const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  return { ok: false, message: answer.error?.message ?? NOTIFICATION_MESSAGES.failed };
}

/**
 * Turning the daily notification on and off ([push.page]): the reader picks a sign and a time on
 * their own clocks, and the button asks the browser's permission, subscribes through its push
 * service with the site's key, and sends the subscription with the choice to the server. The
 * page says plainly when the browser cannot, or was told not to.
 */
export function NotificationsPanel({ signs, sign, zones, zone }: NotificationsPanelProps) {
  const [state, setState] = useState<State>({ kind: "checking" });
  const [choice, setChoice] = useState<Choice>({ sign, time: DEFAULT_PUSH_TIME, timeZone: zone });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const stored = storedChoice();
    setChoice((current) => ({ ...current, ...stored }));
    // The browser's zone is read when the reader first touches the page, not while it loads: the
    // browser's first Intl formatter costs a first load 25 to 90 ms of main thread ([shell.first-load-no-intl]).
    const adopt = () => {
      stop();
      const own = browserTimeZone();
      if (own && !stored.timeZone) setChoice((current) => ({ ...current, timeZone: own }));
    };
    const stop = () => FIRST_TOUCH.forEach((kind) => document.removeEventListener(kind, adopt, true));
    FIRST_TOUCH.forEach((kind) => document.addEventListener(kind, adopt, true));
    if (!supportsPush()) {
      setState({ kind: "unsupported" });
      return stop;
    }
    if (Notification.permission === "denied") {
      setState({ kind: "blocked" });
      return stop;
    }
    void navigator.serviceWorker
      .getRegistration("/")
      .then((registration) => registration?.pushManager.getSubscription() ?? null)
      .then((subscription) => setState({ kind: "ready", subscribed: subscription !== null && stored.sign !== undefined }))
      .catch(() => setState({ kind: "ready", subscribed: false }));
    return stop;
  }, []);

  const failWith = (text: string) => setState({ kind: "ready", subscribed: false, message: { text, tone: "error" } });

  async function turnOn(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission === "denied") return setState({ kind: "blocked" });
      if (permission !== "granted") return failWith(NOTIFICATION_MESSAGES.refused);
      const registration = await serviceWorker().catch(() => null);
      if (!registration) return failWith(NOTIFICATION_MESSAGES.noWorker);
      const { publicKey } = (await (await fetch("/api/push/key")).json()) as { publicKey: string };
      let subscription: PushSubscription;
      try {
        subscription =
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      } catch {
        return failWith(NOTIFICATION_MESSAGES.noPushService);
      }
      const answer = await post("/api/push/subscriptions", { subscription: subscription.toJSON(), ...choice });
      if (!answer.ok) return setState({ kind: "ready", subscribed: false, message: { text: answer.message!, tone: "error" } });
      writeLocal(CHOICE_KEY, JSON.stringify(choice));
      setState({ kind: "ready", subscribed: true, message: { text: NOTIFICATION_MESSAGES.on, tone: "info" } });
    } catch {
      failWith(NOTIFICATION_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.getRegistration("/");
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        const { endpoint, keys } = subscription.toJSON();
        const answer = await post("/api/push/subscriptions/remove", { endpoint, auth: keys?.auth });
        if (!answer.ok) throw new Error(answer.message);
        await subscription.unsubscribe();
      }
      writeLocal(CHOICE_KEY, "{}");
      setState({ kind: "ready", subscribed: false, message: { text: NOTIFICATION_MESSAGES.off, tone: "info" } });
    } catch {
      setState({ kind: "ready", subscribed: true, message: { text: NOTIFICATION_MESSAGES.offFailed, tone: "error" } });
    } finally {
      setBusy(false);
    }
  }

  if (state.kind !== "ready") {
    return (
      <p role="status" className="rounded-xl border border-border bg-surface p-5" data-testid="notifications-state">
        {NOTIFICATION_MESSAGES[state.kind]}
      </p>
    );
  }
  const signName = signs.find((entry) => entry.slug === choice.sign)?.name ?? choice.sign;
  const listed = zones.includes(choice.timeZone) ? zones : [...zones, choice.timeZone].sort();
  return (
    <form onSubmit={turnOn} className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-5" aria-label="Daily notification">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="push-sign" label="Your sign">
          <select
            id="push-sign"
            className={inputClasses}
            value={choice.sign}
            onChange={(event) => setChoice((current) => ({ ...current, sign: event.target.value as SignSlug }))}
          >
            {signs.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="push-time" label="Time">
          <input
            id="push-time"
            type="time"
            step={60}
            required
            className={inputClasses}
            value={choice.time}
            onChange={(event) => setChoice((current) => ({ ...current, time: event.target.value }))}
          />
        </Field>
        <Field id="push-zone" label="Time zone">
          <select
            id="push-zone"
            className={inputClasses}
            value={choice.timeZone}
            onChange={(event) => setChoice((current) => ({ ...current, timeZone: event.target.value }))}
          >
            {listed.map((entry) => (
              <option key={entry} value={entry}>
                {entry.replace(/_/g, " ")}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p data-testid="notifications-schedule">{scheduleSentence(signName, choice.time || DEFAULT_PUSH_TIME, choice.timeZone)}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {state.subscribed ? "Save changes" : "Turn on notifications"}
        </Button>
        {state.subscribed ? (
          <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
            Turn off notifications
          </Button>
        ) : null}
      </div>
      {state.message ? (
        <p
          role={state.message.tone === "error" ? "alert" : "status"}
          className={state.message.tone === "error" ? "font-medium text-danger" : "font-medium"}
          data-testid="notifications-message"
        >
          {state.message.text}
        </p>
      ) : null}
    </form>
  );
}
