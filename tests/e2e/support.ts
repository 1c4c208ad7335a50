import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";

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
  "/charts/synastry",
  "/monthly",
  "/monthly/march",
  "/tools",
  "/widgets",
  "/moon-phases",
  "/elements",
  "/elements/water",
  "/lucky",
  "/guides/planetary-retrogrades",
  "/ritual",
  "/streak",
  "/subscribe",
  "/notifications",
  "/verify",
  "/privacy",
  "/terms",
] as const;

/** What a test waits for in a server's output: a text, a pattern, or a test of the whole output so far. */
export type OutputPattern = string | RegExp | ((output: string) => boolean);

export type RunningServer = {
  process: ChildProcessWithoutNullStreams;
  port: number;
  dataDir: string;
  output: () => string;
  /** Resolves with the output once it holds `pattern` (or `pattern` says it is complete); rejects if the process exits first. */
  waitForOutput: (pattern: OutputPattern, timeoutMs?: number) => Promise<string>;
  exited: Promise<number | null>;
};

/**
 * A new DATA_DIR holding a copy of the run's migrated embedded database (global-setup.ts), under
 * the run's own directory, so a server booting on it has no database to create or migrate, and
 * today's share cards.
 */
export function freshDataDir(): string {
  const runDir = process.env.E2E_RUN_DIR;
  const template = process.env.E2E_TEMPLATE_PGLITE;
  if (!runDir || !template) throw new Error("the e2e global setup has not prepared the run's database (tests/e2e/global-setup.ts)");
  const dir = mkdtempSync(join(runDir, "server-"));
  cpSync(template, join(dir, "pglite"), { recursive: true });
  withTemplateCards(dir);
  return dir;
}

/**
 * Puts the template's share cards (today's, drawn once for the run) into a server's DATA_DIR, so its
 * pre-generation finds them stored instead of drawing 156 cards beside the test. The run's servers
 * write their readings with the same built-in writer, so the cards show what theirs would, but for
 * the address printed in their footer, the template's (localhost:3000) rather than the server's.
 */
function withTemplateCards(dir: string): string {
  const cards = process.env.E2E_TEMPLATE_SHARE_IMAGES;
  if (cards && existsSync(cards)) cpSync(cards, join(dir, "share-images"), { recursive: true });
  return dir;
}

/** Throws, naming the port, when something else already listens there: its answers would be taken for the test server's. */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((free, taken) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      taken(new Error(`port ${port} is already in use (${error.code}): another server, or another checkout's run with a nearby E2E_PORT`)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => free()));
  });
}

/** Starts the built server as its own process, on its own port and (unless given) a fresh DATA_DIR. */
export async function startServerProcess({
  port,
  dataDir,
  databaseUrl = "",
  env = {},
  args = ["build/server/index.js"],
  cwd,
}: {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  /** More environment, e.g. SMTP_URL for a test's own mail sink. */
  env?: Record<string, string>;
  /** What Node runs: the built server, unless a test starts it another way (e.g. `npm start`'s script). */
  args?: string[];
  /** Where it runs: this checkout, unless given. */
  cwd?: string;
}): Promise<RunningServer> {
  await ensurePortFree(port);
  const dir =
    dataDir ?? (databaseUrl ? withTemplateCards(mkdtempSync(join(process.env.E2E_RUN_DIR ?? tmpdir(), "server-"))) : freshDataDir());
  const child = spawn(process.execPath, args, {
    cwd,
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
  const listeners = new Set<() => void>();
  const heard = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", heard);
  child.stderr.on("data", heard);
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const listener of listeners) listener();
  });
  const holds = (pattern: OutputPattern) =>
    typeof pattern === "string" ? output.includes(pattern) : typeof pattern === "function" ? pattern(output) : pattern.test(output);
  const waitForOutput = (pattern: OutputPattern, timeoutMs = 60_000) =>
    new Promise<string>((found, failed) => {
      const check = () => {
        if (holds(pattern)) finish(() => found(output));
        else if (hasExited) finish(() => failed(new Error(`the server exited before its output held ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(
        () => finish(() => failed(new Error(`the server's output did not hold ${pattern} within ${timeoutMs} ms:\n${output}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  const server: RunningServer = { process: child, port, dataDir: dir, output: () => output, waitForOutput, exited };
  return server;
}

/** A server process that answers /readyz: for a test file's journeys on a server of their own. */
export async function startReadyServer(options: Parameters<typeof startServerProcess>[0]): Promise<RunningServer> {
  const server = await startServerProcess(options);
  await waitUntilReady(server);
  return server;
}

/** The time a test file's hook may take to start its own server: a cold start on a busy machine. */
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
      // not answering yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * Resolves once the server on `port` has read everything sent to it before this call: a request on
 * a connection opened after that is answered only once the server has taken the earlier
 * connections off its queue, in order, and read what was already waiting on them.
 */
export async function serverHasReadEarlierTraffic(port: number): Promise<void> {
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => (answer += String(chunk)));
  await new Promise<void>((closed, failed) => {
    socket.once("error", failed);
    socket.once("close", () => closed());
    socket.once("connect", () => socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`));
  });
  if (!answer.startsWith("HTTP/1.1 200 ")) throw new Error(`/healthz did not answer 200 on port ${port}: ${answer.slice(0, 200)}`);
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

/** The newest confirmation link for `email`, once the server has written it to its log (a moment after its answer, at times). */
export async function loggedConfirmationLink(server: RunningServer, email: string, timeoutMs = 5_000): Promise<string> {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await server.waitForOutput(new RegExp(`"to":"${escaped}".*/auth/confirm\\?token=[\\w-]+`), timeoutMs);
  return lastConfirmationLink(server, email);
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
 * The contrast ratio of an element's text colour (or, for a drawing, its `stroke`) against the card
 * it sits on (WCAG 2).
 */
export async function contrastOf(element: Locator, property: "color" | "stroke" = "color"): Promise<number> {
  return element.evaluate((node, property) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    let background: Element | null = node;
    while (background && getComputedStyle(background).backgroundColor === "rgba(0, 0, 0, 0)") background = background.parentElement;
    const fore = luminance(rgb(getComputedStyle(node)[property]));
    const back = luminance(rgb(getComputedStyle(background ?? document.body).backgroundColor));
    return (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
  }, property);
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
  const token = new URL(await loggedConfirmationLink(server, account.email)).searchParams.get("token") ?? "";
  const confirmed = await api.post("/auth/confirm", { form: { token } });
  if (!confirmed.ok()) throw new Error(`confirmation failed: ${confirmed.status()}`);
  const signIn = await api.post("/api/auth/sign-in/email", { data: account });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return api;
}
