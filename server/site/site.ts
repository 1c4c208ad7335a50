import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "#db/client.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Mailer } from "#app/lib/mail.ts";
import { createMemoryHitCounter, type HitCounter, type RateLimiter } from "#app/lib/rate-limiter.ts";
import { createSiteEvents, type SiteEvents } from "#app/lib/site-events.ts";
import { createAttemptLimits, type AttemptLimits } from "#app/features/accounts/attempt-limits.server.ts";
import { createAnalyticsIngest, type AnalyticsIngest } from "#app/features/analytics/ingest.server.ts";
import { createVisitorHasher, type VisitorHasher } from "#app/features/analytics/visitor-hash.server.ts";
import { forgetAds } from "#app/features/ads/ads.server.ts";
import { createAuth, type Auth } from "#app/features/accounts/auth.server.ts";
import { forgetRenderedPosts } from "#app/features/blog/rendered-posts.server.ts";
import { flagsFor, forgetFlags } from "#app/features/flags/flags.server.ts";
import { createHoroscopeService, type HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { createLlmProvider } from "#app/features/horoscopes/llm-provider.server.ts";
import { createPeriodReadingService, type PeriodReadingService } from "#app/features/horoscopes/period-readings.server.ts";
import { editionMailCount, queueEditionMail } from "#app/features/mail/edition-outbox.server.ts";
import { createMailer } from "#app/features/mail/mailer.server.ts";
import { joinQueuedEditions, runEdition, type Editions } from "#app/features/newsletter/editions/edition-runs.server.ts";
import { editionsOn } from "#app/features/newsletter/editions/schedule.ts";
import { createSubscribeLimits, type SubscribeDependencies } from "#app/features/newsletter/subscribe.server.ts";
import { readSubscriber } from "#app/features/newsletter/subscriber-session.server.ts";
import { clearSubscriberCountCache } from "#app/features/newsletter/subscribers.server.ts";
import { forgetProductSettings } from "#app/features/products/products.server.ts";
import { forgetPartners } from "#app/features/partners/partners.server.ts";
import { createRatingLimiter } from "#app/features/ratings/rating-route.server.ts";
import { forgetRatingSummaries } from "#app/features/ratings/ratings.server.ts";
import { forgetPublicSettings } from "#app/features/settings/settings.server.ts";
import { defaultDrawSlots } from "#app/features/share-images/draw-budget.ts";
import { createShareImages, type ShareImages } from "#app/features/share-images/share-images.server.ts";
import { eclipsesBetween, lunationsBetween, skyForDay } from "#app/features/sky/sky.server.ts";
import type { SiteChanges, VisitorGate } from "#app/load-context.ts";
import { createJobClaims, instanceName, type JobClaims } from "#server/jobs/job-claims.ts";
import { pageCache, type PageCache } from "#server/page-cache/page-cache.ts";
import { createPushSender } from "#app/features/notifications/push-delivery.server.ts";
import { createEditionWriter, occasionsOn } from "./edition-writer";
import { createPersonalEditionWriter } from "./personal-edition-writer";
import { createPushNotifications, type PushNotifications } from "./push-notifications";

/**
 * The composition root: every service of the site, built once from the configuration and the
 * database, and shared by the HTTP app, the background jobs and the operator command. This is
 * also where features meet: code that needs two features at once (the gate combines the flags
 * with the subscriber session; the horoscopes read the sky) is wired here, never inside a feature.
 */
export type Site = {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  logger: Logger;
  /** Where rate limits count: Redis when REDIS_URL is set, else this process's memory. */
  hitCounter: HitCounter;
  mailer: Mailer;
  auth: Auth;
  attemptLimits: AttemptLimits;
  ratingLimiter: RateLimiter;
  /** The newsletter's subscribe use case, with its limits, mailer and Kit mirror. */
  subscriptions: SubscribeDependencies;
  horoscopes: HoroscopeService;
  /** Weekly, monthly and yearly readings per sign, from each span's real events. */
  periodReadings: PeriodReadingService;
  /** The newsletter's editions: which are due on a date, how each is written, and its run. */
  editions: Editions;
  /** Public pages kept for anonymous visitors; cleared when an admin changes what they show. */
  pages: PageCache;
  /** The share cards: kept in memory, the day's stored under DATA_DIR, any other drawn within the drawing budget. */
  shareImages: ShareImages;
  /** This instance's name in job claims and site events (host, process id, a random tag). */
  instance: string;
  /** Change notices shared by every instance: Redis pub/sub, PostgreSQL NOTIFY, or this process only. */
  events: SiteEvents;
  /** What writes call so every instance forgets what the change makes stale (each publishes a site event). */
  changed: SiteChanges;
  /** Who runs a job's run when several instances share the database (the `job_runs` table). */
  jobClaims: JobClaims;
  /** The browser's analytics reports, held in memory and written in batches; flushed when the instance stops. */
  analytics: AnalyticsIngest;
  /** The day's salted hash of a visitor's address and user agent, for counting visitors without storing either. */
  visitorHasher: VisitorHasher;
  /** The day's reading as a push notification at each subscriber's minute, and the key browsers subscribe with. */
  pushNotifications: PushNotifications;
  /** Who a request is, for gating: the flags (all off with ?ungated=1) and the subscriber session. */
  gateFor(request: Request): Promise<VisitorGate>;
};

type SiteOptions = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  hitCounter?: HitCounter;
  /** Change notices relayed to other instances (server/boot/); without it, this process only. */
  events?: SiteEvents;
  instance?: string;
  /** Kit's base URL; tests point it at a fake server. */
  kitBaseUrl?: string;
  /** How pushes reach the push services; tests answer them in process. */
  pushFetch?: typeof fetch;
};

