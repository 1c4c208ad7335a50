import type { ChartAnswer } from "./chart-request.server";

/** "+00:39:57" as a reader writes it: "UTC+0:39:57". */
const utcLabel = (offset: string) => `UTC${offset.replace(/^([+-])0(\d)/, "$1$2")}`;

/** Which clock the birth time was read on, when it was the birthplace's own mean time ([charts.local-mean-time]). */
export function BirthClockNote({ answer, place }: { answer: ChartAnswer; place: string | null }) {
  if (answer.clock.kind !== "local-mean-time" || !answer.input.tz) return null;
  const town = place?.split(",")[0]?.trim() || `longitude ${answer.input.lon}°`;
  return (
    <p role="note">
      Local mean time of {town}, {utcLabel(answer.utcOffset)}. Clocks there then kept the Sun&rsquo;s time at their own meridian, not yet
      the standard time of {answer.input.tz} ({utcLabel(answer.clock.zoneOffset)} at its main city). If the birth was recorded on another
      clock, give its offset in the form&rsquo;s UTC offset box.
    </p>
  );
}
