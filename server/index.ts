import cluster from "node:cluster";
import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The production entry. React chooses its development or production build when it is first
// imported, so the mode is settled here and everything else is imported only afterwards.
process.env.NODE_ENV ??= "production";

const { startServer, parsedEnvOrExit } = await import("./start");
const env = parsedEnvOrExit();

if (env.webConcurrency > 1 && cluster.isPrimary) {
  // This process only starts and watches the workers; each of them runs the branch below.
  const [{ superviseWorkers }, { createLogger }] = await Promise.all([import("./workers"), import("#app/lib/logger.server.ts")]);
  superviseWorkers(env, createLogger(env.logLevel));
} else {
  const build = await import("virtual:react-router/server-build");
  // Vite bundles this file with the React Router server build into <build>/server/; the browser
  // files sit beside it in <build>/client. The folder is the real one this process started from,
  // read once: `build` may name a newer build by the time a file is first asked for, and this
  // process serves its own until it restarts ([startup.safe-updates]).
  const clientDir = join(dirname(realpathSync(fileURLToPath(import.meta.url))), "..", "client");
  await startServer({ build, clientDir });
}
