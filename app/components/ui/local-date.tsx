import { useEffect, useState } from "react";
import { dateFormat } from "~/lib/dates";

const LONG_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

/**
 * A date in the reader's own time zone and language. The server writes it in the site's zone
 * (the reader's is unknown there); after hydration the browser rewrites it in its own.
 */
export function LocalDate({ iso, serverTimeZone }: { iso: string; serverTimeZone: string }) {
  const [text, setText] = useState(() => dateFormat({ ...LONG_DATE, timeZone: serverTimeZone }).format(new Date(iso)));
  useEffect(() => setText(new Date(iso).toLocaleDateString(undefined, LONG_DATE)), [iso]);
  return <time dateTime={iso}>{text}</time>;
}
