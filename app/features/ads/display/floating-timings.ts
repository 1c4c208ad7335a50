/** The formats' timings ([ads.formats]). */
export const FLOATING_TIMINGS_MS = { vignetteAfterLoad: 3_000, popupAfter: 32_000, closeAnimation: 300 } as const;
/** Each modal format shows once per browser session. */
export const SHOWN_KEYS = { vignette: "cosmic_ad_vignette_shown", popup: "cosmic_ad_popup_shown" } as const;
