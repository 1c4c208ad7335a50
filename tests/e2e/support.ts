import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";

/** Every public route of [shell.routes], with a sample for every parameter. */
export const PUBLIC_ROUTES = [
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

/** A server process that answers /readyz: for a test file's journeys on a server of their own. */
export async function startReadyServer(options: Parameters<typeof startServerProcess>[0]): Promise<RunningServer> {
  const server = await startServerProcess(options);
  await waitUntilReady(server);
  return server;
}

/** The time a test file's hook may take to start its own server: a migration and a cold start on a busy machine. */
export const SERVER_START_TIMEOUT_MS = 120_000;

/** Asks the server to stop (SIGTERM by default) and answers its exit code once it has; nothing when it never started. */
export async function stopServer(server: RunningServer | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (!server) return null;
  server.process.kill(signal);
  return server.exited;
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
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.includes(`"to":"${email}"`));
  const link = lines.at(-1)?.match(/https?:\/\/[^\s"]+\/auth\/confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link for ${email} in the server log`);
  return link;
}

/**
 * Marks this browser session as already greeted, so the welcome toast does not show. The toaster holds a
 * toast open while the pointer rests on it, and Playwright's pointer rests on whatever control it is
 * about to click: a toast over the section tabs would then never leave. Tests of the toasts
 * themselves (welcome-toasts.test.ts) do not use this.
 */
export async function skipWelcomeToast(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem("cosmic_welcome_shown", "1"));
}

/** Opens a page and waits until React has hydrated it, so clicks are handled by the app. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

/**
 * The first account of a fresh server, made admin through the JSON API and the confirmation page:
 * answers a request context that carries its session (use its storageState for a browser).
 */
export async function adminApiSession(
  playwright: {
    request: { newContext: (options: { baseURL: string; extraHTTPHeaders: Record<string, string> }) => Promise<APIRequestContext> };
  },
  server: RunningServer,
  account = { email: "owner@example.com", password: "ad-inventory" },
): Promise<APIRequestContext> {
  const base = `http://127.0.0.1:${server.port}`;
  // A fresh connection per call: a kept-alive one the server closed meanwhile would reset the next call.
  const api = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base, Connection: "close" } });
  const signUp = await api.post("/api/auth/sign-up/email", { data: account });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  // The log line may reach the pipe a moment after the answer.
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    try {
      link = lastConfirmationLink(server, account.email);
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  const token = new URL(link ?? lastConfirmationLink(server, account.email)).searchParams.get("token") ?? "";
  const confirmed = await api.post("/auth/confirm", { form: { token } });
  if (!confirmed.ok()) throw new Error(`confirmation failed: ${confirmed.status()}`);
  const signIn = await api.post("/api/auth/sign-in/email", { data: account });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return api;
}
