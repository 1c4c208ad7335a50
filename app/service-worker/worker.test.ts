import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { beforeAll, expect, test } from "vitest";
import { localDay } from "./offline-rules";

// The worker as the browser runs it: worker.ts bundled as vite.config.ts does, run in a context of
// its own whose `self`, caches and network are the test's. The journeys in a real browser are
// tests/e2e/offline-app.test.ts; here are the choices no browser test can reach (another day, a
// push: the headless browser shows no notifications).

const ORIGIN = "https://cosmic.example";
let script: string;
beforeAll(async () => {
  const built = await build({
    entryPoints: ["app/service-worker/worker.ts"],
    bundle: true,
    write: false,
    format: "iife",
    define: { BUILD_VERSION: '"0123456789abcdef"' },
  });
  script = built.outputFiles[0]!.text;
});

/** The Cache API over maps, keyed by absolute address, in the order entries were put. */
function cacheStorage() {
  const caches = new Map<string, Map<string, Response>>();
  const keyOf = (request: string | { url: string }) => new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const entries = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, entries);
    return {
      match: async (request: string | { url: string }) => entries.get(keyOf(request))?.clone(),
      put: async (request: string | { url: string }, response: Response) => void entries.set(keyOf(request), response),
      delete: async (request: string | { url: string }) => entries.delete(keyOf(request)),
      keys: async () => [...entries.keys()].map((url) => ({ url })),
      add: async () => undefined,
    };
  };
  return {
    storage: { open, keys: async () => [...caches.keys()], delete: async (name: string) => caches.delete(name) },
    paths: (name: string) => [...(caches.get(`cosmic-daily-${name}`)?.keys() ?? [])].map((url) => new URL(url).pathname),
  };
}

/**
 * An answer as the browser gives a worker for the site's own page: type "basic", it and its clones.
 * An own property rather than a subclass, since the test files of a thread share their globals and
 * a server test may have put another Response class in the global place (vitest.config.ts: isolate).
 */
const siteResponse = (body: string, init: ResponseInit): Response => asSiteAnswer(new Response(body, init));
function asSiteAnswer(response: Response): Response {
  const clone = response.clone.bind(response);
  Object.defineProperty(response, "type", { value: "basic" });
  Object.defineProperty(response, "clone", { value: () => asSiteAnswer(clone()) });
  return response;
}

const dailyPage = (date: string) => `<html><body><h1>Leo Daily Horoscope</h1><p><time dateTime="${date}">…</time></p></body></html>`;
const PUBLIC = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=60" };

type Listener = (event: Record<string, unknown>) => void;

/** The worker, started in a context of its own, with what it did. */
function startWorker(network: (url: string) => Response | null) {
  const listeners = new Map<string, Listener>();
  const cache = cacheStorage();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const windows: Array<{ url: string; focused: boolean }> = [];
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows.map((window) => ({ url: window.url, focus: async () => ((window.focused = true), window) })),
      openWindow: async (url: string) => (opened.push(url), null),
    },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const fetch = async (request: string | { url: string }) => {
    const answer = network(new URL(typeof request === "string" ? request : request.url, ORIGIN).pathname);
    if (!answer) throw new TypeError("Failed to fetch");
    return answer;
  };
  runInNewContext(script, { self, caches: cache.storage, fetch, Response, Headers, Request, URL, URLSearchParams, console });

  /** Dispatches an event and waits for everything it handed to respondWith and waitUntil. */
  const dispatch = async (type: string, fields: Record<string, unknown>): Promise<Response | undefined> => {
    const pending: Array<Promise<unknown>> = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)!({
      ...fields,
      respondWith: (response: Promise<Response> | Response) => (answer = Promise.resolve(response)),
      waitUntil: (work: Promise<unknown>) => pending.push(work),
    });
    const response = await answer;
    // Work handed over while answering is added as it goes: wait until none is left.
    for (let settled = 0; settled < pending.length; settled = pending.length) await Promise.all(pending);
    return response;
  };
  const navigate = (path: string) =>
    dispatch("fetch", { request: { method: "GET", mode: "navigate", url: `${ORIGIN}${path}`, headers: new Headers() } });
  return { dispatch, navigate, cache, shown, windows, opened };
}

const dayBefore = (day: string) => localDay(new Date(new Date(`${day}T12:00:00`).getTime() - 86_400_000));

