import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { cycles, importGraph } from "./import-graph";

// server/ keeps its code in rooms (http/, page-cache/, site/, boot/, jobs/, cli/), and the rules
// this test enforces keep them so:
// - server/'s root holds at most 8 files, tests included: the build's entries, the boot sequence
//   and the worker supervisor, which start the rest; domain code goes in a room.
// - Only the boot (server/boot/ and the files at server/'s root) and the composition (server/site/,
//   and server/http/app.ts, which builds the HTTP app and the loaders' context from the whole site)
//   import the composition root, server/site/site.ts. Every other module takes only the services it
//   uses, so nothing below the composition root reaches back up to it.
// - No room imports a room that imports it back, through any chain of static or type imports. A
//   test module is imported by nothing, so it may exercise several rooms together and is left out.

const MAX_ROOT_FILES = 8;
const COMPOSITION_ROOT = "server/site/site.ts";
const MAY_IMPORT_COMPOSITION_ROOT = [/^server\/[^/]+$/, /^server\/boot\//, /^server\/site\//, /^server\/http\/app\.ts$/];

/** The room a module of server/ lives in: its folder under server/, or server/ itself for the root's files. */
function roomOf(file: string): string {
  const parts = file.split("/");
  return parts.length > 2 ? `server/${parts[1]}/` : "server/";
}

/** Which room imports which, from the imports of server/'s modules (tests left out). */
function roomGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const rooms = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    if (!file.startsWith("server/") || file.endsWith(".test.ts")) continue;
    const from = roomOf(file);
    const targets = rooms.get(from) ?? new Set<string>();
    rooms.set(from, targets);
    for (const target of imports) if (target.startsWith("server/") && roomOf(target) !== from) targets.add(roomOf(target));
  }
  return new Map([...rooms].map(([room, targets]) => [room, [...targets].sort()]));
}

test("server/'s root holds at most 8 files", () => {
  const files = readdirSync("server", { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  expect(files.length, files.join(", ")).toBeLessThanOrEqual(MAX_ROOT_FILES);
});

test("only the boot and the composition import the composition root", () => {
  const graph = importGraph();
  expect(graph.has(COMPOSITION_ROOT)).toBe(true);
  const importers = [...graph].filter(([, imports]) => imports.includes(COMPOSITION_ROOT)).map(([file]) => file);
  expect(importers).toContain("server/boot/open-site.ts");
  const serverImporters = importers.filter((file) => file.startsWith("server/"));
  expect(serverImporters.filter((file) => !MAY_IMPORT_COMPOSITION_ROOT.some((allowed) => allowed.test(file)))).toEqual([]);
});

test("no room of server/ imports a room that imports it back", () => {
  const rooms = roomGraph(importGraph());
  expect([...rooms.keys()]).toEqual(
    expect.arrayContaining(["server/", "server/http/", "server/page-cache/", "server/site/", "server/boot/"]),
  );
  expect(cycles(rooms)).toEqual([]);
});

test("the room check sees two rooms that import each other", () => {
  const rooms = roomGraph(
    new Map([
      ["server/http/middleware/example.ts", ["server/site/site.ts"]],
      ["server/site/site.ts", ["server/page-cache/page-cache.ts"]],
      ["server/page-cache/page-cache.ts", ["server/http/bindings.ts"]],
      ["server/http/bindings.ts", []],
      ["server/page-cache/page-cache.test.ts", ["server/http/middleware/example.ts"]],
    ]),
  );
  expect(cycles(rooms)).toEqual([["server/http/", "server/page-cache/", "server/site/"]]);
});
