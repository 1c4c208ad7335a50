import { wholeNumber } from "#app/lib/text.ts";

/**
 * The verified-subscriber count as the subscribe forms say it ([newsletter.join-readers]):
 * "Join 34,281 readers", "Join 1 reader", and "Be among the first readers" while there is none.
 * The thousands separator is the en-US one, so the server's HTML and the browser's agree.
 */
export function joinReadersText(count: number): string {
  const readers = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (readers === 0) return "Be among the first readers";
  if (readers === 1) return "Join 1 reader";
  return `Join ${wholeNumber(readers)} readers`;
}
