import { expect, test } from "vitest";
import { addDays } from "#app/lib/dates.ts";
import { changesBetween, whyToday } from "./day-events";
import { checkSkyFact } from "./fact-check";
import { writeDailyHoroscope } from "./generator";
import { luckyColorOf } from "./lucky-colors";
import { pickParts, type PhraseContext } from "./phrases/phrase";
import { syntheticSkies } from "#tests/factories/synthetic-sky.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { findSign, SIGNS, type SignSlug } from "#app/zodiac/signs.ts";
import { SECTION_NAMES, type HoroscopeSky } from "./types";

const signNamed = (slug: string) => findSign(slug)!;

/** A hand-built sky: every body direct in Aries at 10° unless placed otherwise. */
function handSky(
  places: Partial<Record<Planet, { sign: SignSlug; retrograde?: boolean; degree?: number }>>,
  extra: Partial<Pick<HoroscopeSky, "moon" | "aspects">> = {},
): HoroscopeSky {
  return {
    positions: PLANETS.map((planet) => ({
      planet,
      sign: places[planet]?.sign ?? "aries",
      degree: places[planet]?.degree ?? 10,
      retrograde: places[planet]?.retrograde ?? false,
    })),
    moon: extra.moon ?? { name: "Waxing Gibbous", illumination: 0.87, elongation: 140 },
    aspects: extra.aspects ?? [],
  };
}

/** A day whose sky did not change since the noon before: the Moon's house is the day's event. */
const still = (sky: HoroscopeSky) => ({ sky, previousSky: sky });

function year(startDate: string, days = 365) {
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(startDate, offset);
    return { date, ...syntheticSkies(date) };
  });
}

test("[daily.real-sky] the same sign, day and skies always give the same reading", () => {
  const first = writeDailyHoroscope({ sign: signNamed("leo"), date: "2026-03-10", ...syntheticSkies("2026-03-10") });
  const again = writeDailyHoroscope({ sign: signNamed("leo"), date: "2026-03-10", ...syntheticSkies("2026-03-10") });
  expect(again).toEqual(first);
  const virgo = writeDailyHoroscope({ sign: signNamed("virgo"), date: "2026-03-10", ...syntheticSkies("2026-03-10") });
  expect(virgo.overview).not.toBe(first.overview);
});

test("[daily.reading-shape] [daily.real-sky] a year of readings: lucky picks valid, every fact true, and the day's event named in the text", () => {
  const problems: string[] = [];
  const colours = SIGNS.map((sign) => luckyColorOf(sign.slug));
  const signNames = new Set(SIGNS.map((sign) => sign.name));
  for (const { date, sky, previousSky } of year("2026-01-01")) {
    for (const sign of SIGNS) {
      const reading = writeDailyHoroscope({ sign, sky, previousSky, date });
      const where = `${sign.slug} ${date}`;
      const numbers = reading.luckyNumbers;
      if (numbers.length !== 3 || new Set(numbers).size !== 3 || numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 49)) {
        problems.push(`${where} lucky numbers ${numbers.join(",")}`);
      }
      if (!colours.some((color) => color.hex === reading.luckyColor.hex && color.name === reading.luckyColor.name)) {
        problems.push(`${where} colour ${JSON.stringify(reading.luckyColor)}`);
      }
      const compatible = reading.compatibleSigns;
      if (
        compatible.length < 2 ||
        compatible.length > 3 ||
        new Set(compatible).size !== compatible.length ||
        compatible.includes(sign.name) ||
        compatible.some((name) => !signNames.has(name))
      ) {
        problems.push(`${where} compatible ${compatible.join(",")}`);
      }
      if (reading.skyFacts.length < 3 || reading.skyFacts.length > 5) problems.push(`${where} has ${reading.skyFacts.length} facts`);
      const text = SECTION_NAMES.map((section) => reading[section]).join(" ");
      for (const fact of reading.skyFacts) {
        const wrong = checkSkyFact(fact, sky, { sign: sign.slug, previousSky });
        if (wrong) problems.push(`${where} false fact "${fact.text}": ${wrong}`);
        // The day's event is the reading's news, so the text names it; the other facts are in "The sky behind this".
        if (fact.kind !== "event") continue;
        for (const body of fact.bodies ?? []) if (!text.includes(body)) problems.push(`${where} never mentions ${body} of "${fact.text}"`);
      }
    }
  }
  expect(problems.slice(0, 10)).toEqual([]);
});

