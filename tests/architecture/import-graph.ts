import { execSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

// The project's import graph, read from the source: what the architecture checks walk.

const root = process.cwd();
const ROOMS = ["app", "db", "server", "tests", "scripts"];
const CANDIDATES = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function sourceFiles(): string[] {
  return execSync("git ls-files --cached --others --exclude-standard", { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => ROOMS.includes(file.split("/")[0] ?? "") && /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith(".d.ts"))
    .filter((file) => existsSync(join(root, file)));
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("#")) base = join(root, specifier.slice(1));
  else if (specifier.startsWith("./") || specifier.startsWith("../")) base = join(root, dirname(from), specifier);
  else return undefined; // a package
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return undefined;
}

/** The project files a module imports statically, type-only imports and re-exports included. */
function staticImports(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? (statement.moduleSpecifier as ts.StringLiteral).text
        : undefined;
    const target = specifier && resolveSpecifier(file, specifier);
    if (target) found.push(target);
  }
  return found;
}

/** Every strongly connected group of two or more nodes (Tarjan), and every node that points at itself: modules, or rooms. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Every project module (the five rooms' TypeScript and .mjs files), with the modules it imports statically. */
export function importGraph(): Map<string, string[]> {
  return new Map(sourceFiles().map((file) => [file, staticImports(file)]));
}
