import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { adminApiSession, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer } from "./support";
import { ownPort } from "./ports";

// Architecture budget: a first visit to a public page loads at most 150 KB of JavaScript (gzip).
const BUDGET_BYTES = 150 * 1000;
// The birth chart draws its wheel on the server: the tool's own scripts stay within 30 KB (gzip).
const CHART_PAGE_BUDGET_BYTES = 30 * 1000;

/** Every script a first visit to `path` loads, by path, with its gzip (level 9) size. */
async function firstVisitScripts(page: Page, path: string): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return scripts;
}

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((sum, size) => sum + size, 0);

const CLIENT_ASSETS = "build/client/assets";
/** A built file's static imports and re-exports of other built files (`import("…")` loads later and is left out). */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?"\.\/([\w.-]+\.js)"/g;

/** A chain of files that import one another round to the first, or null when there is none. */
function importCycle(imports: Map<string, string[]>): string[] | null {
  const finished = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (finished.has(file)) return null;
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    finished.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

// Two files that import each other can only be evaluated in one order: the one a page's first
// import happens to take. React's file, which every page loads first, imports nothing at all.
test("the browser's files import one another in one direction only, and React's file imports none", () => {
  const files = readdirSync(CLIENT_ASSETS).filter((file) => file.endsWith(".js"));
  const imports = new Map(
    files.map((file) => [file, [...readFileSync(join(CLIENT_ASSETS, file), "utf8").matchAll(STATIC_IMPORT)].map((match) => match[1]!)]),
  );
  const react = files.filter((file) => file.startsWith("react-"));
  const shell = files.filter((file) => file.startsWith("shell-"));
  expect(react).toHaveLength(1);
  expect(shell).toHaveLength(1);
  // The pattern finds imports: the shell's of React.
  expect(imports.get(shell[0]!)).toContain(react[0]);
  expect(imports.get(react[0]!)).toEqual([]);
  expect(importCycle(imports)).toBeNull();
});

test("a first visit to / loads at most 150 KB of JavaScript, gzip", async ({ page }) => {
  const scripts = await firstVisitScripts(page, "/");
  console.log(`first-visit JavaScript on /: ${(total(scripts) / 1000).toFixed(1)} KB gzip in ${scripts.size} files (budget 150 KB)`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total(scripts)).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("[charts.wheel] the birth chart page adds at most 30 KB of JavaScript, gzip, to a first visit", async ({ browser }) => {
  // Against /tools, a page of the same shell with no tool on it: what the chart page loads beyond
  // that is the tool's own code (the form, the place picker, the tables).
  const shell = await browser.newPage();
  const plain = await firstVisitScripts(shell, "/tools");
  await shell.close();
  const page = await browser.newPage();
  const chart = await firstVisitScripts(
    page,
    "/charts/free-birth-chart?date=1990-04-15&time=13%3A30&place=London%2C+United+Kingdom&lat=51.50853&lon=-0.12574&tz=Europe%2FLondon&houses=placidus",
  );
  await expect(page.getByRole("img", { name: "Birth chart wheel" })).toBeVisible();
  await page.close();
  const added = [...chart].filter(([path]) => !plain.has(path));
  const addedBytes = added.reduce((sum, [, size]) => sum + size, 0);
  console.log(
    `birth chart page: ${(total(chart) / 1000).toFixed(1)} KB gzip in ${chart.size} files, ${(addedBytes / 1000).toFixed(1)} KB beyond /tools in ${added.length} (budget 30 KB)`,
  );
  expect(added.length).toBeGreaterThan(0);
  expect(addedBytes).toBeLessThanOrEqual(CHART_PAGE_BUDGET_BYTES);
});

// The heaviest public page: a sign's daily reading, with the site's own ads in every slot it has
// (on a server of its own that shows ads on 127.0.0.1). With ads off the same page loads none of
// the code that draws ads: the build keeps it in a file of its own (client-chunks.ts).
test.describe("a sign page with ads", () => {
  test.describe.configure({ timeout: SERVER_START_TIMEOUT_MS + 60_000 });
  const PORT = ownPort("bundle-budget");

  test("loads at most 150 KB of JavaScript, gzip, with ads on; with ads off it loads no ad-drawing code", async ({
    browser,
    playwright,
  }) => {
    const server = await startReadyServer({ port: PORT, env: { ADS_ON_LOCAL_HOSTS: "1" } });
    const admin = await adminApiSession(playwright, server);
    try {
      const ad = { type: "text", imageUrl: "", subtext: "", ctaText: "", anchorPosition: "bottom", active: true, startsAt: "", endsAt: "" };
      const slots = ["hero-banner", "in-content-1", "in-content-2", "footer-grid", "modal-vignette", "anchor-mobile"];
      for (const slot of slots) {
        const created = await admin.post("/api/admin/ads", {
          data: {
            ...ad,
            name: slot,
            linkUrl: "https://partner.example/" + slot,
            headline: "Stars",
            slots: [slot],
            pageTypes: ["all"],
            signs: [],
            weight: 1,
          },
        });
        expect(created.status(), await created.text()).toBe(201);
      }
      const scriptsWith = async (mode: "internal" | "off") => {
        const saved = await admin.put("/api/admin/settings", { data: { ads_mode: mode, google_publisher_id: "" } });
        expect(saved.status(), await saved.text()).toBe(200);
        const page = await browser.newPage();
        const scripts = await firstVisitScripts(page, `http://127.0.0.1:${PORT}/signs/leo`);
        if (mode === "internal") await expect(page.locator("[data-ad-id]").first()).toBeVisible();
        await page.close();
        return scripts;
      };
      const adsOn = await scriptsWith("internal");
      const adsOff = await scriptsWith("off");
      const drawing = (scripts: Map<string, number>) => [...scripts.keys()].filter((path) => path.includes("/ad-display-"));
      console.log(
        `first-visit JavaScript on /signs/leo: ${(total(adsOn) / 1000).toFixed(1)} KB gzip with ads on, ${(total(adsOff) / 1000).toFixed(1)} KB with ads off (budget 150 KB)`,
      );
      expect(drawing(adsOn)).toHaveLength(1);
      expect(total(adsOn)).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(drawing(adsOff)).toEqual([]);
      expect(total(adsOff)).toBeLessThan(total(adsOn));
    } finally {
      await admin.dispose();
      await stopServer(server);
    }
  });
});
