import { expect, test } from "vitest";
import { addDays } from "~/lib/dates";
import { checkSkyFact } from "./fact-check";
import { writeDailyHoroscope } from "./generator";
import { luckyColorOf } from "./lucky-colors";
import { syntheticSky } from "./testing/synthetic-sky";
import { PLANETS, type Planet } from "~/zodiac/planets";
import { findSign, SIGNS, type SignSlug } from "~/zodiac/signs";
import { SECTION_NAMES, type DailyReading, type HoroscopeSky, type SectionName } from "./types";

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
    moon: extra.moon ?? { name: "Waxing Gibbous", illumination: 0.87 },
    aspects: extra.aspects ?? [],
  };
}

function year(startDate: string, days = 365): Array<{ date: string; sky: HoroscopeSky }> {
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(startDate, offset);
    return { date, sky: syntheticSky(date) };
  });
}

const words = (text: string) => text.trim().split(/\s+/).length;

const WORD_RANGES: Record<SectionName, [number, number]> = {
  overview: [70, 120],
  love: [40, 80],
  career: [40, 80],
  mood: [20, 40],
  ritual: [25, 50],
};

test("[daily.real-sky] the same sign, day and sky always give the same reading", () => {
  const sky = syntheticSky("2026-03-10");
  const first = writeDailyHoroscope({ sign: signNamed("leo"), sky, date: "2026-03-10" });
  const again = writeDailyHoroscope({ sign: signNamed("leo"), sky: syntheticSky("2026-03-10"), date: "2026-03-10" });
  expect(again).toEqual(first);
  const virgo = writeDailyHoroscope({ sign: signNamed("virgo"), sky, date: "2026-03-10" });
  expect(virgo.overview).not.toBe(first.overview);
});

test("[daily.reading-shape] [daily.real-sky] a year of readings: sections sized as designed, lucky picks valid, every fact true and referenced", () => {
  const problems: string[] = [];
  const colours = SIGNS.map((sign) => luckyColorOf(sign.slug));
  const signNames = new Set(SIGNS.map((sign) => sign.name));
  for (const { date, sky } of year("2026-01-01")) {
    for (const sign of SIGNS) {
      const reading = writeDailyHoroscope({ sign, sky, date });
      const where = `${sign.slug} ${date}`;
      for (const section of SECTION_NAMES) {
        const count = words(reading[section]);
        const [min, max] = WORD_RANGES[section];
        if (count < min || count > max) problems.push(`${where} ${section} has ${count} words`);
      }
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
      if (reading.skyFacts.length < 2 || reading.skyFacts.length > 4) problems.push(`${where} has ${reading.skyFacts.length} facts`);
      const text = SECTION_NAMES.map((section) => reading[section]).join(" ");
      for (const fact of reading.skyFacts) {
        const wrong = checkSkyFact(fact, sky);
        if (wrong) problems.push(`${where} false fact "${fact.text}": ${wrong}`);
        for (const body of fact.bodies ?? []) if (!text.includes(body)) problems.push(`${where} never mentions ${body} of "${fact.text}"`);
      }
    }
  }
  expect(problems.slice(0, 10)).toEqual([]);
});

test("[daily.no-repeats] over 365 days no section of any sign repeats word for word within 60 days", () => {
  const repeats: string[] = [];
  for (const sign of SIGNS) {
    const lastSeen = new Map<string, number>();
    year("2026-01-01").forEach(({ date, sky }, day) => {
      const reading: DailyReading = writeDailyHoroscope({ sign, sky, date });
      for (const section of SECTION_NAMES) {
        const key = `${section}\n${reading[section]}`;
        const seen = lastSeen.get(key);
        if (seen !== undefined && day - seen < 60) repeats.push(`${sign.slug} ${section} on ${date} repeats day ${seen}`);
        lastSeen.set(key, day);
      }
    });
  }
  expect(repeats).toEqual([]);
});

test("[daily.real-sky] the Moon's sign and phase open the overview, and the Moon fact says the same", () => {
  const sky = handSky({ Moon: { sign: "taurus" } }, { moon: { name: "Waxing Gibbous", illumination: 0.87 } });
  const reading = writeDailyHoroscope({ sign: signNamed("virgo"), sky, date: "2026-03-10" });
  expect(reading.skyFacts[0]).toEqual({ kind: "moon", text: "The Moon is in Taurus, waxing gibbous and 87% lit.", bodies: ["Moon"] });
  expect(reading.overview).toContain("The Moon is waxing gibbous in Taurus, ");
  expect(reading.mood).toContain("Moon in Taurus");
});

