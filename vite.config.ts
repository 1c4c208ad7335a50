import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

// The server build's entry is our Hono boot file, which imports the React Router
// server build as a virtual module: one bundle, one copy of every service and the database.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild ? { input: "./server/index.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
