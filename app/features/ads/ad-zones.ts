/**
 * Ad zones and the boxes they reserve (platform spec sections 4 and 9). Reserving the box
 * before any ad arrives is what keeps the layout from shifting when one does.
 */
export type AdZone = "hero-banner" | "content-rectangle" | "sidebar" | "footer-banner";
export type AdSlot = "hero-banner" | "in-content-1" | "in-content-2" | "footer-grid";

export const ZONE_SLOT: Record<AdZone, AdSlot> = {
  "hero-banner": "hero-banner",
  "content-rectangle": "in-content-1",
  sidebar: "in-content-2",
  "footer-banner": "footer-grid",
};

/** Width cap and minimum height in CSS pixels. */
export const ZONE_BOX: Record<AdZone, { maxWidth: number; minHeight: number }> = {
  "hero-banner": { maxWidth: 728, minHeight: 100 },
  "content-rectangle": { maxWidth: 400, minHeight: 100 },
  sidebar: { maxWidth: 300, minHeight: 300 },
  "footer-banner": { maxWidth: 728, minHeight: 100 },
};
