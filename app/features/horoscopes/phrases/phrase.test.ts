import { expect, test } from "vitest";
import { HOUSES } from "#app/zodiac/houses.ts";
import { PLANETS } from "#app/zodiac/planets.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { perfectedSince } from "#app/features/horoscopes/day-events.ts";
import type { SkyReading } from "#app/features/horoscopes/sky-reading.ts";
import { SECTION_NAMES, type HoroscopeSky } from "#app/features/horoscopes/types.ts";
import { fill, houseNamer, mayRetell, wordCount } from "./phrase";

const house = (number: number) => HOUSES[number - 1]!;

test("[daily.house-once] a house is named with its meaning once, and at most three houses in full a reading", () => {
  const houses = houseNamer();
  expect(houses.name(house(7))).toBe("your 7th house of partnerships, contracts and close allies");
  expect(houses.name(house(7))).toBe("your partnerships");
  expect(houses.peek(house(2))).toBe("your 2nd house of money, possessions and self-worth");
  expect(houses.name(house(2))).toBe("your 2nd house of money, possessions and self-worth");
  expect(houses.name(house(10))).toBe("your 10th house of career, reputation and public life");
  // A fourth house is named by what it is about, never "house".
  expect(houses.name(house(4))).toBe("your home life");
  expect(houses.name(house(2))).toBe("your finances");
});

test("[daily.what-changed] a slow body's placement may be retold in a section one day in seven, and on the day of its own change", () => {
  const quiet = { event: { kind: "moon-house", planet: "Moon", sign: "leo", house: 5 } } as unknown as SkyReading;
  for (const section of SECTION_NAMES) {
    for (const planet of PLANETS.filter((body) => body !== "Moon")) {
      const days = Array.from({ length: 28 }, (_, day) => mayRetell({ reading: quiet, day: 20_000 + day, signIndex: 5 }, section, planet));
      expect(days.filter(Boolean), `${section} ${planet}`).toHaveLength(4);
      const first = days.indexOf(true);
      expect(days.slice(first + 1, first + 7), `${section} ${planet}`).not.toContain(true);
    }
    expect(mayRetell({ reading: quiet, day: 20_000, signIndex: 5 }, section, "Moon")).toBe(true);
  }
  const ingress = { event: { kind: "ingress", planet: "Venus", sign: "leo", house: 5 } } as unknown as SkyReading;
  for (let day = 0; day < 7; day++) expect(mayRetell({ reading: ingress, day: 20_000 + day, signIndex: 0 }, "love", "Venus")).toBe(true);
});

test("[daily.reading-shape] fill takes optional sentences only while short of the minimum and within the maximum, and forgets the houses of those it leaves out", () => {
  const houses = houseNamer();
  const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
  const text = fill(
    { houses },
    [words(10)],
    [() => `Long ${houses.name(house(3))} ${words(12)}.`, () => words(4), () => words(5), () => words(30)],
    { min: 18, max: 20 },
  );
  // The 18-word sentence would pass 20 and is left out; 4 and 5 more reach 19.
  expect(wordCount(text)).toBe(19);
  expect(houses.peek(house(3))).toBe("your 3rd house of conversation, learning and the neighbourhood");
  // When nothing fits, the first sentences that reach the minimum are taken after all.
  expect(wordCount(fill({ houses }, [words(10)], [() => words(30)], { min: 18, max: 20 }))).toBe(40);
});

/** A sky of two bodies, at longitudes `a` and `b`. */
function twoBodies(a: number, b: number): HoroscopeSky {
  const place = (planet: "Mars" | "Venus", longitude: number) => {
    const wrapped = ((longitude % 360) + 360) % 360;
    return { planet, sign: SIGN_SLUGS[Math.floor(wrapped / 30)]!, degree: wrapped % 30, retrograde: false };
  };
  return { positions: [place("Mars", a), place("Venus", b)], moon: { name: "Full Moon", illumination: 1, elongation: 180 }, aspects: [] };
}

test("[daily.why-today] an aspect perfects on the day the two bodies pass its exact angle, either way round and across 0° Aries", () => {
  expect(perfectedSince(twoBodies(100, 9.5), twoBodies(100, 10.5), "Mars", "Venus", 90)).toBe(true);
  expect(perfectedSince(twoBodies(100, 10.5), twoBodies(100, 11.5), "Mars", "Venus", 90)).toBe(false);
  // The other side: Venus 90° ahead of Mars.
  expect(perfectedSince(twoBodies(100, 189.5), twoBodies(100, 190.5), "Mars", "Venus", 90)).toBe(true);
  // A conjunction across 0° Aries, and an opposition (both are the far ends of the separation).
  expect(perfectedSince(twoBodies(359.8, 359), twoBodies(0.5, 0.9), "Mars", "Venus", 0)).toBe(true);
  expect(perfectedSince(twoBodies(10, 189), twoBodies(10, 191), "Mars", "Venus", 180)).toBe(true);
  expect(perfectedSince(twoBodies(10, 191), twoBodies(10, 193), "Mars", "Venus", 180)).toBe(false);
});
