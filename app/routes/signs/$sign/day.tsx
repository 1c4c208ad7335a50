import { data, redirect } from "react-router";
import { READING_SPAN_MESSAGES } from "#app/features/horoscopes/messages.ts";
import { FIRST_READING_DATE, lastReadingDate, readingDateProblem } from "#app/features/horoscopes/horoscopes.server.ts";
import { readingPath } from "#app/features/horoscopes/reading-days.ts";
import { isCalendarDate, monthDayYear } from "#app/lib/dates.ts";
import { queryValue } from "#app/lib/request-input.server.ts";
import { requireSign } from "#app/zodiac/require-sign.ts";
import type { Route } from "./+types/day";

/**
 * Where the date picker's GET form goes ([daily.dated-page]): /signs/{sign}/day?date=YYYY-MM-DD.
 * The day is checked here, on the server, so the picker works the same without scripts and
 * whatever the browser let through: a day with a reading is a redirect to its one address, and
 * anything else is a 400 with what to pick instead.
 */
export function loader({ params, url, context }: Route.LoaderArgs) {
  const sign = requireSign(params.sign, url);
  const today = context.horoscopes.today();
  const date = queryValue(url, "date")?.trim() ?? "";
  if (!isCalendarDate(date)) throw data({ message: READING_SPAN_MESSAGES.pickADay }, { status: 400 });
  if (readingDateProblem(date, today) !== undefined) {
    const message = READING_SPAN_MESSAGES.pickWithin(monthDayYear(FIRST_READING_DATE), monthDayYear(lastReadingDate(today)));
    throw data({ message }, { status: 400 });
  }
  // Temporary: which address a day has (/tomorrow, or its date) moves on at midnight.
  throw redirect(readingPath(sign.slug, date, today), 302);
}

// A page module, not a resource route, so that its 400 is drawn by the root error boundary as the
// site's bad-request page; the loader never lets this render.
export default function DayPickerRoute() {
  return null;
}
