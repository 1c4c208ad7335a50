import type { Sign } from "#app/zodiac/signs.ts";
import type { Aspect, MoonPhase, PlanetPosition } from "#app/zodiac/sky.ts";

/** The fields of a sign the writer reads. */
export type HoroscopeSign = Pick<Sign, "slug" | "name" | "element" | "rulingPlanet" | "traits" | "luckyNumbers">;

/** The parts of a day's sky the writer reads (the sky feature's Sky has these and more). */
export type HoroscopeSky = {
  positions: ReadonlyArray<Pick<PlanetPosition, "planet" | "sign" | "degree" | "retrograde">>;
  /** The elongation (Moon minus Sun, 0..360) dates the New and Full Moons between two skies. */
  moon: Pick<MoonPhase, "name" | "illumination" | "elongation">;
  /** Tightest first is not assumed: the writer sorts what it needs. */
  aspects: ReadonlyArray<Pick<Aspect, "from" | "to" | "kind" | "orb">>;
};

export type SkyFact = { kind: string; text: string; bodies?: string[] };

export type HoroscopeSections = { overview: string; love: string; career: string; mood: string; ritual: string };

export const SECTION_NAMES = ["overview", "love", "career", "mood", "ritual"] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export type LuckyColor = { name: string; hex: string };

/** A day's reading in short, above its sections and never gated: what changed, and what to do about it. */
export type ReadingSummary = {
  /** A few words: "A Full Moon in your money sector". */
  headline: string;
  /** At most 40 words a reader can act on, from the day's most significant change for the sign. */
  summary: string;
};

/** One day's reading for one sign, as the built-in generator writes it. */
export type DailyReading = HoroscopeSections &
  ReadingSummary & {
    /** What each section's opening sentence is about (see SectionText): for the writer's tests. */
    leads: Record<SectionName, string>;
    luckyNumbers: number[];
    luckyColor: LuckyColor;
    /** Sign names, 2 or 3, never the reading's own sign. */
    compatibleSigns: string[];
    /** The sky facts the sections rest on, each true of the sky it was written from; the first is the day's event. */
    skyFacts: SkyFact[];
    /** Where each body stands in this sign's houses ("Venus is in Libra, your 3rd house of …"): what the sections are written through. */
    houses: string[];
  };

/** A stored reading as the service answers it; `luckyColor` holds the colour's hex. */
export type StoredHoroscope = HoroscopeSections &
  ReadingSummary & {
    sign: string;
    date: string;
    luckyNumbers: number[];
    luckyColor: string;
    compatibleSigns: string[];
    skyFacts: SkyFact[];
    /** Where each body stands in the sign's houses: the detail behind the reading, from the day's sky (not stored). */
    houses: string[];
    /** "built-in" or "llm:<model>". */
    source: string;
  };

/** A day's reading as pages and the API hand it out ([daily.api]): the colour by name and hex, plus the sky facts. */
export type ClientHoroscope = HoroscopeSections &
  ReadingSummary & {
    date: string;
    sign: string;
    lucky: { numbers: number[]; color: string; colorHex: string; symbol: string };
    compatible: string[];
    skyFacts: SkyFact[];
    /** "Venus is in Libra, your 7th house of partnerships, contracts and close allies.": the sky behind the reading. */
    houses: string[];
  };

/** The day's reading as a page shows it. */
export type PageReading =
  | { status: "ok"; horoscope: ClientHoroscope }
  /** The stored reading could not be read: one built on the spot stands in, and the page says so. */
  | { status: "failed"; horoscope: ClientHoroscope }
  /** No reading exists for the day (outside the days readings are written for). */
  | { status: "empty"; horoscope: null };

export type ProviderRequest = {
  sign: HoroscopeSign;
  date: string;
  /** The built-in reading: its facts and lucky picks are what the provider writes around. */
  reading: DailyReading;
  /** Aborted at shutdown: the provider gives up and answers the built-in text. */
  signal?: AbortSignal;
};

/**
 * Something that writes the five sections better than the built-in phrases (an LLM). It never
 * throws: on any failure it answers the built-in sections with source "built-in".
 */
export type HoroscopeProvider = {
  write(request: ProviderRequest): Promise<{ sections: HoroscopeSections; source: string }>;
};

/** A sign's reading for a week, month or year, written from that span's real events. */
export type PeriodReading = {
  sign: string;
  period: "week" | "month" | "year";
  /** First and last calendar day of the span, inclusive. */
  start: string;
  end: string;
  /** "Week of 23–29 November 2026", "December 2026", "2027". */
  title: string;
  overview: string;
  love: string;
  career: string;
  /** Every event of the span in date order, through the sign's houses. */
  keyDates: Array<{ date: string; text: string }>;
  /**
   * The day the reading is written for: a week's or month's reading told on a later day of its span
   * says what is left of it; a year's is written from its first day.
   */
  asOf: string;
  /** A year's further parts; null for a week or a month. */
  forecast: YearForecast | null;
};

/** The parts of a year's forecast beyond its overview, love and career. */
export type YearForecast = {
  money: string;
  wellbeing: string;
  /** A paragraph for each month, in order: month "2027-03", title "March". */
  months: Array<{ month: string; title: string; text: string }>;
};
