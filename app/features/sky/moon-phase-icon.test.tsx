import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { litPath, MoonPhaseIcon } from "./moon-phase-icon";
import { degreeInSign } from "#app/zodiac/sky.ts";
import { percentLit } from "./sky-words";

test("[sky.moon-tonight] the drawing is an image named by its label, or hidden decoration without one", () => {
  const labelled = renderToStaticMarkup(createElement(MoonPhaseIcon, { elongation: 130, label: "Waxing Gibbous, 82% lit" }));
  expect(labelled).toContain('role="img"');
  expect(labelled).toContain('aria-label="Waxing Gibbous, 82% lit"');
  const decoration = renderToStaticMarkup(createElement(MoonPhaseIcon, { elongation: 130 }));
  expect(decoration).toContain('aria-hidden="true"');
  expect(decoration).not.toContain("role=");
});

test("[sky.moon-calendar] the lit side is on the right while waxing and on the left while waning", () => {
  // The outer arc runs from the top to the bottom through the lit side: clockwise (sweep 1) on the right.
  expect(litPath(45)).toBe("M 12 2 A 10 10 0 0 1 12 22 A 7.071 10 0 0 0 12 2 Z");
  expect(litPath(135)).toBe("M 12 2 A 10 10 0 0 1 12 22 A 7.071 10 0 0 1 12 2 Z");
  expect(litPath(225)).toBe("M 12 2 A 10 10 0 0 0 12 22 A 7.071 10 0 0 0 12 2 Z");
  expect(litPath(315)).toBe("M 12 2 A 10 10 0 0 0 12 22 A 7.071 10 0 0 1 12 2 Z");
  // At the quarters the terminator is a straight line.
  expect(litPath(90)).toContain("A 0.000 10");
});

test("[sky.retrograde-calendar] a place is written in whole degrees and truncated arcminutes within its sign", () => {
  expect(degreeInSign("aries", 9.59)).toBe("9°35′ Aries");
  expect(degreeInSign("pisces", 29.999)).toBe("29°59′ Pisces");
  expect(degreeInSign("leo", 4)).toBe("4°00′ Leo");
  expect(percentLit(82.4)).toBe("82% lit");
  expect(percentLit(99.7)).toBe("100% lit");
});