test("[daily.real-sky] the Sun in the sign's own season reads as birthday season; in the opposite sign, as others' turn", () => {
  const own = writeDailyHoroscope({ sign: signNamed("aries"), sky: handSky({ Sun: { sign: "aries" } }), date: "2026-04-01" });
  expect(own.overview).toMatch(/birthday season|your own sign of Aries/);
  const opposite = writeDailyHoroscope({ sign: signNamed("aries"), sky: handSky({ Sun: { sign: "libra" } }), date: "2026-10-01" });
  expect(opposite.overview).toMatch(/The Sun is in Libra, your opposite sign|the Sun across the zodiac in Libra/i);
});

test("[daily.real-sky] a retrograde Mercury shapes the career section and is listed as a fact", () => {
  const sky = handSky({ Mercury: { sign: "sagittarius", retrograde: true } });
  const reading = writeDailyHoroscope({ sign: signNamed("capricorn"), sky, date: "2026-03-10" });
  expect(reading.career).toMatch(/Mercury (is )?retrograde in Sagittarius/);
  expect(reading.skyFacts).toContainEqual({ kind: "retrograde", text: "Mercury is retrograde in Sagittarius.", bodies: ["Mercury"] });
});

test("[daily.real-sky] a retrograde Venus shapes the love section", () => {
  const sky = handSky({ Venus: { sign: "pisces", retrograde: true } });
  const reading = writeDailyHoroscope({ sign: signNamed("gemini"), sky, date: "2026-03-10" });
  expect(reading.love).toMatch(/Venus (is )?retrograde in Pisces/);
  expect(reading.skyFacts.map((fact) => fact.text)).toContain("Venus is retrograde in Pisces.");
});

test("[daily.real-sky] a close aspect to the ruling planet is named with its orb; a retrograde ruler is named as such", () => {
  const aspected = handSky(
    { Mars: { sign: "capricorn" }, Venus: { sign: "taurus" } },
    { aspects: [{ from: "Venus", to: "Mars", kind: "trine", orb: 1.6 }] },
  );
  const aries = writeDailyHoroscope({ sign: signNamed("aries"), sky: aspected, date: "2026-03-10" });
  expect(aries.overview).toContain("Mars, your ruling planet, forms a trine with Venus today");
  expect(aries.skyFacts).toContainEqual({ kind: "aspect", text: "Mars forms a trine with Venus (orb 2°).", bodies: ["Mars", "Venus"] });

  const retrograde = handSky({ Saturn: { sign: "pisces", retrograde: true } });
  const capricorn = writeDailyHoroscope({ sign: signNamed("capricorn"), sky: retrograde, date: "2026-03-10" });
  expect(capricorn.overview).toMatch(/Saturn, your rul(ing planet|er),? (is )?retrograde in Pisces/);
  expect(capricorn.skyFacts.map((fact) => fact.text)).toContain("Saturn is retrograde in Pisces.");
});

test("[daily.real-sky] a Sun- or Moon-ruled sign gets its luminary's aspect, or a line about its ruler when there is none", () => {
  const plain = writeDailyHoroscope({ sign: signNamed("leo"), sky: handSky({}), date: "2026-03-10" });
  expect(plain.overview).toContain("As a sign ruled by the Sun");
  expect(plain.skyFacts.every((fact) => fact.kind !== "aspect")).toBe(true);
  const aspected = handSky(
    { Sun: { sign: "pisces" }, Jupiter: { sign: "cancer" } },
    { aspects: [{ from: "Sun", to: "Jupiter", kind: "trine", orb: 0.4 }] },
  );
  const leo = writeDailyHoroscope({ sign: signNamed("leo"), sky: aspected, date: "2026-03-10" });
  expect(leo.overview).toContain("The Sun, your ruler, forms a trine with Jupiter today");
  expect(leo.skyFacts).toContainEqual({
    kind: "aspect",
    text: "The Sun forms a trine with Jupiter (orb under 1°).",
    bodies: ["Sun", "Jupiter"],
  });
});

test("[daily.reading-shape] compatible signs favour the sign the Moon visits when it suits, and never the sign itself", () => {
  const sky = handSky({ Moon: { sign: "sagittarius" }, Venus: { sign: "sagittarius" } });
  for (let offset = 0; offset < 30; offset++) {
    const date = addDays("2026-03-01", offset);
    const reading = writeDailyHoroscope({ sign: signNamed("aries"), sky, date });
    expect(reading.compatibleSigns).toContain("Sagittarius");
    expect(reading.compatibleSigns).not.toContain("Aries");
  }
});

test("[daily.real-sky] a sky that places a body in an unknown sign is refused rather than misread", () => {
  expect(() =>
    writeDailyHoroscope({ sign: signNamed("aries"), sky: handSky({ Moon: { sign: "ophiuchus" as SignSlug } }), date: "2026-03-10" }),
  ).toThrow(/unknown sign/);
});
