import { parseEnv, type Env, type VapidKeys } from "#app/lib/env.server.ts";

const TEST_AUTH_SECRET = "a-test-only-secret-that-is-long-enough-to-pass";
/** A VAPID pair for tests only (made once with web-push's generateVAPIDKeys). */
export const TEST_VAPID_KEYS: VapidKeys = {
  publicKey: "BHHXkA06u2ZHDc3f8tvzn4GwEXPf19jobNl86ZqRnutXI0XHq1NntOObwyylEuajvFJbgvd3hbx2AXIAucvfFow",
  privateKey: "qIsN-KIfJoy1QRHfuRBxXWL29axDKjmpr9LgBNbrRAQ",
};

/** A valid configuration for tests; override any field. */
export function buildEnv(overrides: Partial<Env> = {}): Env {
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: "http://localhost:3000", LOG_LEVEL: "silent", AUTH_SECRET: TEST_AUTH_SECRET });
  return { ...env, authSecret: TEST_AUTH_SECRET, vapidKeys: TEST_VAPID_KEYS, ...overrides };
}
