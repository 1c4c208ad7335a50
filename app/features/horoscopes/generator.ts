import { seededRandom } from "#app/lib/random.ts";
import { capitalise } from "#app/lib/text.ts";
import { bodyInProse } from "#app/zodiac/planets.ts";
import { dayNumber } from "#app/lib/dates.ts";
import { complementOf } from "#app/zodiac/elements.ts";
import { signIndex, SIGNS } from "#app/zodiac/signs.ts";
import { luckyColorOf } from "./lucky-colors";
import { writeCareer } from "./phrases/career";
import { writeLove } from "./phrases/love";
import { writeMood } from "./phrases/mood";
import { writeOverview } from "./phrases/overview";
import { houseNamer, wordCount, type PhraseContext } from "./phrases/phrase";
import { writeSummary } from "./phrases/summary";
import { writeRitual } from "./phrases/rituals";
import { readSky, type SkyReading } from "./sky-reading";
import type { DailyReading, HoroscopeSign, HoroscopeSky, LuckyColor } from "./types";

export type WriteDailyHoroscopeInput = {
  sign: HoroscopeSign;
  sky: HoroscopeSky;
  /** The sky at noon of the day before: what changed since is the day's event. */
  previousSky: HoroscopeSky;
  /** YYYY-MM-DD: with the sign, the seed of every choice. */
  date: string;
};

const LOTTERY_MAX = 49;
/** A day's reading in all, headline and summary included: a few minutes on a phone. */
export const READING_MAX_WORDS = 450;
const MOOD_MAX_WORDS = 32;

/**
 * The built-in writer: one reading of one sign for one day, from that day's sky read through the
 * sign's own houses. Deterministic for (sign, date, skies); every sentence steps through its
 * variants one a day, so a sign's reading never repeats a sentence within a month and no two
 * signs share one on the same day (see pickParts).
 */
export function writeDailyHoroscope({ sign, sky, previousSky, date }: WriteDailyHoroscopeInput): DailyReading {
  const reading = readSky(sign, sky, previousSky);
  const seed = `${sign.slug}:${date}`;
  const compatible = chooseCompatibleSigns(reading, seededRandom(`${seed}:compatible`));
  const luckyColor = chooseLuckyColor(reading, compatible, seededRandom(`${seed}:color`));
  const luckyNumbers = chooseLuckyNumbers(reading, seededRandom(`${seed}:numbers`));

  const traitRandom = seededRandom(`${seed}:traits`);
  // The first two traits of every sign are strengths; the later ones are not always virtues.
  const strengths = sign.traits.length > 2 ? sign.traits.slice(0, 2) : sign.traits;
  const context: PhraseContext = {
    reading,
    name: sign.name,
    element: sign.element,
    gift: (strengths[Math.floor(traitRandom() * strengths.length)] ?? "steady").toLowerCase(),
    colorName: luckyColor.name,
    luckyNumber: luckyNumbers[0]!,
    day: dayNumber(date),
    signIndex: signIndex(sign.slug),
    houses: houseNamer(),
  };
  // In the order a reader meets them, so the first mention of a house is the one that explains
  // it (the mood and the summary name houses by what they are about, never in full). The mood,
  // which is never gated, takes what is left of the reading's length.
  const overview = writeOverview(context);
  const love = writeLove(context);
  const career = writeCareer(context);
  const ritual = writeRitual(context);
  const summary = writeSummary(context);
  const used = [summary.headline, summary.summary, overview.text, love.text, career.text, ritual.text].reduce(
    (sum, text) => sum + wordCount(text),
    0,
  );
  const mood = writeMood(context, Math.min(MOOD_MAX_WORDS, READING_MAX_WORDS - used));
  const sections = { overview, love, career, mood, ritual };
  return {
    ...summary,
    overview: sections.overview.text,
    love: sections.love.text,
    career: sections.career.text,
    mood: sections.mood.text,
    ritual: sections.ritual.text,
    leads: {
      overview: sections.overview.lead,
      love: sections.love.lead,
      career: sections.career.lead,
      mood: sections.mood.lead,
      ritual: sections.ritual.lead,
    },
    luckyNumbers,
    luckyColor,
    compatibleSigns: compatible.map((candidate) => candidate.name),
    skyFacts: reading.facts,
    houses: [reading.sun, reading.moon, reading.mercury, reading.venus, reading.mars, reading.jupiter, reading.saturn].map(
      (place) =>
        `${capitalise(bodyInProse(place.planet))} is ${place.retrograde ? "retrograde " : ""}in ${place.sign.name}, your ${place.house.ordinal} house of ${place.house.theme}.`,
    ),
  };
}

/**
 * Two or three signs of the same or the complementary element, favouring those the Moon and
 * Venus are visiting today.
 */
function chooseCompatibleSigns(reading: SkyReading, random: () => number): HoroscopeSign[] {
  const own = reading.sign;
  const scored = SIGNS.filter((candidate) => candidate.slug !== own.slug)
    .filter((candidate) => candidate.element === own.element || candidate.element === complementOf(own.element))
    .map((candidate) => {
      let score = candidate.element === own.element ? 2 : 1;
      if (candidate.slug === reading.moon.sign.slug) score += 2;
      if (candidate.slug === reading.venus.sign.slug) score += 1;
      return { candidate, score: score + random() * 1.5 };
    })
    .sort((a, b) => b.score - a.score);
  const count = random() < 0.5 ? 2 : 3;
  return scored.slice(0, count).map(({ candidate }) => candidate);
}

/** The colour of the sign the Moon is visiting, or of one of the day's compatible signs. */
function chooseLuckyColor(reading: SkyReading, compatible: readonly HoroscopeSign[], random: () => number): LuckyColor {
  const fromMoon = random() < 0.5 || compatible.length === 0;
  const slug = fromMoon ? reading.moon.sign.slug : compatible[Math.floor(random() * compatible.length)]!.slug;
  return luckyColorOf(slug);
}

/** Three different numbers from 1 to 49: one of the sign's own, the Moon's place, one at random. */
function chooseLuckyNumbers(reading: SkyReading, random: () => number): number[] {
  const numbers: number[] = [];
  const add = (value: number) => {
    if (Number.isInteger(value) && value >= 1 && value <= LOTTERY_MAX && !numbers.includes(value)) numbers.push(value);
  };
  const own = reading.sign.luckyNumbers;
  if (own.length > 0) add(own[Math.floor(random() * own.length)]!);
  // The Moon moves about 13° a day, so its degree within its sign gives a number that moves with it.
  add(((Math.floor(reading.moon.degree) + Math.floor(random() * 20)) % LOTTERY_MAX) + 1);
  while (numbers.length < 3) add(1 + Math.floor(random() * LOTTERY_MAX));
  return numbers;
}
