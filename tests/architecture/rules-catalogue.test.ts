import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

// docs/rules.md is the catalogue of what the site promises; code comments and test titles point
// to its rules by id. These checks keep the pointers and the catalogue in step.
const ROOT = process.cwd();
const RULE_ID = /\[((?:[a-z]+)\.(?:[a-z0-9-]+))\]/g;

function filesUnder(folder: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, pattern));
    else if (pattern.test(entry)) found.push(path);
  }
  return found;
}

const catalogue = readFileSync(join(ROOT, "docs/rules.md"), "utf8");
const defined = [...catalogue.matchAll(/^- `\[([a-z]+\.[a-z0-9-]+)\]`/gm)].map((match) => match[1]!);

test("every rule in docs/rules.md has one definition", () => {
  expect(defined.length).toBeGreaterThan(100);
  expect(defined.filter((id, index) => defined.indexOf(id) !== index)).toEqual([]);
});

test("every rule id the code and the tests cite is defined in docs/rules.md", () => {
  const known = new Set(defined);
  const unknown: string[] = [];
  const sources = ["app", "server", "db", "tests"].flatMap((folder) => filesUnder(join(ROOT, folder), /\.(ts|tsx)$/));
  for (const file of sources) {
    for (const match of readFileSync(file, "utf8").matchAll(RULE_ID)) {
      // Only ids of the catalogue's areas are rule ids; other bracketed words are left alone.
      const id = match[1]!;
      if (!known.has(id) && defined.some((rule) => rule.startsWith(`${id.split(".")[0]}.`)))
        unknown.push(`${relative(ROOT, file)}: [${id}]`);
    }
  }
  expect(unknown).toEqual([]);
});

test("every module under app/routes is a page named in routes.ts, unless its name starts with _", () => {
  const routesConfig = readFileSync(join(ROOT, "app/routes.ts"), "utf8");
  // A module is named with its extension: a route id kept from an older path looks like one but is not.
  const named = new Set([...routesConfig.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((match) => match[1]!));
  const modules = filesUnder(join(ROOT, "app/routes"), /\.(ts|tsx)$/).map((file) => relative(join(ROOT, "app"), file));
  const helpers = modules.filter((file) => file.split("/").at(-1)!.startsWith("_"));
  const pages = modules.filter((file) => !helpers.includes(file));
  expect(pages.filter((file) => !named.has(file))).toEqual([]);
  expect(helpers.filter((file) => named.has(file))).toEqual([]);
  expect([...named].filter((file) => !modules.includes(file))).toEqual([]);
});

test("the decisions index lists every decision with its current status", () => {
  const index = readFileSync(join(ROOT, "docs/decisions/README.md"), "utf8");
  const decisions = readdirSync(join(ROOT, "docs/decisions")).filter((name) => /^\d{3}-/.test(name) && !name.startsWith("000"));
  for (const name of decisions) {
    const status = readFileSync(join(ROOT, "docs/decisions", name), "utf8")
      .split("\n")[2]!
      .replace("Status: ", "");
    expect(index, name).toContain(`(${name}) | ${status} |`);
  }
});

test("a public page declares every query parameter it reads, so the page cache never serves it for another", () => {
  const missing: string[] = [];
  for (const file of filesUnder(join(ROOT, "app/routes"), /\.(ts|tsx)$/)) {
    const source = readFileSync(file, "utf8");
    if (!/export (const|function) headers/.test(source) || !/publicPage/.test(source)) continue;
    const declared = new Set([...(/publicPage\(\{ query: \[([^\]]*)\]/.exec(source)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]!));
    const read = [...source.matchAll(/(?:searchParams|params|query)\.get\("([^"]+)"\)/g)].map((m) => m[1]!);
    // The visitor's gate reads ?ungated=1.
    if (source.includes("context.gate()")) read.push("ungated");
    for (const name of read) if (!declared.has(name)) missing.push(`${relative(ROOT, file)}: ${name}`);
  }
  expect(missing).toEqual([]);
});
