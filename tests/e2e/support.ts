import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/** The public routes of both spec tables, with a sample for every parameter. */
export const SPEC_ROUTES = [
  "/",
  "/auth",
  "/about",
  "/signs",
  "/signs/aries",
  "/signs/taurus/dates",
  "/signs/gemini/personality",
  "/signs/cancer/compatibility",
  "/signs/leo/compatibility/libra",
  "/compatibility",
  "/compatibility?sign1=virgo",
  "/blog",
  "/charts/free-birth-chart",
  "/monthly",
  "/monthly/march",
  "/tools",
  "/moon-phases",
  "/elements",
  "/elements/water",
  "/lucky",
  "/guides/planetary-retrogrades",
  "/ritual",
  "/streak",
  "/subscribe",
  "/verify",
  "/privacy",
  "/terms",
] as const;

export type RunningServer = {
  process: ChildProcessWithoutNullStreams;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
};

/** Starts the built server as its own process, on its own port and (unless given) its own DATA_DIR. */
export async function startServerProcess({
  port,
  dataDir,
  databaseUrl = "",
  env = {},
}: {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  /** More environment, e.g. SMTP_URL for a test's own mail sink. */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "cosmic-proc-"));
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      LOG_LEVEL: "info",
      DATABASE_URL: databaseUrl,
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const server: RunningServer = { process: child, port, dataDir: dir, output: () => output, exited };
  return server;
}

/** Resolves once /readyz answers, or rejects when the process exits first. */
export async function waitUntilReady(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** The newest confirmation link the server wrote to its log (it does so while SMTP is not set up). */
export function lastConfirmationLink(server: RunningServer, email: string): string {
  const lines = server.output().split("\n").filter((line) => line.includes(`"to":"${email}"`));
  const link = lines.at(-1)?.match(/https?:\/\/[^\s"]+\/auth\/confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link for ${email} in the server log`);
  return link;
}

/** Opens a page and waits until React has hydrated it, so clicks are handled by the app. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}
