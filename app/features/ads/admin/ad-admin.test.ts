import { expect, test } from "vitest";
import { chartScale, figuresBySlot, formatCtr, lastDays, shortDay, sumCounts } from "#app/features/ads/ad-figures.ts";
import { parseInput } from "#app/lib/command.ts";
import { adFormValuesOf, exampleSignName, NEW_AD_VALUES, previewAdOf, previewImageUrl } from "./ad-form-values";
import { adInputFromForm, adInputSchema } from "./ad-input";
import { adStatus } from "./ad-status";

const now = new Date("2026-06-15T12:00:00Z");
const before = new Date("2026-06-01T00:00:00Z");
const after = new Date("2026-07-01T00:00:00Z");

test("[ads.admin] an ad's status follows its switch and its dates, as the server serves it", () => {
  expect(adStatus({ active: true, startsAt: null, endsAt: null }, now)).toBe("active");
  expect(adStatus({ active: true, startsAt: before, endsAt: after }, now)).toBe("active");
  expect(adStatus({ active: true, startsAt: now, endsAt: null }, now)).toBe("active");
  expect(adStatus({ active: false, startsAt: null, endsAt: null }, now)).toBe("paused");
  expect(adStatus({ active: true, startsAt: after, endsAt: null }, now)).toBe("scheduled");
  expect(adStatus({ active: false, startsAt: after, endsAt: null }, now)).toBe("paused");
  expect(adStatus({ active: true, startsAt: null, endsAt: before }, now)).toBe("ended");
  expect(adStatus({ active: true, startsAt: null, endsAt: now }, now)).toBe("ended");
  expect(adStatus({ active: false, startsAt: null, endsAt: before }, now)).toBe("ended");
});

test("[ads.admin] the click-through rate is clicks per impression to one decimal, and a dash before any impression", () => {
  expect(formatCtr(0, 0)).toBe("—");
  expect(formatCtr(3, 0)).toBe("—");
  expect(formatCtr(0, 40)).toBe("0.0%");
  expect(formatCtr(1, 3)).toBe("33.3%");
  expect(formatCtr(2, 3)).toBe("66.7%");
  expect(formatCtr(1, 8)).toBe("12.5%");
  expect(formatCtr(5, 5)).toBe("100.0%");
});

test("[ads.admin] the figures cover the last 30 days per slot, zeros where nothing happened", () => {
  const days = lastDays("2026-03-02");
  expect(days).toHaveLength(30);
  expect(days[0]).toBe("2026-02-01");
  expect(days.at(-1)).toBe("2026-03-02");
  const rows = [
    { day: "2026-03-01", slot: "footer-grid", impressions: 4, viewable: 2, clicks: 1 },
    { day: "2026-03-02", slot: "hero-banner", impressions: 10, viewable: 6, clicks: 2 },
    { day: "2026-03-01", slot: "hero-banner", impressions: 5, viewable: 5, clicks: 0 },
    // Older than the period: left out, so the chart and the totals agree.
    { day: "2026-01-31", slot: "hero-banner", impressions: 99, viewable: 99, clicks: 99 },
  ];
  const figures = figuresBySlot(rows, days, ["modal-vignette", "hero-banner"]);
  expect(figures.map((entry) => entry.slot)).toEqual(["hero-banner", "footer-grid", "modal-vignette"]);
  const hero = figures[0]!;
  expect(hero.days).toHaveLength(30);
  expect(hero.days.at(-1)).toEqual({ day: "2026-03-02", impressions: 10, viewable: 6, clicks: 2 });
  expect(hero.days[0]).toEqual({ day: "2026-02-01", impressions: 0, viewable: 0, clicks: 0 });
  expect(hero.totals).toEqual({ impressions: 15, viewable: 11, clicks: 2 });
  expect(figures[2]!.totals).toEqual({ impressions: 0, viewable: 0, clicks: 0 });
  expect(sumCounts(figures.map((entry) => entry.totals))).toEqual({ impressions: 19, viewable: 13, clicks: 3 });
  expect(shortDay("2026-03-02")).toBe("Mar 2");
});

test("[ads.admin] a chart's scale tops the largest value with steps of 1, 2 or 5 times a power of ten", () => {
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

test("[ads.inventory] the preview shows the ad as readers would get it: {sign} filled, the default button text, only usable images", () => {
  const values = { ...NEW_AD_VALUES, name: "Spring", headline: "Hello {sign}", subtext: "For {sign} only", imageUrl: "https://ex" };
  const ad = previewAdOf(values, exampleSignName(["leo", "virgo"]));
  expect(ad).toMatchObject({ headline: "Hello Leo", subtext: "For Leo only", ctaText: "Learn More", imageUrl: null });
  expect(exampleSignName([])).toBe("Aries");
  expect(exampleSignName(["not-a-sign"])).toBe("Aries");
  expect(previewImageUrl("/ads/banner.png")).toBe("/ads/banner.png");
  expect(previewImageUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
  for (const unusable of ["", "h", "https://", "https://cdn", "//evil.example/a.png", "javascript:alert(1)", "/a\\b"]) {
    expect(previewImageUrl(unusable), unusable).toBeNull();
  }
});

test("[ads.inventory] a stored ad round-trips through the form's values, and each field gets its own message", () => {
  const input = adInputSchema.parse({
    ...NEW_AD_VALUES,
    name: "Summer",
    linkUrl: "https://example.com",
    headline: "Hi",
    startsAt: "2026-06-01T08:00:00.000Z",
    endsAt: "",
    slots: ["hero-banner"],
    weight: "7",
  });
  const values = adFormValuesOf(input, "Europe/Paris");
  expect(values).toMatchObject({ name: "Summer", startsAt: "2026-06-01T10:00", endsAt: "", weight: "7", slots: ["hero-banner"] });

  const form = new FormData();
  form.set("type", "image");
  form.set("linkUrl", "ftp://example.com");
  form.set("weight", "500");
  const result = parseInput(adInputSchema, adInputFromForm(form, "Europe/Paris"));
  expect(result.ok).toBe(false);
  expect(!result.ok && result.fields).toMatchObject({
    name: "Name is required",
    linkUrl: "Link URL must be an http(s) address",
    slots: "Choose at least one slot",
    pageTypes: "Choose at least one page type",
    weight: "Weight is 1 to 100",
  });
});
