import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
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

// The process table as the lock reads it, for writing locks the way a live server would.
const hasProcessTable = existsSync("/proc/self/stat") && existsSync("/proc/sys/kernel/random/boot_id");
const startTicksOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
};
const bootId = () => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
const lockedDir = (content: string) => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-lock-"));
  writeFileSync(join(dir, "server.lock"), content);
  return dir;
};

test("[startup.database] the lock names its owner's pid first, then its start time and the machine's boot", () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-lock-"));
  const lock = acquireDataDirLock(dir);
  const lines = readFileSync(join(dir, "server.lock"), "utf8").trim().split("\n");
  expect(lines[0]).toBe(String(process.pid));
  if (hasProcessTable) expect(lines.slice(1)).toEqual([`start ${startTicksOf(process.pid)}`, `boot ${bootId()}`]);
  lock.release();
});

// Telling a reused pid apart needs /proc (start time and boot id); without it the lock keeps the
// pid-only rule, which the tests above cover.
describe.runIf(hasProcessTable)("[startup.database] a lock whose pid now belongs to another process", () => {
  test("is refused while the process that wrote it still runs", () => {
    const dir = lockedDir(`${process.ppid}\nstart ${startTicksOf(process.ppid)}\nboot ${bootId()}\n`);
    expect(() => acquireDataDirLock(dir)).toThrowError(`Another Cosmic Daily server (pid ${process.ppid})`);
  });

  test("is taken over when the running process started at another time", () => {
    const otherStart = String(Number(startTicksOf(process.ppid)) + 1);
    const dir = lockedDir(`${process.ppid}\nstart ${otherStart}\nboot ${bootId()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8").split("\n")[0]).toBe(String(process.pid));
    lock.release();
  });

  test("is taken over when it was written before the machine last started", () => {
    const dir = lockedDir(`${process.ppid}\nstart ${startTicksOf(process.ppid)}\nboot 00000000-0000-4000-8000-000000000000\n`);
    acquireDataDirLock(dir).release();
  });

  test("is taken over when an older lock (a pid alone) was written before that process started", () => {
    const dir = lockedDir(String(process.ppid));
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))![1]);
    const parentStartedAt = bootSeconds + Number(startTicksOf(process.ppid)) / 100;
    const longBefore = parentStartedAt - 60;
    utimesSync(join(dir, "server.lock"), longBefore, longBefore);
    acquireDataDirLock(dir).release();
  });
});

test("[startup.database] without a process table to ask, a running pid keeps its lock and a gone one loses it", async () => {
  const noProcessTable = { procRoot: mkdtempSync(join(tmpdir(), "cosmic-no-proc-")) };
  const held = lockedDir(`${process.ppid}\nstart 1\nboot 00000000-0000-4000-8000-000000000000\n`);
  expect(() => acquireDataDirLock(held, noProcessTable)).toThrowError(DataDirLockedError);

  const child = spawn(process.execPath, ["-e", "0"]);
  const deadPid = child.pid!;
  await new Promise((done) => child.on("exit", done));
  const stale = lockedDir(`${deadPid}\n`);
  const lock = acquireDataDirLock(stale, noProcessTable);
  expect(readFileSync(join(stale, "server.lock"), "utf8")).toBe(`${process.pid}\n`);
  lock.release();
});
