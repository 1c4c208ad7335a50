import type { Metric } from "web-vitals";
import type { WebVitalName } from "#app/lib/web-vitals.ts";
import { LARGEST_VITAL_VALUE, VITALS_PER_REPORT } from "./report-limits";
import { sendReport } from "./report.client";

export const WEB_VITALS_URL = "/api/analytics/vitals";
/** Without an interaction, the first report goes this long after the page starts measuring. */
export const FIRST_REPORT_DELAY_MS = 3_000;

type MeasuredMetric = { id: string; name: WebVitalName; value: number };

// The names as a type-checked record rather than the schema's list: the schema brings zod, which
// has no place in the JavaScript every page loads.
const MEASURED: Record<WebVitalName, true> = { CLS: true, INP: true, LCP: true, TTFB: true };
const isWebVitalName = (name: string): name is WebVitalName => Object.hasOwn(MEASURED, name);

let started = false;

/**
 * Measures the page load's Core Web Vitals ([analytics.web-vitals]). The library loads after
 * hydration, so the page is interactive without waiting for it, and reports every change; the
 * latest value of each metric waits here. They go on the visitor's first interaction or 3 seconds
 * after the start, whichever comes first (a visitor who leaves at once is counted too), and
 * after that whatever changed goes when the page is hidden, the last moment a browser promises
 * to run code. Only the first call of a page load does anything. Every report names `path`, the
 * page that was loaded, even after later route changes (and when the start waited for them).
 */
export function startWebVitals(path: string = window.location.pathname): void {
  if (started) return;
  started = true;
  const pending = new Map<string, MeasuredMetric>();
  const sent = new Map<string, number>();
  let firstMomentCame = false;
  let anythingSent = false;

  const flush = () => {
    const metrics = [...pending.values()];
    pending.clear();
    for (let i = 0; i < metrics.length; i += VITALS_PER_REPORT) {
      sendReport(WEB_VITALS_URL, { path, metrics: metrics.slice(i, i + VITALS_PER_REPORT) });
    }
    for (const metric of metrics) sent.set(metric.id, metric.value);
    if (metrics.length > 0) anythingSent = true;
  };

  const interaction = { capture: true, once: true, passive: true } as const;
  const firstMoment = () => {
    if (firstMomentCame) return;
    firstMomentCame = true;
    clearTimeout(timer);
    window.removeEventListener("pointerdown", firstMoment, interaction);
    window.removeEventListener("keydown", firstMoment, interaction);
    flush();
  };
  const timer = setTimeout(firstMoment, FIRST_REPORT_DELAY_MS);
  window.addEventListener("pointerdown", firstMoment, interaction);
  window.addEventListener("keydown", firstMoment, interaction);

  const leaving = () => {
    firstMoment();
    flush();
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") leaving();
  });
  window.addEventListener("pagehide", leaving);

  const measured = (metric: Metric) => {
    const { id, name, value } = metric;
    if (!isWebVitalName(name) || !(value >= 0 && value <= LARGEST_VITAL_VALUE) || sent.get(id) === value) return;
    pending.set(id, { id, name, value });
    // The library finalises its metrics as the page is hidden, possibly after our own listener
    // ran; and when it loaded only after the first moment, nothing has gone yet. Either way the
    // value goes at once.
    if ((firstMomentCame && !anythingSent) || document.visibilityState === "hidden") flush();
  };

  import("web-vitals")
    .then(({ onCLS, onINP, onLCP, onTTFB }) => {
      const options = { reportAllChanges: true };
      onCLS(measured, options);
      onINP(measured, options);
      onLCP(measured, options);
      onTTFB(measured, options);
    })
    .catch(() => {
      // Without the library (a failed download) the page simply goes unmeasured.
    });
}
