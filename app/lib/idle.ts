/** The longest a task handed to `whenIdle` waits for the browser to have a moment to spare. */
export const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `work` once, in a task of its own when the browser has a moment to spare: at the latest
 * after IDLE_TIMEOUT_MS, and at once if the page is hidden or left first, so nothing handed over
 * is lost. Work that no reader waits for (a page view report, a cookie read) goes here rather
 * than into the effects React runs as a page hydrates, which all share one task: every
 * millisecond added to that task is a millisecond a tap on the fresh page waits.
 */
export function whenIdle(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener("pagehide", run);
    document.removeEventListener("visibilitychange", runIfHidden);
    work();
  };
  const runIfHidden = () => {
    if (document.visibilityState === "hidden") run();
  };
  window.addEventListener("pagehide", run);
  document.addEventListener("visibilitychange", runIfHidden);
  // A browser without idle callbacks gets a timer, which still gives the work a task of its own.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}
