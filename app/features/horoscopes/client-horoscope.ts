import { writeDailyHoroscope, type WriteDailyHoroscopeInput } from "./generator";
import { luckyColorOfHex } from "./lucky-colors";
import type { ClientHoroscope, DailyReading, StoredHoroscope } from "./types";

type ClientFields = Omit<StoredHoroscope, "source">;

/** The spec's client shape of a stored reading; `symbol` is the sign's glyph (signs feature). */
export function toClientHoroscope(row: ClientFields, symbol: string): ClientHoroscope {
  const color = luckyColorOfHex(row.luckyColor);
  return {
    date: row.date,
    sign: row.sign,
    overview: row.overview,
    love: row.love,
    career: row.career,
    mood: row.mood,
    ritual: row.ritual,
    lucky: { numbers: [...row.luckyNumbers], color: color.name, colorHex: color.hex, symbol },
    compatible: [...row.compatibleSigns],
    skyFacts: row.skyFacts.map((fact) => ({ ...fact, ...(fact.bodies ? { bodies: [...fact.bodies] } : {}) })),
  };
}

/** A generated reading as it is stored (lucky colour as hex), before it has a source. */
export function readingToRow(reading: DailyReading, sign: string, date: string): ClientFields {
  return {
    sign,
    date,
    overview: reading.overview,
    love: reading.love,
    career: reading.career,
    mood: reading.mood,
    ritual: reading.ritual,
    luckyNumbers: reading.luckyNumbers,
    luckyColor: reading.luckyColor.hex,
    compatibleSigns: reading.compatibleSigns,
    skyFacts: reading.skyFacts,
  };
}

/**
 * The locally built reading of spec section 4: what a page shows when the database has no row
 * (or cannot be reached) while generation is requested in the background. Same generator, same
 * text as the row that will be stored by the built-in writer.
 */
export function buildFallbackHoroscope(input: WriteDailyHoroscopeInput & { symbol: string }): ClientHoroscope {
  return toClientHoroscope(readingToRow(writeDailyHoroscope(input), input.sign.slug, input.date), input.symbol);
}
