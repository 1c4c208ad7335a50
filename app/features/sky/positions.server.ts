import {
  type AstroTime,
  Body,
  C_AUDAY,
  Ecliptic,
  EclipticGeoMoon,
  GeoVector,
  HelioVector,
  RAD2DEG,
  RotateVector,
  type RotationMatrix,
  Rotation_EQJ_ECT,
  SunPosition,
  Vector,
} from "#app/lib/astronomy.server.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { type PlanetPosition, zodiacPlace } from "#app/zodiac/sky.ts";

// Wide enough that the longitude change dwarfs rounding, narrow enough that a planet is
// mis-called only within hours of a station, when it barely moves either way.
const RETROGRADE_HALF_WINDOW_DAYS = 0.25;

type Side = { time: AstroTime; toEcliptic: RotationMatrix };

/**
 * The direction a planet moves, from where it appears half a window either side of `time`.
 * GeoVector's light-time iteration is most of the cost of a position, so the side looks reuse
 * the light time found at `time` (it drifts by about a second in hours) and, as GeoVector does
 * for aberration, look from where the Earth was when the light left.
 */
function isMovingBackwards(planet: Planet, lightDays: number, sides: readonly [Side, Side]): boolean {
  const [before, after] = sides.map(({ time, toEcliptic }) => {
    const emitted = time.AddDays(-lightDays);
    const target = HelioVector(Body[planet], emitted);
    const earth = HelioVector(Body.Earth, emitted);
    const seen = RotateVector(toEcliptic, new Vector(target.x - earth.x, target.y - earth.y, target.z - earth.z, time));
    return Math.atan2(seen.y, seen.x) * RAD2DEG;
  }) as [number, number];
  // Signed change folded into [-180, 180), so a crossing of 0° Aries reads as a small step.
  const change = ((after - before + 540) % 360) - 180;
  return change < 0;
}

/** Apparent geocentric positions in the true ecliptic and equinox of date, in PLANETS order. */
export function planetPositionsAt(time: AstroTime): PlanetPosition[] {
  // Each side keeps its own ecliptic of date, shared by every planet: nutation turns the frame by
  // a few arcseconds a day, as much as Neptune moves near a station.
  const sides = [-RETROGRADE_HALF_WINDOW_DAYS, RETROGRADE_HALF_WINDOW_DAYS].map((days) => {
    const sideTime = time.AddDays(days);
    return { time: sideTime, toEcliptic: Rotation_EQJ_ECT(sideTime) };
  }) as [Side, Side];

  return PLANETS.map((planet): PlanetPosition => {
    let longitude: number;
    let retrograde = false;
    // The Sun and Moon never move backwards as seen from the Earth.
    if (planet === "Sun") {
      longitude = SunPosition(time).elon;
    } else if (planet === "Moon") {
      longitude = EclipticGeoMoon(time).lon;
    } else {
      const seen = GeoVector(Body[planet], time, true);
      longitude = Ecliptic(seen).elon;
      retrograde = isMovingBackwards(planet, seen.Length() / C_AUDAY, sides);
    }
    return { planet, longitude, ...zodiacPlace(longitude), retrograde };
  });
}
