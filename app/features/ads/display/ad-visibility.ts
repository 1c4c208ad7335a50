/** Viewable: at least half of the ad on screen for a continuous second (the IAB/MRC display rule). */
export const VIEWABLE_SHARE = 0.5;
export const VIEWABLE_MS = 1_000;

/**
 * Watches one ad's box ([ads.metrics]): `shown` once the box is laid out with a size (an element
 * the layout hides, with `display: none` at this screen width, has none and reports nothing; should
 * the layout show it later, it reports when it comes on screen), then `viewable` once at least half
 * of it has stayed in the viewport for a continuous second. Answers the function that stops watching.
 * Every browser the site supports has IntersectionObserver.
 */
export function watchAdOnScreen(element: Element, report: { shown: () => void; viewable: () => void }): () => void {
  let shown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      if (!shown && entry.boundingClientRect.width > 0) {
        shown = true;
        report.shown();
      }
      if (shown && entry.isIntersecting && entry.intersectionRatio >= VIEWABLE_SHARE) {
        timer ??= setTimeout(() => {
          report.viewable();
          observer.disconnect();
        }, VIEWABLE_MS);
      } else if (timer) {
        clearTimeout(timer);
        timer = undefined;
      }
    },
    { threshold: [0, VIEWABLE_SHARE, 1] },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    if (timer) clearTimeout(timer);
  };
}
