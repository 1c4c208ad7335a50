import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

// Architecture budget: a first visit to / loads at most 150 KB of JavaScript (gzip).
const BUDGET_BYTES = 150 * 1000;

test("a first visit to / loads at most 150 KB of JavaScript, gzip", async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`first-visit JavaScript on /: ${(total / 1000).toFixed(1)} KB gzip in ${scripts.size} files (budget 150 KB)`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
