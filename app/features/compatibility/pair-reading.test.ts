import { expect, test } from "vitest";
import { FAQ_THRESHOLDS, faqTier, pairFaq } from "./pair-faq";
import { PLANETS } from "#app/zodiac/planets.ts";
import { SIGN_SLUGS, SIGNS } from "#app/zodiac/signs.ts";
import { LIST_LENGTH, readPair as readPairOn, type PairDay } from "./pair-reading";
import { COMPATIBILITY_QUOTES } from "./quotes";
import { TIERS } from "./scoring";

const bySlug = (slug: string) => SIGNS.find((sign) => sign.slug === slug)!;
const PAIRS = SIGNS.flatMap((first) => SIGNS.map((second) => [first, second] as const));
const DAY = "2026-03-10";
// A made-up sky (each body in its own sign) stands in for the day's: the real one belongs to the
// sky feature, and the pages join the two (app/routes/_pair-day.server.test.ts reads it).
const SKY: PairDay["positions"] = PLANETS.map((planet, index) => ({ planet, sign: SIGN_SLUGS[index]! }));
const readPair = (first: (typeof SIGNS)[number], second: (typeof SIGNS)[number], date: string) =>
  readPairOn(first, second, { date, positions: SKY });

test("[compat.quotes] [compat.faq] five quotes, and FAQ answers that change at 70 and 50", () => {
  expect(COMPATIBILITY_QUOTES).toHaveLength(5);
  expect(new Set(COMPATIBILITY_QUOTES.map((quote) => quote.text)).size).toBe(5);
  expect(FAQ_THRESHOLDS).toEqual({ high: 70, middle: 50 });
  expect([99, 70, 69, 50, 49, 40].map(faqTier)).toEqual(["high", "high", "middle", "middle", "low", "low"]);
});

test("[compat.pair-page] every ordered pair gets a summary naming both signs, four best-for items, four challenges, five questions and a quote", () => {
  for (const [first, second] of PAIRS) {
    const reading = readPair(first, second, DAY);
    expect(reading.summary).toContain(first.name);
    expect(reading.summary).toContain(second.name);
    expect(reading.summary).toContain(`${reading.score}%`);
    expect(reading.summary).toContain(reading.tier);
    expect(reading.summary).not.toMatch(/undefined|\{|\}/);
    expect(reading.bestFor).toHaveLength(LIST_LENGTH);
    expect(reading.challenges).toHaveLength(LIST_LENGTH);
    expect(new Set(reading.bestFor).size).toBe(LIST_LENGTH);
    expect(new Set(reading.challenges).size).toBe(LIST_LENGTH);
    expect(reading.faq.length).toBeGreaterThanOrEqual(4);
    expect(reading.faq.length).toBeLessThanOrEqual(5);
    for (const entry of reading.faq) expect(entry.answer.length).toBeGreaterThan(60);
    expect(COMPATIBILITY_QUOTES).toContain(reading.quote);
    expect(readPair(first, second, DAY)).toEqual(reading);
  }
});

test("[compat.pair-page] the prose varies from pair to pair rather than repeating one template", () => {
  const summaries = new Set(PAIRS.map(([first, second]) => readPair(first, second, DAY).summary));
  expect(summaries.size).toBe(144);
  const bestForSets = new Set(PAIRS.map(([first, second]) => readPair(first, second, DAY).bestFor.slice(0, 3).join("|")));
  expect(bestForSets.size).toBeGreaterThan(20);
  const quotes = new Set(PAIRS.map(([first, second]) => readPair(first, second, DAY).quote.text));
  expect(quotes.size).toBe(5);
});

