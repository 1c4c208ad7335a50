import { expect, test } from "vitest";
import { cycles, importGraph } from "./import-graph";

// No module may reach itself through its static imports, type-only imports included: a circle, even
// of types, means two modules are one idea split in two, and it is what lets an upward import hide.
// A dynamic import() is a lazy load that runs after both modules have evaluated, so it is not followed.

test("no module imports itself back, through any chain of static or type imports", () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(400);
  expect(cycles(graph)).toEqual([]);
});

test("the cycle finder sees a circle of types", () => {
  const graph = new Map([
    ["app/zodiac/a.ts", ["app/zodiac/b.ts"]],
    ["app/zodiac/b.ts", ["app/zodiac/c.ts"]],
    ["app/zodiac/c.ts", ["app/zodiac/a.ts"]],
    ["app/lib/d.ts", []],
  ]);
  expect(cycles(graph)).toEqual([["app/zodiac/a.ts", "app/zodiac/b.ts", "app/zodiac/c.ts"]]);
});
