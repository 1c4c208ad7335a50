import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT } from "./tests/e2e/ports";

export { E2E_PORT };
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  // Headless Chromium says "HeadlessChrome", which the site takes for a bot and leaves out of its
  // analytics ([analytics.bots]). The chromium project's pages already carry the Desktop Chrome
  // device's user agent; this gives the same one to contexts a test makes with browser.newContext().
  `--user-agent=${devices["Desktop Chrome"].userAgent}`,
];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  // The migrated database every server of the run is copied from, and the shared server on
  // E2E_PORT, on a fresh copy of it (or on E2E_DATA_DIR when given), so runs never see each
  // other's data.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    // A page's service worker answers its requests itself, out of reach of page.route(): journeys
    // that slow or fail a request would depend on whether the worker had taken over yet. Only the
    // journeys of the installable app and its notifications let it run (`test.use`).
    serviceWorkers: "block",
    // Debian's headless shell of Chromium: the engine without the desktop browser's processes
    // (scripts/ensure-chromium.mjs installs it; ADR 036).
    launchOptions: { executablePath: "/usr/bin/chromium-headless-shell", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: "**/fuzz-endpoints.test.ts" },
    // The endpoint fuzz keeps both cores busy, which would starve the browser journeys beside it
    // of the time their waits assume, so it runs once they have all ended: in `npm test` it is
    // the same run's last project (one global setup, one shared server for both), and `npm run
    // fuzz` runs it alone (--no-deps).
    { name: "fuzz", testMatch: "**/fuzz-endpoints.test.ts", dependencies: ["chromium"] },
  ],
});
