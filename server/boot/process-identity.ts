import { readFileSync } from "node:fs";
import { join } from "node:path";

// What tells one process from a later one that reuses its pid, as Linux's process table (/proc)
// says; every function answers undefined where there is no such table.

/** The process's start, in clock ticks after boot (field 22 of /proc/<pid>/stat). */
export function processStartTicks(pid: number, procRoot: string): string | undefined {
  try {
    const stat = readFileSync(join(procRoot, String(pid), "stat"), "utf8");
    // The command name, in parentheses, may hold spaces and parentheses: count fields after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const startTicks = fields[19]; // field 22 of the line; fields[0] is field 3
    return startTicks && /^\d+$/.test(startTicks) ? startTicks : undefined;
  } catch {
    return undefined;
  }
}

/** The id the kernel drew at boot: a new one after every restart of the machine. */
export function currentBootId(procRoot: string): string | undefined {
  try {
    return readFileSync(join(procRoot, "sys/kernel/random/boot_id"), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

// Linux counts process start times in USER_HZ ticks, 100 a second on every architecture it ships.
const TICKS_PER_SECOND = 100;

/** A start in ticks as a wall-clock time, from the machine's boot time. */
export function processStartMs(startTicks: string, procRoot: string): number | undefined {
  try {
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync(join(procRoot, "stat"), "utf8"))?.[1]);
    if (!Number.isFinite(bootSeconds)) return undefined;
    return bootSeconds * 1000 + (Number(startTicks) / TICKS_PER_SECOND) * 1000;
  } catch {
    return undefined;
  }
}
