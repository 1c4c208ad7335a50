import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { normalizeDegrees } from "#app/zodiac/sky.ts";
import { houseOf } from "#app/features/charts/houses.ts";
import { CHART_ASPECTS, type ChartAspectKind, type NatalChart } from "#app/features/charts/natal-chart.server.ts";
import { longitudeAt, speedAt } from "./sky-track.server";
import { NATAL_POINTS, type NatalPoint } from "./transit-texts";

/**
 * Transits ([charts.transits]): today's sky against a birth chart. A transit is a body of the sky
 * (the Sun, the Moon, Mercury to Pluto) within a degree of one of the five major aspects to a
 * natal point (the ten planets and, with a birth time, the Ascendant and the Midheaven). One pass
 * of a transit is the span it stays within that degree; a slow planet that turns back may perfect
 * it up to three times in one pass. The moments are found on the interpolated sky of
 * sky-track.server.ts and refined by bisection to well under a minute.
 */

/** How close to exact, in degrees, a transit counts: the orb transits are read at. */
export const TRANSIT_ORB = 1;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The step at which a pass is scanned: short enough that no body can enter and leave the orb
 * between two steps (the Moon needs about four hours to cross two degrees, Mercury a day).
 */
const SCAN_STEP_MS: Record<Planet, number> = {
  Sun: 6 * HOUR_MS,
  Moon: HOUR_MS,
  Mercury: 3 * HOUR_MS,
  Venus: 6 * HOUR_MS,
  Mars: 6 * HOUR_MS,
  Jupiter: DAY_MS,
  Saturn: DAY_MS,
  Uranus: DAY_MS,
  Neptune: DAY_MS,
  Pluto: DAY_MS,
};

/** The longest a pass is followed either way: Pluto's, turning back over a point, lasts up to about two years. */
const LONGEST_PASS_MS = 900 * DAY_MS;

/**
 * Each body's greatest speed in longitude, in degrees a day, with a margin: the Moon at perigee
 * runs about 15.4°, Mercury 2.2°, Venus 1.26°, the Sun 1.02°, Mars 0.79°, Jupiter 0.24°, Saturn
 * 0.13°, Uranus 0.066°, Neptune and Pluto about 0.04°. A body that is `d` degrees from a line
 * cannot reach it in less than `d / speed` days, so every search below jumps that far at once:
 * no crossing is stepped over, and a slow planet's month far from any aspect costs one step.
 */
const TOP_SPEED_PER_DAY: Record<Planet, number> = {
  Sun: 1.1,
  Moon: 16.5,
  Mercury: 2.5,
  Venus: 1.4,
  Mars: 0.9,
  Jupiter: 0.28,
  Saturn: 0.15,
  Uranus: 0.08,
  Neptune: 0.05,
  Pluto: 0.05,
};
const topSpeedPerMs = (body: Planet) => TOP_SPEED_PER_DAY[body] / DAY_MS;

/** The shortest jump: finer than any pass or any turn of a planet, coarse enough to end a search near a line. */
const LEAST_STEP_MS = 5 * MINUTE_MS;

/** How long the body needs at least to cover `degrees`, as a step of a search. */
const safeStep = (body: Planet, degrees: number) => Math.max(LEAST_STEP_MS, degrees / topSpeedPerMs(body));

/** The slow planets: their transits last weeks or months, so they are told once and then referred to. */
export const SLOW_BODIES = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"] as const satisfies readonly Planet[];
export type SlowBody = (typeof SLOW_BODIES)[number];
export const isSlowBody = (body: Planet): body is SlowBody => (SLOW_BODIES as readonly Planet[]).includes(body);

export type Transit = {
  body: Planet;
  point: NatalPoint;
  kind: ChartAspectKind;
  angle: number;
  /** Where the natal point stands. */
  natalLongitude: number;
  /** The pass: when the orb came within TRANSIT_ORB and when it leaves it. */
  start: Date;
  end: Date;
  /** Every moment the aspect is exact in this pass (none when the body turns back short of it). */
  exactMoments: Date[];
};

/** A natal point's longitude; the angles only with a birth time. */
export function natalPoints(chart: NatalChart): Array<{ point: NatalPoint; longitude: number }> {
  const points: Array<{ point: NatalPoint; longitude: number }> = chart.positions
    .filter((position) => (PLANETS as readonly string[]).includes(position.body))
    .map((position) => ({ point: position.body as NatalPoint, longitude: position.longitude }));
  if (chart.ascendant) points.push({ point: "Ascendant", longitude: chart.ascendant.longitude });
  if (chart.midheaven) points.push({ point: "Midheaven", longitude: chart.midheaven.longitude });
  return points.sort((a, b) => NATAL_POINTS.indexOf(a.point) - NATAL_POINTS.indexOf(b.point));
}

