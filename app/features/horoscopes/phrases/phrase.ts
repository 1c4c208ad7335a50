import type { Element } from "#app/zodiac/elements.ts";
import type { House } from "#app/zodiac/houses.ts";
import { bodyInProse, PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { capitalise } from "#app/lib/text.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import type { BodyPlace, SkyReading } from "#app/features/horoscopes/sky-reading.ts";
import { SECTION_NAMES, type SectionName } from "#app/features/horoscopes/types.ts";

/** What a phrase may mention: the day's sky as it touches the sign, and the day's lucky picks. */
export type PhraseContext = {
  reading: SkyReading;
  name: string;
  element: Element;
  /** A strength from the sign's traits, lower case ("courageous"): an adjective, never a fault. */
  gift: string;
  colorName: string;
  luckyNumber: number;
  /** Days since 1970-01-01: the day's step through every sentence's variants. */
  day: number;
  /** The sign's place in zodiac order, 0..11: its own starting point in that walk. */
  signIndex: number;
  /** How this reading names a house: in full the first time, by what it is about after that. */
  houses: HouseNamer;
};

/** A section as the writer returns it: its text, and what its opening sentence is about. */
export type SectionText = {
  text: string;
  /**
   * The sky subject of the opening sentence ("moon-aspect:Venus:trine", "moon-house:7:early"):
   * what a reader takes as the section's news. Tests hold it to differ from the day before's.
   */
  lead: string;
};

/** A daily reading names at most this many houses in full; every other mention says what the house is about. */
const HOUSES_IN_FULL = 3;

export type HouseNamer = {
  /**
   * "your 7th house of partnerships, contracts and close allies" the first time this reading
   * names the house (while the reading has named fewer than three), "your partnerships" after:
   * a reader who knows no astrology is told once what a house means, and not again.
   */
  name: (house: House) => string;
  /** What `name` would answer, without counting it as said. */
  peek: (house: House) => string;
  /** Remembers what has been named so far; the function it answers forgets anything named since. */
  snapshot: () => () => void;
};

export function houseNamer(housesInFull = HOUSES_IN_FULL): HouseNamer {
  const inFull = new Set<number>();
  const said = new Set<number>();
  const peek = (house: House) =>
    !said.has(house.number) && inFull.size < housesInFull ? `your ${house.ordinal} house of ${house.theme}` : `your ${house.arena}`;
  return {
    peek,
    snapshot() {
      const fullBefore = [...inFull];
      const saidBefore = [...said];
      return () => {
        inFull.clear();
        said.clear();
        for (const number of fullBefore) inFull.add(number);
        for (const number of saidBefore) said.add(number);
      };
    },
    name(house) {
      const text = peek(house);
      if (!said.has(house.number) && inFull.size < housesInFull) inFull.add(house.number);
      said.add(house.number);
      return text;
    },
  };
}

const SLOW_BODIES: ReadonlySet<Planet> = new Set(["Sun", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);

/**
 * Whether `section` may retell where a slow body stands today. A placement that lasts weeks is
 * news on the day it begins (the body's ingress or station is the day's event) and is retold in
 * one section at most one day in seven; the other days that section leads with what changed.
 */
export function mayRetell(c: Pick<PhraseContext, "reading" | "day" | "signIndex">, section: SectionName, planet: Planet): boolean {
  if (!SLOW_BODIES.has(planet)) return true;
  const event = c.reading.event;
  if ((event.kind === "ingress" || event.kind === "station") && event.planet === planet) return true;
  const slot = (SECTION_NAMES.indexOf(section) * 2 + PLANETS.indexOf(planet) + c.signIndex) % 7;
  return (((c.day - slot) % 7) + 7) % 7 === 0;
}

/** "your 2nd house of money, possessions and self-worth", for texts that name each house once anyway. */
export function houseInFull(house: House): string {
  return `your ${house.ordinal} house of ${house.theme}`;
}

/** Words as the reader counts them: runs of non-space. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** How long a section may be, in words. */
export type Length = { min: number; max: number };

/**
 * A section within `length`: the required sentences, then optional ones in order, each taken
 * only while the section is short of `min` and only if it keeps the section within `max`; if
 * none fits, the first ones that bring it to `min`. Optional sentences are thunks, and one left
 * out leaves no trace: a house it named is not counted as named.
 */
export function fill(
  c: Pick<PhraseContext, "houses">,
  required: ReadonlyArray<string | undefined>,
  optional: ReadonlyArray<() => string | undefined>,
  length: Length,
): string {
  const sentences = required.filter((text): text is string => Boolean(text));
  let words = sentences.reduce((sum, text) => sum + wordCount(text), 0);
  const left: Array<() => string | undefined> = [];
  for (const next of optional) {
    if (words >= length.min) break;
    const restore = c.houses.snapshot();
    const text = next();
    if (text && words + wordCount(text) <= length.max) {
      sentences.push(text);
      words += wordCount(text);
    } else {
      restore();
      left.push(next);
    }
  }
  for (const next of left) {
    if (words >= length.min) break;
    const text = next();
    if (!text) continue;
    sentences.push(text);
    words += wordCount(text);
  }
  return sentences.join(" ");
}

/**
 * A section that leads with the day's news (the love and career sections): the lead, as many of
 * the second sky lines as leave four words of room with the advice, then the advice; then, while
 * the section is short, the background lines in order (`fill`).
 */
export function leadSection(
  c: Pick<PhraseContext, "houses">,
  lead: { text: string; key: string },
  news: { sky: readonly string[]; advice: readonly string[] },
  background: ReadonlyArray<() => string | undefined>,
  length: Length,
): SectionText {
  const sky = [...news.sky];
  while (sky.length > 0 && wordCount([lead.text, ...sky, ...news.advice].join(" ")) > length.max - 4) sky.pop();
  return { text: fill(c, [lead.text, ...sky, ...news.advice], background, length), lead: lead.key };
}

/** A piece of a sentence: fixed text, or text drawn from the day's context. */
export type Part = string | ((c: PhraseContext) => string);
export type Pool = readonly Part[];

/**
 * A sentence runs for this many days before its wording may come back: a reader who reads daily
 * never meets the same sentence within a month.
 */
export const MIN_VARIANT_PERIOD = 31;
const STRIDES = [7, 11, 13, 17, 19, 23, 29, 31, 37];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The number of days before the pools' combination comes round again; throws when it is too short. */
function periodOf(pools: readonly Pool[]): number {
  let period = 1;
  for (const [index, pool] of pools.entries()) {
    if (pool.length === 0) throw new RangeError("A sentence pool is empty");
    for (const other of pools.slice(index + 1)) {
      if (gcd(pool.length, other.length) !== 1) throw new RangeError(`Pool sizes ${pool.length} and ${other.length} share a factor`);
    }
    period *= pool.length;
  }
  if (period < MIN_VARIANT_PERIOD) throw new RangeError(`Sentence pools repeat every ${period} days, under ${MIN_VARIANT_PERIOD}`);
  return period;
}

/**
 * One part from each pool for this sign and day. Pool sizes are pairwise coprime, so stepping
 * every pool by one a day gives a combination that comes back only after the product of the sizes
 * (the Chinese remainder theorem), at least MIN_VARIANT_PERIOD days. Each sign starts the walk at
 * its own offset, a multiple of a stride coprime to that period, so on any one day the twelve
 * signs stand at twelve different combinations.
 */
export function pickParts(c: PhraseContext, pools: readonly Pool[]): string[] {
  const period = periodOf(pools);
  const stride = STRIDES.find((candidate) => gcd(candidate, period) === 1)!;
  const step = c.day + c.signIndex * stride;
  return pools.map((pool) => {
    const part = pool[((step % pool.length) + pool.length) % pool.length]!;
    return typeof part === "string" ? part : part(c);
  });
}

// Four words or fewer each: the clause after them is the house's own.
const HOUSE_CLAUSE_OPENERS: Pool = [
  "There, ",
  "In that area, ",
  "On that front, ",
  "Meanwhile, ",
  "Here, ",
  "With the Moon there, ",
  "Where the Moon is, ",
  "In that sphere, ",
  "Beyond that, ",
  "Also, ",
  "Also worth knowing: ",
];

// Each reads right after every house's `love` and `work` clause.
const HOUSE_CLAUSE_ENDS: Pool = [".", "; keep that in mind.", "; that is the theme."];

/** A house's own clause (its `love` or `work`) as a sentence: "There, agreements and one-to-one meetings move things along." */
export function houseClauseSentence(c: PhraseContext, clause: string): string {
  return sentence(c, [HOUSE_CLAUSE_OPENERS, [clause], HOUSE_CLAUSE_ENDS]);
}

type PlaceWords = { planet: string; sign: string; house: string; retrograde: boolean };

const PLACE_FRAMES: ReadonlyArray<(w: PlaceWords) => string> = [
  (w) =>
    w.retrograde
      ? `${w.planet} is retrograde in ${w.sign} for now, appearing to move backwards through ${w.house}`
      : `${w.planet} spends these weeks in ${w.sign}, ${w.house}`,
  (w) =>
    w.retrograde
      ? `Retrograde in ${w.sign}, ${w.planet} seems to move backwards through ${w.house}`
      : `${w.planet} is still crossing ${w.sign}, ${w.house}`,
  (w) =>
    w.retrograde
      ? `${w.planet} is still retrograde, seeming to retrace its steps through ${w.sign} and ${w.house}`
      : `${w.planet} is making its way through ${w.sign} and ${w.house}`,
  (w) =>
    w.retrograde
      ? `For now ${w.planet} appears to move backwards through ${w.sign}, ${w.house}`
      : `For now ${w.planet} is in ${w.sign}, ${w.house}`,
  (w) =>
    w.retrograde ? `${w.planet}, retrograde and appearing to back up, is in ${w.house}` : `${w.planet} lingers in ${w.sign}, ${w.house}`,
];

/**
 * Where a slow body stands, as the start of a sentence a section's own meanings finish (on the
 * days `mayRetell` allows): a pool of five frames, each naming the house through the namer only
 * when it is the one picked.
 */
export function placementFrames(c: PhraseContext, place: BodyPlace): Pool {
  const words = (): PlaceWords => ({
    planet: place.planet,
    sign: place.sign.name,
    house: c.houses.name(place.house),
    retrograde: place.retrograde,
  });
  return PLACE_FRAMES.map((frame) => () => frame(words()));
}

/** The parts joined as they are written: each part carries its own spacing and punctuation. */
export function sentence(c: PhraseContext, pools: readonly Pool[]): string {
  return pickParts(c, pools).join("");
}

/**
 * An aspect as a verb a reader without astrology understands: "the Moon flows easily with Venus".
 * Readings say this rather than "trine" or "square".
 */
export const ASPECT_VERBS: Record<AspectKind, string> = {
  conjunction: "meets",
  sextile: "gives a friendly nudge to",
  square: "clashes with",
  trine: "flows easily with",
  opposition: "faces",
};

/** Whether an aspect helps (sextile, trine), pushes (square, opposition) or fuses two energies (conjunction). */
export function aspectTone(kind: AspectKind): "easy" | "hard" | "blend" {
  return kind === "conjunction" ? "blend" : kind === "square" || kind === "opposition" ? "hard" : "easy";
}

/** "Venus", "the Moon"; capitalised at the start of a sentence. */
export function bodyName(place: Pick<BodyPlace, "planet">, start = false): string {
  const name = bodyInProse(place.planet);
  return start ? capitalise(name) : name;
}

/** The Moon's phase as an adjective before "Moon": "new", "waxing gibbous", "first-quarter". */
export function moonPhaseAdjective(reading: SkyReading): string {
  const phase = reading.moon.phase;
  if (phase === "New Moon") return "new";
  if (phase === "Full Moon") return "full";
  if (phase === "First Quarter") return "first-quarter";
  if (phase === "Last Quarter") return "last-quarter";
  return phase.toLowerCase();
}
