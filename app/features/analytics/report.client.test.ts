import { afterEach, expect, test, vi } from "vitest";
import { LOCAL_EVENTS_KEY, LOCAL_EVENTS_LIMIT, trackEvent } from "./report.client";

afterEach(() => vi.unstubAllGlobals());

test("[analytics.local-list] [analytics.events] events go to the server and into the browser's local list, which keeps the latest 100", () => {
  const items = new Map<string, string>();
  const posts: Array<{ url: string; body: string }> = [];
  vi.stubGlobal("window", { location: { pathname: "/signs/leo" } });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  vi.stubGlobal("fetch", (url: string, init: { body: string }) => {
    posts.push({ url, body: init.body });
    return Promise.resolve(new Response(null, { status: 202 }));
  });

  for (let i = 0; i < 105; i++) trackEvent("unlock_click", { section: `s${i}` });
  const list = JSON.parse(items.get(LOCAL_EVENTS_KEY)!) as Array<{ name: string; section: string; path: string }>;
  expect(LOCAL_EVENTS_LIMIT).toBe(100);
  expect(list).toHaveLength(100);
  expect(list[0]).toMatchObject({ name: "unlock_click", section: "s5", path: "/signs/leo" });
  expect(list.at(-1)).toMatchObject({ section: "s104" });
  expect(posts).toHaveLength(105);
  expect(posts[0]).toEqual({
    url: "/api/analytics/events",
    body: JSON.stringify({ name: "unlock_click", path: "/signs/leo", properties: { section: "s0" } }),
  });
});
