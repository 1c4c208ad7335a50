import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

// The server build's entry is our Hono boot file, which imports the React Router
// server build as a virtual module: one bundle, one copy of every service and the database.
// The operator command (server/admin.ts) is a second entry of that build, sharing its chunks.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // resvg is a native module (a .node binary per platform, chosen at run time): the server build
  // leaves it to Node to load from node_modules instead of bundling it.
  ssr: { external: ["@resvg/resvg-js"] },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild ? { input: { index: "./server/index.ts", admin: "./server/admin.ts" } } : undefined,
  },
  plugins: [tailwindcss(), reactRouter(), serverEntryNames()],
}));

// React Router names the server entry index.js, which two entries cannot share; each takes
// its input's name instead (build/server/index.js stays where start.mjs looks for it).
function serverEntryNames(): Plugin {
  return {
    name: "cosmic-daily:server-entry-names",
    enforce: "post",
    config: (_config, { isSsrBuild }) =>
      isSsrBuild ? { build: { rollupOptions: { output: { entryFileNames: "[name].js" } } } } : undefined,
  };
}