test("[app.offline-today] offline a day later, the sign's page shows what was kept as tomorrow, which reads today", async () => {
  const today = localDay(new Date());
  let online = true;
  // Read yesterday, as far as the pages go: the server's today was the day before the device's.
  const worker = startWorker((path) => {
    if (!online) return null;
    if (path === "/signs/leo") return siteResponse(dailyPage(dayBefore(today)), { headers: PUBLIC });
    if (path === "/signs/leo/tomorrow") return siteResponse(dailyPage(today), { headers: PUBLIC });
    return siteResponse("<h1>Not found</h1>", { status: 404, headers: PUBLIC });
  });
  await worker.navigate("/signs/leo");
  expect(worker.cache.paths("pages-0123456789abcdef").sort()).toEqual(["/signs/leo", "/signs/leo/tomorrow"]);

  online = false;
  const offline = await worker.navigate("/signs/leo");
  expect(offline?.status).toBe(302);
  expect(offline?.headers.get("Location")).toBe(`${ORIGIN}/signs/leo/tomorrow`);
  const tomorrow = await worker.navigate("/signs/leo/tomorrow");
  expect(await tomorrow?.text()).toContain(`<time dateTime="${today}">`);
  // The installed app's start leads to the remembered sign, online or not.
  expect((await worker.navigate("/my-sign"))?.headers.get("Location")).toBe(`${ORIGIN}/signs/leo`);
  // A page never read: the worker's own page.
  const unknown = await worker.navigate("/moon-phases");
  expect(unknown?.status).toBe(503);
  expect(await unknown?.text()).toContain("<h1>You are offline</h1>");
  // A client navigation's data, offline: the router is sent to load the page whole.
  const data = await worker.dispatch("fetch", {
    request: { method: "GET", mode: "cors", url: `${ORIGIN}/signs/leo/tomorrow.data?_routes=x`, headers: new Headers() },
  });
  expect([data?.status, data?.headers.get("X-Remix-Redirect"), data?.headers.get("X-Remix-Reload-Document")]).toEqual([
    204,
    "/signs/leo/tomorrow",
    "true",
  ]);
});

test("[app.never-stored] a page the server marked private, or one of the private rooms, is never kept", async () => {
  const worker = startWorker((path) =>
    path.startsWith("/signs/")
      ? siteResponse(dailyPage("2026-12-03"), { headers: { ...PUBLIC, "Cache-Control": "private, no-store" } })
      : siteResponse("<h1>Yours</h1>", { headers: PUBLIC }),
  );
  await worker.navigate("/signs/leo");
  await worker.navigate("/account/today");
  await worker.navigate("/admin");
  await worker.navigate("/about");
  expect(worker.cache.paths("pages-0123456789abcdef")).toEqual(["/about"]);
  expect(worker.cache.paths("state")).toEqual([]);
});

test("[app.push-notice] a push shows its notification with the app's icon and badge; a click focuses the window on its page or opens one", async () => {
  const worker = startWorker(() => null);
  const message = { title: "Leo, Thursday", body: "The Moon enters your sign.", url: "/signs/leo", tag: "daily-leo" };
  await worker.dispatch("push", { data: { text: () => JSON.stringify(message) } });
  await worker.dispatch("push", { data: { text: () => "not json" } });
  await worker.dispatch("push", { data: null });
  expect(worker.shown).toEqual([
    {
      title: "Leo, Thursday",
      options: { body: message.body, icon: "/icon-192.png", badge: "/badge-96.png", tag: "daily-leo", data: { url: "/signs/leo" } },
    },
    ...[1, 2].map(() => ({
      title: "Your daily reading is ready",
      options: {
        body: "Today's reading for your sign is waiting in Cosmic Daily.",
        icon: "/icon-192.png",
        badge: "/badge-96.png",
        data: { url: "/my-sign" },
      },
    })),
  ]);

  const click = (url: string) => worker.dispatch("notificationclick", { notification: { data: { url }, close: () => undefined } });
  worker.windows.push({ url: `${ORIGIN}/blog`, focused: false }, { url: `${ORIGIN}/signs/leo`, focused: false });
  await click("/signs/leo");
  expect(worker.windows.map((window) => window.focused)).toEqual([false, true]);
  expect(worker.opened).toEqual([]);
  await click("/my-sign");
  expect(worker.opened).toEqual([`${ORIGIN}/my-sign`]);
});
