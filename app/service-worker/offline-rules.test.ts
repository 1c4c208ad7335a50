import { expect, test } from "vitest";
import {
  assetsOf,
  documentOfData,
  GENERIC_NOTIFICATION,
  isNeverStored,
  isStorableAnswer,
  localDay,
  MAX_STORED_PAGES,
  offlinePage,
  pagesOverBound,
  pushNoticeOf,
  readingDateOf,
  signOfPath,
  todaysPage,
  type Answer,
} from "./offline-rules";

const PUBLIC_PAGE: Answer = { status: 200, type: "basic", cacheControl: "public, max-age=0, s-maxage=60", setsCookie: false };

test("[app.never-stored] the private rooms are never kept, whatever their answer says", () => {
  for (const path of ["/admin", "/admin/ads", "/account", "/account/today", "/auth", "/auth/confirm", "/api", "/api/me"])
    expect(isNeverStored(path), path).toBe(true);
  for (const path of ["/", "/signs/leo", "/signs/leo/tomorrow", "/administrators", "/accounting", "/blog/api-notes"])
    expect(isNeverStored(path), path).toBe(false);
});

test("[app.never-stored] only a whole answer of a page that declared itself public is kept", () => {
  expect(isStorableAnswer(PUBLIC_PAGE)).toBe(true);
  // Read while signed in (a request with a cookie), or a private room: the server says so.
  expect(isStorableAnswer({ ...PUBLIC_PAGE, cacheControl: "private, no-store" })).toBe(false);
  expect(isStorableAnswer({ ...PUBLIC_PAGE, cacheControl: "public, no-store" })).toBe(false);
  expect(isStorableAnswer({ ...PUBLIC_PAGE, cacheControl: "Private" })).toBe(false);
  // A page that never declared itself public is private.
  expect(isStorableAnswer({ ...PUBLIC_PAGE, cacheControl: null })).toBe(false);
  expect(isStorableAnswer({ ...PUBLIC_PAGE, cacheControl: "max-age=60" })).toBe(false);
  expect(isStorableAnswer({ ...PUBLIC_PAGE, setsCookie: true })).toBe(false);
  // Not a page: a redirect, an error, another origin's answer.
  for (const status of [204, 301, 302, 404, 500, 503]) expect(isStorableAnswer({ ...PUBLIC_PAGE, status }), String(status)).toBe(false);
  expect(isStorableAnswer({ ...PUBLIC_PAGE, type: "opaqueredirect", status: 0 })).toBe(false);
  expect(isStorableAnswer({ ...PUBLIC_PAGE, type: "opaque", status: 0 })).toBe(false);
});

test("[app.start] a sign is named by any page below /signs/{sign}, never by /signs itself or another page", () => {
  expect(signOfPath("/signs/leo")).toBe("leo");
  expect(signOfPath("/signs/leo/tomorrow")).toBe("leo");
  expect(signOfPath("/signs/sagittarius/compatibility/leo")).toBe("sagittarius");
  expect(signOfPath("/signs")).toBeNull();
  expect(signOfPath("/signs/")).toBeNull();
  expect(signOfPath("/signsleo")).toBeNull();
  expect(signOfPath("/signs/Leo")).toBeNull();
  expect(signOfPath("/compatibility")).toBeNull();
  // Only characters that can sit in a link as they are: what the offline page writes in.
  expect(signOfPath('/signs/leo"><script>')).toBeNull();
  expect(signOfPath("/signs/%3Cb%3E")).toBeNull();
});

test("a daily page's day is the date under its heading", () => {
  const html = `<h1 class="x">Leo Daily Horoscope</h1><p class="text-muted"><time dateTime="2026-12-03">Thursday, December 3, 2026</time></p>`;
  expect(readingDateOf(html)).toBe("2026-12-03");
  expect(readingDateOf('<time dateTime="2026-12">December</time>')).toBeNull();
  expect(readingDateOf("<h1>The Twelve Zodiac Signs</h1>")).toBeNull();
});

test("the reader's day is the device's own calendar day", () => {
  expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe("2026-12-31");
});

test("[app.offline-today] offline, the kept page reading the reader's today is today's page", () => {
  const today = { path: "/signs/leo", date: "2026-12-03" };
  const tomorrow = { path: "/signs/leo/tomorrow", date: "2026-12-04" };
  // The same day: today's page.
  expect(todaysPage([today, tomorrow], "2026-12-03")).toBe("/signs/leo");
  // A day later, with nothing fetched since: what was kept as tomorrow reads today.
  expect(todaysPage([today, tomorrow], "2026-12-04")).toBe("/signs/leo/tomorrow");
  // Days later: the freshest reading there is.
  expect(todaysPage([today, tomorrow], "2026-12-09")).toBe("/signs/leo/tomorrow");
  expect(todaysPage([today], "2026-12-09")).toBe("/signs/leo");
  // A device whose day is still behind the site's: the earliest, the site's today.
  expect(todaysPage([tomorrow, today], "2026-12-02")).toBe("/signs/leo");
  // A page whose day could not be read is shown only when nothing else is kept.
  expect(todaysPage([{ path: "/signs/leo", date: null }, tomorrow], "2026-12-03")).toBe("/signs/leo/tomorrow");
  expect(todaysPage([{ path: "/signs/leo", date: null }], "2026-12-03")).toBe("/signs/leo");
  expect(todaysPage([], "2026-12-03")).toBeNull();
});

