/**
 * The shapes the horoscope writer works with. The sky and the signs are restated here as the
 * structural subset this feature needs (features never import each other); the server passes
 * the real ones in.
 */
export type Planet = "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto";

export type MoonPhaseName =
  | "New Moon" | "Waxing Crescent" | "First Quarter" | "Waxing Gibbous"
  | "Full Moon" | "Waning Gibbous" | "Last Quarter" | "Waning Crescent";

export type AspectKind = "conjunction" | "sextile" | "square" | "trine" | "opposition";

export type Element = "fire" | "earth" | "air" | "water";

export type HoroscopeSign = {
  slug: string;
  name: string;
  element: Element;
  rulingPlanet: string;
  traits: readonly string[];
  luckyNumbers: readonly number[];
};

export type HoroscopeSky = {
  positions: ReadonlyArray<{ planet: Planet; sign: string; degree: number; retrograde: boolean }>;
  moon: { name: MoonPhaseName; illumination: number };
  /** Tightest first is not assumed: the writer sorts what it needs. */
  aspects: ReadonlyArray<{ from: Planet; to: Planet; kind: AspectKind; orb: number }>;
};

export type SkyFact = { kind: string; text: string; bodies?: string[] };

export type HoroscopeSections = { overview: string; love: string; career: string; mood: string; ritual: string };

export const SECTION_NAMES = ["overview", "love", "career", "mood", "ritual"] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export type LuckyColor = { name: string; hex: string };

/** One day's reading for one sign, as the built-in generator writes it. */
export type DailyReading = HoroscopeSections & {
  luckyNumbers: number[];
  luckyColor: LuckyColor;
  /** Sign names, 2 or 3, never the reading's own sign. */
  compatibleSigns: string[];
  /** The sky facts the sections rest on, each true of the sky it was written from. */
  skyFacts: SkyFact[];
};

/** A stored reading (the daily_horoscopes row, restated); lucky_color holds the colour's hex. */
export type StoredHoroscope = HoroscopeSections & {
  sign: string;
  date: string;
  luckyNumbers: number[];
  luckyColor: string;
  compatibleSigns: string[];
  skyFacts: SkyFact[];
  /** "built-in" or "llm:<model>". */
  source: string;
};

/** The spec's client shape (section 3) plus the sky facts and the colour's hex. */
export type ClientHoroscope = HoroscopeSections & {
  date: string;
  sign: string;
  lucky: { numbers: number[]; color: string; colorHex: string; symbol: string };
  compatible: string[];
  skyFacts: SkyFact[];
};

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
