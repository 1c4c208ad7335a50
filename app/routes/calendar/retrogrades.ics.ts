import { CALENDAR_PATHS, CALENDAR_SPANS, uidHost } from "#app/features/calendars/calendars.ts";
import { retrogradesOfYear, type Retrograde, type Station } from "#app/features/sky/stations.server.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import type { CalendarEntry } from "#app/lib/icalendar.server.ts";
import { SITE_NAME } from "#app/lib/seo.ts";
import { degreeInSign } from "#app/zodiac/sky.ts";
import type { Route } from "./+types/retrogrades.ics";
import { calendarResponse, dayStamp, PUBLIC_CALENDAR_CACHE_CONTROL, utcDay, utcMinute } from "./_calendar-file.server";

export const RETROGRADE_CALENDAR_TEXTS = {
  name: `Planetary retrogrades · ${SITE_NAME}`,
  description: "Mercury to Pluto: each retrograde with its shadows as all-day events, and its two stations to the minute.",
} as const;

/**
 * /calendar/retrogrades.ics ([calendars.retrogrades]): every retrograde of Mercury to Pluto under
 * way in this year and the next two (the site's year), from the stations the retrograde guide
 * shows. The shadows and the retrograde itself are all-day events on the site's calendar, as the
 * guide dates them; the two stations are moments. Each UID names the planet and the UTC day it
 * stations retrograde, which names the retrograde (`mercury-2026-11-09-retrograde@host`).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { siteUrl, siteTimeZone } = context.env;
  const today = context.horoscopes.today();
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: CALENDAR_SPANS.retrogrades.years }, (_, index) => thisYear + index);
  // A retrograde across the new year belongs to both years: it is listed once.
  const seen = new Set<string>();
  const periods = years
    .flatMap((year) => retrogradesOfYear(year))
    .filter((period) => {
      const key = `${period.planet}|${period.stationRetrograde.at.getTime()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.preShadowFrom.getTime() - b.preShadowFrom.getTime());
  const host = uidHost(siteUrl);
  const url = `${siteUrl}/guides/planetary-retrogrades`;
  const day = (at: Date) => calendarDateIn(at, siteTimeZone);
  const entries = periods.flatMap((period): CalendarEntry[] => {
    const { planet, stationRetrograde: turn, stationDirect: back } = period;
    const uid = (part: string) => `${planet.toLowerCase()}-${utcDay(turn.at)}-${part}@${host}`;
    const place = (station: Station) => degreeInSign(station.sign, station.degree);
    return [
      {
        kind: "days",
        uid: uid("pre-shadow"),
        first: day(period.preShadowFrom),
        last: day(turn.at),
        summary: `${planet} in its pre-retrograde shadow`,
        description: `${planet} moves over the degrees it will go back over: from ${place(back)} (${utcMinute(period.preShadowFrom)}) to ${place(turn)}, where it stations retrograde.`,
        url,
      },
      station(period, turn, "retrograde", uid("station-retrograde"), url),
      {
        kind: "days",
        uid: uid("retrograde"),
        first: day(turn.at),
        last: day(back.at),
        summary: `${planet} retrograde`,
        description: `${planet} goes back from ${place(turn)} (${utcMinute(turn.at)}) to ${place(back)} (${utcMinute(back.at)}).`,
        url,
      },
      station(period, back, "direct", uid("station-direct"), url),
      {
        kind: "days",
        uid: uid("post-shadow"),
        first: day(back.at),
        last: day(period.postShadowUntil),
        summary: `${planet} in its post-retrograde shadow`,
        description: `${planet} moves forward again over the same degrees: from ${place(back)} until it is back at ${place(turn)} (${utcMinute(period.postShadowUntil)}).`,
        url,
      },
    ];
  });
  return calendarResponse(request, { ...RETROGRADE_CALENDAR_TEXTS, stamp: dayStamp(today, siteTimeZone) }, entries, {
    filename: CALENDAR_PATHS.retrogrades.split("/").at(-1)!,
    cacheControl: PUBLIC_CALENDAR_CACHE_CONTROL,
  });
}

function station(period: Retrograde, at: Station, turns: "retrograde" | "direct", uid: string, url: string): CalendarEntry {
  const place = degreeInSign(at.sign, at.degree);
  return {
    kind: "moment",
    uid,
    at: at.at,
    summary: `${period.planet} stations ${turns}`,
    description: `${period.planet} stations ${turns} at ${place}, ${utcMinute(at.at)}.`,
    url,
  };
}
