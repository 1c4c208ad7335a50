// The site's service worker, served as /sw.js (bundled by vite.config.ts's serviceWorker plugin,
// one version per build). It keeps three things on the reader's device, so the installed app opens
// offline with today's reading (ADR 052):
// - the shell: the built files under /assets/, cache-first, since their names change with their content;
// - the remembered sign's today and tomorrow: reading /signs/{sign} fetches /signs/{sign}/tomorrow
//   too, and offline /signs/{sign} shows whichever kept page reads the reader's today;
// - the last pages read (at most MAX_STORED_PAGES): network first, the kept copy when offline.
// It never keeps /admin, /account, /auth, /api, an answer the server marked private (every page
// asked with a cookie, so any page read while signed in) or not public, or anything but a GET.
// The choices themselves are offline-rules.ts's.
import {
  assetsOf,
  documentOfData,
  isNeverStored,
  isStorableAnswer,
  localDay,
  MY_SIGN_PATH,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  offlinePage,
  pagesOverBound,
  pushNoticeOf,
  readingDateOf,
  signOfPath,
  todayPathOf,
  todaysPage,
  tomorrowPathOf,
} from "./offline-rules";

/** The build's id, written in by the bundler: a new build is a new worker with caches of its own. */
declare const BUILD_VERSION: string;

// The few parts of the worker's global scope used here (the project's TypeScript knows the DOM's,
// not the worker's, and the two cannot be loaded together).
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response> | Response): void };
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = { url: string; focus(): Promise<WindowClient> };
type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
};
declare const self: WorkerScope;

const SHELL = `cosmic-daily-shell-${BUILD_VERSION}`;
const PAGES = `cosmic-daily-pages-${BUILD_VERSION}`;
/** What outlives a build: the remembered sign. */
const STATE = "cosmic-daily-state";
const REMEMBERED_SIGN = "/remembered-sign";
/** Written on each kept page: the day it reads (a daily page's), and the device's day it was fetched on. */
const READING_DATE = "X-Reading-Date";
const KEPT_ON = "X-Kept-On";

// A new build takes over as soon as it is installed: the page already open keeps running, and the
// next page the reader opens is the new build's. Waiting instead would keep the old worker for as
// long as any window of the site stays open, which an installed app's may for days.
self.addEventListener("install", () => void self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith("cosmic-daily-") && ![SHELL, PAGES, STATE].includes(name));
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
      // The sign pages open now were loaded before this worker could see them, and an update left
      // the old build's pages behind: keep the remembered sign's days, and those of any sign open.
      const signs = new Set<string>();
      const remembered = await rememberedSign();
      if (remembered) signs.add(remembered);
      for (const client of await self.clients.matchAll({ type: "window" })) {
        const sign = signOfPath(new URL(client.url).pathname);
        if (sign) signs.add(sign);
      }
      await Promise.all([...signs].map((sign) => keepSignDays(sign, null)));
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) return event.respondWith(fromShell(request));
  if (request.mode === "navigate") return event.respondWith(navigate(event, url));
  const page = documentOfData(url);
  if (page !== null) return event.respondWith(pageData(event, page));
  // Everything else (the API, images, feeds) goes to the network as if there were no worker.
});

/** A built file: from the shell when kept, else fetched and kept. */
async function fromShell(request: Request): Promise<Response> {
  const shell = await caches.open(SHELL);
  const kept = await shell.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await shell.put(request, response.clone());
  return response;
}

/** A page opened as a document: network first, kept when it may be; offline, the kept copy or the offline page. */
async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  const sign = url.pathname === MY_SIGN_PATH ? await rememberedSign() : null;
  if (sign) return redirectTo(todayPathOf(sign));
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepPage(url, response.clone(), { withDays: true }).catch(() => undefined));
    return response;
  } catch {
    return (await keptPage(url)) ?? (await offlineAnswer(url));
  }
}

/**
 * A client navigation's data (React Router's `.data`). Never kept itself (the server marks it
 * private), but the page it is for is fetched whole and kept once a day, so a page reached by a
 * link opens offline too. Offline, the router is told to load the page as a document
 * (React Router's redirect headers), which navigate() answers from what is kept.
 */
async function pageData(event: FetchEvent, page: string): Promise<Response> {
  try {
    const response = await fetch(event.request);
    const prefetch = /prefetch/i.test(`${event.request.headers.get("Sec-Purpose")}${event.request.headers.get("Purpose")}`);
    if (response.ok && !prefetch) event.waitUntil(keepDocument(page).catch(() => undefined));
    return response;
  } catch {
    return new Response(null, { status: 204, headers: { "X-Remix-Redirect": page, "X-Remix-Reload-Document": "true" } });
  }
}

/** Fetches a page's document and keeps it, unless a copy fetched today is kept already. */
async function keepDocument(page: string): Promise<void> {
  const url = new URL(page, self.location.origin);
  if (isNeverStored(url.pathname)) return;
  const kept = await (await caches.open(PAGES)).match(page);
  if (kept?.headers.get(KEPT_ON) === localDay(new Date())) return;
  await keepPage(url, await fetch(page), { withDays: true });
}

