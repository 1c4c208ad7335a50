import { expect, test } from "vitest";
import { elementRelation } from "#app/zodiac/elements.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { SIGN_SLUGS, SIGNS, signOf, type SignSlug } from "#app/zodiac/signs.ts";
import { modalityOf } from "#app/zodiac/modalities.ts";
import { signAspect } from "#app/zodiac/sign-aspects.ts";
import { pairBase } from "./pair-base";
import { scorePair } from "./pair-score";
import { todaysReach, todaysSky } from "./pair-sky";
import { SCORE_RANGES } from "./scoring";

// The model on made-up skies, so every case is chosen; the real sky over a year is read in
// app/routes/_pair-day.server.test.ts, where the sky feature and this one meet.

/** A sky with the named bodies in the named signs and every other body in Aries. */
function skyWith(placed: Partial<Record<Planet, SignSlug>>) {
  return PLANETS.map((planet) => ({ planet, sign: placed[planet] ?? ("aries" as SignSlug) }));
}

// Each relation, angle and pair of paces (modalities) has one base.
const BASES = {
  "same conjunction Cardinal+Cardinal": 88,
  "same conjunction Fixed+Fixed": 87,
  "same conjunction Mutable+Mutable": 89,
  "same trine Cardinal+Fixed": 91,
  "same trine Cardinal+Mutable": 92,
  "same trine Fixed+Mutable": 92,
  "complementary opposition Cardinal+Cardinal": 75,
  "complementary opposition Fixed+Fixed": 72,
  "complementary opposition Mutable+Mutable": 77,
  "complementary sextile Cardinal+Fixed": 84,
  "complementary sextile Cardinal+Mutable": 87,
  "complementary sextile Fixed+Mutable": 87,
  "opposing square Cardinal+Cardinal": 50,
  "opposing square Fixed+Fixed": 47,
  "opposing square Mutable+Mutable": 53,
  "opposing quincunx Cardinal+Fixed": 55,
  "opposing quincunx Cardinal+Mutable": 58,
  "opposing quincunx Fixed+Mutable": 58,
  "opposing semi-sextile Cardinal+Fixed": 62,
  "opposing semi-sextile Cardinal+Mutable": 65,
  "opposing semi-sextile Fixed+Mutable": 65,
  "neutral square Cardinal+Cardinal": 62,
  "neutral square Fixed+Fixed": 57,
  "neutral square Mutable+Mutable": 66,
  "neutral quincunx Cardinal+Fixed": 70,
  "neutral quincunx Cardinal+Mutable": 75,
  "neutral quincunx Fixed+Mutable": 75,
  "neutral semi-sextile Cardinal+Fixed": 80,
  "neutral semi-sextile Cardinal+Mutable": 85,
  "neutral semi-sextile Fixed+Mutable": 85,
};

const PAIRS = SIGNS.flatMap((first) => SIGNS.map((second) => [first, second] as const));

test.each([
  ["aries", "libra", "opposite signs", "opposition"],
  ["aries", "leo", "trine", "trine"],
  ["aries", "cancer", "square", "square"],
  ["aries", "gemini", "sextile", "sextile"],
  ["aries", "taurus", "neighbouring signs", "semi-sextile"],
  ["aries", "virgo", "quincunx", "quincunx"],
  ["aries", "aries", "same sign", "conjunction"],
  ["pisces", "aries", "neighbouring signs", "semi-sextile"],
  ["capricorn", "cancer", "opposite signs", "opposition"],
  ["scorpio", "aquarius", "square", "square"],
] as const)("[compat.score-ranges] %s with %s is named '%s'", (a, b, name, aspect) => {
  const base = pairBase(signOf(a), signOf(b));
  expect(base.name).toBe(name);
  expect(base.aspect).toBe(aspect);
});

