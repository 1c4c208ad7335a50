import { parseEnv, type Env } from "~/lib/env.server";

/** A valid configuration for tests; override any field. */
export function buildEnv(overrides: Partial<Env> = {}): Env {
  return { ...parseEnv({ NODE_ENV: "test", SITE_URL: "http://localhost:3000", LOG_LEVEL: "silent" }), ...overrides };
}
