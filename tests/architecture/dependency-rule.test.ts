import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The layer rule of docs/architecture.md is enforced by the ESLint config; these cases show that
// the config really refuses what the documentation forbids, and allows what it permits.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const QUERY = 'import { eq } from "drizzle-orm";\nimport { user } from "#db/schema/index.ts";\nexport const q = [eq, user];\n';

test.each([
  ["a route", "app/routes/signs/example.tsx"],
  ["a route's server module", "app/routes/admin/example.server.ts"],
  ["a component", "app/components/ui/example.tsx"],
  ["a feature's component", "app/features/ratings/example.tsx"],
  ["a feature's shared module", "app/features/ratings/example.ts"],
  ["the zodiac", "app/zodiac/example.ts"],
  ["lib", "app/lib/example.ts"],
])("%s may not import drizzle-orm or db/", async (_, filePath) => {
  const found = await problems(filePath, QUERY);
  expect(found.filter((line) => line.includes("no-restricted-imports") && line.includes("drizzle-orm"))).toHaveLength(1);
  expect(found.filter((line) => line.includes("no-restricted-imports") && line.includes("db/"))).toHaveLength(1);
});

test("a feature's *.server.ts service may query its tables", async () => {
  expect(await problems("app/features/ratings/example.server.ts", QUERY)).toEqual([]);
});

test("a type from db/ is not data access", async () => {
  const code = 'import type { Database } from "#db/client.ts";\nexport type Holder = { db: Database };\n';
  expect(await problems("app/routes/signs/example.tsx", code)).toEqual([]);
});

test("a feature may not import another feature; every layer may import the zodiac", async () => {
  const crossFeature = await problems(
    "app/features/ratings/example.ts",
    'import { SECTION_NAMES } from "#app/features/horoscopes/types.ts";\nexport const s = SECTION_NAMES;\n',
  );
  expect(crossFeature.join("\n")).toMatch(/a feature never imports another feature/);
  const zodiac = 'import { SIGNS } from "#app/zodiac/signs.ts";\nexport const s = SIGNS;\n';
  for (const filePath of [
    "app/features/ratings/example.ts",
    "app/components/ui/example.ts",
    "app/routes/signs/example.tsx",
    "server/example.ts",
  ]) {
    expect(await problems(filePath, zodiac), filePath).toEqual([]);
  }
});

test("the zodiac and lib stay on the ground floor", async () => {
  const upward = 'import { SECTION_NAMES } from "#app/features/horoscopes/types.ts";\nexport const s = SECTION_NAMES;\n';
  expect((await problems("app/zodiac/example.ts", upward)).join("\n")).toMatch(/ground floor/);
  expect(
    (await problems("app/lib/example.ts", 'import { SIGNS } from "#app/zodiac/signs.ts";\nexport const s = SIGNS;\n')).join("\n"),
  ).toMatch(/lib is the bottom layer/);
});

test("an import names its room from the package root or sits beside its module; the old alias is gone", async () => {
  const sign = 'export { SIGNS } from "#app/zodiac/signs.ts";\n';
  expect(await problems("app/features/ratings/example.ts", sign)).toEqual([]);
  expect(await problems("app/features/ratings/example.ts", 'export { ratingStars } from "./stars";\n')).toEqual([]);
  for (const [filePath, code] of [
    ["app/features/ratings/example.ts", 'export { SIGNS } from "../../zodiac/signs";\n'],
    ["app/features/ratings/example.tsx", 'export { SIGNS } from "../../zodiac/signs";\n'],
    ["tests/integration/example.test.ts", 'export { openDatabase } from "../../db/client";\n'],
    ["server/example.ts", 'export { SIGNS } from "~/zodiac/signs";\n'],
  ]) {
    expect((await problems(filePath!, code!)).join("\n"), filePath).toMatch(/name the room: #app/);
  }
});