/** The site events' topics, one per kind of change that some instance may hold in memory. */
const TOPICS: Record<keyof SiteChanges, string> = {
  flags: "flags",
  settings: "settings",
  products: "products",
  subscribers: "subscriber-count",
  ratings: "rating-summaries",
  posts: "posts",
  ads: "ads",
  partners: "partners",
};

export function createSite({
  env,
  database,
  logger,
  hitCounter = createMemoryHitCounter(),
  events = createSiteEvents({ onHandlerError: (error, topic) => logger.error({ err: error, topic }, "a site event handler failed") }),
  instance = instanceName(),
  kitBaseUrl,
  pushFetch,
}: SiteOptions): Site {
  const db = database.db;
  const mailer = createMailer({ db, delivering: Boolean(env.smtpUrl), logger, counter: hitCounter });
  const auth = createAuth({ db, siteUrl: env.siteUrl, secret: env.authSecret, trustedProxyHeader: env.trustedProxyHeader, mailer, logger });
  const provider =
    env.llmBaseUrl && env.llmModel
      ? createLlmProvider({ baseUrl: env.llmBaseUrl, apiKey: env.llmApiKey, model: env.llmModel, logger })
      : undefined;
  const pages = pageCache();
  // Whoever made the change and every other instance forget the same things when the notice
  // comes; the anonymous pages go too wherever the change shows on public pages.
  const forget: Record<keyof SiteChanges, () => void> = {
    flags() {
      forgetFlags(db);
      pages.clear();
    },
    settings() {
      forgetPublicSettings(db);
      pages.clear();
    },
    products() {
      forgetProductSettings(db);
      pages.clear();
    },
    // The count and the averages show on public pages too, but they move with every visitor's
    // confirmation or rating: those pages keep them for the page cache's minute.
    subscribers: () => clearSubscriberCountCache(db),
    ratings: () => forgetRatingSummaries(db),
    posts() {
      forgetRenderedPosts();
      pages.clear();
    },
    // Which ad boxes a page reserves follows the inventory.
    ads() {
      forgetAds(db);
      pages.clear();
    },
    // A partner link shows on the daily pages' cards.
    partners() {
      forgetPartners(db);
      pages.clear();
    },
  };
  const changed = {} as SiteChanges;
  for (const kind of Object.keys(TOPICS) as Array<keyof SiteChanges>) {
    events.subscribe(TOPICS[kind], forget[kind]);
    changed[kind] = () => events.publish(TOPICS[kind]);
  }
  const horoscopes = createHoroscopeService({ db, skyForDay, timeZone: env.siteTimeZone, provider, logger });
  const periodReadings = createPeriodReadingService({
    db,
    skyForDay,
    lunationsBetween,
    eclipsesBetween,
    timeZone: env.siteTimeZone,
    logger,
  });
  const writeEdition = createEditionWriter({ horoscopes, periodReadings, siteUrl: env.siteUrl });
  const writePersonalEdition = createPersonalEditionWriter({ db, horoscopes, siteUrl: env.siteUrl });
  const bootedAt = Date.now();
  const clockStart = env.newsletterClockStart?.getTime();
  // The schedule runs on a moved clock for rehearsals; the outbox always on the real one.
  const clockShiftMs = clockStart === undefined ? 0 : bootedAt - clockStart;
  const editionClock = () => new Date(Date.now() - clockShiftMs);
  const queueing = {
    queue: (rows: Parameters<typeof queueEditionMail>[1]) => queueEditionMail(db, rows),
    siteUrl: env.siteUrl,
    secret: env.authSecret,
    siteTimeZone: env.siteTimeZone,
    now: editionClock,
    clockShiftMs,
  };
  const editions: Editions = {
    plansFor: (date) => editionsOn(date, occasionsOn(periodReadings, date)),
    write: writeEdition,
    run: (plan, signal) =>
      runEdition(db, plan, {
        ...queueing,
        write: writeEdition,
        writePersonal: writePersonalEdition,
        countQueued: (id) => editionMailCount(db, id),
        signal,
      }),
    join: (subscriberId) => joinQueuedEditions(db, subscriberId, queueing),
    now: editionClock,
  };
  return {
    env,
    database,
    db,
    logger,
    hitCounter,
    mailer,
    auth,
    attemptLimits: createAttemptLimits(hitCounter),
    ratingLimiter: createRatingLimiter(hitCounter),
    subscriptions: {
      db,
      mailer,
      siteUrl: env.siteUrl,
      secret: env.authSecret,
      limits: createSubscribeLimits(hitCounter),
      // Readers whose browser sent no zone; the send time to the minute, as a reader's hour is kept.
      delivery: { timeZone: env.siteTimeZone, time: env.newsletterSendTime.slice(0, 5) },
      kit: env.kitApiKey && env.kitFormId ? { apiKey: env.kitApiKey, formId: env.kitFormId, baseUrl: kitBaseUrl } : undefined,
      logger,
    },
    horoscopes,
    periodReadings,
    editions,
    pages,
    shareImages: createShareImages({ dataDir: env.dataDir, slots: defaultDrawSlots(availableParallelism(), env.webConcurrency), logger }),
    instance,
    events,
    changed,
    jobClaims: createJobClaims(db, instance),
    analytics: createAnalyticsIngest({ db, logger }),
    visitorHasher: createVisitorHasher({ db, timeZone: env.siteTimeZone }),
    pushNotifications: createPushNotifications({
      db,
      horoscopes,
      sender: createPushSender({ vapidKeys: env.vapidKeys, subject: env.vapidSubject, fetch: pushFetch }),
      siteUrl: env.siteUrl,
      logger,
    }),
    async gateFor(request) {
      const flags = await flagsFor(db, request.url);
      // Nothing is locked while both switches are off: no reason then to look the session up.
      const subscriber = (flags.horoscope_gating || flags.section_blurs) && (await readSubscriber(db, request, env.authSecret)) !== null;
      return { gating: flags.horoscope_gating, blurs: flags.section_blurs, subscriber, flags };
    },
  };
}
