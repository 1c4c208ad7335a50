import { writeDailyHoroscope, type WriteDailyHoroscopeInput } from "./generator";
import { findSign } from "#app/zodiac/signs.ts";
import { luckyColorOfHex } from "./lucky-colors";
import type { ClientHoroscope, DailyReading, StoredHoroscope } from "./types";

type ClientFields = Omit<StoredHoroscope, "source">;

/** A stored reading as pages and the API hand it out: lucky picks grouped, the colour named, the sign's glyph added. */
export function toClientHoroscope(row: ClientFields): ClientHoroscope {
  const color = luckyColorOfHex(row.luckyColor);
  return {
    date: row.date,
    sign: row.sign,
    headline: row.headline,
    summary: row.summary,
    overview: row.overview,
    love: row.love,
    career: row.career,
    mood: row.mood,
    ritual: row.ritual,
    lucky: { numbers: [...row.luckyNumbers], color: color.name, colorHex: color.hex, symbol: findSign(row.sign)?.symbol ?? "" },
    compatible: [...row.compatibleSigns],
    skyFacts: row.skyFacts.map((fact) => ({ ...fact, ...(fact.bodies ? { bodies: [...fact.bodies] } : {}) })),
    houses: [...row.houses],
  };
}

/** A generated reading as it is stored (lucky colour as hex), before it has a source. */
export function readingToRow(reading: DailyReading, sign: string, date: string): ClientFields {
  return {
    sign,
    date,
    headline: reading.headline,
    summary: reading.summary,
    overview: reading.overview,
    love: reading.love,
    career: reading.career,
    mood: reading.mood,
    ritual: reading.ritual,
    luckyNumbers: reading.luckyNumbers,
    luckyColor: reading.luckyColor.hex,
    compatibleSigns: reading.compatibleSigns,
    skyFacts: reading.skyFacts,
    houses: reading.houses,
  };
}

/**
 * A reading built on the spot: what a page shows when the stored one cannot be read (the database
 * is away). Same writer and same sky, so it is the text the built-in writer stores once the
 * database answers again.
 */
export function buildFallbackHoroscope(input: WriteDailyHoroscopeInput): ClientHoroscope {
  return toClientHoroscope(readingToRow(writeDailyHoroscope(input), input.sign.slug, input.date));
}
