import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Loaders get the request as it came and read the page's address from `url` (ADR 028).
  future: { v8_passThroughRequests: true },
} satisfies Config;
