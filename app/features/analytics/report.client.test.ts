import { afterEach, expect, test, vi } from "vitest";
import { EVENT_BATCH_MS, flushEvents, LOCAL_EVENTS_KEY, LOCAL_EVENTS_LIMIT, reportPageView, trackEvent } from "./report.client";

afterEach(() => vi.unstubAllGlobals());

/** window and document as the tracker uses them, with the listeners it adds kept for the test to fire. */
function pageAt(pathname: string) {
  const listeners = new Map<string, () => void>();
  const page = { visibilityState: "visible" };
  vi.stubGlobal("window", {
    location: { pathname },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
  vi.stubGlobal("document", {
    get visibilityState() {
      return page.visibilityState;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
  return {
    hide() {
      page.visibilityState = "hidden";
      listeners.get("visibilitychange")?.();
    },
    leave: () => listeners.get("pagehide")?.(),
  };
}

afterEach(() => {
  flushEvents();
  vi.useRealTimers();
});

test("[analytics.local-list] [analytics.events] events go to the server in one report a second, and into the local list, which keeps the latest 100", () => {
  vi.useFakeTimers();
  const items = new Map<string, string>();
  const posts: Array<{ url: string; body: { events: Array<{ name: string; path: string; properties: Record<string, string> }> } }> = [];
  pageAt("/signs/leo");
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  vi.stubGlobal("fetch", (url: string, init: { body: string }) => {
    posts.push({ url, body: JSON.parse(init.body) as (typeof posts)[number]["body"] });
    return Promise.resolve(new Response(null, { status: 202 }));
  });

  for (let i = 0; i < 105; i++) trackEvent("unlock_click", { section: `s${i}` });
  const list = JSON.parse(items.get(LOCAL_EVENTS_KEY)!) as Array<{ name: string; section: string; path: string }>;
  expect(LOCAL_EVENTS_LIMIT).toBe(100);
  expect(list).toHaveLength(100);
  expect(list[0]).toMatchObject({ name: "unlock_click", section: "s5", path: "/signs/leo" });
  expect(list.at(-1)).toMatchObject({ section: "s104" });

  // The burst waits a second for more, then goes in reports of at most 20 events.
  vi.advanceTimersByTime(EVENT_BATCH_MS - 1);
  expect(posts).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(posts.map((post) => post.body.events.length)).toEqual([20, 20, 20, 20, 20, 5]);
  expect(new Set(posts.map((post) => post.url))).toEqual(new Set(["/api/analytics/events"]));
  expect(posts[0]!.body.events[0]).toEqual({ name: "unlock_click", path: "/signs/leo", properties: { section: "s0" } });
  expect(posts.flatMap((post) => post.body.events.map((event) => event.properties.section))).toEqual(
    Array.from({ length: 105 }, (_, i) => `s${i}`),
  );
});

test("[analytics.events] a report stays under the endpoints' 8 KB: large events split the batch", () => {
  vi.useFakeTimers();
  const bodies: string[] = [];
  pageAt("/signs/leo");
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {} });
  vi.stubGlobal("fetch", (_url: string, init: { body: string }) => {
    bodies.push(init.body);
    return Promise.resolve(new Response(null, { status: 202 }));
  });
  const long = "x".repeat(500);
  for (let i = 0; i < 6; i++) trackEvent("ad_unit_error", { a: long, b: long, c: long, d: long, n: i });
  vi.advanceTimersByTime(EVENT_BATCH_MS);
  expect(bodies.length).toBeGreaterThan(1);
  for (const body of bodies) expect(body.length).toBeLessThan(8 * 1024);
  expect(
    bodies.flatMap((body) =>
      (JSON.parse(body) as { events: Array<{ properties: { n: number } }> }).events.map((event) => event.properties.n),
    ),
  ).toEqual([0, 1, 2, 3, 4, 5]);
});

test("[analytics.events] a page being hidden or left sends the events that wait at once", async () => {
  vi.useFakeTimers();
  // A fresh tracker, which listens to this test's page (it adds its listeners once per page load).
  vi.resetModules();
  const { trackEvent } = await import("./report.client");
  const bodies: string[] = [];
  const page = pageAt("/signs/leo");
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {} });
  vi.stubGlobal("fetch", (_url: string, init: { body: string }) => {
    bodies.push(init.body);
    return Promise.resolve(new Response(null, { status: 202 }));
  });
  trackEvent("share", { network: "copy" });
  page.hide();
  expect(bodies).toHaveLength(1);
  trackEvent("share", { network: "x" });
  page.leave();
  expect(bodies).toHaveLength(2);
  expect(JSON.parse(bodies[1]!)).toEqual({ events: [{ name: "share", path: "/signs/leo", properties: { network: "x" } }] });
  // Nothing is left for the timer to send twice.
  vi.advanceTimersByTime(EVENT_BATCH_MS);
  expect(bodies).toHaveLength(2);
});

/** A browser whose sendBeacon answers `accepts`, and whose fetch is the fallback. */
function browserWithBeacon(accepts: boolean) {
  const beacons: Array<{ url: string; data: Blob }> = [];
  const fetches: Array<{ url: string; init: RequestInit }> = [];
  pageAt("/signs/virgo");
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {} });
  vi.stubGlobal("navigator", {
    sendBeacon: (url: string, data: Blob) => {
      beacons.push({ url, data });
      return accepts;
    },
  });
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    fetches.push({ url, init });
    return Promise.resolve(new Response(null, { status: 202 }));
  });
  return { beacons, fetches };
}

test("[analytics.page-views] [analytics.events] reports go as beacons of JSON, which the browser delivers after the page is left", async () => {
  const { beacons, fetches } = browserWithBeacon(true);
  reportPageView("/signs/virgo", "?from=home", "https://search.example/?q=virgo");
  reportPageView("/signs/virgo/dates", "");
  trackEvent("share", { network: "x", path: "/signs/virgo" });
  flushEvents();

  expect(fetches).toEqual([]);
  expect(beacons.map((beacon) => beacon.url)).toEqual(["/api/analytics/page-views", "/api/analytics/page-views", "/api/analytics/events"]);
  for (const beacon of beacons) expect(beacon.data.type).toBe("application/json");
  expect(await Promise.all(beacons.map((beacon) => beacon.data.text().then((text) => JSON.parse(text) as unknown)))).toEqual([
    // Only the first page of a load names its referrer.
    { path: "/signs/virgo", search: "?from=home", referrer: "https://search.example/?q=virgo" },
    { path: "/signs/virgo/dates", search: "" },
    { events: [{ name: "share", path: "/signs/virgo", properties: { network: "x", path: "/signs/virgo" } }] },
  ]);
});

test("[analytics.page-views] a beacon the browser refuses goes by fetch with keepalive instead", () => {
  const { beacons, fetches } = browserWithBeacon(false);
  reportPageView("/signs/virgo", "");
  expect(beacons).toHaveLength(1);
  expect(fetches).toEqual([
    {
      url: "/api/analytics/page-views",
      init: {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: "/signs/virgo", search: "" }),
        keepalive: true,
        credentials: "same-origin",
      },
    },
  ]);
});
