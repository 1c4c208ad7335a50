import { bench, describe } from "vitest";
import { chartWheelSvg } from "./chart-wheel.server";
import { interpretChart } from "./interpretations/interpret.server";
import { computeNatalChart } from "./natal-chart.server";

// Births scattered over 1900..2030 and latitudes 60° S..60° N, so no two charts share a moment.
let seed = 7;
function nextRandom(): number {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed / 2_147_483_647;
}
const randomBirth = () => ({
  instant: new Date(Date.UTC(1900, 0, 1) + nextRandom() * 130 * 365.25 * 86_400_000),
  latitude: -60 + nextRandom() * 120,
  longitude: -180 + nextRandom() * 360,
});

describe("birth chart", () => {
  bench("computeNatalChart, Placidus, time known", () => {
    computeNatalChart({ ...randomBirth(), houseSystem: "placidus", timeKnown: true });
  });

  bench("computeNatalChart, time unknown (the Moon's day range)", () => {
    const birth = randomBirth();
    computeNatalChart({
      ...birth,
      houseSystem: "placidus",
      timeKnown: false,
      dayStart: new Date(birth.instant.getTime() - 12 * 3_600_000),
      dayEnd: new Date(birth.instant.getTime() + 12 * 3_600_000),
    });
  });

  const chart = computeNatalChart({ ...randomBirth(), houseSystem: "placidus", timeKnown: true });
  bench("chartWheelSvg + interpretChart (the page's drawing and reading)", () => {
    chartWheelSvg(chart);
    interpretChart(chart);
  });
});
