import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { build as bundle } from "esbuild";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { clientChunks } from "./client-chunks";

// The server build's entry is our Hono boot file, which imports the React Router
// server build as a virtual module: one bundle, one copy of every service and the database.
// The operator command (server/admin.ts) is a second entry of that build, sharing its chunks.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [...(command === "build" ? productionReactRouter : [])],
  },

  // resvg is a native module (a .node binary per platform, chosen at run time): the server build
  // leaves it to Node to load from node_modules instead of bundling it.
  ssr: { external: ["@resvg/resvg-js"] },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild
      ? { input: { index: "./server/index.ts", admin: "./server/admin.ts" } }
      : { output: { manualChunks: clientChunks() } },
  },
  plugins: [tailwindcss(), reactRouter(), serverEntryNames(), serviceWorker()],
}));

// React Router's package exports name only its development build, warnings and checks included,
// whatever the mode (remix-run/react-router#14102). It ships the production build beside it, which
// the production build of the site uses, in the browser and on the server alike (where it is then
// bundled rather than loaded from node_modules); development keeps the development build.
const productionReactRouter = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)),
  },
];

// React Router names the server entry index.js, which two entries cannot share; each takes
// its input's name instead (server/index.js in the build stays where start.mjs looks for it).
function serverEntryNames(): Plugin {
  return {
    name: "cosmic-daily:server-entry-names",
    enforce: "post",
    config: (_config, { isSsrBuild }) =>
      isSsrBuild ? { build: { rollupOptions: { output: { entryFileNames: "[name].js" } } } } : undefined,
  };
}

// The service worker (app/service-worker/worker.ts) is a classic script of its own at the site's
// root, /sw.js, not a module of the browser build: it is bundled on its own, beside the browser
// build's files, with that build's id written in. The id is a hash of the build's file names,
// which change with their content, so every build that changes what a page loads is a new worker
// with caches of its own (ADR 052).
function serviceWorker(): Plugin {
  let browserBuild = false;
  return {
    name: "cosmic-daily:service-worker",
    apply: "build",
    configResolved: (config) => void (browserBuild = !config.build.ssr),
    async generateBundle(_options, files) {
      if (!browserBuild) return;
      const version = createHash("sha256").update(Object.keys(files).sort().join("\n")).digest("hex").slice(0, 16);
      const built = await bundle({
        entryPoints: [fileURLToPath(new URL("./app/service-worker/worker.ts", import.meta.url))],
        bundle: true,
        write: false,
        format: "iife",
        target: "es2022",
        define: { BUILD_VERSION: JSON.stringify(version) },
        legalComments: "none",
      });
      this.emitFile({ type: "asset", fileName: "sw.js", source: built.outputFiles[0]!.text });
    },
  };
}
