import { houseNumber } from "#app/zodiac/houses.ts";
import { findSign, SIGNS, type SignSlug } from "#app/zodiac/signs.ts";
import { changesBetween, MOON_ASPECT_ORB } from "./day-events";
import type { HoroscopeSky, SkyFact } from "./types";
import { possessive } from "#app/lib/text.ts";

const MOON = /^The Moon is in ([A-Za-z]+), ([a-z ]+) and (\d+)% lit\.$/;
const SUN = /^The Sun is in ([A-Za-z]+)\.$/;
const RULER = /^([A-Za-z]+), ruler of ([A-Za-z]+), is in ([A-Za-z]+)\.$/;
const RETROGRADE = /^([A-Za-z]+) is retrograde in ([A-Za-z]+)\.$/;
const PLANET = /^([A-Za-z]+) is in ([A-Za-z]+)\.$/;
const LUNATION = /^The (New|Full) Moon falls in ([A-Za-z]+), your (\d+)(?:st|nd|rd|th) house\.$/;
const STATION = /^([A-Za-z]+) turns (retrograde|direct) in ([A-Za-z]+), your (\d+)(?:st|nd|rd|th) house\.$/;
const INGRESS = /^(?:The )?([A-Za-z]+) enters ([A-Za-z]+), your (\d+)(?:st|nd|rd|th) house\.$/;
const RULER_ASPECT =
  /^(?:The )?([A-Za-z]+), your ruler, forms an exact ([a-z]+) with (?:the )?([A-Za-z]+) from ([A-Za-z]+), your (\d+)(?:st|nd|rd|th) house\.$/;
const MOON_ASPECT =
  /^The Moon forms an? ([a-z]+) with (?:the )?([A-Za-z]+) \(orb (under 1|\d+)°\) from ([A-Za-z]+), your (\d+)(?:st|nd|rd|th) house\.$/;
const MOON_HOUSE = /^The Moon is in ([A-Za-z]+), your (\d+)(?:st|nd|rd|th) house\.$/;
const EXACT_ORB = 1;

/** For facts about one sign's day: whose houses they count, and the sky of the noon before. */
export type FactContext = { sign: SignSlug; previousSky: HoroscopeSky };

const ASPECT = /^(?:The )?([A-Za-z]+) forms an? ([a-z]+) with (?:the )?([A-Za-z]+) \(orb (under 1|\d+)°\)\.$/;

/**
 * Checks a sky fact sentence against the sky it claims to describe: undefined when it is true,
 * else what is wrong. Used by the tests (with hand-built, synthetic and real skies) and usable as
 * a guard on text from elsewhere.
 */
export function checkSkyFact(fact: SkyFact, sky: HoroscopeSky, context?: FactContext): string | undefined {
  const slugOf = (name: string) => SIGNS.find((sign) => sign.name === name)?.slug;
  const place = (planet: string) => sky.positions.find((position) => position.planet === planet);
  const inSign = (planet: string, signName: string) => {
    const position = place(planet);
    if (!position) return `${planet} is not in the sky`;
    return position.sign === slugOf(signName) ? undefined : `${planet} is in ${position.sign}, not ${signName}`;
  };
  const bodies = (expected: string[]) =>
    JSON.stringify(fact.bodies ?? []) === JSON.stringify(expected)
      ? undefined
      : `bodies ${JSON.stringify(fact.bodies)} should be ${JSON.stringify(expected)}`;

  let match: RegExpExecArray | null;
  switch (fact.kind) {
    case "moon":
      if (!(match = MOON.exec(fact.text))) return `not a Moon sentence: ${fact.text}`;
      if (match[2] !== sky.moon.name.toLowerCase()) return `the Moon is ${sky.moon.name}, not ${match[2]}`;
      if (Number(match[3]) !== Math.round(sky.moon.illumination * 100)) return `the Moon is not ${match[3]}% lit`;
      return inSign("Moon", match[1]!) ?? bodies(["Moon"]);
    case "sun":
      if (!(match = SUN.exec(fact.text))) return `not a Sun sentence: ${fact.text}`;
      return inSign("Sun", match[1]!) ?? bodies(["Sun"]);
    case "ruler": {
      if (!(match = RULER.exec(fact.text))) return `not a ruler sentence: ${fact.text}`;
      const ruled = SIGNS.find((sign) => sign.name === match![2]);
      if (ruled?.rulingPlanet !== match[1]) return `${match[1]} does not rule ${match[2]}`;
      return inSign(match[1]!, match[3]!) ?? bodies([match[1]!]);
    }
    case "retrograde":
      if (!(match = RETROGRADE.exec(fact.text))) return `not a retrograde sentence: ${fact.text}`;
      if (!place(match[1]!)?.retrograde) return `${match[1]} is not retrograde`;
      return inSign(match[1]!, match[2]!) ?? bodies([match[1]!]);
    case "planet":
      if (!(match = PLANET.exec(fact.text))) return `not a planet sentence: ${fact.text}`;
      return inSign(match[1]!, match[2]!) ?? bodies([match[1]!]);
    case "aspect": {
      if (!(match = ASPECT.exec(fact.text))) return `not an aspect sentence: ${fact.text}`;
      const [, a, kind, b, orbText] = match as unknown as [string, string, string, string, string];
      const aspect = sky.aspects.find(
        (candidate) =>
          candidate.kind === kind && ((candidate.from === a && candidate.to === b) || (candidate.from === b && candidate.to === a)),
      );
      if (!aspect) return `no ${kind} between ${a} and ${b}`;
      const orbTrue = orbText === "under 1" ? aspect.orb < 1 : Math.abs(aspect.orb - Number(orbText)) <= 0.5;
      return orbTrue ? bodies([a, b]) : `the orb is ${aspect.orb.toFixed(2)}°, not ${orbText}°`;
    }
    case "event":
      if (!context) return "an event needs the reader's sign and the sky before";
      return checkEvent(fact, sky, context, { slugOf, inSign, bodies });
    default:
      return `unknown kind of fact: ${fact.kind}`;
  }
}

