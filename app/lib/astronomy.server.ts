import { DeltaT_EspenakMeeus, SetDeltaTFunction } from "astronomy-engine";

/**
 * astronomy-engine, with ΔT (TT − UT) from observation where it has been observed
 * ([sky.delta-t]). The library's own ΔT is Espenak and Meeus' 2005 polynomial, which foresaw
 * 75 s for 2026; the Earth has since turned faster and the measured value is 69 s, so every
 * instant found from a position (a Moon phase, a station) would come out about 6 s early. The
 * site's astronomy imports the library from here, so the correction holds in every process.
 */
export * from "astronomy-engine";
// The four outer planets from fuller series than the library's own ([sky.outer-planets]); these
// names shadow the library's in every module that imports it from here.
export { GeoVector, HelioVector } from "./outer-planets.server";

/** Measured ΔT in seconds on 1 January of each year (IERS and USNO figures). */
const OBSERVED_DELTA_T: ReadonlyArray<readonly [number, number]> = [
  [1955, 31.1],
  [1960, 33.15],
  [1965, 35.73],
  [1970, 40.18],
  [1975, 45.48],
  [1980, 50.54],
  [1985, 54.34],
  [1990, 56.86],
  [1995, 60.78],
  [2000, 63.83],
  [2005, 64.69],
  [2010, 66.07],
  [2015, 67.64],
  [2017, 68.59],
  [2019, 69.22],
  [2020, 69.36],
  [2022, 69.29],
  [2024, 69.18],
  [2026, 69.1],
];

const DAYS_PER_YEAR = 365.25;
const J2000_YEAR = 2000;
// After the last measurement the polynomial's growth is kept but its 2026 excess fades out over
// this many years: no one can foresee the Earth's rotation, and within decades the two agree again.
const FADE_YEARS = 50;

const yearOf = (ut: number) => J2000_YEAR + ut / DAYS_PER_YEAR;
const utOf = (year: number) => (year - J2000_YEAR) * DAYS_PER_YEAR;

const [FIRST_YEAR] = OBSERVED_DELTA_T[0]!;
const [LAST_YEAR, LAST_VALUE] = OBSERVED_DELTA_T.at(-1)!;
// How far the polynomial runs ahead of the last measurement, in seconds.
const FORECAST_EXCESS = DeltaT_EspenakMeeus(utOf(LAST_YEAR)) - LAST_VALUE;

/** ΔT in seconds for `ut` days after J2000 (the library's time argument); every instant the library makes asks it. */
export function deltaTSeconds(ut: number): number {
  const year = yearOf(ut);
  if (year <= FIRST_YEAR) return DeltaT_EspenakMeeus(ut);
  if (year >= LAST_YEAR) return DeltaT_EspenakMeeus(ut) - FORECAST_EXCESS * Math.max(0, 1 - (year - LAST_YEAR) / FADE_YEARS);
  const next = OBSERVED_DELTA_T.findIndex(([each]) => each > year);
  const [y0, v0] = OBSERVED_DELTA_T[next - 1]!;
  const [y1, v1] = OBSERVED_DELTA_T[next]!;
  return v0 + ((v1 - v0) * (year - y0)) / (y1 - y0);
}

SetDeltaTFunction(deltaTSeconds);
