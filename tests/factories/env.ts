import { parseEnv, type Env } from "#app/lib/env.server.ts";

const TEST_AUTH_SECRET = "a-test-only-secret-that-is-long-enough-to-pass";

/** A valid configuration for tests; override any field. */
export function buildEnv(overrides: Partial<Env> = {}): Env {
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: "http://localhost:3000", LOG_LEVEL: "silent", AUTH_SECRET: TEST_AUTH_SECRET });
  return { ...env, authSecret: TEST_AUTH_SECRET, ...overrides };
}
