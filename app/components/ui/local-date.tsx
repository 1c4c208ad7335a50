import { useEffect, useRef, useState } from "react";
import { dateFormat } from "#app/lib/dates.ts";

const LONG_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

/** How the server writes a LocalDate: the day of `iso` in the site's time zone ("November 27, 2026"). */
export function siteDateText(iso: string, timeZone: string): string {
  return dateFormat({ ...LONG_DATE, timeZone }).format(new Date(iso));
}

/**
 * A date in the reader's own time zone and language. The server writes it in the site's zone
 * (`siteDateText`, made by the loader: the reader's zone is unknown there). The browser rewrites it
 * in its own when the date first comes into view, not at hydration, so that a page's first load
 * makes no Intl formatter ([shell.first-load-no-intl]).
 */
export function LocalDate({ iso, siteText }: { iso: string; siteText: string }) {
  const element = useRef<HTMLTimeElement>(null);
  const [readerText, setReaderText] = useState<string | null>(null);
  useEffect(() => {
    setReaderText(null);
    const rewrite = () => setReaderText(new Date(iso).toLocaleDateString(undefined, LONG_DATE));
    if (!element.current || typeof IntersectionObserver === "undefined") return rewrite();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      rewrite();
    });
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [iso]);
  return (
    <time ref={element} dateTime={iso}>
      {readerText ?? siteText}
    </time>
  );
}
