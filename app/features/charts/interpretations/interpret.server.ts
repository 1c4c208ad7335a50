import { HOUSES } from "#app/zodiac/houses.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { signOf, type SignSlug } from "#app/zodiac/signs.ts";
import type { NatalChart } from "#app/features/charts/natal-chart.server.ts";
import { OUTER_PLANETS_IN_HOUSES } from "./outer-planets-in-houses";
import { OUTER_PLANETS_IN_SIGNS, RISING_SIGNS } from "./outer-planets-in-signs";
import { PERSONAL_PLANETS_IN_HOUSES } from "./personal-planets-in-houses";
import { PERSONAL_PLANETS_IN_SIGNS } from "./personal-planets-in-signs";
import type { AspectKindText, AspectPairKey, AspectPoint } from "./aspect-texts";
import { ASPECTS_OF_THE_LIGHTS } from "./aspects-of-the-lights";
import { ASPECTS_OF_THE_SLOW_PLANETS } from "./aspects-of-the-slow-planets";
import { ASPECTS_OF_VENUS_AND_MARS } from "./aspects-of-venus-and-mars";

/**
 * The written reading of a birth chart ([charts.interpretations]): the Sun, the Moon and the
 * rising sign first, then every planet in its sign and, when the birth time is known, its house.
 * A planet's paragraph joins what its sign says to what its house says, so no two of the 1,440
 * planet, sign and house combinations read alike.
 */
export type ChartReadingEntry = {
  /** Stable across renders: "Venus" or "Moon:aries". */
  key: string;
  /** "Venus in Taurus, 7th house" */
  title: string;
  paragraphs: string[];
};

export type ChartReading = { bigThree: ChartReadingEntry[]; planets: ChartReadingEntry[]; aspects: ChartReadingEntry[] };

const IN_SIGNS = { ...PERSONAL_PLANETS_IN_SIGNS, ...OUTER_PLANETS_IN_SIGNS } satisfies Record<Planet, Record<SignSlug, string>>;
const IN_HOUSES = { ...PERSONAL_PLANETS_IN_HOUSES, ...OUTER_PLANETS_IN_HOUSES } satisfies Record<Planet, readonly string[]>;

/** What a planet in a sign, and in a house when known, says: one paragraph each. */
export function planetParagraphs(planet: Planet, sign: SignSlug, house?: number): string[] {
  const paragraphs = [IN_SIGNS[planet][sign]];
  if (house !== undefined) paragraphs.push(IN_HOUSES[planet][house - 1]!);
  return paragraphs;
}

function entryTitle(planet: string, sign: SignSlug, house?: number): string {
  const where = `${planet} in ${signOf(sign).name}`;
  return house === undefined ? where : `${where}, ${HOUSES[house - 1]!.ordinal} house`;
}

const ASPECT_READINGS: Partial<Record<AspectPairKey, AspectKindText>> = {
  ...ASPECTS_OF_THE_LIGHTS,
  ...ASPECTS_OF_VENUS_AND_MARS,
  ...ASPECTS_OF_THE_SLOW_PLANETS,
};

/**
 * What an aspect between two chart points says ([charts.aspect-readings]), `first` before `second`
 * in chart order as the chart lists them; undefined for a pair the tables do not read (the
 * Ascendant and the Midheaven, whose angle follows from the latitude).
 */
export function aspectParagraph(first: AspectPoint, second: AspectPoint, kind: keyof AspectKindText): string | undefined {
  return ASPECT_READINGS[`${first}/${second}`]?.[kind];
}

const lightName = (planet: Planet) => (planet === "Sun" || planet === "Moon" ? `The ${planet}` : planet);

export function interpretChart(chart: NatalChart): ChartReading {
  const placeOf = (planet: Planet) => chart.positions.find((position) => position.body === planet)!;
  const entry = (planet: Planet): ChartReadingEntry => {
    const { sign, house } = placeOf(planet);
    return { key: planet, title: entryTitle(lightName(planet), sign, house), paragraphs: planetParagraphs(planet, sign, house) };
  };

  const bigThree = [entry("Sun")];
  const moonSigns = chart.moonRange?.signs ?? [];
  if (moonSigns.length > 1) {
    // Without a birth time the Moon may have changed sign during the day: both are read, and the
    // reader is told why.
    const [first, second] = moonSigns.map((sign) => signOf(sign).name);
    const why = `The Moon moved from ${first} into ${second} during your birth day, so without a birth time either may be yours. Read both, and keep the one that sounds like you.`;
    moonSigns.forEach((sign, index) =>
      bigThree.push({
        key: `Moon:${sign}`,
        title: entryTitle("The Moon", sign),
        paragraphs: index === 0 ? [why, IN_SIGNS.Moon[sign]] : [IN_SIGNS.Moon[sign]],
      }),
    );
  } else bigThree.push(entry("Moon"));
  if (chart.ascendant) {
    bigThree.push({
      key: "Ascendant",
      title: `${signOf(chart.ascendant.sign).name} rising`,
      paragraphs: [RISING_SIGNS[chart.ascendant.sign]],
    });
  }
  // Every planet after the two lights, which the big three has read already.
  const planets = PLANETS.filter((planet) => planet !== "Sun" && planet !== "Moon").map(entry);
  // Tightest first, as the chart lists them: the closer to exact, the louder an aspect speaks.
  const aspects = chart.aspects.flatMap(({ from, to, kind }): ChartReadingEntry[] => {
    const paragraph = aspectParagraph(from, to, kind);
    return paragraph ? [{ key: `${from}-${kind}-${to}`, title: `${from} ${kind} ${to}`, paragraphs: [paragraph] }] : [];
  });
  return { bigThree, planets, aspects };
}
