import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  watch,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildAndSwitch, holdBuild, pruneBuilds, rollBack } from "#scripts/build-folders.mjs";
import { ensureBuild } from "#scripts/ensure-build.mjs";

// The lock, the switch and the pruning of `npm start`'s builds, each in a project of its own under
// the system's temporary folder, with a stand-in for the production build that takes milliseconds:
// it notes each run, waits for a gate file when given one, fails when told to, and otherwise
// writes a server entry naming its folder.
const ENSURE_BUILD = pathToFileURL(fileURLToPath(new URL("../../scripts/ensure-build.mjs", import.meta.url))).href;
const workDir = mkdtempSync(join(tmpdir(), "cosmic-build-switch-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const FAKE_BUILD = join(workDir, "fake-build.mjs");
writeFileSync(
  FAKE_BUILD,
  `import { appendFileSync, existsSync, mkdirSync, watch, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
const out = process.env.BUILD_DIRECTORY;
const [, , runs, gate, outcome] = process.argv;
appendFileSync(runs, out + "\\n");
if (gate) {
  await new Promise((open) => {
    const watcher = watch(dirname(gate), () => existsSync(gate) && (watcher.close(), open()));
    if (existsSync(gate)) (watcher.close(), open());
  });
}
if (outcome === "fail") process.exit(3);
mkdirSync(join(out, "server"), { recursive: true });
writeFileSync(join(out, "server", "index.js"), "export const folder = " + JSON.stringify(out) + ";\\n");
`,
);

const quiet = () => {};
let projects = 0;

/** A project with one source file, and the stand-in build command for it. */
function project() {
  const root = join(workDir, `project-${++projects}`);
  mkdirSync(join(root, "src"), { recursive: true });
  writeFileSync(join(root, "src", "page.txt"), "a page\n");
  const runs = join(root, "runs.log");
  writeFileSync(runs, "");
  const command = ({ gate = "", outcome = "" }: { gate?: string; outcome?: string } = {}) =>
    [process.execPath, FAKE_BUILD, runs, gate, outcome].map((part) => JSON.stringify(part)).join(" ");
  return {
    root,
    command,
    options: (more: { command?: string; hold?: boolean } = {}) => ({ root, command: command(), sources: ["src"], log: quiet, ...more }),
    runsFile: runs,
    /** How many times the build command ran. */
    runs: () => readFileSync(runs, "utf8").split("\n").filter(Boolean).length,
    /** Saves the source now, as an edit would. */
    touch: () => {
      const now = new Date();
      utimesSync(join(root, "src", "page.txt"), now, now);
    },
    pointer: () => readlinkSync(join(root, "build")),
    folders: () => readdirSync(join(root, "builds")).filter((name) => !name.startsWith(".")),
  };
}

const folderOf = (entry: string) => entry.split("/").at(-3)!;

/** A pid that no process has any more. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  return pid!;
}

function runEnsureBuild(root: string, command: string) {
  const runner = join(root, "runner.mjs");
  writeFileSync(
    runner,
    `import { ensureBuild } from ${JSON.stringify(ENSURE_BUILD)};\n` +
      `console.log(await ensureBuild("server/index.js", { root: ${JSON.stringify(root)}, command: process.argv[2], sources: ["src"] }));\n`,
  );
  const child = spawn(process.execPath, [runner, command], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on("data", (chunk: Buffer) => (stderr += String(chunk)));
  const ended = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const said = (text: string) =>
    new Promise<void>((heard) => {
      const check = () => stderr.includes(text) && heard();
      child.stderr.on("data", check);
      check();
    });
  return { child, ended, said, stdout: () => stdout.trim(), stderr: () => stderr };
}

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill()));

describe("[startup.safe-updates] each build in a folder of its own", () => {
  it("builds into a new folder under builds/, points `build` at it, and builds again only once a source is newer", async () => {
    const p = project();
    const first = await ensureBuild("server/index.js", p.options());
    expect(folderOf(first)).toMatch(/^\d{8}T\d{9}Z-\d+$/);
    expect(lstatSync(join(p.root, "build")).isSymbolicLink()).toBe(true);
    expect(p.pointer()).toBe(`builds/${folderOf(first)}`);
    expect(await ensureBuild("server/index.js", p.options())).toBe(first);
    expect(p.runs()).toBe(1);

    p.touch();
    const second = await ensureBuild("server/index.js", p.options());
    expect(folderOf(second)).not.toBe(folderOf(first));
    expect(p.pointer()).toBe(`builds/${folderOf(second)}`);
    // The first build is untouched: a server started from it reads the same files.
    expect(readFileSync(first, "utf8")).toContain(folderOf(first));
    expect(p.runs()).toBe(2);
    // Nothing is held unless asked.
    expect(existsSync(join(p.root, "builds", ".in-use"))).toBe(false);
  });

  it("two starts at once: one builds while the other waits, `build` appears only when complete, and both use that build", async () => {
    const p = project();
    const gate = join(p.root, "gate");
    const command = p.command({ gate });
    const first = runEnsureBuild(p.root, command);
    const second = runEnsureBuild(p.root, command);
    children.push(first.child, second.child);
    // Either one start says it waits, or a second build begins beside the first.
    const runs = watch(p.runsFile);
    const secondBuild = new Promise<string>((begun) => runs.on("change", () => p.runs() > 1 && begun("a second build began")));
    const waiting = Promise.race([first.said("waiting for it to finish"), second.said("waiting for it to finish")]).then(() => "one waits");
    expect(await Promise.race([waiting, secondBuild]).finally(() => runs.close())).toBe("one waits");
    expect(existsSync(join(p.root, "build"))).toBe(false);
    writeFileSync(gate, "");
    expect(await Promise.all([first.ended, second.ended])).toEqual([0, 0]);
    expect(first.stdout()).toBe(second.stdout());
    expect(first.stdout()).toBe(join(p.root, "builds", folderOf(first.stdout()), "server", "index.js"));
    expect(p.runs()).toBe(1);
    expect(existsSync(join(p.root, "builds", ".lock"))).toBe(false);
  });

  it("a failed build removes its folder, leaves `build` where it was and frees the lock", async () => {
    const p = project();
    const first = await ensureBuild("server/index.js", p.options());
    p.touch();
    await expect(ensureBuild("server/index.js", p.options({ command: p.command({ outcome: "fail" }) }))).rejects.toThrow(
      /The build failed .*exit 3.*the current build is unchanged/,
    );
    expect(p.pointer()).toBe(`builds/${folderOf(first)}`);
    expect(p.folders()).toEqual([folderOf(first)]);
    expect(existsSync(join(p.root, "builds", ".lock"))).toBe(false);
    expect(await ensureBuild("server/index.js", p.options())).not.toBe(first);
  });

  it("a lock left by a process that has exited is taken over", async () => {
    const p = project();
    mkdirSync(join(p.root, "builds"));
    writeFileSync(join(p.root, "builds", ".lock"), JSON.stringify({ pid: deadPid() }));
    const entry = await ensureBuild("server/index.js", p.options());
    expect(existsSync(entry)).toBe(true);
    expect(existsSync(join(p.root, "builds", ".lock"))).toBe(false);
  });

  it.runIf(existsSync("/proc/self/stat"))("a lock whose pid now belongs to a later process is taken over", async () => {
    const p = project();
    mkdirSync(join(p.root, "builds"));
    writeFileSync(join(p.root, "builds", ".lock"), JSON.stringify({ pid: process.pid, startTicks: "1" }));
    expect(existsSync(await ensureBuild("server/index.js", p.options()))).toBe(true);
  });

  it("keeps the current build, the two newest others and every build a living process holds; removes the rest", async () => {
    const p = project();
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
    children.push(holder);
    const held = await ensureBuild("server/index.js", p.options());
    holdBuild(join(p.root, "build"), { root: p.root, pid: holder.pid });
    const built = [folderOf(held)];
    for (let n = 0; n < 4; n++) built.push(basename(buildAndSwitch({ root: p.root, command: p.command(), log: quiet }).dir));
    // An unfinished build whose builder has gone, and one still being written.
    const abandoned = `20000101T000000000Z-${deadPid()}`;
    const stillWriting = `20000101T000000001Z-${process.pid}`;
    mkdirSync(join(p.root, "builds", abandoned));
    mkdirSync(join(p.root, "builds", stillWriting));
    // A lock's draft left by a start stopped while it waited.
    const draft = join(p.root, "builds", `.lock.${deadPid()}.draft`);
    writeFileSync(draft, "{}");

    // The last build removed the oldest unheld complete one itself.
    expect(pruneBuilds({ root: p.root })).toEqual([abandoned]);
    expect(existsSync(draft)).toBe(false);
    expect(p.folders().sort()).toEqual([stillWriting, built[0], built[2], built[3], built[4]].sort());
    expect(p.pointer()).toBe(`builds/${built[4]}`);

    const gone = new Promise((done) => holder.on("exit", done));
    holder.kill();
    await gone;
    expect(pruneBuilds({ root: p.root })).toEqual([built[0]]);
  });

  it("rolling back points `build` at the build before the current one, which starts then serve until a source changes", async () => {
    const p = project();
    const first = await ensureBuild("server/index.js", p.options());
    p.touch();
    const second = await ensureBuild("server/index.js", p.options());
    await rollBack({ root: p.root, log: quiet });
    expect(p.pointer()).toBe(`builds/${folderOf(first)}`);
    expect(await ensureBuild("server/index.js", p.options())).toBe(first);
    expect(p.runs()).toBe(2);
    await rollBack({ root: p.root, log: quiet }).then(
      () => expect.unreachable("there is no build before the first"),
      (error: Error) => expect(error.message).toMatch(/no earlier complete build/),
    );
    expect(existsSync(second)).toBe(true);
  });

  it("a build directory from before builds/ existed becomes one of the builds at the first switch", async () => {
    const p = project();
    mkdirSync(join(p.root, "build", "server"), { recursive: true });
    writeFileSync(join(p.root, "build", "server", "index.js"), "export const folder = 'the old build';\n");
    // Built an hour before the sources were last saved: in the same millisecond it would count as current.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(p.root, "build", "server", "index.js"), anHourAgo, anHourAgo);
    p.touch();
    const entry = await ensureBuild("server/index.js", p.options());
    expect(lstatSync(join(p.root, "build")).isSymbolicLink()).toBe(true);
    const old = p.folders().find((name) => name !== folderOf(entry))!;
    expect(old).toMatch(/^\d{8}T\d{9}Z-0$/);
    expect(readFileSync(join(p.root, "builds", old, "server", "index.js"), "utf8")).toContain("the old build");
    await rollBack({ root: p.root, log: quiet });
    expect(p.pointer()).toBe(`builds/${old}`);
  });
});
