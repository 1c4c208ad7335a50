/** The shared server's port: E2E_PORT, or 3210. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Every port a test file listens on itself (its own servers, a proxy, a health port), as an offset
 * above E2E_PORT, each named once here. Two checkouts running the suite at once with E2E_PORT at
 * least 100 apart never meet, and no two tests of one run share a port, so they may run side by
 * side.
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
} as const satisfies Record<string, number>;

export type PortName = keyof typeof OFFSETS;

if (new Set(Object.values(OFFSETS)).size !== Object.keys(OFFSETS).length)
  throw new Error("two uses share a port offset in tests/e2e/ports.ts");

/** The port named `name` in this run. */
export function ownPort(name: PortName): number {
  return E2E_PORT + OFFSETS[name];
}
