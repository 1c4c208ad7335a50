import { MakeTime } from "#app/lib/astronomy.server.ts";
import type { Planet } from "#app/zodiac/planets.ts";
import { normalizeDegrees } from "#app/zodiac/sky.ts";
import { planetLongitude } from "#app/features/charts/natal-chart.server.ts";

/**
 * Where each body of the sky stands at any instant, read from samples of the full ephemeris at
 * fixed steps and interpolated between them (a cubic through the four samples around the instant).
 * A step of six hours for the Moon and a day for the rest keeps the interpolation within an
 * arcsecond of the ephemeris itself (a test holds it), while a year of transits needs a few thousand
 * ephemeris evaluations instead of millions. Samples are kept in blocks, shared by every chart:
 * they are the sky's, not anyone's birth data.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The distance between two samples of a body's longitude. */
export const SAMPLE_STEP_MS: Record<Planet, number> = {
  Sun: DAY_MS,
  Moon: 6 * HOUR_MS,
  Mercury: DAY_MS,
  Venus: DAY_MS,
  Mars: DAY_MS,
  Jupiter: DAY_MS,
  Saturn: DAY_MS,
  Uranus: DAY_MS,
  Neptune: DAY_MS,
  Pluto: DAY_MS,
};

const BLOCK_SAMPLES = 64;
/** About 2 MB of samples at most: decades of every body. The oldest block is forgotten first. */
const MAX_BLOCKS = 4000;
/** Each body's blocks by their index: a number key, since every longitude read looks up four samples. */
const blocks = new Map<Planet, Map<number, Float64Array>>();
/** The order blocks were made in, across bodies, for forgetting the oldest. */
const made: Array<[Planet, number]> = [];

function block(body: Planet, index: number): Float64Array {
  let own = blocks.get(body);
  if (!own) blocks.set(body, (own = new Map()));
  let samples = own.get(index);
  if (!samples) {
    samples = new Float64Array(BLOCK_SAMPLES);
    const step = SAMPLE_STEP_MS[body];
    const first = index * BLOCK_SAMPLES;
    for (let i = 0; i < BLOCK_SAMPLES; i++) samples[i] = planetLongitude(body, MakeTime(new Date((first + i) * step)));
    if (made.length >= MAX_BLOCKS) {
      const [oldBody, oldIndex] = made.shift()!;
      blocks.get(oldBody)!.delete(oldIndex);
      if (lastRead.get(oldBody)?.index === oldIndex) lastRead.delete(oldBody);
    }
    made.push([body, index]);
    own.set(index, samples);
  }
  return samples;
}

/** The block each body read last: nearly every read falls in the same block as the one before. */
const lastRead = new Map<Planet, { index: number; samples: Float64Array }>();

function blockAt(body: Planet, index: number): Float64Array {
  let last = lastRead.get(body);
  if (last?.index !== index) lastRead.set(body, (last = { index, samples: block(body, index) }));
  return last.samples;
}

function sample(body: Planet, n: number): number {
  const index = Math.floor(n / BLOCK_SAMPLES);
  return blockAt(body, index)[n - index * BLOCK_SAMPLES]!;
}

/** A sample unwrapped against the first of the four, so a crossing of 0° Aries reads as a small step. */
function unwrapped(value: number, first: number): number {
  const step = value - first;
  return step > 180 ? value - 360 : step < -180 ? value + 360 : value;
}

/** The body's apparent geocentric longitude of date at `ms`, 0..360. */
export function longitudeAt(body: Planet, ms: number): number {
  const step = SAMPLE_STEP_MS[body];
  const x = ms / step;
  const n = Math.floor(x) - 1;
  const u = x - n; // 1..2: between the second and the third of the four samples
  const index = Math.floor(n / BLOCK_SAMPLES);
  const first = n - index * BLOCK_SAMPLES;
  let y0: number, y1: number, y2: number, y3: number;
  if (first <= BLOCK_SAMPLES - 4) {
    // The four samples in one block, as they nearly always are.
    const samples = blockAt(body, index);
    y0 = samples[first]!;
    y1 = unwrapped(samples[first + 1]!, y0);
    y2 = unwrapped(samples[first + 2]!, y0);
    y3 = unwrapped(samples[first + 3]!, y0);
  } else {
    y0 = sample(body, n);
    y1 = unwrapped(sample(body, n + 1), y0);
    y2 = unwrapped(sample(body, n + 2), y0);
    y3 = unwrapped(sample(body, n + 3), y0);
  }
  // Lagrange's cubic through (0, y0), (1, y1), (2, y2), (3, y3).
  const value =
    (-y0 * (u - 1) * (u - 2) * (u - 3)) / 6 +
    (y1 * u * (u - 2) * (u - 3)) / 2 -
    (y2 * u * (u - 1) * (u - 3)) / 2 +
    (y3 * u * (u - 1) * (u - 2)) / 6;
  return normalizeDegrees(value);
}

/** Degrees a day the body is moving at `ms`: negative while it is retrograde. */
export function speedAt(body: Planet, ms: number): number {
  const span = Math.min(SAMPLE_STEP_MS[body], DAY_MS) / 8;
  const change = normalizeDegrees(longitudeAt(body, ms + span) - longitudeAt(body, ms - span) + 180) - 180;
  return (change / (2 * span)) * DAY_MS;
}
