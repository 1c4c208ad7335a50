import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

test("a second holder is refused while the first lives, and admitted after release", () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-lock-"));
  const lockPath = join(dir, "server.lock");
  // Pretend another live process (our parent) holds it.
  writeFileSync(lockPath, String(process.ppid));
  expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
  expect(() => acquireDataDirLock(dir)).toThrowError(/Another Cosmic Daily server \(pid \d+\) is already using DATA_DIR/);
});

test("a lock left by a process that has exited is taken over", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-lock-"));
  const child = spawn(process.execPath, ["-e", "0"]);
  const deadPid = child.pid!;
  await new Promise((done) => child.on("exit", done));
  writeFileSync(join(dir, "server.lock"), String(deadPid));
  const lock = acquireDataDirLock(dir);
  expect(existsSync(join(dir, "server.lock"))).toBe(true);
  lock.release();
  expect(existsSync(join(dir, "server.lock"))).toBe(false);
});
