import { expect, test } from "vitest";
import { resolveAdsConfig, type AdsConfig } from "./ad-modes";
import { adInputFromForm, adInputSchema } from "#app/features/ads/admin/ad-input.ts";
import { ZONE_BOX, ZONE_SLOT } from "./ad-zones";
import { isDevelopmentHost } from "./dev-hosts";
import { effectivePageType, fillSignMarker, pageTypeOf, signOfPath } from "./inventory";
import { floatingSlots, planZone } from "./zone-plan";

const config = (extra: Partial<AdsConfig> = {}): AdsConfig => ({
  ...resolveAdsConfig({ ads_mode: "internal", google_publisher_id: "ca-pub-1234567890123456" }),
  internalSlots: { sign: ["in-content-1", "modal-vignette", "anchor-mobile"], home: ["hero-banner"] },
  ...extra,
});

test("[ads.mode] each mode fills the zones it should, and a zone reserves a box only when something can fill it", () => {
  expect(planZone(config({ adsMode: "off" }), "in-content-1", "sign")).toEqual({ kind: "none" });
  expect(planZone(config({ adsMode: "internal" }), "in-content-1", "sign")).toEqual({ kind: "ads", google: false, internal: true });
  expect(planZone(config({ adsMode: "internal" }), "in-content-2", "sign")).toEqual({ kind: "none" });
  expect(planZone(config({ adsMode: "google-auto" }), "in-content-2", "sign")).toEqual({ kind: "ads", google: true, internal: false });
  expect(planZone(config({ adsMode: "google-auto", googlePublisherId: undefined }), "in-content-1", "sign")).toEqual({ kind: "none" });
  expect(planZone(config({ adsMode: "hybrid" }), "in-content-1", "sign")).toEqual({ kind: "ads", google: true, internal: true });
  expect(planZone(config({ preview: true }), "footer-grid", "blog")).toEqual({ kind: "preview" });
  expect(planZone(config({ hostShowsAds: false }), "in-content-1", "sign")).toEqual({ kind: "none" });
  expect(planZone(config(), "in-content-1", "sign", false)).toEqual({ kind: "none" });
});

test("[ads.formats] the vignette and the anchor run in internal and hybrid modes only, where they have an ad", () => {
  expect(floatingSlots(config({ adsMode: "internal" }), "sign")).toEqual(["modal-vignette", "anchor-mobile"]);
  expect(floatingSlots(config({ adsMode: "hybrid" }), "sign")).toEqual(["modal-vignette", "anchor-mobile"]);
  expect(floatingSlots(config({ adsMode: "google-auto" }), "sign")).toEqual([]);
  expect(floatingSlots(config({ adsMode: "internal" }), "home")).toEqual([]);
  expect(floatingSlots(config({ preview: true }), "sign")).toEqual([]);
});

test("[ads.zones] zones, slots and boxes", () => {
  expect(ZONE_SLOT).toEqual({
    "hero-banner": "hero-banner",
    "content-rectangle": "in-content-1",
    sidebar: "in-content-2",
    "footer-banner": "footer-grid",
  });
  expect(ZONE_BOX["hero-banner"]).toEqual({ maxWidth: 728, minHeight: 100 });
  expect(ZONE_BOX["content-rectangle"]).toEqual({ maxWidth: 400, minHeight: 100 });
  expect(Object.values(ZONE_BOX).every((box) => box.minHeight >= 100)).toBe(true);
});

test("[ads.inventory] page types, the 'other' rule, the sign of a path and the {sign} marker", () => {
  expect(["/", "/signs", "/signs/leo/dates", "/blog/a-post", "/lucky", "/about"].map(pageTypeOf)).toEqual([
    "home",
    "sign",
    "sign",
    "blog",
    "tools",
    "other",
  ]);
  expect(effectivePageType("modal-vignette", "other")).toBe("all");
  expect(effectivePageType("anchor-mobile", "other")).toBe("all");
  expect(effectivePageType("hero-banner", "other")).toBe("sign");
  expect(effectivePageType("hero-banner", "blog")).toBe("blog");
  expect(signOfPath("/signs/leo/compatibility/virgo")).toBe("leo");
  expect(signOfPath("/signs/ophiuchus")).toBeUndefined();
  expect(fillSignMarker("Made for {sign}, by {sign}", "Leo")).toBe("Made for Leo, by Leo");
});

test("[ads.hosts] development and preview hosts show no ads", () => {
  for (const host of [
    "localhost",
    "app.localhost",
    "127.0.0.1",
    "192.168.1.20",
    "[::1]",
    "site.local",
    "x.ngrok-free.app",
    "abc.trycloudflare.com",
  ]) {
    expect(isDevelopmentHost(host), host).toBe(true);
  }
  for (const host of ["cosmicdaily.example", "www.cosmic-daily.com"]) expect(isDevelopmentHost(host), host).toBe(false);
});

test("[ads.mode] a publisher id counts only in its real shape", () => {
  expect(resolveAdsConfig({ ads_mode: "hybrid", google_publisher_id: "ca-pub-1234567890123456" }).googlePublisherId).toBe(
    "ca-pub-1234567890123456",
  );
  expect(resolveAdsConfig({ ads_mode: "hybrid", google_publisher_id: "pub-1" }).googlePublisherId).toBeUndefined();
  expect(resolveAdsConfig({ ads_mode: "nonsense" }).adsMode).toBe("google-auto");
});

test("[ads.admin] the admin form's fields become an ad, with 'Learn More' as the default button", () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "Crystals",
    type: "text",
    linkUrl: "https://shop.example/",
    headline: "Crystals for {sign}",
    weight: "5",
    active: "on",
  })) {
    form.set(name, value);
  }
  form.append("slots", "hero-banner");
  form.append("slots", "in-content-1");
  form.append("pageTypes", "all");
  form.append("signs", "leo");
  const parsed = adInputSchema.safeParse(adInputFromForm(form, "UTC"));
  expect(parsed.success).toBe(true);
  expect(parsed.data).toMatchObject({
    ctaText: "Learn More",
    slots: ["hero-banner", "in-content-1"],
    signs: ["leo"],
    weight: 5,
    active: true,
    anchorPosition: "bottom",
  });
});
