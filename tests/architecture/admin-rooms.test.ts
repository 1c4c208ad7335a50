import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

// The admin and the ads feature are kept in rooms a reader can take in at a glance (see
// docs/architecture.md, "Layout" and "Ads"): these checks hold the limits.
const ROOT = process.cwd();
const entriesOf = (folder: string) => readdirSync(join(ROOT, folder));
const isFile = (folder: string, entry: string) => statSync(join(ROOT, folder, entry)).isFile();

test("app/routes/admin/ holds at most 10 entries at its top: the overview and one folder per section, named as its address", () => {
  const top = entriesOf("app/routes/admin");
  expect(top.length, top.join(", ")).toBeLessThanOrEqual(10);
  const sections = top.filter((entry) => !isFile("app/routes/admin", entry));
  const routes = readFileSync(join(ROOT, "app/routes.ts"), "utf8");
  for (const section of sections) expect(routes, section).toContain(`"routes/admin/${section}/`);
});

test("app/features/ads/ holds at most 12 files at its top; what the browser draws is in display/, the admin's side in admin/", () => {
  const files = entriesOf("app/features/ads").filter((entry) => isFile("app/features/ads", entry));
  expect(files.length, files.join(", ")).toBeLessThanOrEqual(12);
  expect(entriesOf("app/features/ads/display")).toContain("ad-zone.tsx");
  expect(entriesOf("app/features/ads/admin")).toContain("ad-form.tsx");
});

test("the admin kit is generic: no module of app/components/admin names a feature", () => {
  const features = entriesOf("app/features").filter((entry) => !isFile("app/features", entry));
  const named: string[] = [];
  for (const file of entriesOf("app/components/admin")) {
    const source = readFileSync(join(ROOT, "app/components/admin", file), "utf8");
    for (const feature of features) if (new RegExp(`\\b${feature}\\b`, "i").test(source)) named.push(`${file}: ${feature}`);
  }
  expect(named).toEqual([]);
});
