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
  places: Partial<Record<Planet, { sign: SignSlug; retrograde?: boolean }>>,
  extra: Partial<Pick<HoroscopeSky, "moon" | "aspects">> = {},
): HoroscopeSky {
  return {
    positions: PLANETS.map((planet) => ({
      planet,
      sign: places[planet]?.sign ?? "aries",
      degree: 10,
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

test("[daily.reading-shape] [daily.real-sky] a year of readings: lucky picks valid, every fact true and referenced in the text", () => {
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

test("[daily.real-sky] the Sun's sign is read as a house: the reader's own season is the 1st, the opposite sign the 7th", () => {
  const own = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-04-01", ...still(handSky({ Sun: { sign: "aries" } })) });
  expect(own.overview).toMatch(/The Sun in Aries [a-z ]+ your 1st house of self, body and first impressions/);
  const opposite = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-10-01", ...still(handSky({ Sun: { sign: "libra" } })) });
  expect(opposite.overview).toMatch(/The Sun in Libra [a-z ]+ your 7th house of partnerships, contracts and close allies/);
});

test("[daily.real-sky] a retrograde Mercury shapes the career section and is listed as a fact", () => {
  const sky = handSky({ Mercury: { sign: "sagittarius", retrograde: true } });
  const reading = writeDailyHoroscope({ sign: signNamed("capricorn"), date: "2026-03-10", ...still(sky) });
  expect(reading.career).toContain("Mercury, retrograde in Sagittarius,");
  expect(reading.career).toContain("your 12th house of rest, solitude and what lies beneath");
  expect(reading.skyFacts).toContainEqual({ kind: "retrograde", text: "Mercury is retrograde in Sagittarius.", bodies: ["Mercury"] });
});

test("[daily.real-sky] a retrograde Venus shapes the love section", () => {
  const sky = handSky({ Venus: { sign: "pisces", retrograde: true } });
  const reading = writeDailyHoroscope({ sign: signNamed("gemini"), date: "2026-03-10", ...still(sky) });
  expect(reading.love).toContain("Venus, retrograde in Pisces,");
  expect(reading.skyFacts.map((fact) => fact.text)).toContain("Venus is retrograde in Pisces.");
});

test("[daily.real-sky] a close aspect to the ruling planet is named from the ruler's house; a retrograde ruler is named as such", () => {
  const aspected = handSky(
    { Mars: { sign: "capricorn" }, Venus: { sign: "taurus" } },
    { aspects: [{ from: "Venus", to: "Mars", kind: "trine", orb: 1.6 }] },
  );
  const aries = writeDailyHoroscope({ sign: signNamed("aries"), date: "2026-03-10", ...still(aspected) });
  expect(aries.overview).toContain("forms a trine with Venus from your 10th house");
  expect(aries.skyFacts).toContainEqual({ kind: "aspect", text: "Mars forms a trine with Venus (orb 2°).", bodies: ["Mars", "Venus"] });

  const retrograde = handSky({ Saturn: { sign: "pisces", retrograde: true } });
  const capricorn = writeDailyHoroscope({ sign: signNamed("capricorn"), date: "2026-03-10", ...still(retrograde) });
  expect(capricorn.overview).toContain("is retrograde in Pisces, your 3rd house");
  expect(capricorn.skyFacts.map((fact) => fact.text)).toContain("Saturn is retrograde in Pisces.");
});

test("[daily.real-sky] a Sun-ruled sign gets a line about its ruler when the Sun makes no aspect, and the aspect when it does", () => {
  const plain = writeDailyHoroscope({ sign: signNamed("leo"), date: "2026-03-10", ...still(handSky({})) });
  expect(plain.overview).toMatch(
    /(As a sign ruled by the Sun|With the Sun as your ruler|Ruled by the Sun as you are|Being a Sun-ruled sign|As the Sun's own sign), /,
  );
  expect(plain.skyFacts.every((fact) => fact.kind !== "aspect")).toBe(true);
  const aspected = handSky(
    { Sun: { sign: "pisces" }, Jupiter: { sign: "cancer" } },
    { aspects: [{ from: "Sun", to: "Jupiter", kind: "trine", orb: 2.4 }] },
  );
  const leo = writeDailyHoroscope({ sign: signNamed("leo"), date: "2026-03-10", ...still(aspected) });
  expect(leo.overview).toContain("forms a trine with Jupiter from your 8th house");
  expect(leo.skyFacts).toContainEqual({ kind: "aspect", text: "The Sun forms a trine with Jupiter (orb 2°).", bodies: ["Sun", "Jupiter"] });
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
