import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EMBEDDED_DATABASE_FLAGS, POSTGRES_FLAGS, serverNodeFlags, startedWith } from "#scripts/node-flags.mjs";

const NODE_FLAGS_MODULE = fileURLToPath(new URL("../../scripts/node-flags.mjs", import.meta.url));

describe("the server's heap flags [startup.heap-flags]", () => {
  it("are the embedded database's without DATABASE_URL and PostgreSQL's with it", () => {
    expect(serverNodeFlags({})).toEqual(["--max-old-space-size=256", "--max-semi-space-size=8"]);
    expect(serverNodeFlags({ DATABASE_URL: "" })).toBe(EMBEDDED_DATABASE_FLAGS);
    expect(serverNodeFlags({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/site" })).toEqual([
      "--max-old-space-size=1024",
      "--initial-old-space-size=256",
      "--max-semi-space-size=8",
    ]);
  });

  it("are passed by `npm start` itself for the embedded database, so the usual start needs no second process", () => {
    const { scripts } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      scripts: { start: string };
    };
    expect(scripts.start).toBe(`node ${EMBEDDED_DATABASE_FLAGS.join(" ")} scripts/start.mjs`);
    expect(startedWith(EMBEDDED_DATABASE_FLAGS, EMBEDDED_DATABASE_FLAGS)).toBe(true);
    expect(startedWith(POSTGRES_FLAGS, EMBEDDED_DATABASE_FLAGS)).toBe(false);
  });
});

/** Runs a launcher that starts `entrySource` with runWithFlags, as `npm start` does on PostgreSQL. */
function launch(entrySource: string, flags: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-launch-"));
  const entry = join(dir, "entry.mjs");
  const launcher = join(dir, "launcher.mjs");
  writeFileSync(entry, entrySource);
  writeFileSync(
    launcher,
    `import { runWithFlags } from ${JSON.stringify(NODE_FLAGS_MODULE)};\nrunWithFlags(${JSON.stringify(entry)}, ${JSON.stringify(flags)});\n`,
  );
  const child = spawn(process.execPath, [launcher], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on("exit", (code, signal) => done({ code, signal })),
  );
  return { child, ended, output: () => output };
}

describe("starting the server with other heap flags than `npm start` was given [startup.heap-flags]", () => {
  it("runs it in a child process with those flags and ends with the child's exit code", async () => {
    const run = launch("console.log(JSON.stringify(process.execArgv));\nprocess.exit(7);\n", ["--max-old-space-size=123"]);
    expect(await run.ended).toEqual({ code: 7, signal: null });
    expect(JSON.parse(run.output())).toEqual(["--max-old-space-size=123"]);
  });

  it("passes SIGTERM on, so the server stops gracefully and the launcher ends as it did", async () => {
    const run = launch(
      'process.on("SIGTERM", () => { console.log("stopping gracefully"); process.exit(0); });\nconsole.log("ready");\nsetInterval(() => {}, 1000);\n',
      [],
    );
    await expect.poll(run.output).toContain("ready");
    run.child.kill("SIGTERM");
    expect(await run.ended).toEqual({ code: 0, signal: null });
    expect(run.output()).toContain("stopping gracefully");
  });

  it("ends by the same signal when the child is killed by one", async () => {
    const run = launch('process.kill(process.pid, "SIGKILL");\n', []);
    expect(await run.ended).toEqual({ code: null, signal: "SIGKILL" });
  });
});
