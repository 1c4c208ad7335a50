import { expect, test } from "vitest";
import { figuresBySlot, lastDays, sumCounts } from "./ad-counts";
import { clickThrough, formatClickThrough } from "./click-through";

const SLOT_ORDER = ["hero-banner", "in-content-1", "in-content-2", "footer-grid", "modal-vignette", "anchor-mobile"];
const written = (clicks: number, impressions: number) => formatClickThrough(clickThrough({ clicks, impressions }));

test("[ads.admin] the click-through rate is clicks per impression to one decimal, and a dash before any impression", () => {
  expect(clickThrough({ clicks: 0, impressions: 0 })).toBeNull();
  expect(clickThrough({ clicks: 3, impressions: 0 })).toBeNull();
  expect(clickThrough({ clicks: 1, impressions: 4 })).toBe(0.25);
  expect(written(0, 0)).toBe("—");
  expect(written(3, 0)).toBe("—");
  expect(written(0, 40)).toBe("0.0%");
  expect(written(1, 3)).toBe("33.3%");
  expect(written(2, 3)).toBe("66.7%");
  expect(written(1, 8)).toBe("12.5%");
  expect(written(1, 40)).toBe("2.5%");
  expect(written(5, 5)).toBe("100.0%");
});

test("[ads.admin] the figures cover the last 30 days per slot, zeros where nothing happened, slots in the order given", () => {
  const days = lastDays("2026-03-02");
  expect(days).toHaveLength(30);
  expect(days[0]).toBe("2026-02-01");
  expect(days.at(-1)).toBe("2026-03-02");
  const rows = [
    { day: "2026-03-01", slot: "footer-grid", impressions: 4, viewable: 2, clicks: 1 },
    { day: "2026-03-02", slot: "hero-banner", impressions: 10, viewable: 6, clicks: 2 },
    { day: "2026-03-01", slot: "hero-banner", impressions: 5, viewable: 5, clicks: 0 },
    { day: "2026-03-01", slot: "a-slot-since-removed", impressions: 1, viewable: 0, clicks: 0 },
    // Older than the period: left out, so the chart and the totals agree.
    { day: "2026-01-31", slot: "hero-banner", impressions: 99, viewable: 99, clicks: 99 },
  ];
  const figures = figuresBySlot(rows, days, ["modal-vignette", "hero-banner"], SLOT_ORDER);
  expect(figures.map((entry) => entry.slot)).toEqual(["hero-banner", "footer-grid", "modal-vignette", "a-slot-since-removed"]);
  const hero = figures[0]!;
  expect(hero.days).toHaveLength(30);
  expect(hero.days.at(-1)).toEqual({ day: "2026-03-02", impressions: 10, viewable: 6, clicks: 2 });
  expect(hero.days[0]).toEqual({ day: "2026-02-01", impressions: 0, viewable: 0, clicks: 0 });
  expect(hero.totals).toEqual({ impressions: 15, viewable: 11, clicks: 2 });
  expect(figures[2]!.totals).toEqual({ impressions: 0, viewable: 0, clicks: 0 });
  expect(sumCounts(figures.map((entry) => entry.totals))).toEqual({ impressions: 20, viewable: 13, clicks: 3 });
});
