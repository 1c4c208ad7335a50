import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Metric } from "web-vitals";

// The library as the page sees it: each on… function hands over the callback it will call.
const library = vi.hoisted(() => ({
  callbacks: new Map<string, (metric: Metric) => void>(),
  options: new Map<string, unknown>(),
}));
const sendReport = vi.hoisted(() => vi.fn());

vi.mock("web-vitals", () => {
  const on = (name: string) => (callback: (metric: Metric) => void, options: unknown) => {
    library.callbacks.set(name, callback);
    library.options.set(name, options);
  };
  return { onCLS: on("CLS"), onINP: on("INP"), onLCP: on("LCP"), onTTFB: on("TTFB") };
});
vi.mock("./report.client", () => ({ sendReport }));

type FakeDocument = EventTarget & { visibilityState: "visible" | "hidden" };
let page: { window: EventTarget & { location: { pathname: string } }; document: FakeDocument };

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  library.callbacks.clear();
  library.options.clear();
  sendReport.mockReset();
  page = {
    window: Object.assign(new EventTarget(), { location: { pathname: "/signs/leo" } }),
    document: Object.assign(new EventTarget(), { visibilityState: "visible" as const }),
  };
  vi.stubGlobal("window", page.window);
  vi.stubGlobal("document", page.document);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fresh page load: the module's once-per-load guard starts over, and the library has loaded. */
async function startPage(loadedPath?: string) {
  const { startWebVitals, WEB_VITALS_URL } = await import("./web-vitals.client");
  startWebVitals(loadedPath);
  await vi.dynamicImportSettled();
  expect(WEB_VITALS_URL).toBe("/api/analytics/vitals");
  return { startWebVitals };
}

function measure(name: "CLS" | "INP" | "LCP" | "TTFB", id: string, value: number) {
  library.callbacks.get(name)!({ name, id, value } as Metric);
}

const sentMetrics = () =>
  sendReport.mock.calls.map(([url, body]) => {
    expect(url).toBe("/api/analytics/vitals");
    return body as { path: string; metrics: Array<{ id: string; name: string; value: number }> };
  });

function hide() {
  page.document.visibilityState = "hidden";
  page.document.dispatchEvent(new Event("visibilitychange"));
}

test("[analytics.web-vitals] the four metrics are watched with every change reported; nothing goes before 3 s, the latest values go at 3 s", async () => {
  await startPage();
  expect([...library.callbacks.keys()].sort()).toEqual(["CLS", "INP", "LCP", "TTFB"]);
  for (const options of library.options.values()) expect(options).toEqual({ reportAllChanges: true });

  measure("TTFB", "v6-ttfb", 120.5);
  measure("LCP", "v6-lcp", 900);
  measure("LCP", "v6-lcp", 1400);
  vi.advanceTimersByTime(2_999);
  expect(sendReport).not.toHaveBeenCalled();

  vi.advanceTimersByTime(1);
  expect(sentMetrics()).toEqual([
    {
      path: "/signs/leo",
      metrics: [
        { id: "v6-ttfb", name: "TTFB", value: 120.5 },
        { id: "v6-lcp", name: "LCP", value: 1400 },
      ],
    },
  ]);
  // After the first report, changes wait for the page to be hidden.
  measure("CLS", "v6-cls", 0.02);
  vi.advanceTimersByTime(10_000);
  expect(sendReport).toHaveBeenCalledTimes(1);
});

test("[analytics.web-vitals] the first keydown sends at once, and the 3 s moment then sends nothing more", async () => {
  await startPage();
  measure("TTFB", "v6-ttfb", 80);
  vi.advanceTimersByTime(1_000);
  expect(sendReport).not.toHaveBeenCalled();

  page.window.dispatchEvent(new Event("keydown"));
  expect(sentMetrics()).toEqual([{ path: "/signs/leo", metrics: [{ id: "v6-ttfb", name: "TTFB", value: 80 }] }]);

  measure("LCP", "v6-lcp", 700);
  page.window.dispatchEvent(new Event("pointerdown"));
  vi.advanceTimersByTime(5_000);
  expect(sendReport).toHaveBeenCalledTimes(1);
});

test("[analytics.web-vitals] on hidden only what changed goes: a later CLS, not the unchanged LCP", async () => {
  await startPage();
  measure("TTFB", "v6-ttfb", 95);
  measure("LCP", "v6-lcp", 1_200);
  measure("CLS", "v6-cls", 0.01);
  // The visitor moves to another page of the site; the reports still name the page loaded.
  page.window.location.pathname = "/signs/virgo";
  page.window.dispatchEvent(new Event("pointerdown"));
  expect(sentMetrics()[0]!.metrics.map((metric) => metric.name)).toEqual(["TTFB", "LCP", "CLS"]);

  measure("CLS", "v6-cls", 0.18);
  measure("LCP", "v6-lcp", 1_200);
  expect(sendReport).toHaveBeenCalledTimes(1);

  hide();
  expect(sentMetrics()).toHaveLength(2);
  expect(sentMetrics()[1]).toEqual({ path: "/signs/leo", metrics: [{ id: "v6-cls", name: "CLS", value: 0.18 }] });

  // Nothing changed since: leaving sends nothing; a value the library finalises while hidden goes at once.
  page.window.dispatchEvent(new Event("pagehide"));
  expect(sendReport).toHaveBeenCalledTimes(2);
  measure("INP", "v6-inp", 64);
  expect(sentMetrics()[2]).toEqual({ path: "/signs/leo", metrics: [{ id: "v6-inp", name: "INP", value: 64 }] });
});

test("[analytics.web-vitals] a page hidden before the first moment sends what it measured; values out of range are left out", async () => {
  await startPage();
  measure("TTFB", "v6-ttfb", 3_600_001);
  measure("LCP", "v6-lcp", 2_100);
  hide();
  expect(sentMetrics()).toEqual([{ path: "/signs/leo", metrics: [{ id: "v6-lcp", name: "LCP", value: 2_100 }] }]);
  vi.advanceTimersByTime(3_000);
  expect(sendReport).toHaveBeenCalledTimes(1);
});

test("[analytics.web-vitals] when the library arrives after the first moment, its first values go at once; a second start does nothing", async () => {
  const { startWebVitals } = await startPage();
  startWebVitals();
  vi.advanceTimersByTime(3_000);
  expect(sendReport).not.toHaveBeenCalled();
  measure("TTFB", "v6-ttfb", 300);
  expect(sentMetrics()).toEqual([{ path: "/signs/leo", metrics: [{ id: "v6-ttfb", name: "TTFB", value: 300 }] }]);
  measure("LCP", "v6-lcp", 800);
  expect(sendReport).toHaveBeenCalledTimes(1);
});

test("[analytics.web-vitals] the reports name the page that was loaded, even when the start came after a route change", async () => {
  // The start waits for an idle moment; by then the reader may be on another page.
  await startPage("/signs/aries");
  measure("LCP", "v6-lcp", 900);
  vi.advanceTimersByTime(3_000);
  expect(page.window.location.pathname).toBe("/signs/leo");
  expect(sentMetrics()).toEqual([{ path: "/signs/aries", metrics: [{ id: "v6-lcp", name: "LCP", value: 900 }] }]);
});