test("[compat.score-ranges] the base names the relation, the elements' range and the modalities in plain words", () => {
  expect(pairBase(signOf("aries"), signOf("libra")).reason).toBe(
    "Aries and Libra sit across the zodiac from each other: a strong pull and a need to meet halfway. " +
      "Fire and air feed each other, and such pairs score from 65 to 94. " +
      "Both are cardinal signs, so both like to start things. " +
      "Together they put the base low in that range, and today’s sky can move a pair like this from 7 points down to 7 up.",
  );
  expect(pairBase(signOf("aries"), signOf("leo")).reason).toContain(
    "Aries likes to start things (a cardinal sign) and Leo to keep things steady (a fixed sign). Together they put the base high",
  );
  expect(pairBase(signOf("aries"), signOf("gemini")).reason).toContain(
    "Aries likes to start things (a cardinal sign) and Gemini to adapt as things change (a mutable sign), which lifts the base.",
  );
  expect(pairBase(signOf("taurus"), signOf("scorpio")).reason).toContain(
    "Both are fixed signs, so both like to keep things steady, which holds the base down.",
  );
  expect(pairBase(signOf("aries"), signOf("cancer")).reason).toContain(
    "Fire and water work against each other, and such pairs score from 40 to 69.",
  );
  expect(pairBase(signOf("virgo"), signOf("virgo")).reason).toMatch(/^Both partners are Virgo: the same sign twice/);
});

test("[compat.daily-score] today's sky can move a pair by as much as its angle allows", () => {
  const reach = Object.fromEntries(SIGNS.map((sign) => [signAspect("aries", sign.slug), todaysReach(signOf("aries"), sign)]));
  expect(reach).toEqual({
    conjunction: { lowest: -7, highest: 7 },
    "semi-sextile": { lowest: -4, highest: 4 },
    sextile: { lowest: -4, highest: 7 },
    square: { lowest: -7, highest: 4 },
    trine: { lowest: -4, highest: 7 },
    quincunx: { lowest: -4, highest: 4 },
    opposition: { lowest: -7, highest: 7 },
  });
});

test("[compat.score-ranges] the base sits in its range by the angle and the paces, leaving the room today's sky can take", () => {
  const bases = Object.fromEntries(
    PAIRS.map(([a, b]) => [
      `${elementRelation(a.element, b.element)} ${pairBase(a, b).aspect} ${[modalityOf(a), modalityOf(b)].sort().join("+")}`,
      pairBase(a, b).points,
    ]),
  );
  expect(bases).toEqual(BASES);
  const reachable = new Map<string, Set<number>>();
  for (const [a, b] of PAIRS) {
    const relation = elementRelation(a.element, b.element);
    const { min, max } = SCORE_RANGES[relation];
    const { points } = pairBase(a, b);
    const { lowest, highest } = todaysReach(a, b);
    expect(points + lowest).toBeGreaterThanOrEqual(min);
    expect(points + highest).toBeLessThanOrEqual(max);
    // The base belongs to the pair, whichever sign is named first.
    expect(pairBase(b, a).points).toBe(points);
    const numbers = reachable.get(relation) ?? new Set<number>();
    for (let score = points + lowest; score <= points + highest; score++) numbers.add(score);
    reachable.set(relation, numbers);
  }
  // Some sky can bring up every number of each range; which ones a real year brings is measured
  // in app/routes/_pair-day.server.test.ts.
  for (const [relation, numbers] of reachable) {
    const { min, max } = SCORE_RANGES[relation as keyof typeof SCORE_RANGES];
    expect([...numbers].sort((x, y) => x - y)).toEqual(Array.from({ length: max - min + 1 }, (_, i) => min + i));
  }
});

