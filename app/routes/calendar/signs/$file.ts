import { CALENDAR_PATHS, uidHost } from "#app/features/calendars/calendars.ts";
import { nextSpan, periodSpan } from "#app/features/horoscopes/periods.ts";
import type { CalendarEntry } from "#app/lib/icalendar.server.ts";
import { SITE_NAME } from "#app/lib/seo.ts";
import { possessive } from "#app/lib/text.ts";
import { findSign } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/$file";
import { notFoundResource } from "#app/lib/resource-response.server.ts";
import {
  CALENDAR_NOT_FOUND,
  calendarResponse,
  dayStamp,
  icsName,
  PUBLIC_CALENDAR_CACHE_CONTROL,
  uidPart,
} from "#app/routes/calendar/_calendar-file.server.ts";

export const SIGN_CALENDAR_TEXTS = {
  name: (signName: string) => `${signName} key dates · ${SITE_NAME}`,
  description: (signName: string) =>
    `The key dates of the ${signName} monthly and yearly horoscopes: lunations, eclipses, planets changing sign and direction, through ${possessive(signName)} houses.`,
  from: (reading: string) => `From the ${reading}.`,
} as const;

/**
 * /calendar/signs/{sign}.ics ([calendars.signs]): the key dates of the sign's readings for this
 * month, next month, this year and next year, each an all-day event on the day the reading gives
 * it (the site's calendar). A date both a month and a year name is listed once, as the month
 * tells it. Each UID is the sign, the day and the key date's words
 * (`leo-2026-12-05-full-moon-in-gemini-your-11th-house@host`).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const sign = findSign(icsName(params.file));
  if (!sign || `${sign.slug}.ics` !== params.file) return notFoundResource(CALENDAR_NOT_FOUND.sign);
  const { siteUrl, siteTimeZone } = context.env;
  const today = context.horoscopes.today();
  const month = periodSpan("month", today);
  const year = periodSpan("year", today);
  const base = `${siteUrl}/signs/${sign.slug}`;
  const readings = [
    { period: "month" as const, date: today, url: `${base}/month`, what: `${sign.name} monthly horoscope` },
    { period: "month" as const, date: nextSpan(month).start, url: `${base}/month`, what: `${sign.name} monthly horoscope` },
    { period: "year" as const, date: year.start, url: `${base}/year`, what: `${sign.name} horoscope` },
    { period: "year" as const, date: nextSpan(year).start, url: `${base}/year/${nextSpan(year).title}`, what: `${sign.name} horoscope` },
  ];
  const stored = await Promise.all(readings.map((reading) => context.periodReadings.get(sign.slug, reading.period, reading.date)));
  const host = uidHost(siteUrl);
  const seen = new Set<string>();
  const entries: Array<Extract<CalendarEntry, { kind: "days" }>> = [];
  stored.forEach((reading, index) => {
    const { url, what } = readings[index]!;
    for (const keyDate of reading.keyDates) {
      const uid = `${sign.slug}-${keyDate.date}-${uidPart(keyDate.text)}@${host}`;
      if (seen.has(uid)) continue;
      seen.add(uid);
      entries.push({
        kind: "days",
        uid,
        first: keyDate.date,
        last: keyDate.date,
        summary: `${sign.name}: ${keyDate.text}`,
        description: SIGN_CALENDAR_TEXTS.from(`${what} for ${reading.title}`),
        url,
      });
    }
  });
  // A stable sort: the events of one day stay in the order their readings tell them.
  entries.sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  return calendarResponse(
    request,
    {
      name: SIGN_CALENDAR_TEXTS.name(sign.name),
      description: SIGN_CALENDAR_TEXTS.description(sign.name),
      stamp: dayStamp(today, siteTimeZone),
    },
    entries,
    { filename: CALENDAR_PATHS.sign(sign.slug).split("/").at(-1)!, cacheControl: PUBLIC_CALENDAR_CACHE_CONTROL },
  );
}
