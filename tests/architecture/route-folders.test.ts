import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "#app/routes.ts";

// The folders under app/routes/ mirror the URLs (docs/decisions/032-route-folders-mirror-urls.md):
// a page's module sits in the folder its URL names, with `$param` for a dynamic segment and `$` for
// a splat. A URL with other pages below it is its folder's index; any other is a file named after
// its last segment. A module serving several URLs (or a layout, serving its children's) sits in the
// folder of the URL they all share. The admin's pages keep their own arrangement and are left out.

const ROOT = process.cwd();
const APP = join(ROOT, "app");
const ADMIN = "routes/admin/";

/** Each route module of `entries`, with every URL it serves as its segments (a layout serves its children's). */
function urlsByModule(entries: RouteConfigEntry[]): Map<string, { urls: string[][]; layout: boolean }> {
  const modules = new Map<string, { urls: string[][]; layout: boolean }>();
  const walk = (entry: RouteConfigEntry, parent: string[]): string[][] => {
    const own = [...parent, ...(entry.path ?? "").split("/").filter(Boolean)];
    const below = (entry.children ?? []).flatMap((child) => walk(child, own));
    const layout = entry.path === undefined && !entry.index;
    const urls = layout ? below : [own];
    const known = modules.get(entry.file) ?? { urls: [], layout };
    modules.set(entry.file, { urls: [...known.urls, ...urls], layout: known.layout || layout });
    return [...urls, ...below];
  };
  for (const entry of entries) walk(entry, []);
  return modules;
}

/** A URL segment as a file or folder name: `:sign` is `$sign`, the splat `*` is `$`. */
const asName = (segment: string) => (segment === "*" ? "$" : segment.replace(/^:/, "$"));

const startsWith = (url: string[], prefix: string[]) => prefix.every((segment, at) => url[at] === segment);

function commonPrefix(urls: string[][]): string[] {
  const [first = [], ...rest] = urls;
  let length = first.length;
  for (const url of rest) while (length > 0 && !startsWith(url, first.slice(0, length))) length--;
  return first.slice(0, length);
}

/** Where each public route module of `entries` should sit, for every module that sits elsewhere. */
function misfiledRoutes(entries: RouteConfigEntry[]): string[] {
  const modules = urlsByModule(entries);
  const allUrls = [...modules.values()].flatMap(({ urls }) => urls.map((url) => url.map(asName)));
  const problems: string[] = [];
  for (const [file, { urls, layout }] of modules) {
    if (file.startsWith(ADMIN)) continue;
    const parts = file.replace(/^routes\//, "").split("/");
    const name = parts.pop()!.replace(/\.tsx?$/, "");
    const folder = parts.join("/");
    const named = urls.map((url) => url.map(asName));
    const distinct = new Set(named.map((url) => url.join("/")));
    let expected: string;
    if (layout || distinct.size > 1) {
      // Shared: the folder of the URL they share, the name the module's own.
      const shared = commonPrefix(named).join("/");
      if (folder === shared && name !== "index") continue;
      expected = `${shared ? `${shared}/` : ""}<a name of its own>`;
    } else {
      const url = named[0]!;
      const hasPagesBelow = allUrls.some((other) => other.length > url.length && startsWith(other, url));
      expected = hasPagesBelow || url.length === 0 ? [...url, "index"].join("/") : url.join("/");
      if ([folder, name].filter(Boolean).join("/") === expected) continue;
    }
    problems.push(`${file} serves ${urls.map((url) => `/${url.join("/")}`).join(", ")}: expected routes/${expected}`);
  }
  return problems;
}

test("every public page's module sits in the folder its URL names", () => {
  expect([...urlsByModule(routes).keys()].filter((file) => !file.startsWith(ADMIN)).length).toBeGreaterThan(40);
  expect(misfiledRoutes(routes)).toEqual([]);
});

test("a page filed in a section's folder, or a shared module away from its URLs, is refused", () => {
  expect(
    misfiledRoutes([
      { path: "compatibility", file: "routes/tools/compatibility.tsx" },
      { path: "auth", file: "routes/auth.tsx" },
      { path: "auth/confirm", file: "routes/auth/confirm.tsx" },
      { path: "blog/:slug", file: "routes/blog/post.tsx" },
      { path: "signs/:sign/today/*", file: "routes/signs/$sign/today.ts" },
      { path: "signs/:sign/week", file: "routes/signs/period.tsx", id: "week" },
      { path: "signs/:sign/month", file: "routes/signs/period.tsx", id: "month" },
      { file: "routes/signs/layout.tsx", children: [{ path: "signs/:sign", file: "routes/signs/$sign/index.tsx" }] },
      { path: "admin/users", file: "routes/admin/anywhere.tsx" },
    ]),
  ).toEqual([
    "routes/tools/compatibility.tsx serves /compatibility: expected routes/compatibility",
    "routes/auth.tsx serves /auth: expected routes/auth/index",
    "routes/blog/post.tsx serves /blog/:slug: expected routes/blog/$slug",
    "routes/signs/$sign/today.ts serves /signs/:sign/today/*: expected routes/signs/$sign/today/$",
    "routes/signs/period.tsx serves /signs/:sign/week, /signs/:sign/month: expected routes/signs/$sign/<a name of its own>",
    "routes/signs/layout.tsx serves /signs/:sign: expected routes/signs/$sign/<a name of its own>",
  ]);
});

// A `_` helper is not a page: it sits in the folder of the pages that use it, the nearest folder
// that holds them all.

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return entry === "admin" && folder === join(APP, "routes") ? [] : filesUnder(path);
    return /\.tsx?$/.test(entry) ? [relative(APP, path)] : [];
  });
}

/** The module an import specifier of `from` names, as a path under app/ without its extension. */
function importedModule(from: string, specifier: string): string | undefined {
  if (specifier.startsWith("#app/")) return specifier.slice("#app/".length).replace(/\.tsx?$/, "");
  if (specifier.startsWith("./")) return posix.join(posix.dirname(from), specifier).replace(/\.tsx?$/, "");
  return undefined;
}

test("every helper under app/routes sits in the nearest folder holding every page that uses it", () => {
  const files = filesUnder(join(APP, "routes"));
  const helpers = files.filter((file) => posix.basename(file).startsWith("_"));
  expect(helpers.length).toBeGreaterThan(3);
  const importers = new Map(helpers.map((helper) => [helper.replace(/\.tsx?$/, ""), [] as string[]]));
  for (const file of filesUnder(APP)) {
    for (const match of readFileSync(join(APP, file), "utf8").matchAll(/from "([^"]+)"/g)) {
      importers.get(importedModule(file, match[1]!) ?? "")?.push(file);
    }
  }
  const misplaced: string[] = [];
  for (const [helper, users] of importers) {
    const shared = commonPrefix(users.map((user) => posix.dirname(user).split("/"))).join("/");
    if (users.length === 0 || posix.dirname(helper) !== shared) misplaced.push(`${helper} is used by ${users.join(", ") || "nothing"}`);
  }
  expect(misplaced).toEqual([]);
});
