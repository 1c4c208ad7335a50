import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import { currentBootId, processStartMs, processStartTicks } from "./process-identity";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  /** The pid holding the lock, when known, so other commands can word their own refusal. */
  readonly ownerPid: number | undefined;

  constructor(message: string, ownerPid?: number) {
    super(message);
    this.ownerPid = ownerPid;
  }
}

type LockOptions = {
  /** Where the kernel's process table is mounted; tests point it elsewhere to play a system without one. */
  procRoot?: string;
};

/**
 * PGlite is a single-process database: two servers on one DATA_DIR would corrupt it.
 * The lock file holds the owner's pid on its first line (so older servers still read it), then
 * the owner's start time and the machine's boot id where the system tells them. A pid alone is
 * not enough: after a crash or a reboot the same number may belong to an unrelated process, and
 * a server would then wait for a stop that never comes. A lock is live only while its pid runs
 * and, where the process table can be read, that process started when the lock says it did.
 */
export function acquireDataDirLock(dataDir: string, { procRoot = "/proc" }: LockOptions = {}): { release: () => void } {
  const lockPath = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", 0o600);
      writeSync(fd, lockContent(process.pid, procRoot));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readLock(lockPath);
      if (owner && owner.pid !== process.pid && isLive(owner, procRoot)) {
        throw new DataDirLockedError(
          `Another Cosmic Daily server (pid ${owner.pid}) is already using DATA_DIR ${dataDir}. ` +
            "The embedded database serves one process only: stop that server, choose another DATA_DIR, " +
            "or set DATABASE_URL to share a PostgreSQL database.",
          owner.pid,
        );
      }
      rmSync(lockPath, { force: true }); // stale: its process has exited, or its pid was reused
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: another server is starting at the same time.`);
}

type LockOwner = {
  pid: number;
  /** The owner's start, in clock ticks after boot (field 22 of /proc/<pid>/stat); absent in older locks. */
  startTicks: string | undefined;
  bootId: string | undefined;
  /** When the lock was written: an older lock names no start time, and a process younger than its lock is not its owner. */
  writtenAtMs: number;
};

function lockContent(pid: number, procRoot: string): string {
  const startTicks = processStartTicks(pid, procRoot);
  const bootId = currentBootId(procRoot);
  return [String(pid), ...(startTicks ? [`start ${startTicks}`] : []), ...(bootId ? [`boot ${bootId}`] : [])].join("\n") + "\n";
}

function readLock(lockPath: string): LockOwner | undefined {
  let text: string;
  let writtenAtMs: number;
  try {
    text = readFileSync(lockPath, "utf8");
    writtenAtMs = statSync(lockPath).mtimeMs;
  } catch {
    return undefined; // removed meanwhile: the next attempt creates it
  }
  const [first = "", ...rest] = text.split("\n");
  const pid = Number.parseInt(first, 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const field = (name: string) =>
    rest
      .find((line) => line.startsWith(`${name} `))
      ?.slice(name.length + 1)
      .trim() || undefined;
  return { pid, startTicks: field("start"), bootId: field("boot"), writtenAtMs };
}

function isLive(owner: LockOwner, procRoot: string): boolean {
  if (!isAlive(owner.pid)) return false;
  const bootId = currentBootId(procRoot);
  // Written before the machine last started: every process of that boot is gone.
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  const startTicks = processStartTicks(owner.pid, procRoot);
  // Without a process table to ask, a running pid has to be taken at its word.
  if (!startTicks) return true;
  if (owner.startTicks) return owner.startTicks === startTicks;
  const startedAtMs = processStartMs(startTicks, procRoot);
  // An older lock: its owner started before writing it. Boot time is whole seconds, hence the slack.
  return startedAtMs === undefined || startedAtMs <= owner.writtenAtMs + 2_000;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
