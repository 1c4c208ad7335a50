import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { ANALYTICS_EVENT_NAMES } from "#app/features/analytics/schema.ts";
import { FUNNEL_EVENTS } from "#app/features/counted-figures/dashboard.ts";

// The counted figures are the one reader of every feature's event and aggregate tables (see
// docs/architecture.md, "Counted figures"): a table is named by the feature that writes it and by
// `app/features/counted-figures/`, and by no other module of app/. The figures' services read and
// never write; the analytics feature keeps to its own tables.
const ROOT = process.cwd();
const FIGURES = "app/features/counted-figures/";

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}
const APP = sourcesUnder("app");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** Each event or aggregate table by the names code gives it (Drizzle's, then SQL's), and the modules that write it. */
const TABLES = [
  { names: ["adEvents", "ad_events"], writers: ["app/features/ads/ad-events.server.ts"] },
  { names: ["adInvalidTraffic", "ad_invalid_traffic"], writers: ["app/features/ads/ad-events.server.ts"] },
  { names: ["analyticsDaily", "analytics_daily"], writers: ["app/features/analytics/rollup.server.ts"] },
  { names: ["analyticsVitalsDaily", "analytics_vitals_daily"], writers: ["app/features/analytics/rollup.server.ts"] },
];

test.each(TABLES)("only its writer and the counted figures name $names.0", ({ names, writers }) => {
  const pattern = new RegExp(`\\b(${names.join("|")})\\b`);
  const naming = APP.filter((file) => pattern.test(read(file)));
  expect(naming.filter((file) => !file.startsWith(FIGURES) && !writers.includes(file))).toEqual([]);
  // The check sees them: the writer names its table, and so does a reader among the figures.
  for (const writer of writers) expect(naming).toContain(writer);
  expect(naming.some((file) => file.startsWith(FIGURES))).toBe(true);
});

test("the counted figures' services read and never write", () => {
  const services = APP.filter((file) => file.startsWith(FIGURES) && file.endsWith(".server.ts"));
  expect(services.length).toBeGreaterThan(0);
  const writes = /\.(insert|update|delete)\(|\b(insert\s+into|update\s+"?[a-z_]+"?\s+set|delete\s+from|truncate)\b/i;
  expect(services.filter((file) => writes.test(read(file)))).toEqual([]);
});

test("the analytics feature reads no other feature's tables: not the ads', the newsletter's or the ratings'", () => {
  const analytics = APP.filter((file) => file.startsWith("app/features/analytics/"));
  expect(analytics.length).toBeGreaterThan(0);
  const foreign = [
    // Drizzle's tables, by the names the schema exports.
    /import\s*{[^}]*\b(ads|adEvents|subscribers|signRatings)\b[^}]*}\s*from\s*"#db\/schema/,
    // SQL written out.
    /\b(from|join|into|update)\s+"?(ads|ad_events|subscribers|sign_ratings)\b/i,
    /\b(sign_ratings|signRatings)\b/,
  ];
  expect(analytics.filter((file) => foreign.some((pattern) => pattern.test(read(file))))).toEqual([]);
});

test("the unlock funnel the figures count is made of events the analytics feature records", () => {
  for (const name of FUNNEL_EVENTS) expect(ANALYTICS_EVENT_NAMES).toContain(name);
});
