import type { AdSlot } from "./inventory";

/**
 * Ad zones, the slots they show and the boxes they reserve ([ads.zones]). Reserving the box
 * before any ad arrives is what keeps the layout from shifting when one does.
 */
export type AdZone = "hero-banner" | "content-rectangle" | "sidebar" | "footer-banner";

export const ZONE_SLOT: Record<AdZone, AdSlot> = {
  "hero-banner": "hero-banner",
  "content-rectangle": "in-content-1",
  sidebar: "in-content-2",
  "footer-banner": "footer-grid",
};

/** The kind of unit a zone holds: the sidebar its own, every other zone a banner. */
export const ZONE_UNIT: Record<AdZone, "banner" | "sidebar"> = {
  "hero-banner": "banner",
  "content-rectangle": "banner",
  sidebar: "sidebar",
  "footer-banner": "banner",
};

/** Width cap and minimum height in CSS pixels. */
export const ZONE_BOX: Record<AdZone, { maxWidth: number; minHeight: number }> = {
  "hero-banner": { maxWidth: 728, minHeight: 100 },
  "content-rectangle": { maxWidth: 400, minHeight: 100 },
  sidebar: { maxWidth: 300, minHeight: 300 },
  "footer-banner": { maxWidth: 728, minHeight: 100 },
};

/**
 * The exact height of the box that holds one of the site's own ads, as Tailwind classes (so the
 * stylesheet carries them). Fixed rather than minimal: the creative is laid out to fit it, so an
 * ad with a tall image or long text is trimmed instead of pushing the page down. Phones get a
 * taller banner because the text wraps into more lines there.
 */
export const INTERNAL_BOX_HEIGHT: Record<AdZone, string> = {
  "hero-banner": "h-[152px] sm:h-[112px]",
  "content-rectangle": "h-[152px]",
  sidebar: "h-[300px]",
  "footer-banner": "h-[152px] sm:h-[112px]",
};

/** Min and max heights of each unit type, in CSS pixels (the AdSense sizes the site allows). */
export const UNIT_HEIGHTS = {
  banner: { min: 50, max: 100 },
  rectangle: { min: 50, max: 280 },
  "mobile-banner": { min: 50, max: 100 },
  multiplex: { min: 50, max: undefined },
  sidebar: { min: 300, max: undefined, maxWidth: 300 },
  leaderboard: { min: 90, max: 90 },
  "large-banner": { min: 100, max: 120 },
} as const;
