import type { PairDay } from "#app/features/compatibility/pair-reading.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";

/**
 * The day a pair is read for, with where the bodies stand at noon of that day on the site's
 * clocks (as the daily readings read it): the sky feature computes, compatibility reads. On the
 * server only, so astronomy-engine never reaches the pair page's scripts. Used by the pair page
 * and its share card, so both show one score.
 */
export function pairDay(date: string, timeZone: string): PairDay {
  return { date, positions: skyForDay(date, timeZone).positions };
}
