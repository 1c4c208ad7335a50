import type { AnalyticsEventName } from "./schema";

/** The browser's own copy of the events it sent, the latest 100 ([analytics.local-list]). */
export const LOCAL_EVENTS_KEY = "cosmic_analytics_events";
export const LOCAL_EVENTS_LIMIT = 100;

function post(url: string, body: unknown): void {
  // keepalive lets the report finish even when the visitor is already leaving the page.
  void fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {
    // Analytics never disturbs the visitor.
  });
}

export function reportPageView(path: string, search: string): void {
  post("/api/analytics/page-views", { path, search });
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
  post("/api/analytics/events", { name, path, properties });
}
