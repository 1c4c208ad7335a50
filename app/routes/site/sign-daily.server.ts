import type { AppLoadContext } from "react-router";
import { gateReading, type GateInput, type LockedSections } from "~/features/gating/gate";
import { buildFallbackHoroscope, toClientHoroscope } from "~/features/horoscopes/client-horoscope";
import type { ClientHoroscope } from "~/features/horoscopes/types";
import { SIGNS, type Sign } from "~/features/signs/signs";
import { skyForDay } from "~/features/sky/sky.server";
import { isAppError } from "~/lib/errors";

export type DailyReadingState =
  | { status: "ok"; horoscope: ClientHoroscope }
  /** The stored reading could not be read: a reading built here stands in, and the page says so. */
  | { status: "failed"; horoscope: ClientHoroscope }
  | { status: "empty"; horoscope: null };

/** Today's reading of a sign: stored (written first if missing), else a local stand-in. */
export async function loadDailyReading(context: AppLoadContext, sign: Sign, date: string): Promise<DailyReadingState> {
  try {
    return { status: "ok", horoscope: toClientHoroscope(await context.horoscopes.getDaily(sign.slug, date), sign.symbol) };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return { status: "empty", horoscope: null };
    context.logger.error({ err: error }, "daily horoscope could not be loaded; showing a locally built reading");
    // The stand-in comes from the same writer and the same sky, so it is the day's true reading
    // in all but storage; the background job stores it once the database answers again.
    const horoscope = buildFallbackHoroscope({ sign, sky: skyForDay(date, context.env.siteTimeZone), date, signs: SIGNS, symbol: sign.symbol });
    return { status: "failed", horoscope };
  }
}

/**
 * The reading as this visitor may receive it: gated sections hold only their teasers, so the
 * rest of the text is in neither the HTML nor the hydration data. Call before returning.
 */
export function gateDailyReading(state: DailyReadingState, gate: GateInput): { reading: DailyReadingState; locked: LockedSections } {
  if (state.horoscope === null) return { reading: state, locked: {} };
  const { reading, locked } = gateReading(state.horoscope, gate);
  return { reading: { ...state, horoscope: reading }, locked };
}
