import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "#app/routes.ts";

// The folders under app/routes/ mirror the URLs (docs/decisions/032-route-folders-mirror-urls.md),
// with `$param` for a dynamic segment and `$` for a splat:
// - a page is the file named after its URL's last segment, or that folder's index when the folder
//   holds more for it (pages below it, or helpers of its own);
// - a layout, which wraps the pages below a URL, is the file named after that URL, beside their
//   folder (routes/admin.tsx and routes/admin/, routes/signs/$sign.tsx and routes/signs/$sign/);
// - a module serving several URLs sits in the folder of the URL they share, under a name of its own;
// - a download of a page (`/admin/subscribers.csv`) sits in that page's folder, named after its
//   extension, when the page has a folder.

const ROOT = process.cwd();
const APP = join(ROOT, "app");
const ROUTES = join(APP, "routes");

type ModuleUrls = { urls: string[][]; layout: boolean };

/** Each route module of `entries`, with every URL it serves as its segments (a layout serves its own and its children's). */
function urlsByModule(entries: RouteConfigEntry[]): Map<string, ModuleUrls> {
  const modules = new Map<string, ModuleUrls>();
  const walk = (entry: RouteConfigEntry, parent: string[]): string[][] => {
    const own = [...parent, ...(entry.path ?? "").split("/").filter(Boolean)];
    const below = (entry.children ?? []).flatMap((child) => walk(child, own));
    const layout = (entry.children ?? []).length > 0;
    const urls = layout ? [...(entry.path === undefined ? [] : [own]), ...below] : [own];
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

/** Whether app/routes/<folder> is a folder holding modules besides `index`. */
function folderHoldsMore(folder: string): boolean {
  const path = join(ROUTES, folder);
  return existsSync(path) && statSync(path).isDirectory() && readdirSync(path).some((entry) => !/^index\.tsx?$/.test(entry));
}

/** Where each route module of `entries` should sit, for every module that sits elsewhere. */
function misfiledRoutes(entries: RouteConfigEntry[]): string[] {
  const modules = urlsByModule(entries);
  const allUrls = [...modules.values()].flatMap(({ urls }) => urls.map((url) => url.map(asName)));
  const problems: string[] = [];
  for (const [file, { urls, layout }] of modules) {
    const at = file.replace(/^routes\//, "").replace(/\.tsx?$/, "");
    const named = urls.map((url) => url.map(asName));
    const distinct = new Set(named.map((url) => url.join("/")));
    let allowed: string[];
    if (layout) {
      allowed = [commonPrefix(named).join("/")];
    } else if (distinct.size > 1) {
      const shared = commonPrefix(named).join("/");
      const name = posix.basename(at);
      if (posix.dirname(at) === (shared || ".") && name !== "index") continue;
      allowed = [`${shared ? `${shared}/` : ""}<a name of its own>`];
    } else {
      const url = named[0]!;
      const path = url.join("/");
      const hasPagesBelow = allUrls.some((other) => other.length > url.length && startsWith(other, url));
      const index = [...url, "index"].join("/");
      if (hasPagesBelow || url.length === 0) allowed = [index];
      else allowed = folderHoldsMore(path) ? [path, index] : [path];
      const download = /^(.+)\.(\w+)$/.exec(url.at(-1) ?? "");
      const pageFolder = download && [...url.slice(0, -1), download[1]!].join("/");
      if (download && folderHoldsMore(pageFolder!)) allowed = [`${pageFolder}/${download[2]}`];
    }
    if (allowed.includes(at)) continue;
    problems.push(`${file} serves ${urls.map((url) => `/${url.join("/")}`).join(", ")}: expected routes/${allowed.join(" or routes/")}`);
  }
  return problems;
}

test("every page's module sits in the folder its URL names", () => {
  expect(urlsByModule(routes).size).toBeGreaterThan(50);
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
      { path: "admin", file: "routes/admin/layout.tsx", children: [{ path: "users", file: "routes/admin/anywhere.tsx" }] },
      { path: "admin/subscribers.csv", file: "routes/admin/subscribers-csv.ts" },
    ]),
  ).toEqual([
    "routes/tools/compatibility.tsx serves /compatibility: expected routes/compatibility",
    "routes/auth.tsx serves /auth: expected routes/auth/index",
    "routes/blog/post.tsx serves /blog/:slug: expected routes/blog/$slug",
    "routes/signs/$sign/today.ts serves /signs/:sign/today/*: expected routes/signs/$sign/today/$",
    "routes/signs/period.tsx serves /signs/:sign/week, /signs/:sign/month: expected routes/signs/$sign/<a name of its own>",
    "routes/signs/layout.tsx serves /signs/:sign: expected routes/signs/$sign",
    "routes/admin/anywhere.tsx serves /admin/users: expected routes/admin/users or routes/admin/users/index",
    "routes/admin/layout.tsx serves /admin, /admin/users: expected routes/admin",
    "routes/admin/subscribers-csv.ts serves /admin/subscribers.csv: expected routes/admin/subscribers/csv",
  ]);
});

// A `_` helper is not a page: it sits in the folder of the pages that use it, the nearest folder
// that holds them all.

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [relative(APP, path)] : [];
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
