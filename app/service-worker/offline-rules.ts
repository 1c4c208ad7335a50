// The service worker's choices, without the worker: what it keeps, what it never keeps, which kept
// page is today's, and what a push shows. worker.ts applies them to requests and caches; being
// plain functions here, they are tested without a browser (offline-rules.test.ts).
import { capitalise } from "#app/lib/text.ts";

/** The last pages read that the worker keeps, besides the remembered sign's today and tomorrow. */
export const MAX_STORED_PAGES = 20;

/** The installed app's start: the worker answers it with the remembered sign's page, the server with /signs. */
export const MY_SIGN_PATH = "/my-sign";

/** What a push without a readable message shows, and where it leads. */
export const GENERIC_NOTIFICATION = {
  title: "Your daily reading is ready",
  body: "Today's reading for your sign is waiting in Cosmic Daily.",
  url: MY_SIGN_PATH,
} as const;

/** The icons a notification carries (drawn by scripts/app-icons.mjs). */
export const NOTIFICATION_ICON = "/icon-192.png";
export const NOTIFICATION_BADGE = "/badge-96.png";

// The rooms that answer one visitor's own data, whoever asks and whatever the answer says.
const NEVER_STORED = ["/admin", "/account", "/auth", "/api"];

/** Whether a path lies in a room whose pages are never kept on the device. */
export function isNeverStored(path: string): boolean {
  return NEVER_STORED.some((room) => path === room || path.startsWith(`${room}/`));
}

/** What the worker sees of an answer: enough to tell whether it may keep it. */
export type Answer = { status: number; type: string; cacheControl: string | null; setsCookie: boolean };

/**
 * Whether an answer to a page's GET may be kept on the device: a whole answer of the site itself
 * (200, not opaque or redirected) from a page that declared itself public, and nothing the
 * server marked private. The site sends `private, no-store` for every page answered to a request
 * with a cookie (a session, a subscriber's token) and for its private rooms
 * (server/page-cache/private-pages.ts), so a page read while signed in is never kept. The browser
 * hides Set-Cookie from a worker; the server already keeps public pages free of cookies, and the
 * test stays for answers built by hand.
 */
export function isStorableAnswer(answer: Answer): boolean {
  if (answer.status !== 200 || answer.type !== "basic" || answer.setsCookie) return false;
  const directives = (answer.cacheControl ?? "").toLowerCase();
  return /\bpublic\b/.test(directives) && !/\b(private|no-store)\b/.test(directives);
}

/**
 * The sign a path below /signs/{sign} names, or null (for /signs itself, or any other page). The
 * worker remembers a sign only from a page the server answered, so a slug that is no sign, which
 * the server answers 404, is never remembered; the worker carries no list of the signs.
 */
export function signOfPath(path: string): string | null {
  return /^\/signs\/([a-z]+)(?:\/|$)/.exec(path)?.[1] ?? null;
}

/** The sign's daily page (today's reading) and the page of the day after. */
export const todayPathOf = (sign: string) => `/signs/${sign}`;
export const tomorrowPathOf = (sign: string) => `/signs/${sign}/tomorrow`;

/**
 * The day a daily page reads, from its HTML: the first full date a `<time>` gives, which on the
 * sign's daily page is the date under its heading (routes/signs/$sign/daily.tsx).
 */
export function readingDateOf(html: string): string | null {
  return /<time dateTime="(\d{4}-\d{2}-\d{2})"/i.exec(html)?.[1] ?? null;
}

/** A day as YYYY-MM-DD on the device's own clock: the reader's today. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A kept daily page of the remembered sign, with the day it reads (null when its HTML named none). */
export type KeptDay = { path: string; date: string | null };

/**
 * Which kept page to show for the sign's "today" while offline: the one reading the reader's
 * today (yesterday's "tomorrow" on a later day); else the latest one before today, the freshest
 * there is; else, on a device whose day is still behind the site's, the earliest one.
 */
export function todaysPage(kept: readonly KeptDay[], today: string): string | null {
  const dated = kept.filter((page): page is { path: string; date: string } => page.date !== null);
  const exact = dated.find((page) => page.date === today);
  if (exact) return exact.path;
  const before = dated.filter((page) => page.date < today).sort((a, b) => b.date.localeCompare(a.date))[0];
  if (before) return before.path;
  const after = dated.sort((a, b) => a.date.localeCompare(b.date))[0];
  return after?.path ?? kept[0]?.path ?? null;
}

/** The built files a page names (its scripts, stylesheet and fonts), each once, so they can be kept with it. */
export function assetsOf(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g) ?? [])];
}

/**
 * The page a client navigation's data request (`/signs/leo.data?_routes=…`) is for: offline, the
 * worker sends the router there for a whole page it may hold. null for any other path.
 */
export function documentOfData(url: URL): string | null {
  if (!url.pathname.endsWith(".data")) return null;
  const path = url.pathname.slice(0, -".data".length);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${path === "/_root" ? "/" : path}${query ? `?${query}` : ""}`;
}

/** The paths of kept pages to drop so that at most MAX_STORED_PAGES remain, oldest first, sparing `keep`. */
export function pagesOverBound(keptOldestFirst: readonly string[], keep: ReadonlySet<string>): string[] {
  const counted = keptOldestFirst.filter((path) => !keep.has(path));
  return counted.slice(0, Math.max(0, counted.length - MAX_STORED_PAGES));
}

/** A notification to show: its title and the options the Notifications API takes. */
export type PushNotice = { title: string; body: string; url: string; tag?: string };

/**
 * What a push shows: its JSON `{ title, body, url, tag? }` when it is one, with a url of this
 * site only (a path, or an address on `origin`); anything else, the generic notice.
 */
export function pushNoticeOf(text: string | null, origin: string): PushNotice {
  let message: unknown;
  try {
    message = text === null ? null : JSON.parse(text);
  } catch {
    message = null;
  }
  if (typeof message !== "object" || message === null) return { ...GENERIC_NOTIFICATION };
  const { title, body, url, tag } = message as Record<string, unknown>;
  if (typeof title !== "string" || !title.trim() || typeof body !== "string" || typeof url !== "string") return { ...GENERIC_NOTIFICATION };
  const target = sitePathOf(url, origin) ?? MY_SIGN_PATH;
  return { title, body, url: target, ...(typeof tag === "string" && tag ? { tag } : {}) };
}

/** The path (with query and hash) of an address on `origin`, or null for another site's or an unreadable one. */
function sitePathOf(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * The worker's own page for an address it holds nothing for while the site cannot be reached. It
 * links to the remembered sign's reading when one is kept, and tries the address again.
 */
export function offlinePage({ path, sign }: { path: string; sign: string | null }): string {
  const again = escapeHtml(path);
  const reading = sign
    ? `<p><a href="${todayPathOf(sign)}">Open your ${capitalise(sign)} reading, saved on this device</a></p>`
    : `<p>Once you have opened your sign's page while online, its reading for today and tomorrow stays on this device.</p>`;
  return `<!doctype html><html lang="en" style="color-scheme:dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>You are offline | Cosmic Daily</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0a1f;color:#ecebff;font:1.05rem/1.6 system-ui,sans-serif}main{max-width:32rem;padding:2rem}h1{color:#f5c451;font-family:Georgia,serif;font-weight:600}a{color:#d2c4ff}</style></head><body><main><h1>You are offline</h1><p>This page is not saved on this device, and Cosmic Daily cannot be reached right now.</p>${reading}<p><a href="${again}">Try again</a></p></main></body></html>`;
}
