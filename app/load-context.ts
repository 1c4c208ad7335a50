import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import type { AttemptLimits } from "./features/accounts/attempt-limits.server";
import type { Auth } from "./features/accounts/auth.server";
import type { Flags } from "./features/flags/flags.server";
import type { GateInput } from "./features/gating/gate";
import type { HoroscopeService } from "./features/horoscopes/horoscopes.server";
import type { PeriodReadingService } from "./features/horoscopes/period-readings.server";
import type { Editions } from "./features/newsletter/editions/edition-runs.server";
import type { Env } from "./lib/env.server";
import type { Mailer } from "./lib/mail";
import type { RateLimiter } from "./lib/rate-limiter";
import type { ShareImages } from "./features/share-images/share-images.server";

/** Who a request is, for gating: the flags (all off with ?ungated=1) and whether it holds a subscriber session. */
export type VisitorGate = GateInput & { flags: Flags };

/**
 * Tells the whole site that something instances keep in memory has changed: each call publishes a
 * site event (server/site/site.ts), so this instance and every other one forget their copies (and the
 * anonymous page cache where the change shows on public pages). Writes pass these as `onChange`.
 */
export type SiteChanges = {
  flags: () => void;
  settings: () => void;
  products: () => void;
  /** The verified-subscriber count. */
  subscribers: () => void;
  /** A sign's rating average. */
  ratings: () => void;
  /** Blog posts and their rendered HTML. */
  posts: () => void;
  /** The site's own ad inventory. */
  ads: () => void;
  /** The partner links on the reading's cards. */
  partners: () => void;
};

// What the server hands every loader and action (built in server/http/app.ts from server/site/site.ts).
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: Env;
    auth: Auth;
    /** Sign-in and sign-up counters, shared with the JSON API. */
    attemptLimits: AttemptLimits;
    /** Daily readings: `getDaily(slug, date)` answers the stored reading, writing it first if needed. */
    horoscopes: HoroscopeService;
    /** Weekly, monthly and yearly readings: `get(slug, period, date)`. */
    periodReadings: PeriodReadingService;
    /** The newsletter's editions: what is due on a date, how each is written, and its run. */
    editions: Editions;
    mailer: Mailer;
    /** Ratings a client address may post ([ratings.one-per-day]). */
    ratingLimiter: RateLimiter;
    /** The share cards: kept, stored for the day, or drawn within the drawing budget. */
    shareImages: ShareImages;
    /** This request's gate, worked out on first use and then remembered for the request. */
    gate: () => Promise<VisitorGate>;
    /** The client address (from TRUSTED_PROXY_HEADER only when the operator set one). */
    clientIp: string;
    logger: Logger;
    /** The CSP nonce of this response: inline scripts must carry it. */
    nonce: string;
    /** Writes that change what instances cache call these, so every instance forgets its copy. */
    changed: SiteChanges;
  }
}
