import {
  type AstroTime,
  Body,
  Ecliptic,
  EclipticGeoMoon,
  GeoMoonState,
  GeoVector,
  MakeTime,
  RotateState,
  Rotation_EQJ_ECT,
  SiderealTime,
  SunPosition,
  e_tilt,
} from "#app/lib/astronomy.server.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { normalizeDegrees, separation, zodiacPlace } from "#app/zodiac/sky.ts";
import type { SignSlug } from "#app/zodiac/signs.ts";
import { ascendant, localSiderealDegrees, midheaven, type ChartFrame } from "./angles";
import { houseCusps, houseOf, type HouseSystem } from "./houses";

/**
 * A birth chart: where the Sun, the Moon, the planets and the Moon's nodes stood at the moment of
 * birth as seen from the Earth's centre, in the true ecliptic and equinox of date (the frame the
 * rest of the site's sky uses), with the angles and houses of the birthplace when the time is known.
 */

export const NODES = ["North Node", "South Node"] as const;
export type ChartBody = Planet | (typeof NODES)[number];

export type BodyPosition = {
  body: ChartBody;
  /** Geocentric ecliptic longitude of date, 0..360. */
  longitude: number;
  sign: SignSlug;
  /** 0..30 within the sign. */
  degree: number;
  /** Longitude lower 12 hours later than 12 hours before; the mean node always is. */
  retrograde: boolean;
  /** 1..12, when the houses are known. */
  house?: number;
  /** Which node a node is ([charts.true-node]). */
  node?: NodeKind;
};

/**
 * The Moon's nodes two ways ([charts.true-node]): the mean node moves steadily backwards (Meeus
 * 47.7); the true node is where the Moon's orbit of the moment crosses the ecliptic, and wobbles
 * around the mean by up to about 1.7° as the Sun tugs at that orbit.
 */
export const NODE_KINDS = ["mean", "true"] as const;
export type NodeKind = (typeof NODE_KINDS)[number];
export const DEFAULT_NODE_KIND: NodeKind = "mean";
export const isNodeKind = (value: string): value is NodeKind => (NODE_KINDS as readonly string[]).includes(value);

export const CHART_ASPECTS = [
  { kind: "conjunction", angle: 0 },
  { kind: "sextile", angle: 60 },
  { kind: "square", angle: 90 },
  { kind: "trine", angle: 120 },
  { kind: "opposition", angle: 180 },
] as const;
export type ChartAspectKind = (typeof CHART_ASPECTS)[number]["kind"];

/** The lights' aspects are felt further from exact, so they get the wider orb. */
export const LIGHTS_ORB = 8;
export const PLANETS_ORB = 6;

/** The two angles a chart with its birth time has, which the planets may aspect too. */
export const CHART_ANGLES = ["Ascendant", "Midheaven"] as const;
export type ChartAngle = (typeof CHART_ANGLES)[number];

export type ChartAspect = {
  from: Planet;
  /** A planet later in PLANETS order, or one of the angles. */
  to: Planet | ChartAngle;
  kind: ChartAspectKind;
  angle: number;
  /** Degrees from exact, >= 0. */
  orb: number;
  /** The largest orb allowed for this pair. */
  allowedOrb: number;
};

export type ChartPoint = { longitude: number; sign: SignSlug; degree: number };

export type MoonRange = {
  start: ChartPoint & { instant: Date };
  end: ChartPoint & { instant: Date };
  /** Every sign the Moon is in during the day, in order (one or two). */
  signs: SignSlug[];
};

export type NatalChartInput = { nodeKind?: NodeKind } & (
  | { instant: Date; latitude: number; longitude: number; houseSystem: HouseSystem; timeKnown: true }
  | {
      /** Local noon of the birth date. */
      instant: Date;
      latitude: number;
      longitude: number;
      houseSystem: HouseSystem;
      timeKnown: false;
      /** Local 00:00 of the birth date and of the next day. */
      dayStart: Date;
      dayEnd: Date;
    }
);

export type NatalChart = {
  instant: Date;
  timeKnown: boolean;
  /** The system the cusps are in; null without a birth time. */
  houseSystem: HouseSystem | null;
  housesNote?: string;
  positions: BodyPosition[];
  ascendant?: ChartPoint;
  midheaven?: ChartPoint;
  /** Twelve cusps, the 1st house's first. */
  cusps?: ChartPoint[];
  aspects: ChartAspect[];
  /** Without a birth time: where the Moon was at the start and end of the local day. */
  moonRange?: MoonRange;
};

// A day's span: wide enough that even Pluto's motion dwarfs rounding, and a planet is mis-called
// only within hours of a station, when it barely moves either way.
const RETROGRADE_HALF_WINDOW_DAYS = 0.5;

function point(longitude: number): ChartPoint {
  const normalized = normalizeDegrees(longitude);
  return { longitude: normalized, ...zodiacPlace(normalized) };
}

/** A body's apparent geocentric longitude in the true ecliptic of date. */
export function planetLongitude(planet: Planet, time: AstroTime): number {
  if (planet === "Sun") return SunPosition(time).elon;
  if (planet === "Moon") return EclipticGeoMoon(time).lon;
  return Ecliptic(GeoVector(Body[planet], time, true)).elon;
}

/** The mean ascending node of the Moon's orbit (Meeus, Astronomical Algorithms, 47.7). */
export function meanNodeLongitude(time: AstroTime): number {
  const t = time.tt / 36525;
  return normalizeDegrees(125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60601919);
}

/**
 * The true (osculating) ascending node: the Moon's position and velocity in the true ecliptic of
 * date give its orbit's pole h = r × v, and the node lies where that orbit rises through the
 * ecliptic, at longitude atan2(hx, −hy).
 */
