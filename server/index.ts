import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The production entry. React chooses its development or production build when it is first
// imported, so the mode is settled here and everything else is imported only afterwards.
process.env.NODE_ENV ??= "production";

const [{ startServer }, build] = await Promise.all([import("./start"), import("virtual:react-router/server-build")]);

// Vite bundles this file with the React Router server build into build/server/; the browser
// files sit beside it in build/client.
const clientDir = join(dirname(fileURLToPath(import.meta.url)), "..", "client");

await startServer({ build, clientDir });