test("[daily.real-sky] the Moon's sign and phase are stated, and its house is counted from the reader's sign", () => {
  const sky = handSky({ Moon: { sign: "taurus" } }, { moon: { name: "Waxing Gibbous", illumination: 0.87, elongation: 140 } });
  const virgo = writeDailyHoroscope({ sign: signNamed("virgo"), date: "2026-03-10", ...still(sky) });
  expect(virgo.skyFacts[1]).toEqual({ kind: "moon", text: "The Moon is in Taurus, waxing gibbous and 87% lit.", bodies: ["Moon"] });
  // Taurus is the 9th sign counted from Virgo, and the 2nd from Aries.
  expect(virgo.skyFacts[0]).toEqual({ kind: "event", text: "The Moon is in Taurus, your 9th house.", bodies: ["Moon"] });
  expect(virgo.mood).toContain("your wider horizons");
  const aries = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-03-10", ...still(sky) });
  expect(aries.skyFacts[0]!.text).toBe("The Moon is in Taurus, your 2nd house.");
  expect(aries.mood).toContain("your finances");
});

test("[daily.real-sky] the sky behind the reading reads each body's sign as a house: the reader's own season is the 1st, the opposite sign the 7th", () => {
  const own = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-04-01", ...still(handSky({ Sun: { sign: "aries" } })) });
  expect(own.houses[0]).toBe("The Sun is in Aries, your 1st house of self, body and first impressions.");
  const opposite = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-10-01", ...still(handSky({ Sun: { sign: "libra" } })) });
  expect(opposite.houses[0]).toBe("The Sun is in Libra, your 7th house of partnerships, contracts and close allies.");
});

test("[daily.what-changed] the day Mercury turns retrograde, the career section opens with it and says what it means", () => {
  const before = handSky({ Mercury: { sign: "sagittarius" } });
  const sky = handSky({ Mercury: { sign: "sagittarius", retrograde: true } });
  const reading = writeDailyHoroscope({ sign: signNamed("capricorn"), date: "2026-03-10", sky, previousSky: before });
  expect(reading.leads.career).toBe("station:Mercury");
  expect(reading.career.split(/(?<=\.) /)[0]).toMatch(/Mercury .*retrograde.*backwards/);
  expect(reading.skyFacts[0]!.text).toBe("Mercury turns retrograde in Sagittarius, your 12th house.");
  // Sagittarius is Capricorn's 12th house.
  expect(reading.houses).toContain("Mercury is retrograde in Sagittarius, your 12th house of rest, solitude and what lies beneath.");
});

test("[daily.what-changed] the day Venus turns retrograde, the love section opens with it", () => {
  const before = handSky({ Venus: { sign: "pisces" } });
  const sky = handSky({ Venus: { sign: "pisces", retrograde: true } });
  const reading = writeDailyHoroscope({ sign: signNamed("gemini"), date: "2026-03-10", sky, previousSky: before });
  expect(reading.leads.love).toBe("station:Venus");
  expect(reading.love.split(/(?<=\.) /)[0]).toMatch(/Venus .*retrograde/);
  // Pisces is Gemini's 10th house.
  expect(reading.skyFacts[0]!.text).toBe("Venus turns retrograde in Pisces, your 10th house.");
});

