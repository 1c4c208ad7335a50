import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { fillDataDirFromTemplate } from "#tests/setup/databases.ts";

// The real command in its own process. `npm run build` is too slow for a test, so the entry is
// bundled alone the way the SSR build bundles it; the output sits inside the project so the
// bundle finds node_modules and db/migrations as build/server/admin.js does.
const root = fileURLToPath(new URL("../..", import.meta.url));
const outDir = join(root, "node_modules", ".cache", `admin-command-test-${process.pid}`);
const entry = join(outDir, "admin.js");

beforeAll(async () => {
  await build({
    configFile: false,
    root,
    logLevel: "silent",
    build: {
      ssr: "server/admin.ts",
      outDir,
      emptyOutDir: true,
      target: "es2022",
      rollupOptions: { output: { entryFileNames: "admin.js" } },
    },
  });
}, 120_000);

const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-admin-process-"));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => [outDir, ...dataDirs].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the bundled command; `input` undefined leaves stdin open, as a terminal nobody types into would. */
function runCommand(argv: string[], dataDir: string, input?: string) {
  const { child, finished } = startCommand(argv, dataDir);
  if (input !== undefined) child.stdin.end(input);
  return finished;
}

function startCommand(argv: string[], dataDir: string) {
  const child = spawn(process.execPath, [entry, ...argv], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += String(chunk)));
  child.stderr.on("data", (chunk) => (stderr += String(chunk)));
  const finished = new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    child.on("close", (code) => {
      child.stdin.destroy();
      done({ code, stdout, stderr });
    });
  });
  return { child, finished };
}

test("piped passwords create an admin on a fresh DATA_DIR; a rerun exits without reading stdin", async () => {
  const dataDir = freshDataDir();
  const created = await runCommand(["create", "--email", "Ops@Example.com"], dataDir, "stardust\nstardust\n");
  expect(created).toEqual({ code: 0, stdout: "Created admin ops@example.com.\n", stderr: "" });
  expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
  expect(existsSync(join(dataDir, "pglite"))).toBe(true);

  const again = await runCommand(["create", "--email", "ops@example.com"], dataDir);
  expect(again).toEqual({
    code: 0,
    stdout: "ops@example.com was already an admin. Its email is confirmed; its password was not changed.\n",
    stderr: "",
  });
}, 60_000);

test("an interrupt while the password is awaited cancels, closes the database and creates nothing", async () => {
  const dataDir = freshDataDir();
  await fillDataDirFromTemplate(dataDir); // a site's existing database
  const lockPath = join(dataDir, "server.lock");
  const { child, finished } = startCommand(["create", "--email", "new@example.com"], dataDir);
  // The lock appears once the command is past its imports, with its signal handlers in place.
  while (!existsSync(lockPath)) await new Promise((done) => setTimeout(done, 20));
  child.kill("SIGINT");
  expect(await finished).toEqual({ code: 1, stdout: "", stderr: "cosmic-daily admin: cancelled; nothing was changed.\n" });
  expect(existsSync(lockPath)).toBe(false);

  const stillNew = await runCommand(["create", "--email", "new@example.com"], dataDir, "");
  expect(stillNew.stderr).toContain("Expected the password"); // still a new account: nothing was created
}, 60_000);

test("with a live server on DATA_DIR the process refuses with exit code 1", async () => {
  const dataDir = freshDataDir();
  writeFileSync(join(dataDir, "server.lock"), String(process.pid));
  const refused = await runCommand(["create", "--email", "ops@example.com"], dataDir, "stardust\nstardust\n");
  expect(refused.code).toBe(1);
  expect(refused.stdout).toBe("");
  expect(refused.stderr).toContain(`a Cosmic Daily server (pid ${process.pid}) is using DATA_DIR ${dataDir}`);
  expect(refused.stderr).toContain("stop the server first");
  expect(existsSync(join(dataDir, "server.lock"))).toBe(true); // the server's lock stays
});

test("a bad invocation prints the usage and exits 1", async () => {
  const result = await runCommand(["promote"], freshDataDir(), "");
  expect(result.code).toBe(1);
  expect(result.stderr).toBe('cosmic-daily admin: unknown command "promote"\nUsage: npm run admin -- create --email <address>\n');
});
