// `npm start`: builds when the build is missing or older than the sources, then serves.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const entry = join(root, "build/server/index.js");
const SOURCES = ["app", "server", "db", "public", "content", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((name) => newestMtime(join(root, name))));
if (built < sources) {
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

await import(entry);
