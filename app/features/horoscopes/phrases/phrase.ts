import type { Element } from "#app/zodiac/elements.ts";
import type { House } from "#app/zodiac/houses.ts";
import { bodyInProse } from "#app/zodiac/planets.ts";
import { capitalise } from "#app/lib/text.ts";
import type { BodyPlace, SkyReading } from "#app/features/horoscopes/sky-reading.ts";

/** What a phrase may mention: the day's sky as it touches the sign, and the day's lucky picks. */
export type PhraseContext = {
  reading: SkyReading;
  name: string;
  element: Element;
  /** A strength from the sign's traits, lower case. */
  gift: string;
  /** The sign's last-listed trait, its shadow side, lower case. */
  shadow: string;
  colorName: string;
  luckyNumber: number;
  /** Days since 1970-01-01: the day's step through every sentence's variants. */
  day: number;
  /** The sign's place in zodiac order, 0..11: its own starting point in that walk. */
  signIndex: number;
};

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

/** The parts joined as they are written: each part carries its own spacing and punctuation. */
export function sentence(c: PhraseContext, pools: readonly Pool[]): string {
  return pickParts(c, pools).join("");
}

/** "your 2nd house of money, possessions and self-worth" */
export function houseInFull(house: House): string {
  return `your ${house.ordinal} house of ${house.theme}`;
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
