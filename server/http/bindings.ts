import type { Logger } from "pino";
import type { SessionUser } from "#app/features/accounts/auth.server.ts";

/** Per-request values the middleware sets for the handlers after it. */
export type AppBindings = {
  Variables: {
    nonce: string;
    clientIp: string;
    logger: Logger;
    /** Set by requireAdmin and requireReader for the handlers behind them. */
    user: SessionUser;
    /** Set by the page cache on a hit: the stored page's inline scripts, allowed by hash instead of the nonce. */
    scriptHashes?: string[];
  };
};
