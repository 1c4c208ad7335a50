import ical from "ical-generator";

/**
 * The site's iCalendar files (RFC 5545), written by ical-generator: the calendars a calendar app
 * subscribes to. A moment is written in UTC to the minute; a run of days is an all-day event whose
 * dates the caller chose on a calendar of its own. Each event's UID is the caller's and stays the
 * same for the same event, so a calendar app that fetches the file again updates the event it
 * holds instead of adding another.
 */

export const ICALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** How often a subscribed calendar asks again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_S = 12 * 3600;

type EntryText = {
  /** Unique and stable for the event: `local-part@host`. */
  uid: string;
  summary: string;
  description: string;
  url?: string;
};

export type CalendarEntry =
  | (EntryText & { kind: "moment"; at: Date })
  /** `first` to `last` inclusive, each YYYY-MM-DD. */
  | (EntryText & { kind: "days"; first: string; last: string });

export type CalendarHead = {
  name: string;
  description: string;
  /** The DTSTAMP of every event: when this file's contents were worked out. */
  stamp: Date;
};

const toTheMinute = (at: Date) => new Date(Math.round(at.getTime() / 60_000) * 60_000);
const midnightUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const dayAfter = (date: string) => new Date(midnightUtc(date).getTime() + 86_400_000);

/** The calendar as iCalendar text, its events in the order given. */
export function writeCalendar(head: CalendarHead, entries: readonly CalendarEntry[]): string {
  // No calendar time zone: without one every moment is written in UTC ("…Z") and a date as it is.
  const calendar = ical({
    name: head.name,
    description: head.description,
    prodId: { company: "Cosmic Daily", product: "Cosmic Daily calendars", language: "EN" },
    ttl: CALENDAR_REFRESH_S,
  });
  for (const entry of entries) {
    const common = {
      id: entry.uid,
      summary: entry.summary,
      description: entry.description,
      stamp: head.stamp,
      ...(entry.url ? { url: entry.url } : {}),
    };
    if (entry.kind === "moment") {
      // A moment has no end: RFC 5545 reads an event with a DTSTART and no DTEND as that instant.
      calendar.createEvent({ ...common, start: toTheMinute(entry.at), end: null });
    } else {
      // An all-day event ends on the day after its last day (DTEND is exclusive).
      calendar.createEvent({ ...common, allDay: true, start: midnightUtc(entry.first), end: dayAfter(entry.last) });
    }
  }
  return calendar.toString();
}
