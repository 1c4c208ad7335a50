import { bench, describe } from "vitest";
import { moonQuartersAfter, skyAt, skyForDay, sunIngresses } from "./sky.server";

const HOUR_MS = 3_600_000;
const START_MS = Date.UTC(2026, 0, 1);

describe("skyAt", () => {
  let step = 0;
  // Instants a few hours apart, as a day's pages would ask for: the new-moon lookup is mostly warm.
  bench("skyAt, successive instants 7 h apart", () => {
    skyAt(new Date(START_MS + (step++ % 10_000) * 7 * HOUR_MS));
  });

  let seed = 1;
  // Anywhere in 1950..2050: every call is likely a lunation never seen, so the new-moon search runs.
  bench("skyAt, scattered instants across a century", () => {
    seed = (seed * 48_271) % 2_147_483_647;
    skyAt(new Date(Date.UTC(1950, 0, 1) + (seed / 2_147_483_647) * 100 * 365.25 * 24 * HOUR_MS));
  });
});

describe("skyForDay", () => {
  skyForDay("2026-06-01", "Europe/Paris");
  bench("skyForDay, cache hit", () => {
    skyForDay("2026-06-01", "Europe/Paris");
  });
});

describe("sunIngresses", () => {
  let year = 1000;
  // Cycling through two thousand years outruns the 64-year cache, so every call computes.
  bench("sunIngresses(year), uncached", () => {
    sunIngresses(year);
    year = year === 3000 ? 1000 : year + 1;
  });
  bench("sunIngresses(year), cached", () => {
    sunIngresses(2026);
  });
});

describe("moonQuartersAfter", () => {
  bench("moonQuartersAfter(date, 4)", () => {
    moonQuartersAfter(new Date(START_MS), 4);
  });
});
