import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { figuresBySlot, lastDays } from "./ad-counts";
import { AdSlotChart, AdSlotTotals } from "./ad-figures-view";

const html = (element: ReactElement) => renderToString(element).replace(/<!-- -->/g, "");

test("[ads.admin] a slot's chart is a labelled image with a legend, and its numbers are in a table too", () => {
  const days = lastDays("2026-03-02");
  const [hero] = figuresBySlot(
    [{ day: "2026-03-02", slot: "hero-banner", impressions: 8, viewable: 4, clicks: 1 }],
    days,
    ["hero-banner"],
    [],
  );
  const chart = html(<AdSlotChart figures={hero!} />);
  expect(chart).toContain('data-testid="ad-chart-hero-banner"');
  expect(chart).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
  expect(chart).toContain("Impressions, viewable impressions and clicks per day in hero-banner, Feb 1 to Mar 2");
  expect(chart).toContain('aria-label="Legend for hero-banner"');
  expect(chart).toContain("Viewable impressions");
  expect(chart.match(/<rect[^>]*data-series="/g)).toHaveLength(3);
  expect(chart).toContain("<title>Mar 2: Impressions 8, Viewable impressions 4, Clicks 1, CTR 12.5%</title>");
  expect(chart).toContain("Daily figures for hero-banner</caption>");
  expect(chart.match(/<tr/g)).toHaveLength(31);
  expect(chart).toMatch(/Mar 2<\/time><\/th><td[^>]*>8<\/td><td[^>]*>4<\/td><td[^>]*>1<\/td><td[^>]*>12\.5%<\/td>/);
  expect(chart).toMatch(/Feb 1<\/time><\/th><td[^>]*>0<\/td><td[^>]*>0<\/td><td[^>]*>0<\/td><td[^>]*>—<\/td>/);

  const totals = html(<AdSlotTotals slots={[hero!]} caption="Totals by slot" />);
  expect(totals).toMatch(/All slots<\/th><td[^>]*>8<\/td><td[^>]*>4<\/td><td[^>]*>1<\/td><td[^>]*>12\.5%<\/td>/);
});
