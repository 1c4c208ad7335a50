import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  /** The pid holding the lock, when known, so other commands can word their own refusal. */
  readonly ownerPid: number | undefined;

  constructor(message: string, ownerPid?: number) {
    super(message);
    this.ownerPid = ownerPid;
  }
}

/**
 * PGlite is a single-process database: two servers on one DATA_DIR would corrupt it.
 * The lock file holds the owner's pid; a lock whose process is gone is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  const lockPath = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", 0o600);
      writeSync(fd, String(process.pid));
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
      const owner = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another Cosmic Daily server (pid ${owner}) is already using DATA_DIR ${dataDir}. ` +
            "The embedded database serves one process only: stop that server, choose another DATA_DIR, " +
            "or set DATABASE_URL to share a PostgreSQL database.",
          owner,
        );
      }
      rmSync(lockPath, { force: true }); // stale: its process has exited
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: another server is starting at the same time.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
