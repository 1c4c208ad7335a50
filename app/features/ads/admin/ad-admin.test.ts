import { expect, test } from "vitest";
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