type Target = { point: NatalPoint; kind: ChartAspectKind; angle: number; natalLongitude: number; longitude: number };

/**
 * The targets of each chart object while it is in use: a reader's day, calendar or edition asks
 * for the same chart's transits many times over. Held by the chart object itself (a WeakMap), so
 * they go when it goes and are never shared with another request.
 */
const targetsOfChart = new WeakMap<NatalChart, Target[]>();

function targetsOf(chart: NatalChart): Target[] {
  let targets = targetsOfChart.get(chart);
  if (!targets) targetsOfChart.set(chart, (targets = aspectTargets(chart)));
  return targets;
}

/** Every sky longitude that makes an aspect to a natal point: two for a sextile, square or trine. */
function aspectTargets(chart: NatalChart): Target[] {
  return natalPoints(chart).flatMap(({ point, longitude }) =>
    CHART_ASPECTS.flatMap(({ kind, angle }) => {
      const sides = angle === 0 || angle === 180 ? [angle] : [angle, -angle];
      return sides.map((side) => ({ point, kind, angle, natalLongitude: longitude, longitude: normalizeDegrees(longitude + side) }));
    }),
  );
}

/** The signed distance of the body from the target, -180..180: zero when the aspect is exact. */
const offsetFrom = (body: Planet, target: number, ms: number) => normalizeDegrees(longitudeAt(body, ms) - target + 180) - 180;

