import { weekdayDayMonth } from "#app/lib/dates.ts";
import type { TodayForYou } from "./transits/today-for-you.server";

/**
 * "Today for you" as the reader sees it ([charts.transits]): the day's headline, the transits
 * read (a slow one between its days as one line, its full reading a click away), the Moon's house,
 * what turns or changes house, and the rest named in one line. Shown beside the Sun-sign reading,
 * never instead of it.
 */
export function TodayForYouCard({ reading, chartName }: { reading: TodayForYou; chartName: string }) {
  return (
    <section
      aria-labelledby="today-for-you"
      className="flex flex-col gap-4 rounded-xl border border-accent bg-surface p-5"
      data-testid="today-for-you"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          Today for you · <time dateTime={reading.date}>{weekdayDayMonth(reading.date)}</time>
        </p>
        <h2 id="today-for-you" className="text-xl font-semibold leading-snug">
          {reading.headline}
        </h2>
        <p className="text-sm text-muted">
          Read against {chartName}&apos;s birth chart; times are on {reading.timeZone.replaceAll("_", " ")} clocks.
        </p>
      </div>
      {reading.note ? (
        <p className="rounded-md border border-border bg-surface-muted p-3 text-sm" role="note">
          {reading.note}
        </p>
      ) : null}
      {reading.quiet ? <p>{reading.quiet}</p> : null}
      {reading.items.map((item) => (
        <article key={item.key} className="flex flex-col gap-1">
          <h3 className="font-semibold">{item.title}</h3>
          <p className="text-sm text-muted">{item.detail}</p>
          <p className="leading-7">{item.text}</p>
          {item.fullText ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-accent underline-offset-2 hover:underline">What this transit means</summary>
              <p className="mt-1 leading-6">{item.fullText}</p>
            </details>
          ) : null}
        </article>
      ))}
      {reading.moon ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">The Moon in your houses</h3>
          <p className="leading-7">{reading.moon}</p>
        </div>
      ) : null}
      {reading.changes.length ? (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {reading.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : null}
      {reading.alsoInPlay.length ? <p className="text-sm text-muted">Also in play: {reading.alsoInPlay.join(", ")}.</p> : null}
    </section>
  );
}
