import { EVENTS_PER_REPORT, REPORT_BYTES_BUDGET } from "./report-limits";
import type { AnalyticsEventName } from "./schema";

/** The browser's own copy of the events it sent, the latest 100 ([analytics.local-list]). */
export const LOCAL_EVENTS_KEY = "cosmic_analytics_events";
export const LOCAL_EVENTS_LIMIT = 100;

/**
 * Sends one report. A beacon is handed to the browser, which delivers it even when the page is
 * left at once (a click on a link right after a route change); where there is none, or the
 * browser refuses it (its queue is full), fetch with keepalive does the same job.
 */
export function sendReport(url: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      // The Blob carries the JSON type the endpoints require; a plain string would go as text.
      if (navigator.sendBeacon(url, new Blob([json], { type: "application/json" }))) return;
    }
  } catch {
    // Some browsers refuse a beacon outright; the fetch below still goes.
  }
  void fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: json,
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {
    // Analytics never disturbs the visitor.
  });
}

/** A page view ([analytics.page-views]); `referrer` goes only with the first page of a load. */
export function reportPageView(path: string, search: string, referrer?: string): void {
  sendReport("/api/analytics/page-views", referrer === undefined ? { path, search } : { path, search, referrer });
}

/**
 * How long an event waits for others before it is sent: the events of a page come in bursts (its
 * locked sections, its ads), and one report for the burst costs the visitor's phone and the
 * server one request instead of several. A page being hidden or left sends what waits at once.
 */
export const EVENT_BATCH_MS = 1_000;

type EventReport = { name: AnalyticsEventName; path: string; properties: Record<string, string | number | boolean> };
let waiting: EventReport[] = [];
let batchTimer: ReturnType<typeof setTimeout> | undefined;
let flushOnLeaving = false;

/** Sends the events that wait, in reports of at most 20 events and about 7 KB each. */
export function flushEvents(): void {
  clearTimeout(batchTimer);
  batchTimer = undefined;
  let batch: EventReport[] = [];
  let bytes = 0;
  for (const event of waiting) {
    const size = JSON.stringify(event).length + 1;
    if (batch.length > 0 && (batch.length === EVENTS_PER_REPORT || bytes + size > REPORT_BYTES_BUDGET)) {
      sendReport("/api/analytics/events", { events: batch });
      batch = [];
      bytes = 0;
    }
    batch.push(event);
    bytes += size;
  }
  if (batch.length > 0) sendReport("/api/analytics/events", { events: batch });
  waiting = [];
}

export function trackEvent(name: AnalyticsEventName, properties: Record<string, string | number | boolean> = {}): void {
  const path = window.location.pathname;
  try {
    const stored = JSON.parse(localStorage.getItem(LOCAL_EVENTS_KEY) ?? "[]") as unknown[];
    const list = Array.isArray(stored) ? stored : [];
    list.push({ name, path, ...properties, timestamp: new Date().toISOString() });
    localStorage.setItem(LOCAL_EVENTS_KEY, JSON.stringify(list.slice(-LOCAL_EVENTS_LIMIT)));
  } catch {
    // Storage can be full or disabled; the server copy still goes out.
  }
  waiting.push({ name, path, properties });
  if (!flushOnLeaving) {
    flushOnLeaving = true;
    window.addEventListener("pagehide", flushEvents);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flushEvents();
    });
  }
  batchTimer ??= setTimeout(flushEvents, EVENT_BATCH_MS);
}
