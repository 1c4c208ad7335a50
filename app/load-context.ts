import type { Logger } from "pino";
import type { Database } from "../db/client";
import type { Auth } from "./features/accounts/auth.server";
import type { Env } from "./lib/env.server";

// What the server hands every loader and action (built in server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: Env;
    auth: Auth;
    logger: Logger;
    /** The CSP nonce of this response: inline scripts must carry it. */
    nonce: string;
  }
}

export {};