/** The moment in (low, high] where `inside` turns from one answer to the other, to a quarter of a minute. */
function bisect(low: number, high: number, inside: (ms: number) => boolean): number {
  const lowInside = inside(low);
  while (high - low > MINUTE_MS / 4) {
    const middle = (low + high) / 2;
    if (inside(middle) === lowInside) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The moment in [low, high] where a smooth `f` changes sign, to a quarter of a minute: false
 * position with the Illinois step (the end that stays put has its value halved), which needs a
 * handful of looks where halving the span needs twenty.
 */
function rootBetween(low: number, high: number, f: (ms: number) => number): number {
  let fLow = f(low);
  let fHigh = f(high);
  let kept: "low" | "high" | null = null;
  while (high - low > MINUTE_MS / 4) {
    let middle = (low * fHigh - high * fLow) / (fHigh - fLow);
    // Where the guess falls on or outside an end (a flat stretch), halve instead.
    if (!(middle > low && middle < high)) middle = (low + high) / 2;
    const fMiddle = f(middle);
    if (fMiddle === 0) return middle;
    if (fMiddle > 0 === fLow > 0) {
      low = middle;
      fLow = fMiddle;
      if (kept === "high") fHigh /= 2;
      kept = "high";
    } else {
      high = middle;
      fHigh = fMiddle;
      if (kept === "low") fLow /= 2;
      kept = "low";
    }
  }
  return high;
}

/** Where the orb is left, going forward (or back) from an instant inside it. */
function passEdge(body: Planet, target: number, from: number, direction: 1 | -1): number {
  // Negative inside the orb, positive outside, and smooth where the orb's edge is crossed.
  const beyondOrb = (ms: number) => Math.abs(offsetFrom(body, target, ms)) - TRANSIT_ORB;
  let inside = from;
  let left = -beyondOrb(from);
  while (Math.abs(inside - from) < LONGEST_PASS_MS) {
    // Still inside: it cannot leave before it has covered what is left of the orb.
    const next = inside + direction * safeStep(body, left);
    const nextLeft = -beyondOrb(next);
    if (nextLeft < 0) return direction === 1 ? rootBetween(inside, next, beyondOrb) : rootBetween(next, inside, (ms) => -beyondOrb(ms));
    inside = next;
    left = nextLeft;
  }
  return inside;
}

/**
 * Each moment within [from, to] at which `stateAt` changes, found by sampling at `step` and
 * refining by bisection. A change and its undoing within one step are not seen, so the step must be
 * shorter than anything the caller looks for.
 */
function changesBetween<T>(from: number, to: number, step: number, stateAt: (ms: number) => T): Array<{ at: number; after: T }> {
  const changes: Array<{ at: number; after: T }> = [];
  let previous = from;
  let before = stateAt(from);
  while (previous < to) {
    const next = Math.min(previous + step, to);
    const after = stateAt(next);
    if (after !== before) {
      const state = before;
      changes.push({ at: bisect(previous, next, (ms) => stateAt(ms) === state), after });
    }
    previous = next;
    before = after;
  }
  return changes;
}

/** Every moment within the pass at which the offset passes through zero. */
function exactMomentsIn(body: Planet, target: number, start: number, end: number): Date[] {
  const moments: Date[] = [];
  let at = start;
  let offset = offsetFrom(body, target, at);
  while (at < end) {
    // It cannot reach exact before it has covered the distance to it.
    const next = Math.min(at + safeStep(body, Math.abs(offset)), end);
    const nextOffset = offsetFrom(body, target, next);
    if (nextOffset > 0 !== offset > 0) moments.push(new Date(rootBetween(at, next, (ms) => offsetFrom(body, target, ms))));
    at = next;
    offset = nextOffset;
  }
  return moments;
}

function passThrough(body: Planet, target: Target, inside: number): Transit {
  const start = passEdge(body, target.longitude, inside, -1);
  const end = passEdge(body, target.longitude, inside, 1);
  return {
    body,
    point: target.point,
    kind: target.kind,
    angle: target.angle,
    natalLongitude: target.natalLongitude,
    start: new Date(start),
    end: new Date(end),
    exactMoments: exactMomentsIn(body, target.longitude, start, end),
  };
}

/**
 * Every pass of every transit that is within the orb at some moment of [from, to): each found by
 * scanning the span, then followed out to its own start and end, which may lie far outside it.
 */
export function transitsBetween(chart: NatalChart, from: Date, to: Date, bodies: readonly Planet[] = PLANETS): Transit[] {
  const transits: Transit[] = [];
  const targets = targetsOf(chart);
  const first = from.getTime();
  // The scan's last look is the span's end, so a pass that begins just before it is seen.
  const last = to.getTime() - 1;
  for (const body of bodies) {
    const reach = topSpeedPerMs(body) * (last - first);
    const startLongitude = longitudeAt(body, first);
    for (const target of targets) {
      // A target further than the body can travel in the span is left at once.
      const startGap = Math.abs(normalizeDegrees(startLongitude - target.longitude + 180) - 180) - TRANSIT_ORB;
      if (startGap > reach) continue;
      let ms = first;
      while (ms <= last) {
        const gap = Math.abs(offsetFrom(body, target.longitude, ms)) - TRANSIT_ORB;
        if (gap <= 0) {
          const pass = passThrough(body, target, ms);
          transits.push(pass);
          ms = pass.end.getTime() + LEAST_STEP_MS;
        } else ms = ms === last ? last + 1 : Math.min(ms + safeStep(body, gap), last);
      }
    }
  }
  return transits;
}

/** The exact moment of a pass nearest to an instant, or null when the pass never perfects. */
export function nearestExact(transit: Transit, at: Date): Date | null {
  let nearest: Date | null = null;
  for (const moment of transit.exactMoments) {
    if (!nearest || Math.abs(moment.getTime() - at.getTime()) < Math.abs(nearest.getTime() - at.getTime())) nearest = moment;
  }
  return nearest;
}

/** How far from exact the transit is at an instant, in degrees, and whether it is closing in. */
export function orbAt(transit: Pick<Transit, "body" | "angle" | "natalLongitude">, at: Date): { orb: number; applying: boolean } {
  const ms = at.getTime();
  const apart = normalizeDegrees(longitudeAt(transit.body, ms) - transit.natalLongitude + 180) - 180;
  const orb = Math.abs(Math.abs(apart) - transit.angle);
  // The separation grows with the body's motion when the body is on the side it is moving away to.
  const widening = Math.sign(apart || 1) * speedAt(transit.body, ms);
  return { orb, applying: Math.abs(apart) > transit.angle ? widening < 0 : widening > 0 };
}

export type Station = { body: Planet; turns: "retrograde" | "direct"; at: Date; longitude: number };

/** The planets that stand still and turn within [from, to). */
export function stationsBetween(from: Date, to: Date): Station[] {
  return PLANETS.filter((body) => body !== "Sun" && body !== "Moon").flatMap((body) =>
    changesBetween(from.getTime(), to.getTime(), 6 * HOUR_MS, (ms) => speedAt(body, ms) > 0).map(({ at, after }): Station => ({
      body,
      turns: after ? "direct" : "retrograde",
      at: new Date(at),
      longitude: longitudeAt(body, at),
    })),
  );
}

export type HouseIngress = { body: Planet; house: number; at: Date };

/** Each moment a body of the sky enters another house of the birth chart within [from, to). */
export function houseIngressesBetween(cusps: readonly number[], from: Date, to: Date, bodies: readonly Planet[] = PLANETS): HouseIngress[] {
  return bodies
    .flatMap((body) =>
      changesBetween(from.getTime(), to.getTime(), SCAN_STEP_MS[body], (ms) => houseOf(longitudeAt(body, ms), cusps)).map(
        ({ at, after }): HouseIngress => ({ body, house: after, at: new Date(at) }),
      ),
    )
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The natal house the Moon of the sky is in at an instant. */
export function moonHouseAt(cusps: readonly number[], at: Date): number {
  return houseOf(longitudeAt("Moon", at.getTime()), cusps);
}
