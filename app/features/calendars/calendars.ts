/**
 * The calendars a calendar app subscribes to ([calendars.files]): their addresses, how far each
 * reaches, and the words of their links. Safe for the browser: no secret and no library here.
 */

/** How far each calendar file reaches, counted from the site's today. */
export const CALENDAR_SPANS = {
  /** The Moon's quarters and the eclipses: from a month back to two years ahead. */
  moon: { pastDays: 31, aheadYears: 2 },
  /** Every retrograde under way in this year and the next two, with its shadows. */
  retrogrades: { years: 3 },
  /** A reader's transits: the days of their transit calendar, from today. */
  personal: { aheadDays: 90 },
} as const;

/** Where every reader's own calendar lives: the path below it is their secret token. */
export const PERSONAL_CALENDARS_PREFIX = "/calendar/me/";

export const CALENDAR_PATHS = {
  moon: "/calendar/moon-phases.ics",
  retrogrades: "/calendar/retrogrades.ics",
  sign: (sign: string) => `/calendar/signs/${sign}.ics`,
  personal: (token: string) => `${PERSONAL_CALENDARS_PREFIX}${token}.ics`,
} as const;

/** What the request log writes for a personal calendar's path: the token is a secret. */
export const PERSONAL_CALENDAR_LOGGED_PATH = "/calendar/me/[token].ics";

/** The words of the "Add to calendar" links and of the reader's own address. */
export const CALENDAR_LINK_TEXTS = {
  heading: "Add to calendar",
  subscribe: "Subscribe in your calendar app",
  download: "Download the .ics file",
  note: "A subscription updates itself; a downloaded file stays as it is. Times are in UTC, which your calendar shows on your own clock.",
} as const;

export const CALENDAR_FEED_TEXTS = {
  heading: "Your calendar address",
  intro:
    "Subscribe to this address in your calendar app to see your transits for the next 90 days, updated by itself. Anyone who has the address can read your transits, so keep it to yourself.",
  address: "Calendar address",
  resetHeading: "Reset address",
  resetWarning: "A new address replaces this one at once. Calendars subscribed to the old address stop updating, and you subscribe again.",
  resetButton: "Reset address",
  reset: "Your calendar has a new address. The old one no longer works: subscribe again with the new one.",
} as const;

/** The two links of a calendar: webcal: to subscribe (on the site's own origin), and the file itself. */
export function calendarLinks(siteUrl: string, path: string): { subscribe: string; download: string } {
  const download = `${siteUrl}${path}`;
  return { subscribe: download.replace(/^https?:/, "webcal:"), download };
}

/** The host a calendar's UIDs end with, so no other site's events are replaced by ours. */
export function uidHost(siteUrl: string): string {
  return new URL(siteUrl).hostname;
}
