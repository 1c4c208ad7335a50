// Where the site's builds live, and how a new one replaces the current one without touching a
// folder a running server reads ([startup.safe-updates], ADR 046):
// - every build is written into a folder of its own, builds/<stamp>-<pid>/, by one process at a
//   time: the one holding builds/.lock (its pid, start time and the machine's boot id); a lock whose
//   process has gone is taken over;
// - only once a build is complete (its build-info.json written) does `build`, a symbolic link,
//   name it: a new link is renamed over the old one, so a reader finds the old build or the new,
//   never half of one;
// - a server reads its files from the real folder it started from (server/index.ts), so a new
//   build reaches it when it restarts;
// - after each build the older ones are removed, except the two newest besides the current one and
//   every build a living `npm start` or `npm run admin` holds (builds/.in-use/<pid>.json).
import { execSync } from "node:child_process";
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, delimiter, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as delay } from "node:timers/promises";

export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The whole production build; it writes into $BUILD_DIRECTORY (react-router.config.ts, precompress.mjs). */
export const BUILD_COMMAND = "react-router build && node scripts/precompress.mjs && node scripts/build-gazetteer.mjs";

/** Builds kept after a build: the current one and the two newest others, to roll back to. */
export const KEEP_BUILDS = 3;

/** How often a start waiting for another's build looks at the lock again. */
const LOCK_POLL_MS = 100;

/** Written into a build's folder once the build has completed; a folder without it is unfinished. */
const INFO_FILE = "build-info.json";

const pathsOf = (root) => {
  const builds = join(root, "builds");
  return { pointer: join(root, "build"), builds, lock: join(builds, ".lock"), inUse: join(builds, ".in-use") };
};

