import { expect, test } from "vitest";
import { campaignSlug, withUtm } from "./utm";

const TAGS = { source: "site", medium: "love-card", campaign: "moon-co" };

test("[partners.link] [products.link] the tags are added and the address keeps its own query and fragment", () => {
  const href = new URL(withUtm("https://shop.example.com/l/crystals?ref=a#top", TAGS)!);
  expect(href.origin + href.pathname).toBe("https://shop.example.com/l/crystals");
  expect(href.searchParams.get("ref")).toBe("a");
  expect(href.searchParams.get("utm_source")).toBe("site");
  expect(href.searchParams.get("utm_medium")).toBe("love-card");
  expect(href.searchParams.get("utm_campaign")).toBe("moon-co");
  expect(href.hash).toBe("#top");
});

test("[partners.link] tags the address already carried are replaced, never doubled", () => {
  const href = new URL(withUtm("http://partner.example/?utm_source=them&utm_campaign=old", TAGS)!);
  expect(href.searchParams.getAll("utm_source")).toEqual(["site"]);
  expect(href.searchParams.getAll("utm_campaign")).toEqual(["moon-co"]);
});

test("[partners.link] only http(s) addresses are linked", () => {
  for (const address of ["javascript:alert(1)", "ftp://example.com/a", "mailto:a@example.com", "not a url", "", "/relative"]) {
    expect(withUtm(address, TAGS), address).toBeNull();
  }
});

test("[partners.link] the campaign is a slug of the label", () => {
  expect(campaignSlug("Moon & Co. Crystals")).toBe("moon-co-crystals");
  expect(campaignSlug("  Étoile Tarot Readings ")).toBe("etoile-tarot-readings");
  expect(campaignSlug("100% Natural -- Oils!")).toBe("100-natural-oils");
  expect(campaignSlug("💫✨")).toBe("link");
  expect(campaignSlug("a".repeat(200))).toHaveLength(80);
});
