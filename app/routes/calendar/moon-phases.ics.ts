import { CALENDAR_PATHS, CALENDAR_SPANS, uidHost } from "#app/features/calendars/calendars.ts";
import { moonPhaseEvents } from "#app/features/sky/moon-phase-events.server.ts";
import { addDays } from "#app/lib/dates.ts";
import type { CalendarEntry } from "#app/lib/icalendar.server.ts";
import { startOfDayIn } from "#app/lib/local-date-time.ts";
import { SITE_NAME } from "#app/lib/seo.ts";
import { capitalise } from "#app/lib/text.ts";
import { degreeInSign } from "#app/zodiac/sky.ts";
import { signOf } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/moon-phases.ics";
import { calendarResponse, dayStamp, PUBLIC_CALENDAR_CACHE_CONTROL, utcDay, utcMinute } from "./_calendar-file.server";

export const MOON_CALENDAR_TEXTS = {
  name: `Moon phases and eclipses · ${SITE_NAME}`,
  description: "The New, First Quarter, Full and Last Quarter Moons and the eclipses, to the minute, with the Moon's place in the zodiac.",
} as const;

type Moment = Extract<CalendarEntry, { kind: "moment" }>;

const QUARTER_UIDS = { "New Moon": "new", "First Quarter": "first-quarter", "Full Moon": "full", "Last Quarter": "last-quarter" } as const;

/**
 * /calendar/moon-phases.ics ([calendars.moon]): the Moon's quarters and the eclipses from a month
 * back to two years ahead of the site's today, from the searches the moon-phases API answers.
 * Each quarter's UID is its kind and UTC day (`moon-2026-12-05-full@host`), each eclipse's its
 * body and day, so a calendar app updates the events it holds.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { siteUrl, siteTimeZone } = context.env;
  const today = context.horoscopes.today();
  const from = startOfDayIn(addDays(today, -CALENDAR_SPANS.moon.pastDays), siteTimeZone);
  const to = new Date(startOfDayIn(today, siteTimeZone));
  to.setUTCFullYear(to.getUTCFullYear() + CALENDAR_SPANS.moon.aheadYears);
  const { phases, eclipses } = moonPhaseEvents(from, to);
  const host = uidHost(siteUrl);
  const url = `${siteUrl}/moon-phases`;
  const entries: Moment[] = [
    ...phases.map((phase): Moment => {
      const name = phase.name === "First Quarter" || phase.name === "Last Quarter" ? `${phase.name} Moon` : phase.name;
      return {
        kind: "moment",
        uid: `moon-${utcDay(phase.at)}-${QUARTER_UIDS[phase.name]}@${host}`,
        at: phase.at,
        summary: `${name} in ${signOf(phase.sign).name}`,
        description: `${name} at ${degreeInSign(phase.sign, phase.degree)}, ${utcMinute(phase.at)}.`,
        url,
      };
    }),
    ...eclipses.map((eclipse): Moment => {
      const kind = eclipse.body === "Sun" ? "solar" : "lunar";
      const body = eclipse.body === "Sun" ? "the Sun" : "the Moon";
      return {
        kind: "moment",
        uid: `eclipse-${utcDay(eclipse.at)}-${kind}@${host}`,
        at: eclipse.at,
        summary: `${capitalise(eclipse.kind)} ${kind} eclipse in ${signOf(eclipse.sign).name}`,
        description: `Greatest eclipse, with ${body} at ${degreeInSign(eclipse.sign, eclipse.degree)}, ${utcMinute(eclipse.at)}.`,
        url,
      };
    }),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return calendarResponse(request, { ...MOON_CALENDAR_TEXTS, stamp: dayStamp(today, siteTimeZone) }, entries, {
    filename: CALENDAR_PATHS.moon.split("/").at(-1)!,
    cacheControl: PUBLIC_CALENDAR_CACHE_CONTROL,
  });
}
