// The test files that cannot share a worker thread's modules with other files (vitest.config.ts);
// tests/architecture/test-isolation.test.ts keeps these lists complete.

/** Test files that change their process itself (its time zone): each gets a process of its own. */
export const OWN_PROCESS = ["app/features/rituals/spinner.test.ts"];

/** Test files that replace modules (vi.mock): each gets a module graph of its own. */
export const OWN_MODULES = ["app/features/analytics/web-vitals.client.test.ts", "server/jobs/analytics-rollup.test.ts"];
