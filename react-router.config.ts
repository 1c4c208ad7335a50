import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // `npm run build` and `npm start` name a fresh folder under builds/ for each build, made current
  // only once complete (scripts/build-folders.mjs); a build run by hand writes into build/.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  // Loaders get the request as it came and read the page's address from `url` (ADR 028).
  future: { v8_passThroughRequests: true },
} satisfies Config;
