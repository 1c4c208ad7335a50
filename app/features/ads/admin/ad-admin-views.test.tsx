import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { NEW_AD_VALUES, previewAdOf } from "./ad-form-values";
import { AdPreview } from "./ad-preview";

const html = (element: ReactElement) => renderToString(element).replace(/<!-- -->/g, "");

test("[ads.inventory] the preview draws the ad in each chosen slot's box, as text, linking nowhere", () => {
  const ad = previewAdOf({ ...NEW_AD_VALUES, headline: "<img src=x onerror=alert(1)> for {sign}", linkUrl: "https://example.com" }, "Leo");
  const page = html(<AdPreview ad={ad} slots={["anchor-mobile", "hero-banner", "in-content-2"]} signName="Leo" usesSignMarker />);
  expect(page).toContain("&lt;img src=x onerror=alert(1)&gt; for Leo");
  expect(page).not.toContain("<img src=x");
  expect(page).not.toContain("href=");
  expect(page).toContain("Sponsored");
  // In the inventory's order, each in its own box.
  expect(page.indexOf('data-preview-slot="hero-banner"')).toBeLessThan(page.indexOf('data-preview-slot="in-content-2"'));
  expect(page.indexOf('data-preview-slot="in-content-2"')).toBeLessThan(page.indexOf('data-preview-slot="anchor-mobile"'));
  // The same box as on the page: the zone's width and the fixed height of the site's own ads.
  expect(page).toMatch(/data-preview-slot="hero-banner".*?h-\[152px\] sm:h-\[112px\]" style="max-width:728px"/);
  expect(page).toMatch(/data-preview-slot="in-content-2".*?h-\[300px\]" style="max-width:300px"/);
  expect(page).toMatch(/data-preview-slot="anchor-mobile".*?style="width:390px;max-width:100%"/);
  expect(page).toContain("on Leo’s pages");
});