export function trueNodeLongitude(time: AstroTime): number {
  const state = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  const hx = state.y * state.vz - state.z * state.vy;
  const hy = state.z * state.vx - state.x * state.vz;
  return normalizeDegrees((Math.atan2(hx, -hy) * 180) / Math.PI);
}

const nodeLongitude = (kind: NodeKind, time: AstroTime) => (kind === "true" ? trueNodeLongitude(time) : meanNodeLongitude(time));

/** The sidereal frame of a place at an instant: apparent sidereal time and true obliquity of date. */
export function chartFrame(instant: Date, latitude: number, longitude: number): ChartFrame {
  const time = MakeTime(instant);
  return { ramc: localSiderealDegrees(SiderealTime(time), longitude), latitude, obliquity: e_tilt(time).tobl };
}

function bodyPositions(time: AstroTime, nodeKind: NodeKind): BodyPosition[] {
  const before = time.AddDays(-RETROGRADE_HALF_WINDOW_DAYS);
  const after = time.AddDays(RETROGRADE_HALF_WINDOW_DAYS);
  const planets = PLANETS.map((planet): BodyPosition => {
    const longitude = planetLongitude(planet, time);
    // The Sun and Moon never move backwards as seen from the Earth.
    const lights = planet === "Sun" || planet === "Moon";
    // Signed change folded into [-180, 180), so a crossing of 0° Aries reads as a small step.
    const change = lights ? 1 : normalizeDegrees(planetLongitude(planet, after) - planetLongitude(planet, before) + 180) - 180;
    return { body: planet, ...point(longitude), retrograde: change < 0 };
  });
  const node = nodeLongitude(nodeKind, time);
  // The true node, unlike the mean, sometimes moves forwards for a few days.
  const nodeRetrograde =
    nodeKind === "mean" || normalizeDegrees(nodeLongitude(nodeKind, after) - nodeLongitude(nodeKind, before) + 180) - 180 < 0;
  return [
    ...planets,
    { body: "North Node", ...point(node), retrograde: nodeRetrograde, node: nodeKind },
    { body: "South Node", ...point(node + 180), retrograde: nodeRetrograde, node: nodeKind },
  ];
}

/** The orb a pair may have: the lights' when either body is the Sun or the Moon (an angle counts as a planet). */
export function allowedOrb(a: Planet | ChartAngle, b: Planet | ChartAngle): number {
  const lights = (body: Planet | ChartAngle) => body === "Sun" || body === "Moon";
  return lights(a) || lights(b) ? LIGHTS_ORB : PLANETS_ORB;
}

/**
 * The major aspects between the ten planets (not the nodes), every pair once, and, given the
 * angles, from each planet to the Ascendant and the Midheaven: tightest first.
 */
export function chartAspects(positions: readonly BodyPosition[], angles?: Record<ChartAngle, number>): ChartAspect[] {
  const points: Array<{ body: Planet | ChartAngle; longitude: number }> = positions.filter(
    (position): position is BodyPosition & { body: Planet } => (PLANETS as readonly string[]).includes(position.body),
  );
  const planetCount = points.length;
  if (angles) for (const angle of CHART_ANGLES) points.push({ body: angle, longitude: angles[angle] });
  const aspects: ChartAspect[] = [];
  for (let i = 0; i < planetCount; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const from = points[i]!;
      const to = points[j]!;
      const apart = separation(from.longitude, to.longitude);
      const limit = allowedOrb(from.body, to.body);
      // At most one aspect fits: the angles are 60° apart and the widest orb is 8°.
      const found = CHART_ASPECTS.find(({ angle }) => Math.abs(apart - angle) <= limit);
      if (found)
        aspects.push({
          from: from.body as Planet,
          to: to.body,
          kind: found.kind,
          angle: found.angle,
          orb: Math.abs(apart - found.angle),
          allowedOrb: limit,
        });
    }
  }
  return aspects.sort((a, b) => a.orb - b.orb);
}

function moonAt(instant: Date): ChartPoint & { instant: Date } {
  return { instant, ...point(EclipticGeoMoon(MakeTime(instant)).lon) };
}

/** The chart of a birth. Throws a RangeError for an invalid instant. */
export function computeNatalChart(input: NatalChartInput): NatalChart {
  if (Number.isNaN(input.instant.getTime())) throw new RangeError("computeNatalChart needs a valid instant");
  const time = MakeTime(input.instant);
  const positions = bodyPositions(time, input.nodeKind ?? DEFAULT_NODE_KIND);
  if (!input.timeKnown) {
    const aspects = chartAspects(positions);
    const start = moonAt(input.dayStart);
    const end = moonAt(input.dayEnd);
    const signs: SignSlug[] = [start.sign];
    if (end.sign !== start.sign) signs.push(end.sign);
    return { instant: input.instant, timeKnown: false, houseSystem: null, positions, aspects, moonRange: { start, end, signs } };
  }

  const frame = chartFrame(input.instant, input.latitude, input.longitude);
  const houses = houseCusps(input.houseSystem, frame);
  const angles = { Ascendant: ascendant(frame), Midheaven: midheaven(frame) };
  return {
    instant: input.instant,
    timeKnown: true,
    houseSystem: houses.system,
    ...(houses.note ? { housesNote: houses.note } : {}),
    positions: positions.map((position) => ({ ...position, house: houseOf(position.longitude, houses.cusps) })),
    ascendant: point(angles.Ascendant),
    midheaven: point(angles.Midheaven),
    cusps: houses.cusps.map(point),
    aspects: chartAspects(positions, angles),
  };
}
