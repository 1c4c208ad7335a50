import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { dateFormat } from "#app/lib/dates.ts";

/**
 * The Moon page's exact times ([sky.moon-times]): the server writes them on the site's clocks; once
 * the page runs in the browser they move to the reader's own time zone, and a button switches them
 * to UTC and back. Dates of the calendar stay on the site's clocks, which its caption names.
 */

type Clock = { kind: "site" | "reader" | "utc"; timeZone: string };
type Clocks = { clock: Clock; readerZone: string | null; hydrated: boolean; show: (clock: Clock) => void };

const ClockContext = createContext<Clocks>({
  clock: { kind: "site", timeZone: "UTC" },
  readerZone: null,
  hydrated: false,
  show: () => {},
});

// A phase time as the page writes it: "Tuesday, December 8, 19:51".
const PHASE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** How the page writes an exact time on a zone's clocks; the server and the browser share it. */
export function phaseTimeText(at: Date | string, timeZone: string): string {
  return dateFormat({ ...PHASE_TIME, timeZone }).format(new Date(at));
}

function readerTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function PhaseTimesProvider({ siteTimeZone, children }: { siteTimeZone: string; children: ReactNode }) {
  const [clock, show] = useState<Clock>({ kind: "site", timeZone: siteTimeZone });
  const [readerZone, setReaderZone] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // After hydration, so the first render in the browser matches the server's HTML.
    setHydrated(true);
    const zone = readerTimeZone();
    if (!zone) return;
    setReaderZone(zone);
    show({ kind: "reader", timeZone: zone });
  }, []);
  return <ClockContext.Provider value={{ clock, readerZone, hydrated, show }}>{children}</ClockContext.Provider>;
}

/** Which clocks the times are on, and (once the page runs) the button that switches to UTC and back. */
export function PhaseTimesNote({ siteTimeZone }: { siteTimeZone: string }) {
  const { clock, readerZone, hydrated, show } = useContext(ClockContext);
  const toUtc = clock.kind !== "utc";
  const home: Clock = readerZone ? { kind: "reader", timeZone: readerZone } : { kind: "site", timeZone: siteTimeZone };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <p data-testid="phase-times-zone">
        {clock.kind === "utc"
          ? "Times are given in UTC."
          : clock.kind === "reader"
            ? `Times are given for your time zone, ${clock.timeZone}.`
            : `Times are given for the time zone ${clock.timeZone}.`}
      </p>
      {hydrated ? (
        <button
          type="button"
          className="rounded text-link underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          onClick={() => show(toUtc ? { kind: "utc", timeZone: "UTC" } : home)}
        >
          {toUtc ? "Show in UTC" : readerZone ? "Show in my time zone" : "Show on the site’s clocks"}
        </button>
      ) : null}
    </div>
  );
}

/** One exact time: `text` is the server's (site clocks) until the browser knows the reader's zone. */
export function PhaseTime({ at, text }: { at: string; text: string }) {
  const { clock } = useContext(ClockContext);
  return <time dateTime={at}>{clock.kind === "site" ? text : phaseTimeText(at, clock.timeZone)}</time>;
}
