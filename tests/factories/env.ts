import { parseEnv, type Env } from "~/lib/env.server";

/** A valid configuration for tests; override any field. */
export function buildEnv(overrides: Partial<Env> = {}): Env {
  const env = parseEnv({
    NODE_ENV: "test",
    SITE_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    AUTH_SECRET: "a-test-only-secret-that-is-long-enough-to-pass",
  });
  return { ...env, ...overrides };
}
