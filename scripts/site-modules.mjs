// Shared by the benchmark scripts: the site's TypeScript modules as the server runs them, loaded
// through Vite (which reads the package's `#app/…` imports) so a benchmark needs no build.
import { createServer } from "vite";

const root = new URL("..", import.meta.url).pathname;

/** Loads each path (from the project root, e.g. "/db/client.ts") and returns their exports merged in one object. */
export async function loadSiteModules(...paths) {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    server: { middlewareMode: true },
    appType: "custom",
  });
  try {
    const modules = {};
    for (const path of paths) Object.assign(modules, await vite.ssrLoadModule(path));
    return modules;
  } finally {
    await vite.close();
  }
}

let bundles = 0;

/**
 * The same modules bundled by Rollup as the production build bundles the server (calls between
 * modules are plain calls, not the lookups Vite's loader makes through each module's exports),
 * for timings of code on its hot path. Each call loads a fresh copy, with module state of its own.
 */
export async function loadBundledSiteModules(...paths) {
  const { build } = await import("vite");
  const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { pathToFileURL } = await import("node:url");
  // Inside the project, so the bundle's imports of packages find node_modules.
  const parent = join(root, "node_modules/.cache/site-bundles");
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, "bundle-"));
  try {
    const entry = join(dir, "entry.mjs");
    writeFileSync(entry, paths.map((path, index) => `export * as m${index} from ${JSON.stringify(join(root, path))};`).join("\n"));
    await build({
      root,
      configFile: false,
      logLevel: "error",
      build: { ssr: entry, outDir: dir, emptyOutDir: false, minify: false, rollupOptions: { output: { entryFileNames: "bundle.mjs" } } },
    });
    const bundle = await import(`${pathToFileURL(join(dir, "bundle.mjs")).href}?copy=${++bundles}`);
    return Object.assign({}, ...Object.values(bundle));
  } finally {
    // Once imported, the module lives in memory: its file is not needed again.
    rmSync(dir, { recursive: true, force: true });
  }
}
