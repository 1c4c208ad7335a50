/** Viewable: at least half of the ad on screen for a continuous second (the IAB/MRC display rule). */
export const VIEWABLE_SHARE = 0.5;
export const VIEWABLE_MS = 1_000;

/**
 * Watches one ad's box ([ads.metrics]): `shown` once the box is laid out with a size (an element
 * the layout hides, with `display: none` on this screen width, has none, and reports nothing until
 * the layout shows it), then `viewable` once at least half of it has stayed in the viewport for a
 * continuous second. Answers the function that stops watching.
 */
export function watchAdOnScreen(element: Element, report: { shown: () => void; viewable: () => void }): () => void {
  let stopped = false;
  let shown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let intersections: IntersectionObserver | undefined;

  const watchViewable = () => {
    if (typeof IntersectionObserver === "undefined") return;
    intersections = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.isIntersecting && entry.intersectionRatio >= VIEWABLE_SHARE) {
          timer ??= setTimeout(() => {
            report.viewable();
            intersections?.disconnect();
          }, VIEWABLE_MS);
        } else if (timer) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, VIEWABLE_SHARE, 1] },
    );
    intersections.observe(element);
  };

  const laidOut = () => element.getClientRects().length > 0 && element.getBoundingClientRect().width > 0;
  const showOnce = () => {
    if (shown || stopped || !laidOut()) return;
    shown = true;
    sizes?.disconnect();
    report.shown();
    watchViewable();
  };

  // A box that the layout hides now may be shown later (a window made narrower): its size changes then.
  const sizes = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(showOnce);
  sizes?.observe(element);
  showOnce();

  return () => {
    stopped = true;
    sizes?.disconnect();
    intersections?.disconnect();
    if (timer) clearTimeout(timer);
  };
}