test("[daily.why-today] an aspect to the ruling planet is the day's event on the day it perfects, not on the days either side", () => {
  const at = (marsDegree: number) =>
    handSky(
      { Mars: { sign: "capricorn", degree: marsDegree }, Venus: { sign: "taurus" } },
      {
        aspects: [{ from: "Venus", to: "Mars", kind: "trine", orb: Math.abs(marsDegree - 10) }],
      },
    );
  // Mars in Capricorn reaches 120° from Venus in Taurus at 10°: between 9.6° and 10.2° it passes exact.
  const perfecting = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-03-10", sky: at(10.2), previousSky: at(9.6) });
  expect(perfecting.skyFacts[0]!.text).toBe("Mars, your ruler, forms an exact trine with Venus from Capricorn, your 10th house.");
  expect(perfecting.leads.overview).toMatch(/^ruler-aspect:/);
  const after = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-03-11", sky: at(10.8), previousSky: at(10.2) });
  expect(after.skyFacts[0]!.kind).toBe("event");
  expect(after.skyFacts[0]!.text).not.toMatch(/forms an exact trine/);
  expect(after.skyFacts).toContainEqual({
    kind: "aspect",
    text: "Mars forms a trine with Venus (orb under 1°).",
    bodies: ["Mars", "Venus"],
  });

  const retrograde = handSky({ Saturn: { sign: "pisces", retrograde: true } });
  const capricorn = writeDailyHoroscope({ sign: signNamed("capricorn"), date: "2026-03-10", ...still(retrograde) });
  expect(capricorn.skyFacts.map((fact) => fact.text)).toContain("Saturn is retrograde in Pisces.");
});

test("[daily.why-today] on a quiet day the Moon's tightest aspect to a planet leads, stated checkably in the reader's house", () => {
  const sky = handSky(
    { Moon: { sign: "leo" }, Venus: { sign: "sagittarius" }, Mars: { sign: "scorpio" } },
    {
      aspects: [
        { from: "Moon", to: "Venus", kind: "trine", orb: 2.2 },
        { from: "Moon", to: "Mars", kind: "square", orb: 4.5 },
        { from: "Sun", to: "Moon", kind: "sextile", orb: 0.5 },
      ],
    },
  );
  const virgo = writeDailyHoroscope({ sign: signNamed("virgo"), date: "2026-03-10", ...still(sky) });
  // The Sun's aspect is the Moon's phase, not an event; of the others, the tighter leads.
  expect(virgo.skyFacts[0]).toEqual({
    kind: "event",
    text: "The Moon forms a trine with Venus (orb 2°) from Leo, your 12th house.",
    bodies: ["Moon", "Venus"],
  });
  expect(checkSkyFact(virgo.skyFacts[0]!, sky, { sign: "virgo", previousSky: sky })).toBeUndefined();
  expect(checkSkyFact(virgo.skyFacts[0]!, sky, { sign: "aries", previousSky: sky })).toMatch(/house 5, not 12/);
  expect(virgo.leads.love).toBe("moon-aspect:Venus:trine");
});

test("[daily.why-today] the day's event: a lunation comes first, then a station of the ruler, an ingress, an exact ruler aspect, the Moon's house", () => {
  const before = handSky(
    { Moon: { sign: "leo" }, Venus: { sign: "aries" } },
    { moon: { name: "Waxing Gibbous", illumination: 0.95, elongation: 170 } },
  );
  const fullMoon = handSky(
    { Moon: { sign: "leo" }, Venus: { sign: "taurus" }, Mercury: { sign: "aries", retrograde: true } },
    { moon: { name: "Full Moon", illumination: 1, elongation: 182 } },
  );
  expect(
    changesBetween(before, fullMoon)
      .map((change) => change.kind)
      .sort(),
  ).toEqual(["ingress", "lunation", "station"]);
  // The Full Moon in Leo is Aries' 5th house and Leo's 1st.
  expect(whyToday(signNamed("aries"), before, fullMoon)).toEqual({ kind: "lunation", phase: "Full Moon", sign: "leo", house: 5 });
  expect(whyToday(signNamed("leo"), before, fullMoon)).toMatchObject({ kind: "lunation", house: 1 });

  const noLunation = { ...fullMoon, moon: before.moon };
  // Mercury rules Gemini: its station is Gemini's story; Venus entering Taurus is Taurus' (its ruler).
  expect(whyToday(signNamed("gemini"), before, noLunation)).toEqual({
    kind: "station",
    planet: "Mercury",
    turns: "retrograde",
    sign: "aries",
    house: 11,
  });
  expect(whyToday(signNamed("taurus"), before, noLunation)).toMatchObject({ kind: "station", planet: "Mercury" });
  const noStation = handSky({ Moon: { sign: "leo" }, Venus: { sign: "taurus" } }, { moon: before.moon });
  expect(whyToday(signNamed("taurus"), before, noStation)).toEqual({ kind: "ingress", planet: "Venus", sign: "taurus", house: 1 });

  const quiet = handSky(
    { Moon: { sign: "leo" }, Venus: { sign: "aries" }, Mars: { sign: "gemini" } },
    { moon: before.moon, aspects: [{ from: "Mars", to: "Saturn", kind: "sextile", orb: 0.4 }] },
  );
  expect(whyToday(signNamed("aries"), quiet, quiet)).toMatchObject({ kind: "ruler-aspect", planet: "Mars", other: "Saturn", house: 3 });
  expect(whyToday(signNamed("virgo"), quiet, quiet)).toEqual({ kind: "moon-house", planet: "Moon", sign: "leo", house: 12 });
});

