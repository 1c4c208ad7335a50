import { SIGNS } from "~/zodiac/signs";
import type { HoroscopeSky, SkyFact } from "./types";

const MOON = /^The Moon is in ([A-Za-z]+), ([a-z ]+) and (\d+)% lit\.$/;
const SUN = /^The Sun is in ([A-Za-z]+)\.$/;
const RULER = /^([A-Za-z]+), ruler of ([A-Za-z]+), is in ([A-Za-z]+)\.$/;
const RETROGRADE = /^([A-Za-z]+) is retrograde in ([A-Za-z]+)\.$/;
const PLANET = /^([A-Za-z]+) is in ([A-Za-z]+)\.$/;
const ASPECT = /^(?:The )?([A-Za-z]+) forms an? ([a-z]+) with (?:the )?([A-Za-z]+) \(orb (under 1|\d+)°\)\.$/;

/**
 * Checks a sky fact sentence against the sky it claims to describe: undefined when it is true,
 * else what is wrong. Used by the tests (with hand-built, synthetic and real skies) and usable as
 * a guard on text from elsewhere.
 */
export function checkSkyFact(fact: SkyFact, sky: HoroscopeSky): string | undefined {
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
    default:
      return `unknown kind of fact: ${fact.kind}`;
  }
}
