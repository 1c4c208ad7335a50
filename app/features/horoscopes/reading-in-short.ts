import { addDays } from "#app/lib/dates.ts";
import { possessive } from "#app/lib/text.ts";
import type { ReadingDay } from "./reading-days";
import type { ClientHoroscope } from "./types";

/** The part of a day's reading the home page's box shows. */
export type InShort = Pick<ClientHoroscope, "date" | "headline" | "summary">;

/** How long the home page's box waits for a day's reading before it says it could not load it. */
export const IN_SHORT_TIMEOUT_MS = 10_000;

/** The calendar day a reading day names, counted from the site's today. */
export function readingDayDate(today: string, day: Pick<ReadingDay, "offset">): string {
  return addDays(today, day.offset);
}

/** What the box says when a day's reading could not be fetched, before its "Try Again". */
export function inShortFailure(signName: string, day: Pick<ReadingDay, "label">): string {
  return `We couldn’t load ${possessive(signName)} reading for ${day.label.toLowerCase()}. Check your connection and try again.`;
}

/**
 * A day's headline and summary from the daily API ([daily.api]); rejects when the answer is not a
 * 200 with both (the box then offers to try again). Never gated, so any visitor's answer has them.
 */
export async function fetchReadingInShort(sign: string, date: string, signal: AbortSignal): Promise<InShort> {
  const response = await fetch(`/api/horoscopes/${encodeURIComponent(sign)}?date=${encodeURIComponent(date)}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`the daily API answered ${response.status}`);
  const body = (await response.json()) as Partial<InShort>;
  if (typeof body.headline !== "string" || typeof body.summary !== "string" || !body.headline || !body.summary) {
    throw new Error("the daily API's answer holds no headline and summary");
  }
  return { date: typeof body.date === "string" ? body.date : date, headline: body.headline, summary: body.summary };
}
