import { capitalise } from "#app/lib/text.ts";
import { dayNumber, parseCalendarDay } from "#app/lib/dates.ts";
import type { Sign, SignSlug } from "#app/zodiac/signs.ts";

/**
 * What a share image shows, as plain facts the route gathers from the services that own them
 * ([share.images]): nothing here is made up, so each image, and the alt text that describes it,
 * is true of its day.
 */

/** Open Graph's large card: every share image is drawn at this size. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type CardSign = Pick<Sign, "slug" | "name" | "symbol" | "element" | "dateRange" | "color">;

/** A sign on one of the site's days. */
export type SignDayFacts = {
  sign: CardSign;
  date: string;
  /** The day's Moon in the site's own words: "The Moon is in Taurus, waxing gibbous and 87% lit." */
  moon: string;
  /** The stored reading's lucky colour; null when that day has no stored reading to take it from. */
  luckyColor: { name: string; hex: string } | null;
  /**
   * The stored reading in short: its headline (a few words) and summary (at most 40 words). Null,
   * like the lucky colour, when the day has no stored reading to take them from.
   */
  reading: { headline: string; summary: string } | null;
};

/** Two signs and the compatibility score the site gives the pair on one day. */
export type PairFacts = {
  first: CardSign;
  second: CardSign;
  date: string;
  score: number;
  /** The score's tier: "Powerful Connection"… */
  tier: string;
};

const WEEKDAYS = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"] as const;
// prettier-ignore
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "Wednesday 25 November 2026": the day written out, the same on every server whatever its locale data. */
export function longDate(date: string): string {
  const { year, month, day } = parseCalendarDay(date);
  // 1970-01-01, day number 0, was a Thursday.
  const weekday = WEEKDAYS[((dayNumber(date) % 7) + 7) % 7]!;
  return `${weekday} ${day} ${MONTHS[month - 1]!} ${year}`;
}

/** The element as a reader reads it: "Fire". */
export function elementName(sign: Pick<Sign, "element">): string {
  return capitalise(sign.element);
}

/** Which card: a sign's day, or a pair (in the page's order) on a day. */
export type CardKey = { kind: "sign"; sign: SignSlug; date: string } | { kind: "pair"; first: SignSlug; second: SignSlug; date: string };

/** One text per card, for the caches: "sign|leo|2026-11-25", "pair|leo|libra|2026-11-25". */
export function cardKeyText(key: CardKey): string {
  return key.kind === "sign" ? `sign|${key.sign}|${key.date}` : `pair|${key.first}|${key.second}|${key.date}`;
}

/** The share image of a sign's day, at its own address. */
export function signImagePath(slug: string, date: string): string {
  return `/og/signs/${slug}/${date}.png`;
}

/** The share image of a pair on a day: the score is drawn per day ([compat.daily-score]), so the day is part of the address. */
export function pairImagePath(first: string, second: string, date: string): string {
  return `/og/compatibility/${first}/${second}/${date}.png`;
}

/** Words as a sentence of the alt text: trimmed, and ending in a stop ("Today: your career" gets its full stop). */
function sentence(words: string): string {
  const trimmed = words.trim().replace(/\s+/g, " ");
  return !trimmed || /[.!?…]["'’”)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The alt text of a sign's day image: what the image says, in the order the card says it. */
export function signDayAlt({ sign, date, moon, luckyColor, reading }: SignDayFacts): string {
  const words = reading ? [sentence(reading.headline), sentence(reading.summary)].filter(Boolean) : [];
  const lucky = luckyColor ? [`Lucky colour: ${luckyColor.name}.`] : [];
  return [`${sign.name} (${sign.dateRange}) daily horoscope for ${longDate(date)}.`, moon, ...words, ...lucky].join(" ");
}

/** The alt text of a pair's image. */
export function pairAlt({ first, second, date, score, tier }: PairFacts): string {
  return `${first.name} (${elementName(first)}) and ${second.name} (${elementName(second)}) compatibility on ${longDate(date)}: ${score}%, ${tier}.`;
}
