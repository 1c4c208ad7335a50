import { Form } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { monthDayYear } from "#app/lib/dates.ts";

/** A neighbouring day of a reading: its date and the one address of its reading. */
export type DayLink = { date: string; path: `/${string}` };

/** The first and last day that have a reading ([daily.any-day]). */
export type ReadingSpan = { first: string; last: string };

/**
 * The days before and after a reading ([daily.dated-page]): plain links marked rel="prev" and
 * rel="next", each left out past the span's ends.
 */
export function DayLinks({ previous, next }: { previous: DayLink | null; next: DayLink | null }) {
  return (
    <nav aria-label="Days before and after" className="flex justify-between gap-3">
      {previous ? (
        <SiteLink rel="prev" to={previous.path} className={buttonClasses("secondary")}>
          ← Previous day
        </SiteLink>
      ) : null}
      {next ? (
        <SiteLink rel="next" to={next.path} className={buttonClasses("secondary", "ml-auto")}>
          Next day →
        </SiteLink>
      ) : null}
    </nav>
  );
}

/**
 * The date picker: a GET form to /signs/{sign}/day, so it works without scripts too. The server
 * reads the day it sends and redirects to that day's page (or answers 400 for a day it has no
 * reading of), so the browser's min and max are a convenience, not the check. Keyed by the
 * page's day, so the field shows the day just navigated to.
 */
export function DayPicker({ signSlug, date, span }: { signSlug: string; date: string; span: ReadingSpan }) {
  return (
    <Form key={date} method="get" action={`/signs/${signSlug}/day`} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Read the horoscope of any day
        <input
          type="date"
          name="date"
          required
          min={span.first}
          max={span.last}
          defaultValue={date}
          aria-describedby="day-picker-hint"
          className={inputClasses}
        />
      </label>
      <button type="submit" className={buttonClasses("secondary")}>
        Read that day
      </button>
      {/* On a phone the hint is read out with the field but not drawn, so the reading starts on the first screen. */}
      <p id="day-picker-hint" className="hidden basis-full text-xs text-muted md:block">
        A birthday, an anniversary, the day you met: any day from {monthDayYear(span.first)} to {monthDayYear(span.last)}.
      </p>
    </Form>
  );
}
