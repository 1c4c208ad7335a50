// `npx tsx tests/measures/moon-phase-gaps.ts`: the figures behind [sky.moon-phases] and
// [sky.delta-t] in docs/benchmarks.md. The site's quarters of 2026 and 2027 against the Swiss
// Ephemeris' (tests/fixtures/moon-quarters-swiss-ephemeris.json), three ways: as the site finds
// them now; with apparent longitudes but the library's own ΔT; and as the library finds them
// (geometric longitudes, its ΔT). Positive gaps are late.
import { readFileSync } from "node:fs";
import { DeltaT_EspenakMeeus, deltaTSeconds, NextMoonQuarter, SearchMoonQuarter, SetDeltaTFunction } from "#app/lib/astronomy.server.ts";
import { moonQuartersBetween } from "#app/features/sky/moon.server.ts";

type Reference = { quarters: Array<{ name: string; at: string }> };
const reference = JSON.parse(readFileSync(new URL("../fixtures/moon-quarters-swiss-ephemeris.json", import.meta.url), "utf8")) as Reference;
const from = new Date("2026-01-01T00:00:00Z");
const to = new Date("2028-01-01T00:00:00Z");

function report(label: string, instants: Date[]): void {
  if (instants.length !== reference.quarters.length)
    throw new Error(`${label}: ${instants.length} quarters, expected ${reference.quarters.length}`);
  const gaps = instants.map((at, index) => (at.getTime() - Date.parse(reference.quarters[index]!.at)) / 1000);
  const sizes = gaps.map(Math.abs).sort((a, b) => a - b);
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  const at = (share: number) => sizes[Math.min(sizes.length - 1, Math.floor(sizes.length * share))]!.toFixed(1);
  console.log(`${label}: mean ${mean.toFixed(1)} s, median ${at(0.5)} s, 95th percentile ${at(0.95)} s, largest ${at(1)} s`);
}

report(
  "now (apparent, measured ΔT)",
  moonQuartersBetween(from, to).map((quarter) => quarter.at),
);
SetDeltaTFunction(DeltaT_EspenakMeeus);
report(
  "apparent, the library's ΔT",
  moonQuartersBetween(from, to).map((quarter) => quarter.at),
);
const geometric: Date[] = [];
for (let quarter = SearchMoonQuarter(from); quarter.time.date < to; quarter = NextMoonQuarter(quarter)) geometric.push(quarter.time.date);
report("the library's own (geometric, its ΔT)", geometric);
SetDeltaTFunction(deltaTSeconds);