test("[daily.why-today] the overview opens with the day's event in the reader's own house, and the first fact states it checkably", () => {
  const before = handSky({ Moon: { sign: "taurus" } }, { moon: { name: "Waxing Gibbous", illumination: 0.95, elongation: 172 } });
  const sky = handSky({ Moon: { sign: "taurus" } }, { moon: { name: "Full Moon", illumination: 1, elongation: 184 } });
  const aries = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-11-24", sky, previousSky: before });
  expect(aries.overview).toMatch(/^[^.]*the Full Moon in Taurus lights up your 2nd house of money, possessions and self-worth/);
  expect(aries.skyFacts[0]).toEqual({ kind: "event", text: "The Full Moon falls in Taurus, your 2nd house.", bodies: ["Moon"] });
  const leo = writeDailyHoroscope({ sign: signNamed("leo"), date: "2026-11-24", sky, previousSky: before });
  expect(leo.overview).toContain("the Full Moon in Taurus lights up your 10th house of career, reputation and public life");
  expect(checkSkyFact(aries.skyFacts[0]!, sky, { sign: "aries", previousSky: before })).toBeUndefined();
  // The same sentence is false for another sign's houses, or without a lunation since the day before.
  expect(checkSkyFact(aries.skyFacts[0]!, sky, { sign: "leo", previousSky: before })).toMatch(/house 10, not 2/);
  expect(checkSkyFact(aries.skyFacts[0]!, sky, { sign: "aries", previousSky: sky })).toMatch(/no Full Moon/);
});

test("[daily.no-repeats] a sentence's pools must multiply to at least 31 days with no shared factor, or the writer refuses them", () => {
  const context = { day: 20_000, signIndex: 3 } as PhraseContext;
  expect(() =>
    pickParts(context, [
      ["a", "b", "c", "d", "e"],
      ["1", "2", "3", "4", "5", "6"],
    ]),
  ).toThrow(/under 31/);
  expect(() =>
    pickParts(context, [
      ["a", "b", "c", "d", "e", "f"],
      ["1", "2", "3", "4", "5", "6", "7", "8", "9"],
    ]),
  ).toThrow(/share a factor/);
  const seen = new Set<string>();
  for (let day = 0; day < 35; day++)
    seen.add(
      pickParts({ ...context, day }, [
        ["a", "b", "c", "d", "e"],
        ["1", "2", "3", "4", "5", "6", "7"],
      ]).join(""),
    );
  expect(seen.size).toBe(35);
  const signsOnOneDay = new Set(
    SIGNS.map((_, signIndex) =>
      pickParts({ ...context, signIndex }, [
        ["a", "b", "c", "d", "e"],
        ["1", "2", "3", "4", "5", "6", "7"],
      ]).join(""),
    ),
  );
  expect(signsOnOneDay.size).toBe(12);
});

test("[daily.reading-shape] compatible signs favour the sign the Moon visits when it suits, and never the sign itself", () => {
  const sky = handSky({ Moon: { sign: "sagittarius" }, Venus: { sign: "sagittarius" } });
  for (let offset = 0; offset < 30; offset++) {
    const date = addDays("2026-03-01", offset);
    const reading = writeDailyHoroscope({ sign: signNamed("aries"), date, ...still(sky) });
    expect(reading.compatibleSigns).toContain("Sagittarius");
    expect(reading.compatibleSigns).not.toContain("Aries");
  }
});

test("[daily.real-sky] a sky that places a body in an unknown sign is refused rather than misread", () => {
  const sky = handSky({ Moon: { sign: "ophiuchus" as SignSlug } });
  expect(() => writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-03-10", ...still(sky) })).toThrow(/unknown sign/i);
});
