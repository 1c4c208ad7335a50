/** The shared server's port: E2E_PORT, or 3210. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Every port a test file listens on itself (its own servers, a proxy, a health port), as an offset
 * within its worker's block of ports above E2E_PORT, each named once here. No two tests of one
 * run share a port, so they may run side by side, and two copies of one test (--repeat-each) run
 * by two workers at once take their own; two checkouts running the suite at once with E2E_PORT at
 * least 110 apart never meet (with up to three workers).
 */
const OFFSETS = {
  accounts: 1,
  "admin-ads": 2,
  "admin-newsletter": 3,
  ads: 4,
  "analytics-dashboard": 5,
  blog: 6,
  "bundle-budget": 7,
  gating: 8,
  "graceful-stop/held": 9,
  "graceful-stop/cut": 10,
  "kill-durability/pglite": 11,
  "kill-durability/pglite-restart": 12,
  "kill-durability/postgres": 13,
  "kill-durability/postgres-restart": 14,
  "multi-instance/proxy": 15,
  "multi-instance/first": 16,
  "multi-instance/second": 17,
  "newsletter-editions": 18,
  newsletter: 19,
  partners: 20,
  "process-lifecycle/lock-holder": 21,
  "process-lifecycle/lock-refused": 22,
  "process-lifecycle/sigterm": 23,
  "process-lifecycle/sigterm-again": 24,
  "process-lifecycle/health-site": 25,
  "process-lifecycle/health": 26,
  "process-lifecycle/unreachable-database": 27,
  "process-lifecycle/postgres": 28,
  "process-lifecycle/workers": 29,
  "process-lifecycle/workers-refused": 30,
  "your-chart": 31,
  "kill-durability/sign-up-pglite": 32,
  "kill-durability/sign-up-postgres": 33,
  "process-lifecycle/safe-updates-first": 34,
  "process-lifecycle/safe-updates-second": 35,
  feeds: 36,
  calendars: 37,
  "offline-app": 38,
  "push/first": 39,
  "push/second": 40,
  "push/endpoint": 41,
  "embeds/other-origin": 42,
  openapi: 43,
} as const satisfies Record<string, number>;

export type PortName = keyof typeof OFFSETS;

/** Ports per worker: the offsets above run from 1 to this. */
const BLOCK = 43;
if (new Set(Object.values(OFFSETS)).size !== Object.keys(OFFSETS).length || Math.max(...Object.values(OFFSETS)) > BLOCK)
  throw new Error("the port offsets in tests/e2e/ports.ts must be distinct and at most BLOCK");

/** The port named `name` for the worker running this file (Playwright's TEST_PARALLEL_INDEX: two workers running at once never share one). */
export function ownPort(name: PortName): number {
  return E2E_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * BLOCK + OFFSETS[name];
}