test("a page's built files are the scripts, stylesheet and fonts it names, each once", () => {
  const html = `<link rel="stylesheet" href="/assets/app-DmOpyI0B.css"/><script>import("/assets/entry.client-BUPfopxU.js");import("/assets/shell-iO9tWHVD.js")</script>
    <link rel="preload" href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2"/><script type="module" src="/assets/shell-iO9tWHVD.js"></script><img src="/blog/cover.svg"/><img src="/assets/ad.png"/>`;
  expect(assetsOf(html)).toEqual([
    "/assets/app-DmOpyI0B.css",
    "/assets/entry.client-BUPfopxU.js",
    "/assets/shell-iO9tWHVD.js",
    "/assets/inter-latin-wght-normal-Dx4kXJAl.woff2",
  ]);
});

test("a client navigation's data request is for the page of the same address, without the router's parameters", () => {
  const at = (address: string) => documentOfData(new URL(address, "https://cosmic.example"));
  expect(at("/signs/leo.data?_routes=routes%2Fsigns%2F%24sign%2Fdaily")).toBe("/signs/leo");
  expect(at("/_root.data")).toBe("/");
  expect(at("/compatibility.data?sign1=virgo&_routes=x")).toBe("/compatibility?sign1=virgo");
  expect(at("/signs/leo")).toBeNull();
  expect(at("/api/horoscopes/leo")).toBeNull();
});

test("[app.offline-today] beyond the bound the oldest pages go, and the remembered sign's days are spared", () => {
  const kept = Array.from({ length: MAX_STORED_PAGES + 3 }, (_, index) => `/blog/post-${index}`);
  expect(pagesOverBound(kept, new Set())).toEqual(["/blog/post-0", "/blog/post-1", "/blog/post-2"]);
  const withDays = ["/signs/leo", "/signs/leo/tomorrow", ...kept.slice(0, MAX_STORED_PAGES)];
  expect(pagesOverBound(withDays, new Set(["/signs/leo", "/signs/leo/tomorrow"]))).toEqual([]);
  expect(pagesOverBound(withDays, new Set())).toEqual(["/signs/leo", "/signs/leo/tomorrow"]);
  expect(pagesOverBound(["/", "/signs"], new Set())).toEqual([]);
});

const ORIGIN = "https://cosmic.example";

test("[app.push-notice] a push's JSON is shown as sent, leading only to a page of this site", () => {
  const sent = { title: "Leo, Thursday", body: "The Moon enters your sign.", url: "/signs/leo", tag: "daily-leo" };
  expect(pushNoticeOf(JSON.stringify(sent), ORIGIN)).toEqual(sent);
  expect(pushNoticeOf(JSON.stringify({ ...sent, tag: undefined }), ORIGIN)).toEqual({ title: sent.title, body: sent.body, url: sent.url });
  expect(pushNoticeOf(JSON.stringify({ ...sent, url: `${ORIGIN}/signs/leo/tomorrow?from=push#love` }), ORIGIN).url).toBe(
    "/signs/leo/tomorrow?from=push#love",
  );
  // Another site's address, or a script's, leads to the reader's sign instead.
  expect(pushNoticeOf(JSON.stringify({ ...sent, url: "https://elsewhere.example/signs/leo" }), ORIGIN).url).toBe("/my-sign");
  expect(pushNoticeOf(JSON.stringify({ ...sent, url: "javascript:alert(1)" }), ORIGIN).url).toBe("/my-sign");
});

test("[app.push-notice] a push without a readable message shows that the daily reading is ready", () => {
  const generic = { title: "Your daily reading is ready", body: GENERIC_NOTIFICATION.body, url: "/my-sign" };
  for (const text of [
    null,
    "",
    "not json",
    "42",
    "null",
    "[]",
    '{"title":"","body":"b","url":"/"}',
    '{"title":"t","url":"/"}',
    '{"title":"t","body":"b"}',
  ])
    expect(pushNoticeOf(text, ORIGIN), String(text)).toEqual(generic);
});

test("[app.offline-today] the offline page says so in words, links to the kept reading, and writes no address unescaped", () => {
  const page = offlinePage({ path: '/blog/"><script>alert(1)</script>', sign: "leo" });
  expect(page).toContain("<h1>You are offline</h1>");
  expect(page).toContain('<a href="/signs/leo">Open your Leo reading, saved on this device</a>');
  expect(page).not.toContain("<script>");
  expect(page).toContain('href="/blog/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">Try again</a>');
  expect(offlinePage({ path: "/", sign: null })).toContain("Once you have opened your sign's page while online");
});
