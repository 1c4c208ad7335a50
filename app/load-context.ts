import type { Logger } from "pino";
import type { Database } from "../db/client";
import type { AttemptLimits } from "./features/accounts/attempt-limits.server";
import type { Auth } from "./features/accounts/auth.server";
import type { HoroscopeService } from "./features/horoscopes/horoscopes.server";
import type { Env } from "./lib/env.server";

// What the server hands every loader and action (built in server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: Env;
    auth: Auth;
    /** Sign-in and sign-up counters, shared with the JSON API. */
    attemptLimits: AttemptLimits;
    /** Daily readings: `getDaily(slug, date)` answers the stored reading, writing it first if needed. */
    horoscopes: HoroscopeService;
    /** The client address (from TRUSTED_PROXY_HEADER only when the operator set one). */
    clientIp: string;
    logger: Logger;
    /** The CSP nonce of this response: inline scripts must carry it. */
    nonce: string;
    /** Forgets the anonymous page cache (server/middleware/page-cache.ts), e.g. after a flag change. */
    clearPageCache?: () => void;
  }
}

export {};