test("[compat.pair-page] the prose follows the element relation", () => {
  expect(readPair(bySlug("aries"), bySlug("gemini"), DAY).summary).toMatch(/^Air feeds fire\. Gemini’s ideas give Aries’ drive/);
  expect(readPair(bySlug("cancer"), bySlug("virgo"), DAY).summary).toMatch(/^Water makes earth fertile\. Virgo offers Cancer/);
  expect(readPair(bySlug("leo"), bySlug("scorpio"), DAY).summary).toMatch(/^Fire and water make steam\. Leo acts first/);
  expect(readPair(bySlug("libra"), bySlug("taurus"), DAY).summary).toMatch(/^Earth and air/);
  expect(readPair(bySlug("pisces"), bySlug("pisces"), DAY).relation).toBe("same");
});

test("[compat.faq] the FAQ answers read differently at or above 70, from 50 to 69, and below 50", () => {
  const [first, second] = [bySlug("leo"), bySlug("aquarius")];
  const faqAt = (score: number) =>
    pairFaq({
      first,
      second,
      score,
      tier: TIERS.strong,
      relation: "complementary",
      base: { name: "opposite signs", points: 72 },
      topChallenge: "Taking the easy harmony for granted",
    });
  const high = faqAt(70);
  const middle = faqAt(69);
  const low = faqAt(49);
  expect(high[0]!.answer).toMatch(/^Yes\./);
  expect(middle[0]!.answer).toMatch(/^Moderately\./);
  expect(low[0]!.answer).toMatch(/^It is one of the harder pairings\./);
  for (const index of [0, 1, 2, 3, 4]) {
    expect(new Set([high[index]!.answer, middle[index]!.answer, low[index]!.answer]).size).toBe(3);
  }
  expect(faqAt(90)[1]!.answer).toBe(high[1]!.answer);
  expect(faqAt(50)[1]!.answer).toBe(middle[1]!.answer);
  expect(high[3]!.answer).toContain("taking the easy harmony for granted");
  expect(high[4]!.answer).toContain("between 65% and 94%");
  expect(high[4]!.answer).toContain(
    "the angle between the signs (opposite signs) sets a base of 72, and where the Moon, Venus and the Sun stand today moves it; today it is 70%.",
  );
  expect(high.map((entry) => entry.question)).toEqual([
    "Are Leo and Aquarius compatible?",
    "Are Leo and Aquarius good together in love?",
    "Can Leo and Aquarius be friends?",
    "What is the biggest challenge for Leo and Aquarius?",
    "How is the Leo and Aquarius compatibility score worked out?",
  ]);
});

test("[compat.pair-page] a sign paired with itself is described once, not twice over", () => {
  const reading = readPair(bySlug("virgo"), bySlug("virgo"), DAY);
  const text = [reading.summary, ...reading.bestFor, ...reading.challenges, ...reading.faq.map((entry) => entry.answer)].join(" ");
  expect(text).not.toMatch(/Virgo’s (\w+) (side|streak) and Virgo’s/);
  expect(text).not.toContain("Virgo is an earth sign and Virgo");
  expect(reading.bestFor.at(-1)).toBe("Sharing an analytical, practical outlook without ever having to explain it");
  expect(reading.challenges.at(-1)).toBe("A double dose of the critical Virgo streak on a bad day");
  expect(reading.faq[4]!.answer).toContain("Both partners are earth signs, the same element");
});

test("[compat.pair-page] the prose is fixed per ordered pair; another day and sky change only the score, its parts, the tier and the quote", () => {
  const otherSky: PairDay["positions"] = PLANETS.map((planet, index) => ({ planet, sign: SIGN_SLUGS[(index + 5) % 12]! }));
  for (const [first, second] of PAIRS) {
    const today = readPair(first, second, DAY);
    const later = readPairOn(first, second, { date: "2026-07-01", positions: otherSky });
    expect(later.bestFor).toEqual(today.bestFor);
    expect(later.challenges).toEqual(today.challenges);
    expect(later.why.base).toEqual(today.why.base);
    // The summary keeps its prose and names the day's score.
    expect(later.summary.split(" Today’s score is ")[0]).toBe(today.summary.split(" Today’s score is ")[0]);
    for (const reading of [today, later]) {
      expect(reading.score).toBe(reading.why.base.points + reading.why.today.reduce((sum, factor) => sum + factor.points, 0));
    }
  }
});
