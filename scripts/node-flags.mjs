// The V8 heap flags the server runs with, chosen by where its database lives (ADR 029), and the
// way `npm start` gives them to the server: V8 reads heap sizes only when a process starts.
import { spawn } from "node:child_process";

/**
 * On the embedded database, PGlite's memory and the JavaScript heap share one process and one
 * memory budget (ADR 026): V8 collects before the heap passes 256 MB, with an 8 MB young half.
 */
export const EMBEDDED_DATABASE_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=8"];

/**
 * With PostgreSQL a process holds only its JavaScript heap. The old generation may fill to 256 MB
 * before its first full collection and grow to 1 GB, so a busy process collects every few seconds
 * instead of twice a second, and the CPU that marking took goes to pages.
 */
export const POSTGRES_FLAGS = ["--max-old-space-size=1024", "--initial-old-space-size=256", "--max-semi-space-size=8"];

/** The heap flags for a server started with `env`. */
export function serverNodeFlags(env) {
  return env.DATABASE_URL ? POSTGRES_FLAGS : EMBEDDED_DATABASE_FLAGS;
}

/** Whether this process was started with every one of `flags`. */
export function startedWith(flags, execArgv = process.execArgv) {
  return flags.every((flag) => execArgv.includes(flag));
}

/**
 * Runs `entry` in a child Node process with `flags`, this process standing in for it: the child
 * shares the terminal, SIGTERM and SIGHUP are passed on, and this process ends as the child did.
 * SIGINT is not passed on: Ctrl-C reaches the child from the terminal already, and a second one
 * would stop it at once instead of gracefully.
 */
export function runWithFlags(entry, flags) {
  const child = spawn(process.execPath, [...flags, entry], { stdio: "inherit" });
  const forward = (signal) => child.kill(signal);
  process.on("SIGTERM", forward);
  process.on("SIGHUP", forward);
  process.on("SIGINT", () => {});
  child.on("exit", (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
  return child;
}
