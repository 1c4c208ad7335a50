import { expect, test } from "vitest";
import { partnerInputFromForm, partnerInputSchema } from "./partner-input";
import { PARTNER_MESSAGES } from "./partners";

const VALID = { label: "Moon & Co. Crystals", url: "https://partner.example/crystals?ref=cd", card: "love", signs: [], active: true };

/** The first message a candidate is refused with, or null when it is accepted. */
function refusal(candidate: unknown): string | null {
  const result = partnerInputSchema.safeParse(candidate);
  return result.success ? null : result.error.issues[0]!.message;
}

test("[partners.validation] a label of 1 to 80 characters, trimmed", () => {
  expect(partnerInputSchema.parse({ ...VALID, label: "  Moon  " }).label).toBe("Moon");
  expect(refusal({ ...VALID, label: "" })).toBe(PARTNER_MESSAGES.labelRequired);
  expect(refusal({ ...VALID, label: "   " })).toBe(PARTNER_MESSAGES.labelRequired);
  expect(refusal({ ...VALID, label: undefined })).toBe(PARTNER_MESSAGES.labelRequired);
  expect(refusal({ ...VALID, label: 42 })).toBe(PARTNER_MESSAGES.labelRequired);
  expect(refusal({ ...VALID, label: "a".repeat(80) })).toBeNull();
  expect(refusal({ ...VALID, label: "a".repeat(81) })).toBe(PARTNER_MESSAGES.labelTooLong);
});

test("[partners.validation] the URL is https:// or http:// only, at most 2000 characters, and stored normalised", () => {
  expect(partnerInputSchema.parse({ ...VALID, url: " HTTPS://Partner.EXAMPLE/a b?x=1 " }).url).toBe("https://partner.example/a%20b?x=1");
  expect(partnerInputSchema.parse({ ...VALID, url: "http://partner.example" }).url).toBe("http://partner.example/");
  for (const url of [
    "javascript:alert(1)",
    "ftp://partner.example/a",
    "mailto:someone@partner.example",
    "data:text/html,hi",
    "https:partner.example",
    "//partner.example/a",
    "/relative/path",
    "partner.example",
    "https://",
    "https:// spaced.example",
  ]) {
    expect(refusal({ ...VALID, url }), url).toBe(PARTNER_MESSAGES.urlScheme);
  }
  expect(refusal({ ...VALID, url: "" })).toBe(PARTNER_MESSAGES.urlRequired);
  expect(refusal({ ...VALID, url: null })).toBe(PARTNER_MESSAGES.urlRequired);
  expect(refusal({ ...VALID, url: "https://user:secret@partner.example/" })).toBe(PARTNER_MESSAGES.urlCredentials);
  const base = "https://partner.example/";
  expect(refusal({ ...VALID, url: base + "a".repeat(2000 - base.length) })).toBeNull();
  expect(refusal({ ...VALID, url: base + "a".repeat(2001 - base.length) })).toBe(PARTNER_MESSAGES.urlTooLong);
  // Within the limit as typed, over it once encoded.
  expect(refusal({ ...VALID, url: base + "é".repeat(1000) })).toBe(PARTNER_MESSAGES.urlTooLong);
});

test("[partners.validation] the card is love, career or ritual; signs are real sign slugs, each once, in zodiac order", () => {
  for (const card of ["love", "career", "ritual"]) expect(refusal({ ...VALID, card }), card).toBeNull();
  for (const card of ["mood", "overview", "", "Love", 1]) expect(refusal({ ...VALID, card }), String(card)).toBe(PARTNER_MESSAGES.card);
  expect(partnerInputSchema.parse({ ...VALID, signs: ["pisces", "leo", "aries", "leo"] }).signs).toEqual(["aries", "leo", "pisces"]);
  expect(partnerInputSchema.parse({ label: VALID.label, url: VALID.url, card: "career" })).toMatchObject({ signs: [], active: true });
  for (const signs of [["ophiuchus"], ["Leo"], "leo", [1], null]) {
    expect(refusal({ ...VALID, signs }), JSON.stringify(signs)).toBe(PARTNER_MESSAGES.signs);
  }
  expect(refusal({ ...VALID, active: "yes" })).toBe(PARTNER_MESSAGES.active);
});

test("[partners.validation] the admin form's fields read as a partner", () => {
  const form = new FormData();
  form.set("label", "Tarot Deck Shop");
  form.set("url", "https://partner.example/tarot");
  form.set("card", "ritual");
  form.append("signs", "leo");
  form.append("signs", "virgo");
  form.set("active", "on");
  expect(partnerInputSchema.parse(partnerInputFromForm(form))).toEqual({
    label: "Tarot Deck Shop",
    url: "https://partner.example/tarot",
    card: "ritual",
    signs: ["leo", "virgo"],
    active: true,
  });
  form.delete("active");
  expect(partnerInputSchema.parse(partnerInputFromForm(form)).active).toBe(false);
});
