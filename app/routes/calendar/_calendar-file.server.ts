import { startOfDayIn } from "#app/lib/local-date-time.ts";
import { ICALENDAR_CONTENT_TYPE, writeCalendar, type CalendarEntry, type CalendarHead } from "#app/lib/icalendar.server.ts";
import { textResource } from "#app/lib/resource-response.server.ts";

/**
 * What the calendar files share ([calendars.files]): the file name an address ends with, how a
 * moment is written in an event's description, and the answer itself.
 */

/** A public calendar changes once a day at most: any cache may keep it an hour. */
export const PUBLIC_CALENDAR_CACHE_CONTROL = "public, max-age=3600";

/** What a calendar address that names no calendar answers (404). */
export const CALENDAR_NOT_FOUND = {
  sign: "No calendar at this address: a sign's calendar is /calendar/signs/{sign}.ics, the sign in lower case.",
  personal: "No calendar at this address. If you reset your calendar address, subscribe again with the one your calendar page shows.",
} as const;

/** The name an address's last segment gives before ".ics", or undefined for anything else. */
export function icsName(file: string | undefined): string | undefined {
  return /^(.+)\.ics$/.exec(file ?? "")?.[1];
}

/** A moment as an event's description writes it, to the minute in UTC: "2026-12-05 11:22 UTC". */
export function utcMinute(at: Date): string {
  const minute = new Date(Math.round(at.getTime() / 60_000) * 60_000).toISOString();
  return `${minute.slice(0, 10)} ${minute.slice(11, 16)} UTC`;
}

/** The UTC day of a moment, for its UID: YYYY-MM-DD. */
export const utcDay = (at: Date) => new Date(Math.round(at.getTime() / 60_000) * 60_000).toISOString().slice(0, 10);

/** Words as a UID's part: lower case, letters and digits joined by hyphens. */
export function uidPart(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Every public calendar's DTSTAMP: the start of the site's day, so a day's file is the same bytes all day. */
export function dayStamp(today: string, timeZone: string): Date {
  return startOfDayIn(today, timeZone);
}

/** The calendar as its .ics answer, with its ETag; `cacheControl` says who may keep it. */
export function calendarResponse(
  request: Request,
  head: CalendarHead,
  entries: readonly CalendarEntry[],
  { filename, cacheControl }: { filename: string; cacheControl: string },
): Response {
  return textResource(request, writeCalendar(head, entries), {
    "Content-Type": ICALENDAR_CONTENT_TYPE,
    "Content-Disposition": `inline; filename="${filename}"`,
    "Cache-Control": cacheControl,
  });
}
