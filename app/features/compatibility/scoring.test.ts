import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { BAR_CLASSES, barTone, FIELD_LABELS, HEADINGS, pairPath, SCORE_RANGES, scoreTier, TIERS, verdictOf, VERDICTS } from "./scoring";

test("[compat.score-ranges] [compat.tiers] [compat.verdict] [signs.compatibility-tool] score ranges, tier names, verdicts, picker labels and headings, word for word", () => {
  expect(SCORE_RANGES).toEqual({
    same: { min: 80, max: 99 },
    complementary: { min: 65, max: 94 },
    opposing: { min: 40, max: 69 },
    neutral: { min: 50, max: 89 },
  });
  expect(TIERS).toEqual({
    powerful: "Powerful Connection",
    strong: "Strong Potential",
    interesting: "Interesting Dynamic",
    challenging: "Challenging Match",
  });
  expect(VERDICTS).toEqual({ click: "Click", clash: "Clash" });
  expect(FIELD_LABELS).toEqual({ first: "First Sign", second: "Second Sign" });
  expect(HEADINGS).toEqual({ choose: "Choose Two Signs to Compare", again: "Try Another Pairing" });
  expect(pairPath("leo", "libra")).toBe("/signs/leo/compatibility/libra");
});

test.each([
  [99, TIERS.powerful, "green", VERDICTS.click],
  [80, TIERS.powerful, "green", VERDICTS.click],
  [79, TIERS.strong, "emerald", VERDICTS.click],
  [65, TIERS.strong, "emerald", VERDICTS.click],
  [64, TIERS.interesting, "yellow", VERDICTS.clash],
  [50, TIERS.interesting, "yellow", VERDICTS.clash],
  [49, TIERS.challenging, "red", VERDICTS.clash],
  [40, TIERS.challenging, "red", VERDICTS.clash],
] as const)("[compat.tiers] [compat.bar] [compat.verdict] a score of %i is '%s', a %s bar and '%s'", (score, tier, tone, verdict) => {
  expect(scoreTier(score)).toBe(tier);
  expect(barTone(score)).toBe(tone);
  expect(verdictOf(score)).toBe(verdict);
});

// The score itself (base + today's sky) is tested in pair-score.test.ts, and on the real sky of a
// year in app/routes/_pair-day.server.test.ts.

// WCAG AA for the score printed on the bar: Tailwind's palette is read from its own theme file.
const require = createRequire(import.meta.url);
const THEME = readFileSync(require.resolve("tailwindcss/theme.css"), "utf8");

function luminanceOf(color: string): number {
  if (color === "white") return 1;
  const match = THEME.match(new RegExp(`--color-${color}: oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`));
  if (!match) throw new Error(`no colour ${color} in Tailwind's theme`);
  const [lightness, chroma, hue] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const red = clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const green = clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const blue = clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

test.each(Object.entries(BAR_CLASSES))("[compat.bar] the %s bar keeps its text at 4.5:1 or better", (tone, classes) => {
  const fill = classes.match(/\bbg-([a-z]+-\d+)/)![1]!;
  const text = classes.match(/\btext-((?:[a-z]+-\d+)|white)/)![1]!;
  expect(fill.startsWith(tone === "yellow" ? "yellow" : tone)).toBe(true);
  const [lighter, darker] = [luminanceOf(fill), luminanceOf(text)].sort((x, y) => y - x) as [number, number];
  expect((lighter + 0.05) / (darker + 0.05)).toBeGreaterThanOrEqual(4.5);
});
