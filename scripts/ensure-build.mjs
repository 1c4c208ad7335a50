// Shared by `npm start`, `npm run admin` and the browser tests: builds when the build is missing or
// older than the sources, so each works straight after a checkout or an edit.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const SOURCES = ["app", "server", "db", "public", "content", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/**
 * Answers the absolute path of `entry` (relative to the project root), building first when needed.
 * Build output goes to stderr so the command's own stdout stays clean for scripts.
 */
export function ensureBuild(entry) {
  const path = join(root, entry);
  const built = existsSync(path) ? statSync(path).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((name) => newestMtime(join(root, name))));
  if (built < sources) {
    console.error(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
    execSync("npm run build", { cwd: root, stdio: ["ignore", 2, 2] });
  }
  return path;
}

// Run as a command (`node scripts/ensure-build.mjs`), it makes sure the server build is current.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) ensureBuild("build/server/index.js");
