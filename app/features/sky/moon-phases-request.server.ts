import { z } from "zod";
import { SKY_YEARS } from "#app/zodiac/sky.ts";
import type { SignSlug } from "#app/zodiac/signs.ts";
import { moonPhaseEvents } from "./moon-phase-events.server";
import type { Eclipse } from "./sky.server";

/**
 * The Moon's quarters and the eclipses between two instants, asked for in a query string ([sky.moon-phases-api]):
 * from and to, each a UTC date (YYYY-MM-DD, its midnight) or an instant with its offset
 * (YYYY-MM-DDTHH:MM[:SS]Z or ±HH:MM), at most two years apart.
 */

/** The longest span one request may ask for: enough for any calendar, and a bound on the work. */
export const MOON_PHASES_MAX_YEARS = 2;

export const MOON_PHASES_MESSAGES = {
  from: "from must be a date such as 2026-01-01 or an instant such as 2026-01-01T00:00:00Z",
  to: "to must be a date such as 2027-01-01 or an instant such as 2027-01-01T00:00:00Z",
  years: `from and to must be in the years ${SKY_YEARS.first} to ${SKY_YEARS.last}`,
  order: "to must be later than from",
  span: `from and to may be at most ${MOON_PHASES_MAX_YEARS} years apart`,
} as const;

type Refusal = { code: "invalid_from" | "invalid_to" | "invalid_range"; message: string };
export type MoonPhasesRead = { ok: true; from: Date; to: Date } | { ok: false; error: Refusal };

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(Z|([+-])(\d{2}):(\d{2})))?$/;

/** The instant a query value names, or null when it is not a real date and time. */
export function parseQueryInstant(text: string | undefined): Date | null {
  const match = INSTANT.exec(text ?? "");
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const [sign, offsetHours, offsetMinutes] = [match[8], Number(match[9] ?? 0), Number(match[10] ?? 0)];
  if (hour! > 23 || minute! > 59 || second! > 59 || offsetHours > 14 || offsetMinutes > 59) return null;
  const wallMs = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const wall = new Date(wallMs);
  // Date.UTC rolls 31 April over into May; a date that does not come back unchanged is not a date.
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month! - 1 || wall.getUTCDate() !== day) return null;
  const offsetMs = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return new Date(wallMs - offsetMs);
}

const inSkyYears = (at: Date) => at.getUTCFullYear() >= SKY_YEARS.first && at.getUTCFullYear() <= SKY_YEARS.last;

const instantParameter = (message: string, example: string) =>
  z
    .string({ error: message })
    .refine((text) => parseQueryInstant(text) !== null, message)
    .meta({
      description: `A UTC date (YYYY-MM-DD, its midnight) or an instant YYYY-MM-DDTHH:MM[:SS] with Z or an offset up to ±14:00, in the years ${SKY_YEARS.first} to ${SKY_YEARS.last}.`,
      example,
    });

/** What the moon-phases API reads: its validation here, and its parameters in the API's description. */
export const moonPhasesQuery = z.object({
  from: instantParameter(MOON_PHASES_MESSAGES.from, "2026-01-01"),
  to: instantParameter(MOON_PHASES_MESSAGES.to, "2026-03-01"),
});

export function readMoonPhasesRequest(query: (name: string) => string | undefined): MoonPhasesRead {
  const fromText = moonPhasesQuery.shape.from.safeParse(query("from"));
  if (!fromText.success) return { ok: false, error: { code: "invalid_from", message: MOON_PHASES_MESSAGES.from } };
  const toText = moonPhasesQuery.shape.to.safeParse(query("to"));
  if (!toText.success) return { ok: false, error: { code: "invalid_to", message: MOON_PHASES_MESSAGES.to } };
  const [from, to] = [parseQueryInstant(fromText.data)!, parseQueryInstant(toText.data)!];
  if (!inSkyYears(from) || !inSkyYears(to)) return { ok: false, error: { code: "invalid_range", message: MOON_PHASES_MESSAGES.years } };
  if (to.getTime() <= from.getTime()) return { ok: false, error: { code: "invalid_range", message: MOON_PHASES_MESSAGES.order } };
  const latest = new Date(from);
  latest.setUTCFullYear(from.getUTCFullYear() + MOON_PHASES_MAX_YEARS);
  if (to.getTime() > latest.getTime()) return { ok: false, error: { code: "invalid_range", message: MOON_PHASES_MESSAGES.span } };
  return { ok: true, from, to };
}

/** An instant written to the second, as almanacs print phases: 2026-01-03T10:02:49Z. */
export function isoToTheSecond(at: Date): string {
  return new Date(Math.round(at.getTime() / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

export type MoonPhasesAnswer = {
  from: string;
  to: string;
  phases: Array<{ name: string; at: string; sign: SignSlug; degree: number }>;
  /** Greatest eclipse, anywhere on Earth: the Sun's sign for a solar eclipse, the Moon's for a lunar one. */
  eclipses: Array<{ body: Eclipse["body"]; kind: Eclipse["kind"]; at: string; sign: SignSlug }>;
};

/** Each quarter with the Moon's sign and degree in it (two decimals) at that instant, and each eclipse. */
export function moonPhasesAnswer(from: Date, to: Date): MoonPhasesAnswer {
  const events = moonPhaseEvents(from, to);
  const phases = events.phases.map(({ name, at, sign, degree }) => ({
    name,
    at: isoToTheSecond(at),
    sign,
    degree: Math.round(degree * 100) / 100,
  }));
  const eclipses = events.eclipses.map(({ body, kind, at, sign }) => ({ body, kind, at: isoToTheSecond(at), sign }));
  return { from: isoToTheSecond(from), to: isoToTheSecond(to), phases, eclipses };
}