type Helpers = {
  slugOf: (name: string) => SignSlug | undefined;
  inSign: (planet: string, signName: string) => string | undefined;
  bodies: (expected: string[]) => string | undefined;
};

function checkEvent(fact: SkyFact, sky: HoroscopeSky, { sign, previousSky }: FactContext, helpers: Helpers): string | undefined {
  const { slugOf, inSign, bodies } = helpers;
  const house = (signName: string, claimed: string) => {
    const slug = slugOf(signName);
    if (!slug) return `${signName} is not a sign`;
    const actual = houseNumber(sign, slug);
    return actual === Number(claimed) ? undefined : `${signName} is ${possessive(findSign(sign)!.name)} house ${actual}, not ${claimed}`;
  };
  const changes = changesBetween(previousSky, sky);
  let match: RegExpExecArray | null;
  if ((match = LUNATION.exec(fact.text))) {
    const phase = `${match[1]} Moon`;
    if (!changes.some((change) => change.kind === "lunation" && change.phase === phase)) return `no ${phase} since the noon before`;
    return inSign("Moon", match[2]!) ?? house(match[2]!, match[3]!) ?? bodies(["Moon"]);
  }
  if ((match = STATION.exec(fact.text))) {
    const [, planet, turns, signName, claimed] = match as unknown as [string, string, string, string, string];
    if (!changes.some((change) => change.kind === "station" && change.planet === planet && change.turns === turns)) {
      return `${planet} does not turn ${turns} since the noon before`;
    }
    return inSign(planet, signName) ?? house(signName, claimed) ?? bodies([planet]);
  }
  if ((match = INGRESS.exec(fact.text))) {
    const [, planet, signName, claimed] = match as unknown as [string, string, string, string];
    if (!changes.some((change) => change.kind === "ingress" && change.planet === planet))
      return `${planet} enters no sign since the noon before`;
    return inSign(planet, signName) ?? house(signName, claimed) ?? bodies([planet]);
  }
  if ((match = RULER_ASPECT.exec(fact.text))) {
    const [, planet, kind, other, signName, claimed] = match as unknown as [string, string, string, string, string, string];
    if (findSign(sign)!.rulingPlanet !== planet) return `${planet} does not rule ${sign}`;
    const aspect = sky.aspects.find(
      (candidate) =>
        candidate.kind === kind &&
        ((candidate.from === planet && candidate.to === other) || (candidate.from === other && candidate.to === planet)),
    );
    if (!aspect || aspect.orb > EXACT_ORB) return `no exact ${kind} between ${planet} and ${other}`;
    return inSign(planet, signName) ?? house(signName, claimed) ?? bodies([planet, other]);
  }
  if ((match = MOON_ASPECT.exec(fact.text))) {
    const [, kind, other, orbText, signName, claimed] = match as unknown as [string, string, string, string, string, string];
    const aspect = sky.aspects.find(
      (candidate) =>
        candidate.kind === kind &&
        ((candidate.from === "Moon" && candidate.to === other) || (candidate.from === other && candidate.to === "Moon")),
    );
    if (!aspect || aspect.orb > MOON_ASPECT_ORB) return `the Moon makes no ${kind} with ${other} today`;
    const orbTrue = orbText === "under 1" ? aspect.orb < 1 : Math.abs(aspect.orb - Number(orbText)) <= 0.5;
    if (!orbTrue) return `the orb is ${aspect.orb.toFixed(2)}°, not ${orbText}°`;
    return inSign("Moon", signName) ?? house(signName, claimed) ?? bodies(["Moon", other]);
  }
  if ((match = MOON_HOUSE.exec(fact.text))) return inSign("Moon", match[1]!) ?? house(match[1]!, match[2]!) ?? bodies(["Moon"]);
  return `not an event sentence: ${fact.text}`;
}
