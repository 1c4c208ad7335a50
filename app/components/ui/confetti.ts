/** A confetti burst lasts 2000 ms, with a new shower every 250 ms. */
export const CONFETTI_TIMING = { durationMs: 2_000, intervalMs: 250 } as const;

const PIECES_PER_SHOWER = 14;
const FALL_MS = 1_400;
const COLOURS = ["#f5c542", "#e25822", "#8e7cc3", "#4f9fd8", "#5cb85c", "#f06292"];

/**
 * Celebrates in the browser: showers of small pieces falling from the top of the screen, one every
 * CONFETTI_TIMING.intervalMs for CONFETTI_TIMING.durationMs. The pieces sit in a fixed layer that
 * ignores the pointer and assistive technology, so nothing on the page moves or loses a click;
 * a reader who asked for reduced motion gets none. Answers a function that stops it early.
 */
export function burstConfetti(): () => void {
  if (typeof window === "undefined" || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return () => {};
  const layer = document.createElement("div");
  layer.setAttribute("aria-hidden", "true");
  layer.dataset.confetti = "";
  layer.dataset.showers = "0";
  Object.assign(layer.style, { position: "fixed", inset: "0", pointerEvents: "none", overflow: "hidden", zIndex: "60" });
  document.body.append(layer);

  let showers = 0;
  const shower = () => {
    showers += 1;
    layer.dataset.showers = String(showers);
    for (let i = 0; i < PIECES_PER_SHOWER; i++) layer.append(piece());
  };
  shower();
  const timer = window.setInterval(() => {
    if (showers * CONFETTI_TIMING.intervalMs >= CONFETTI_TIMING.durationMs) {
      window.clearInterval(timer);
      return;
    }
    shower();
  }, CONFETTI_TIMING.intervalMs);
  // The last shower's pieces finish falling, then the layer goes.
  const removal = window.setTimeout(() => layer.remove(), CONFETTI_TIMING.durationMs + FALL_MS);
  return () => {
    window.clearInterval(timer);
    window.clearTimeout(removal);
    layer.remove();
  };
}

function piece(): HTMLElement {
  const element = document.createElement("span");
  const size = 6 + Math.random() * 6;
  Object.assign(element.style, {
    position: "absolute",
    top: "-12px",
    left: `${Math.random() * 100}%`,
    width: `${size}px`,
    height: `${size * 0.6}px`,
    background: COLOURS[Math.floor(Math.random() * COLOURS.length)]!,
    borderRadius: "1px",
  });
  const drift = (Math.random() - 0.5) * 160;
  const spin = (Math.random() - 0.5) * 720;
  element.animate(
    [
      { transform: "translate(0, 0) rotate(0deg)", opacity: 1 },
      { transform: `translate(${drift}px, 105vh) rotate(${spin}deg)`, opacity: 0.9 },
    ],
    { duration: FALL_MS * (0.8 + Math.random() * 0.4), easing: "cubic-bezier(0.25, 0.6, 0.5, 1)", fill: "forwards" },
  );
  return element;
}
