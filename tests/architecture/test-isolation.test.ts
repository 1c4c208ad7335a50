import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { OWN_MODULES, OWN_PROCESS } from "#tests/setup/test-isolation.ts";

// Most test files share their worker thread's modules (vitest.config.ts). A file that replaces a
// module would change it for the files after it, and one that changes its process for every file
// of the thread, so such a file must be named in the list that gives it a graph or a process of
// its own.
const ROOT = process.cwd();
const SEARCHED = ["app", "server", "db", "tests"];

function testFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const files = SEARCHED.flatMap(testFiles).filter((file) => !file.startsWith("tests/e2e/"));
const uses = (pattern: RegExp) =>
  files.filter((file) => file !== "tests/architecture/test-isolation.test.ts" && pattern.test(readFileSync(join(ROOT, file), "utf8")));

test("a test file that replaces a module has a module graph of its own", () => {
  const mocking = uses(/\bvi\.(do)?[mM]ock\(/);
  expect(mocking.length).toBeGreaterThan(0);
  expect(mocking.filter((file) => !OWN_MODULES.includes(file) && !OWN_PROCESS.includes(file))).toEqual([]);
});

test("a test file that changes its process (time zone, working folder) has a process of its own", () => {
  const changing = uses(/process\.env\.TZ\s*=[^=]|process\.chdir\(/);
  expect(changing.length).toBeGreaterThan(0);
  expect(changing.filter((file) => !OWN_PROCESS.includes(file))).toEqual([]);
});

test("every file the lists name exists", () => {
  for (const file of [...OWN_MODULES, ...OWN_PROCESS]) expect(existsSync(join(ROOT, file)), file).toBe(true);
});