// What tells a process from a later one given its pid (Linux's /proc; absent elsewhere), as the
// DATA_DIR lock does (server/boot/process-identity.ts), so a lock left before a crash or a reboot is
// not taken for a living one.
function startTicksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const ticks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return ticks && /^\d+$/.test(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

function bootId() {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** This process (or `pid`) as the lock and the in-use records name it. */
export function processIdentity(pid = process.pid) {
  return { pid, startTicks: startTicksOf(pid), bootId: bootId() };
}

/** Whether the process a record names still runs: its pid answers, in this boot, with the same start. */
export function isRunning(owner) {
  if (!Number.isInteger(owner?.pid) || owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  const ticks = startTicksOf(owner.pid);
  return !(owner.startTicks && ticks && owner.startTicks !== ticks);
}

const readText = (path) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
};

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Writes `path` whole: a reader sees the old content or the new. */
function writeWhole(path, text) {
  const draft = `${path}.${process.pid}.draft`;
  writeFileSync(draft, text);
  renameSync(draft, path);
}

const readInfo = (dir) => parseJson(readText(join(dir, INFO_FILE)) ?? "");

/**
 * The build `build` names: its real folder and the time its sources were taken at (a build's
 * start, or the moment it was rolled back to), or undefined when there is none. A `build`
 * directory from before builds/ existed counts as a build as old as its server entry.
 */
export function currentBuild(root = PROJECT_ROOT) {
  const { pointer } = pathsOf(root);
  let link;
  let dir;
  try {
    link = lstatSync(pointer);
    dir = realpathSync(pointer);
  } catch {
    return undefined; // no build, or a link to a folder removed by hand
  }
  if (!link.isSymbolicLink()) {
    const entry = join(dir, "server", "index.js");
    return { dir, sourcesAsOf: existsSync(entry) ? statSync(entry).mtimeMs : 0 };
  }
  const info = readInfo(dir);
  return info ? { dir, sourcesAsOf: info.sourcesAsOf } : undefined;
}

/**
 * Runs `work` (sync or async) holding builds/.lock and answers what it answers. While a living
 * process holds the lock this waits, saying so once on `log`. The lock is created whole (a draft
 * linked into place, which fails when a lock exists), so no one reads a lock half written. Should
 * two processes take over one stale lock at the same instant, both build, each in its own folder,
 * and the later switch wins: the lock saves work, it is not what keeps a served folder intact.
 */
export async function withBuildLock(work, { root = PROJECT_ROOT, log = console.error } = {}) {
  const { builds, lock } = pathsOf(root);
  mkdirSync(builds, { recursive: true });
  const mine = `${JSON.stringify(processIdentity())}\n`;
  const draft = `${lock}.${process.pid}.draft`;
  writeFileSync(draft, mine);
  let waitingFor;
  try {
    for (;;) {
      try {
        linkSync(draft, lock);
        break;
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
      }
      const text = readText(lock);
      if (text === undefined) continue; // released meanwhile
      const owner = parseJson(text);
      if (!isRunning(owner)) {
        // Left by a build that was cut short. Read again first, so a lock just written is kept.
        if (readText(lock) === text) rmSync(lock, { force: true });
        continue;
      }
      if (waitingFor !== owner.pid) {
        waitingFor = owner.pid;
        log(`Another build is running (pid ${owner.pid}): waiting for it to finish…`);
      }
      await delay(LOCK_POLL_MS);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  try {
    return await work();
  } finally {
    if (readText(lock) === mine) rmSync(lock, { force: true });
  }
}

/** A folder name that sorts by when the build began: 20261203T090712345Z-4242. */
function newBuildFolder(builds) {
  for (let at = Date.now(); ; at += 1) {
    const dir = join(builds, `${new Date(at).toISOString().replace(/[-:.]/g, "")}-${process.pid}`);
    try {
      mkdirSync(dir);
      return dir;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
  }
}

/** Makes `dir` (a folder under builds/) the current build in one rename. */
function switchTo(root, dir) {
  const { pointer, builds } = pathsOf(root);
  const link = `${pointer}.${process.pid}.link`;
  rmSync(link, { force: true });
  // Relative, so the checkout may be moved or copied with its builds.
  symlinkSync(relative(root, dir), link);
  const existing = lstatOrUndefined(pointer);
  if (existing && !existing.isSymbolicLink()) {
    // A build directory from before builds/ existed: it becomes one of the builds, as old as its entry.
    const entry = join(pointer, "server", "index.js");
    const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : existing.mtimeMs;
    const legacy = join(builds, `${new Date(builtAt).toISOString().replace(/[-:.]/g, "")}-0`);
    renameSync(pointer, legacy);
    writeWhole(join(legacy, INFO_FILE), `${JSON.stringify({ startedAt: builtAt, sourcesAsOf: builtAt })}\n`);
  }
  renameSync(link, pointer);
}

function lstatOrUndefined(path) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Builds into a new folder with `command` (run in `root`, told the folder in BUILD_DIRECTORY),
 * makes it current and removes old builds; answers the new build. Call it holding the lock. A
 * failed build removes its folder and leaves the current build as it was.
 */
export function buildAndSwitch({ root = PROJECT_ROOT, command = BUILD_COMMAND, keep = KEEP_BUILDS, log = console.error, stdio } = {}) {
  const { builds } = pathsOf(root);
  mkdirSync(builds, { recursive: true });
  const dir = newBuildFolder(builds);
  const startedAt = Date.now();
  try {
    // The project's own tools come first, as under `npm run`, so a start with plain `node` builds too.
    const PATH = [join(root, "node_modules", ".bin"), process.env.PATH].filter(Boolean).join(delimiter);
    execSync(command, { cwd: root, stdio: stdio ?? ["ignore", 2, 2], env: { ...process.env, PATH, BUILD_DIRECTORY: dir } });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The build failed (${command}, exit ${error.status ?? error.signal}); the current build is unchanged.`, {
      cause: error,
    });
  }
  // A source saved while the build ran is newer than its start, so the next start builds again.
  writeWhole(join(dir, INFO_FILE), `${JSON.stringify({ startedAt, sourcesAsOf: startedAt })}\n`);
  switchTo(root, dir);
  log(`Build complete: build → ${relative(root, dir)}`);
  const removed = pruneBuilds({ root, keep });
  if (removed.length) log(`Removed older builds: ${removed.join(", ")}`);
  return { dir, sourcesAsOf: startedAt };
}

/**
 * Points `build` back at the newest complete build older than the current one. Its sources count
 * as taken now, so `npm start` serves it until a source changes again.
 */
export async function rollBack({ root = PROJECT_ROOT, log = console.error } = {}) {
  return withBuildLock(
    () => {
      const current = currentBuild(root);
      const before = current ? basename(current.dir) : "~";
      const previous = completeBuilds(root)
        .filter((name) => name < before)
        .at(0);
      if (!previous) throw new Error(`There is no earlier complete build in builds/ to roll back to (builds kept: ${KEEP_BUILDS}).`);
      const dir = join(pathsOf(root).builds, previous);
      const sourcesAsOf = Date.now();
      writeWhole(join(dir, INFO_FILE), `${JSON.stringify({ ...readInfo(dir), sourcesAsOf })}\n`);
      switchTo(root, dir);
      log(`build → builds/${previous} (was ${current ? relative(root, current.dir) : "nothing"}): restart the servers to serve it.`);
      return { dir, sourcesAsOf };
    },
    { root, log },
  );
}

/** The complete builds' folder names, newest first. */
function completeBuilds(root) {
  return buildFolders(root).filter((name) => existsSync(join(pathsOf(root).builds, name, INFO_FILE)));
}

function buildFolders(root) {
  const { builds } = pathsOf(root);
  if (!existsSync(builds)) return [];
  return readdirSync(builds, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort()
    .reverse();
}

/** Records that `pid` (this process unless given) serves from `dir`, so no build removes that folder while it runs. */
export function holdBuild(dir, { root = PROJECT_ROOT, pid = process.pid } = {}) {
  const { inUse } = pathsOf(root);
  mkdirSync(inUse, { recursive: true });
  writeWhole(join(inUse, `${pid}.json`), `${JSON.stringify({ ...processIdentity(pid), dir: realpathSync(dir) })}\n`);
}

/** The folders living processes hold; the records of those that have gone are removed. */
function heldBuilds(root) {
  const { inUse } = pathsOf(root);
  const held = new Set();
  if (!existsSync(inUse)) return held;
  for (const name of readdirSync(inUse)) {
    if (!name.endsWith(".json")) continue;
    const record = parseJson(readText(join(inUse, name)) ?? "");
    if (record && isRunning(record)) held.add(record.dir);
    else rmSync(join(inUse, name), { force: true });
  }
  return held;
}

/**
 * Removes the builds no one needs: keeps the current build, the `keep - 1` newest other complete
 * ones, every build a living process holds, and every unfinished one whose builder still runs.
 * Answers the names removed.
 */
export function pruneBuilds({ root = PROJECT_ROOT, keep = KEEP_BUILDS } = {}) {
  const { builds } = pathsOf(root);
  // Drafts of a lock left by starts stopped while they waited (Ctrl-C).
  for (const name of existsSync(builds) ? readdirSync(builds) : []) {
    const pid = /^\.lock\.(\d+)\.draft$/.exec(name)?.[1];
    if (pid && !isRunning({ pid: Number(pid) })) rmSync(join(builds, name), { force: true });
  }
  const current = currentBuild(root)?.dir;
  const held = heldBuilds(root);
  const removed = [];
  let others = 0;
  for (const name of buildFolders(root)) {
    const dir = realpathSync(join(builds, name));
    if (dir === current || held.has(dir)) continue;
    if (existsSync(join(dir, INFO_FILE))) {
      others += 1;
      if (others < keep) continue;
    } else if (isRunning({ pid: Number(name.split("-").at(-1)) })) {
      continue; // another build, still being written
    }
    rmSync(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
