import { defineConfig } from "vitest/config";
import { OWN_MODULES, OWN_PROCESS } from "./tests/setup/test-isolation";

const include = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "db/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/architecture/**/*.test.ts",
];

const shared = { environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } as const;

// Test files run in worker threads, which start faster than processes, and the files of one
// thread share its modules (isolate: false): the site's modules are loaded once a thread instead
// of once a file, and the PGlite instances tests give back serve the next file
// (tests/setup/databases.ts). What a file may change of the globals they share is put back after
// it (tests/setup/after-each-file.ts). A file that replaces modules gets a graph of its own, and
// one that changes its process a process of its own (tests/setup/test-isolation.ts).
export default defineConfig({
  test: {
    // Migrates and seeds one database of each kind per run; the test databases are copies of them.
    globalSetup: ["tests/setup/global-databases.ts"],
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: "threads",
          include,
          exclude: [...OWN_PROCESS, ...OWN_MODULES],
          pool: "threads",
          isolate: false,
          setupFiles: ["tests/setup/after-each-file.ts"],
        },
      },
      { test: { ...shared, name: "modules", include: OWN_MODULES, pool: "threads" } },
      { test: { ...shared, name: "forks", include: OWN_PROCESS, pool: "forks" } },
    ],
  },
});
