import { describe, expect, test } from "vitest";
import { AD_MODES } from "#app/features/ads/ad-modes.ts";
import { phoneMinute, phoneMinutes, type PhoneInventory } from "./phone-minute";

const FULL: PhoneInventory = { vignette: true, anchor: true, anchorAt: "bottom", googleReady: true };

describe("[ads.overlays] a phone reader's first minute, as the admin's preview draws it", () => {
  test("internal: the anchor at once, the vignette 3 s after the ads load, the popup at 32 s", () => {
    expect(phoneMinute("internal", FULL)).toEqual([
      { at: "0 s", layers: ["anchor"], says: "The reading, with the anchor ad at the bottom edge." },
      { at: "3 s after the ads load", layers: ["anchor", "vignette"], says: expect.stringContaining("vignette") },
      { at: "32 s", layers: ["anchor", "popup"], says: expect.stringContaining("when the vignette has closed") },
    ]);
  });

  test("hybrid: the consent banner alone first; the anchor and the vignette only once it is answered", () => {
    const minute = phoneMinute("hybrid", FULL);
    expect(minute[0]).toEqual({ at: "0 s", layers: ["consent"], says: expect.stringContaining("wait until the reader answers") });
    expect(minute.map((moment) => moment.at)).toEqual(["0 s", "On answering", "3 s after that", "32 s"]);
    // Without a publisher id Google asks nothing: hybrid runs as internal.
    expect(phoneMinute("hybrid", { ...FULL, googleReady: false })[0]).toEqual(phoneMinute("internal", FULL)[0]);
  });

  test("Google Auto Ads: the banner, then Google's own formats; off: no ad at all", () => {
    expect(phoneMinute("google-auto", FULL)).toEqual([
      { at: "0 s", layers: ["consent"], says: expect.stringContaining("Google's auto ads") },
    ]);
    expect(phoneMinute("off", FULL)).toEqual([{ at: "0 s", layers: [], says: "No ad at all: the reading only." }]);
  });

  test("whatever the inventory, no moment has two of the consent banner, the vignette and the popup", () => {
    for (const vignette of [true, false])
      for (const anchor of [true, false])
        for (const googleReady of [true, false])
          for (const { mode, moments } of phoneMinutes({ vignette, anchor, anchorAt: "top", googleReady })) {
            expect(AD_MODES).toContain(mode);
            for (const moment of moments) {
              const overlays = moment.layers.filter((layer) => layer !== "anchor");
              expect(overlays.length, `${mode} ${moment.at}`).toBeLessThanOrEqual(1);
              if (!anchor) expect(moment.layers).not.toContain("anchor");
              if (!vignette) expect(moment.layers).not.toContain("vignette");
            }
          }
  });
});
