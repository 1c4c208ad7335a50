import { calendarDateIn } from "#app/lib/dates.ts";
import { localDateTimeIn } from "#app/lib/local-date-time.ts";

/**
 * How late a reader's notification may still leave after their minute: an hour ([push.send-window]).
 * A site that was down or busy at the minute sends when it is back within the hour; later the
 * day's reading would arrive when the reader no longer expects it, and that day is skipped. The
 * hour also carries a minute the clocks skip (02:30 on the night they go forward) to the first
 * minute that exists after it.
 */
export const SEND_WINDOW_MINUTES = 60;

/** What clocks in a zone show now: the local date and the minute of its day. */
export function localMinuteIn(now: Date, timeZone: string): { date: string; minute: number } {
  const local = localDateTimeIn(now, timeZone);
  return { date: calendarDateIn(now, timeZone), minute: Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) };
}

/**
 * The minutes of the day whose notifications are due at `minute`: from `minute` back to the start
 * of the window, never before that day's midnight (a minute of the evening missed past midnight
 * belongs to a day that is over).
 */
export function dueMinutes(minute: number): { from: number; to: number } {
  return { from: Math.max(0, minute - SEND_WINDOW_MINUTES + 1), to: minute };
}

/** Whether a subscription for `sendMinute` is due on its zone's clocks at `now`, and for which local date. */
export function dueDate(now: Date, sendMinute: number, timeZone: string): string | null {
  const local = localMinuteIn(now, timeZone);
  const { from, to } = dueMinutes(local.minute);
  return sendMinute >= from && sendMinute <= to ? local.date : null;
}