test("[compat.score-ranges] [compat.daily-score] on every sky the Moon, Venus and a ruler can make, each of the 144 pairs scores base + today inside its range", () => {
  for (const [first, second] of PAIRS) {
    const { min, max } = SCORE_RANGES[elementRelation(first.element, second.element)];
    for (const moon of SIGN_SLUGS) {
      for (const venus of SIGN_SLUGS) {
        for (const ruler of SIGN_SLUGS) {
          // A ruler that is the Moon or Venus stands where that body stands.
          const placed = { Venus: venus, [first.rulingPlanet]: ruler, Moon: moon };
          const { score, base, today } = scorePair(first, second, skyWith(placed));
          // One expect per pair, not per sky: a quarter of a million of them would be most of the time.
          if (score !== base.points + today.reduce((sum, factor) => sum + factor.points, 0) || score < min || score > max)
            expect.fail(`${first.slug}+${second.slug} scores ${score} with ${JSON.stringify(placed)}`);
        }
      }
    }
  }
});

test("[compat.daily-score] each part of today names the body, its sign today and what it does to each partner", () => {
  const sky = skyWith({ Moon: "cancer", Venus: "leo", Mars: "pisces" });
  const [moon, venus, ruler] = todaysSky(signOf("aries"), signOf("cancer"), sky);
  expect(moon).toEqual({
    planet: "Moon",
    sign: "cancer",
    label: "The Moon in Cancer",
    points: 0,
    reason:
      "The Moon, which sets the day’s mood, is in Cancer: hard on Aries (three signs away, a tense angle) and easy on Cancer (in Cancer itself).",
  });
  expect(venus).toMatchObject({ label: "Venus in Leo", points: 1 });
  expect(venus!.reason).toBe(
    "Venus, the planet of love and pleasure, is in Leo: easy on Aries (a fellow fire sign) and neutral for Cancer (next door).",
  );
  expect(ruler).toMatchObject({ planet: "Mars", label: "Mars in Pisces", points: 1 });
  expect(ruler!.reason).toBe(
    "Mars, Aries’ ruling planet, is in Pisces: easy on Cancer (a fellow water sign), so Aries’ way of doing things goes down well with Cancer today. " +
      "This part is read from the first sign named; for Cancer with Aries it is the Moon against Aries.",
  );
  expect(scorePair(signOf("aries"), signOf("cancer"), sky).score).toBe(50 + 0 + 1 + 1);
});

test("[compat.daily-score] a sign paired with itself is read once for both partners", () => {
  const [moon, venus, ruler] = todaysSky(signOf("leo"), signOf("leo"), skyWith({ Moon: "aquarius", Venus: "aries", Sun: "taurus" }));
  expect(moon).toMatchObject({
    points: -4,
    reason: "The Moon, which sets the day’s mood, is in Aquarius: hard on both Leo partners (straight across the zodiac).",
  });
  expect(venus).toMatchObject({
    points: 2,
    reason: "Venus, the planet of love and pleasure, is in Aries: easy on both Leo partners (a fellow fire sign).",
  });
  expect(ruler!.reason).toBe(
    "The Sun, Leo’s ruling planet, is in Taurus: hard on the other Leo (three signs away, a tense angle), so Leo’s way of doing things may grate on the other Leo today.",
  );
});

test("[compat.daily-score] the order of the pair reads a different ruler, so the two orders can differ; the same sky gives the same reading", () => {
  const sky = skyWith({ Moon: "virgo", Venus: "gemini", Mars: "scorpio" });
  const ariesFirst = scorePair(signOf("aries"), signOf("cancer"), sky);
  const cancerFirst = scorePair(signOf("cancer"), signOf("aries"), sky);
  expect(ariesFirst.today[2]!.planet).toBe("Mars");
  expect(cancerFirst.today[2]!.planet).toBe("Moon");
  expect(ariesFirst.base).toEqual({ ...cancerFirst.base, reason: expect.any(String) });
  expect(ariesFirst.score).not.toBe(cancerFirst.score);
  expect(scorePair({ ...signOf("aries") }, { ...signOf("cancer") }, skyWith({ Moon: "virgo", Venus: "gemini", Mars: "scorpio" }))).toEqual(
    ariesFirst,
  );
});

test("a sky without a body the reading needs is refused, not guessed", () => {
  expect(() => todaysSky(signOf("aries"), signOf("leo"), [{ planet: "Moon", sign: "leo" }])).toThrow(RangeError);
});
