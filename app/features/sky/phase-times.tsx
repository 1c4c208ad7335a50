import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { dateFormat } from "#app/lib/dates.ts";

/**
 * The Moon page's exact times ([sky.moon-times]): the server writes them on the site's clocks; once
 * the page runs in the browser they move to the reader's own time zone, and a button switches them
 * to UTC and back. Dates of the calendar stay on the site's clocks, which its caption names.
 */

type Clock = { kind: "site" | "reader" | "utc"; timeZone: string };
type Clocks = { clock: Clock; hydrated: boolean; show: (kind: Clock["kind"]) => void };

const ClockContext = createContext<Clocks>({ clock: { kind: "site", timeZone: "UTC" }, hydrated: false, show: () => {} });

// A phase time as the page writes it: "Tuesday, November 24 at 14:53".
const PHASE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** How the server writes an exact time on a zone's clocks. */
export function phaseTimeText(at: Date | string, timeZone: string): string {
  return dateFormat({ ...PHASE_TIME, timeZone }).format(new Date(at));
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * The same words in the browser, from the Date's own clock readings (the reader's zone, or UTC),
 * so no Intl formatter is made on a first load ([shell.first-load-no-intl]).
 */
export function browserClockText(at: Date, utc: boolean): string {
  const [weekday, month, day, hour, minute] = utc
    ? [at.getUTCDay(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()]
    : [at.getDay(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()];
  return `${WEEKDAYS[weekday]}, ${MONTHS[month]} ${day} at ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** The reader's offset from UTC at `at`, as "UTC+05:30": summer time included. */
export function readerOffsetText(at: Date): string {
  const east = -at.getTimezoneOffset();
  const sign = east < 0 ? "−" : "+";
  return `UTC${sign}${twoDigits(Math.floor(Math.abs(east) / 60))}:${twoDigits(Math.abs(east) % 60)}`;
}

export function PhaseTimesProvider({ siteTimeZone, children }: { siteTimeZone: string; children: ReactNode }) {
  const [kind, show] = useState<Clock["kind"]>("site");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // After hydration, so the first render in the browser matches the server's HTML.
    setHydrated(true);
    show("reader");
  }, []);
  const clock: Clock = { kind, timeZone: kind === "utc" ? "UTC" : kind === "reader" ? readerOffsetText(new Date()) : siteTimeZone };
  return <ClockContext.Provider value={{ clock, hydrated, show }}>{children}</ClockContext.Provider>;
}

/** Which clocks the times are on, and (once the page runs) the button that switches to UTC and back. */
export function PhaseTimesNote() {
  const { clock, hydrated, show } = useContext(ClockContext);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <p data-testid="phase-times-zone">
        {clock.kind === "utc"
          ? "Times are given in UTC."
          : clock.kind === "reader"
            ? `Times are given for your time zone (${clock.timeZone} now).`
            : `Times are given for the time zone ${clock.timeZone}.`}
      </p>
      {hydrated ? (
        <button
          type="button"
          className="rounded text-link underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          onClick={() => show(clock.kind === "utc" ? "reader" : "utc")}
        >
          {clock.kind === "utc" ? "Show in my time zone" : "Show in UTC"}
        </button>
      ) : null}
    </div>
  );
}

/** One exact time: `text` is the server's (site clocks) until the page runs in the browser. */
export function PhaseTime({ at, text }: { at: string; text: string }) {
  const { clock } = useContext(ClockContext);
  return <time dateTime={at}>{clock.kind === "site" ? text : browserClockText(new Date(at), clock.kind === "utc")}</time>;
}
