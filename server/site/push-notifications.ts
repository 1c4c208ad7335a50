import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import type { HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { readingPath } from "#app/features/horoscopes/reading-days.ts";
import type { PushPayload, PushSender } from "#app/features/notifications/push-delivery.server.ts";
import {
  claimPush,
  dropPushSubscription,
  duePushSubscriptions,
  releasePush,
  type DuePush,
} from "#app/features/notifications/push-subscriptions.server.ts";
import { dayLabel, weekdayName } from "#app/lib/dates.ts";
import { errorReason } from "#app/lib/errors.ts";
import { signOf, type SignSlug } from "#app/zodiac/signs.ts";

/** What one look at the due notifications did, for the job's log line. */
export type PushRound = { due: number; sent: number; gone: number; failed: number; claimedElsewhere: number };

export type PushNotifications = {
  /** The VAPID public key the browsers subscribe with. */
  publicKey: string;
  /** Sends every notification due at `now` that no instance has sent yet. */
  sendDue: (now: Date, options?: { signal?: AbortSignal }) => Promise<PushRound>;
};

type PushNotificationsOptions = {
  db: Database;
  horoscopes: Pick<HoroscopeService, "getDaily" | "today">;
  sender: PushSender;
  siteUrl: string;
  logger: Logger;
  /** How many pushes are in flight at once. */
  concurrency?: number;
};

/** "Leo · Thursday, Dec 3": the sign and the reader's own date. */
export function pushTitle(sign: SignSlug, localDate: string): string {
  return `${signOf(sign).name} · ${weekdayName(localDate)}, ${dayLabel(localDate)}`;
}

/**
 * Where the push subscriptions meet the readings ([push.payload]): each reader's notification is
 * their sign's "Today in short" for their own local date (its headline and summary, as the daily
 * page opens with), and a tap opens that day's reading on the site's public address.
 */
export function createPushNotifications({
  db,
  horoscopes,
  sender,
  siteUrl,
  logger,
  concurrency = 8,
}: PushNotificationsOptions): PushNotifications {
  const log = logger.child({ job: "push-notifications" });

  async function payloadFor(push: DuePush): Promise<PushPayload> {
    const reading = await horoscopes.getDaily(push.sign, push.localDate);
    return {
      title: pushTitle(push.sign, push.localDate),
      body: `${reading.headline}. ${reading.summary}`,
      url: new URL(readingPath(push.sign, push.localDate, horoscopes.today()), siteUrl).toString(),
      // One notification a day per sign: a later one for the same day replaces it on the screen.
      tag: `${push.sign}-${push.localDate}`,
    };
  }

  async function deliver(push: DuePush, round: PushRound): Promise<void> {
    if (!(await claimPush(db, push))) {
      round.claimedElsewhere += 1;
      return;
    }
    // The endpoint's path is the subscription's capability: only its host is ever logged.
    const host = new URL(push.endpoint).host;
    let delivery;
    try {
      delivery = await sender.send(push, await payloadFor(push));
    } catch (error) {
      delivery = { outcome: "failed", reason: errorReason(error) } as const;
    }
    if (delivery.outcome === "sent") round.sent += 1;
    else if (delivery.outcome === "gone") {
      round.gone += 1;
      await dropPushSubscription(db, push.id);
      log.info({ host, status: delivery.status }, "push subscription gone; removed");
    } else {
      round.failed += 1;
      await releasePush(db, push).catch(() => {});
      log.warn({ host, status: delivery.status, reason: delivery.reason }, "push notification failed; will retry within its window");
    }
  }

  return {
    publicKey: sender.publicKey,
    async sendDue(now, { signal } = {}) {
      const due = await duePushSubscriptions(db, now);
      const round: PushRound = { due: due.length, sent: 0, gone: 0, failed: 0, claimedElsewhere: 0 };
      let next = 0;
      const worker = async () => {
        while (next < due.length && !signal?.aborted) await deliver(due[next++]!, round);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
      return round;
    },
  };
}
