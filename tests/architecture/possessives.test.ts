import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { possessive } from "#app/lib/text.ts";

/** Every source file of app/ and server/ but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("a sign's name takes its possessive from possessive(): Pisces’, never Pisces's", () => {
  expect([possessive("Pisces"), possessive("Aries"), possessive("Leo")]).toEqual(["Pisces’", "Aries’", "Leo’s"]);
  // A name or sign dropped into text before a hand-written 's: "Aries's" for the signs ending in s.
  const handWritten = /\$\{[^}]*\b(name|sign|signName)\}['’]s\b|\{[\w.]*\.name\}['’]s\b/;
  const offenders = ["app", "server"]
    .flatMap(sources)
    .filter((path) => path !== join("app", "lib", "text.ts")) // possessive() itself
    .flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, index) => ({ where: `${path}:${index + 1}`, line }))
        .filter(({ line }) => handWritten.test(line)),
    )
    .map(({ where }) => where);
  expect(offenders).toEqual([]);
});
