import { defineConfig } from "vitest/config";

const include = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "db/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/architecture/**/*.test.ts",
];
// Test files that change their process itself (its time zone) get a process of their own; every
// other file runs in a worker thread, which starts faster than a process.
const ownProcess = ["app/features/rituals/spinner.test.ts"];

const shared = { environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    // Migrates and seeds one database of each kind per run; the test databases are copies of them.
    globalSetup: ["tests/setup/global-databases.ts"],
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: "threads", include, exclude: ownProcess, pool: "threads" } },
      { test: { ...shared, name: "forks", include: ownProcess, pool: "forks" } },
    ],
  },
});
