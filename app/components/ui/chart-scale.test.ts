import { expect, test } from "vitest";
import { chartScale, labelStep } from "./chart-scale";

test("a chart's scale tops the largest value with steps of 1, 2 or 5 times a power of ten", () => {
  expect(chartScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  expect(chartScale(1)).toEqual({ max: 1, ticks: [0, 1] });
  expect(chartScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
  expect(chartScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
  expect(chartScale(10)).toEqual({ max: 10, ticks: [0, 5, 10] });
  expect(chartScale(97)).toEqual({ max: 100, ticks: [0, 50, 100] });
  expect(chartScale(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
  for (const largest of [1, 2, 9, 11, 45, 333, 8001]) {
    const { max, ticks } = chartScale(largest);
    expect(max).toBeGreaterThanOrEqual(largest);
    expect(ticks.at(-1)).toBe(max);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(6);
  }
});

test("the axis names at most eight days, every day for a week, every fifth for a month", () => {
  expect(labelStep(1)).toBe(1);
  expect(labelStep(7)).toBe(1);
  expect(labelStep(30)).toBe(5);
  expect(labelStep(366)).toBe(56);
  for (let days = 1; days <= 366; days++) expect(Math.ceil(days / labelStep(days))).toBeLessThanOrEqual(8);
});
