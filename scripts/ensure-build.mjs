// Shared by `npm start`, `npm run admin` and the browser tests: builds when the build is missing or
// older than the sources, so each works straight after a checkout or an edit. The build goes into
// a folder of its own and becomes current only once complete, one build at a time; a second start
// waits for the first one's build and uses it (build-folders.mjs, [startup.safe-updates]).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { BUILD_COMMAND, PROJECT_ROOT, buildAndSwitch, currentBuild, holdBuild, withBuildLock } from "./build-folders.mjs";

export const SOURCES = [
  "app",
  "server",
  "db",
  "public",
  "content",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "client-chunks.ts",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/**
 * Answers the absolute path of `entry` (e.g. "server/index.js") in the real folder of the current
 * build, building first when needed. With `hold`, the build is recorded as used by this process,
 * so no later build removes it while the process runs. Build output goes to stderr so the
 * command's own stdout stays clean for scripts. `root`, `command` and `sources` let tests use a
 * project of their own and a fast stand-in for the build; COSMIC_BUILD_COMMAND does the same for a
 * test that starts `npm start` itself.
 */
export async function ensureBuild(
  entry,
  {
    root = PROJECT_ROOT,
    command = process.env.COSMIC_BUILD_COMMAND || BUILD_COMMAND,
    sources = SOURCES,
    hold = false,
    log = console.error,
  } = {},
) {
  const upToDate = () => {
    const build = currentBuild(root);
    if (!build || !existsSync(join(build.dir, entry))) return undefined;
    return build.sourcesAsOf >= Math.max(...sources.map((name) => newestMtime(join(root, name)))) ? build : undefined;
  };
  let build = upToDate();
  if (!build) {
    build = await withBuildLock(
      () => {
        // Another start may have built while this one waited for the lock.
        const built = upToDate();
        if (built) return built;
        log(currentBuild(root) ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
        return buildAndSwitch({ root, command, log });
      },
      { root, log },
    );
  }
  const path = join(build.dir, entry);
  if (!existsSync(path)) throw new Error(`The build in ${build.dir} has no ${entry}.`);
  if (hold) holdBuild(build.dir, { root });
  return path;
}

// Run as a command (`node scripts/ensure-build.mjs`), it makes sure the server build is current.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await ensureBuild("server/index.js");
