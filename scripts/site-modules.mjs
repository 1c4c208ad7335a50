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
