// Shared by the benchmarks: start a production build on loopback and wait until it is ready.
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import autocannon from "autocannon";
import { serverNodeFlags } from "./node-flags.mjs";

export function startBenchServer({ root, port, dataDir, env = {}, onOutput, logFile }) {
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    ...env,
  };
  // With the heap flags `npm start` gives a server on this database, so the benchmarks measure the server as it is started.
  const child = spawn(process.execPath, [...serverNodeFlags(serverEnv), "build/server/index.js"], {
    cwd: root,
    env: serverEnv,
    // Standard output to the script (onOutput), to a file (logFile), or to this terminal.
    stdio: ["ignore", onOutput ? "pipe" : logFile ? openSync(logFile, "a") : "inherit", "inherit"],
  });
  if (onOutput) child.stdout.on("data", (chunk) => onOutput(String(chunk)));
  const exited = new Promise((done) => child.on("exit", done));
  return {
    pid: child.pid,
    base: `http://127.0.0.1:${port}`,
    ready: () => waitForReady(`http://127.0.0.1:${port}`),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** autocannon as a promise; options as autocannon takes them. */
export function load(options) {
  return new Promise((resolve, reject) =>
    autocannon({ pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** A table row from an autocannon result. */
export function rowOf(target, result) {
  return {
    target,
    requests: result.requests.total,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function markdownTable(rows) {
  return [
    "| target | requests | req/s | p50 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|---:|",
    ...rows.map((row) => `| ${row.target} | ${row.requests} | ${row["req/s"]} | ${row["p50 ms"]} | ${row["p99 ms"]} | ${row.errors} |`),
  ].join("\n");
}

async function waitForReady(base) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // still booting
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error("server did not become ready");
}