/**
 * Keeps a page's answer when it may be kept, with the built files it names; a sign's page also
 * makes its sign the remembered one and keeps its today and tomorrow (`withDays`). Beyond
 * MAX_STORED_PAGES the oldest kept pages go, the remembered sign's two days spared.
 */
async function keepPage(url: URL, response: Response, { withDays }: { withDays: boolean }): Promise<boolean> {
  const answer = {
    status: response.status,
    type: response.type,
    cacheControl: response.headers.get("Cache-Control"),
    setsCookie: response.headers.has("Set-Cookie"),
  };
  if (isNeverStored(url.pathname) || !isStorableAnswer(answer)) return false;
  const html = await response.text();
  const headers = new Headers(response.headers);
  // The body is kept decoded: its length and coding are no longer those the server sent.
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  headers.set(KEPT_ON, localDay(new Date()));
  const date = readingDateOf(html);
  if (date) headers.set(READING_DATE, date);
  const key = url.pathname + url.search;
  const pages = await caches.open(PAGES);
  await pages.delete(key); // so that the list of kept pages runs from the least recently read
  await pages.put(key, new Response(html, { status: response.status, statusText: response.statusText, headers }));
  await keepAssets(html);
  const sign = signOfPath(url.pathname);
  if (sign) {
    await remember(sign);
    if (withDays) await keepSignDays(sign, key);
  }
  await trimPages(pages);
  return true;
}

/** The sign's today and tomorrow, each fetched unless a copy fetched today is kept (`fresh`: the page just kept). */
async function keepSignDays(sign: string, fresh: string | null): Promise<void> {
  const pages = await caches.open(PAGES);
  const today = localDay(new Date());
  await Promise.all(
    [todayPathOf(sign), tomorrowPathOf(sign)]
      .filter((path) => path !== fresh)
      .map(async (path) => {
        if ((await pages.match(path))?.headers.get(KEPT_ON) === today) return;
        const response = await fetch(path).catch(() => null);
        if (response) await keepPage(new URL(path, self.location.origin), response, { withDays: false });
      }),
  );
}

/** The built files a kept page names and the shell lacks (those the page loaded before this worker ran). */
async function keepAssets(html: string): Promise<void> {
  const shell = await caches.open(SHELL);
  const missing = [];
  for (const asset of assetsOf(html)) if (!(await shell.match(asset))) missing.push(asset);
  await Promise.all(missing.map((asset) => shell.add(asset).catch(() => undefined)));
}

async function trimPages(pages: Cache): Promise<void> {
  const sign = await rememberedSign();
  const spared = new Set(sign ? [todayPathOf(sign), tomorrowPathOf(sign)] : []);
  const kept = (await pages.keys()).map((request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  });
  await Promise.all(pagesOverBound(kept, spared).map((key) => pages.delete(key)));
}

/** The kept copy of a page; for a sign's daily page, the kept day that is the reader's today. */
async function keptPage(url: URL): Promise<Response | null> {
  const pages = await caches.open(PAGES);
  const sign = signOfPath(url.pathname);
  if (sign && url.pathname === todayPathOf(sign)) {
    const days = [];
    for (const path of [todayPathOf(sign), tomorrowPathOf(sign)]) {
      const kept = await pages.match(path);
      if (kept) days.push({ path, date: kept.headers.get(READING_DATE) });
    }
    const best = todaysPage(days, localDay(new Date()));
    // Tomorrow's page is shown at its own address, where the app reads it as the page it is.
    if (best && best !== url.pathname + url.search) return redirectTo(best);
  }
  return (await pages.match(url.pathname + url.search)) ?? null;
}

/** A temporary redirect to a page of the site (the days move on, so never a permanent one). */
function redirectTo(path: string): Response {
  return Response.redirect(new URL(path, self.location.origin).href, 302);
}

async function offlineAnswer(url: URL): Promise<Response> {
  const sign = await rememberedSign();
  const kept = sign ? await (await caches.open(PAGES)).match(todayPathOf(sign)) : undefined;
  const html = offlinePage({ path: url.pathname + url.search, sign: kept ? sign : null });
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    },
  });
}

async function rememberedSign(): Promise<string | null> {
  const kept = await (await caches.open(STATE)).match(REMEMBERED_SIGN);
  return kept ? signOfPath(todayPathOf(await kept.text())) : null;
}

async function remember(sign: string): Promise<void> {
  await (await caches.open(STATE)).put(REMEMBERED_SIGN, new Response(sign, { headers: { "Content-Type": "text/plain" } }));
}

// Web Push: the server sends JSON { title, body, url, tag? } (pushNoticeOf reads it, or shows the
// generic notice), and a click brings the reader to its url: the window already there, or a new one.
self.addEventListener("push", (event) => {
  const notice = pushNoticeOf(event.data ? event.data.text() : null, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      ...(notice.tag ? { tag: notice.tag } : {}),
      data: { url: notice.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === "string" ? path : MY_SIGN_PATH, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = (await self.clients.matchAll({ type: "window", includeUncontrolled: true })).find((client) => client.url === url);
      if (open) await open.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});
