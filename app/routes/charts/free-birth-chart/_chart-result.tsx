import type { ReactNode } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ShareButtons } from "#app/components/ui/share-buttons.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { BirthClockNote } from "#app/features/charts/birth-clock-note.tsx";
import type { ChartAnswer } from "#app/features/charts/chart-request.server.ts";
import { ChartTables, houseSystemName } from "#app/features/charts/chart-tables.tsx";
import { dayMonthYear } from "#app/lib/dates.ts";
import { degreeInSign } from "#app/zodiac/sky.ts";
import type { BirthChartResult } from "./_birth-chart.server";

/** The drawn chart under the form: the wheel, the big three, the tables and the reading. */
function BigThree({ answer }: { answer: ChartAnswer }) {
  const body = (name: string) => answer.positions.find((position) => position.body === name)!;
  const rows = [
    ["Sun", body("Sun")],
    ["Moon", body("Moon")],
    ...(answer.ascendant ? [["Rising", answer.ascendant] as const] : []),
  ] as const;
  return (
    <aside aria-labelledby="big-three" className="rounded-xl border border-border bg-surface p-4">
      <h3 id="big-three" className="text-base font-semibold">
        Your big three
      </h3>
      <dl className="mt-2 grid gap-2">
        {rows.map(([name, point]) => (
          <div key={name}>
            <dt className="text-sm text-muted">{name}</dt>
            <dd className="text-lg font-medium">{degreeInSign(point.sign, point.degree)}</dd>
          </div>
        ))}
      </dl>
      {answer.ascendant ? null : <p className="mt-2 text-sm text-muted">The rising sign needs the birth time.</p>}
    </aside>
  );
}

export function ChartResult({ result, siteUrl, children }: { result: BirthChartResult; siteUrl: string; children?: ReactNode }) {
  const { answer, reading, wheelSvg, query } = result;
  const input = answer.input;
  const day = dayMonthYear(input.date);
  const when = answer.timeKnown ? `${day}, ${input.time} (UTC${answer.utcOffset})` : `${day}, time unknown`;
  const place = new URLSearchParams(query).get("place");
  const link = `${siteUrl}/charts/free-birth-chart?${query}`;
  return (
    <section id="chart" aria-labelledby="your-chart" className="my-8 scroll-mt-4">
      <h2 id="your-chart">Your birth chart</h2>
      <p>
        {when}
        {place ? ` in ${place}` : ""}. {answer.houseSystem ? `${houseSystemName(answer.houseSystem)} houses.` : null}{" "}
        {answer.input.node === "true" ? "True node." : "Mean node."}
      </p>
      <BirthClockNote answer={answer} place={place} />
      {answer.housesNote ? <p role="note">{answer.housesNote}</p> : null}
      {answer.moonRange ? (
        <p role="note">
          Without a birth time the chart is drawn for noon, with no rising sign and no houses. That day the Moon travelled from{" "}
          {degreeInSign(answer.moonRange.start.sign, answer.moonRange.start.degree)} to{" "}
          {degreeInSign(answer.moonRange.end.sign, answer.moonRange.end.degree)}.
        </p>
      ) : null}
      <div className="not-prose my-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_15rem] lg:items-center">
        <figure>
          {/* Drawn on the server from the chart's own figures, which the tables below repeat in text. */}
          <div
            className="mx-auto max-w-[600px] text-foreground [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: wheelSvg }}
          />
          <figcaption className="mt-2 text-center text-sm text-muted">
            The wheel: the rising sign on the left, signs around the rim, houses numbered inside; blue lines are trines and sextiles, red
            ones squares and oppositions. The degrees are in the table below.
          </figcaption>
        </figure>
        <BigThree answer={answer} />
      </div>
      <p className="not-prose flex flex-wrap gap-3">
        <a href={`/charts/free-birth-chart/wheel.svg?${query}`} download="birth-chart.svg" className={buttonClasses("secondary")}>
          Download SVG
        </a>
        <a href={`/charts/free-birth-chart/wheel.png?${query}`} download="birth-chart.png" className={buttonClasses("secondary")}>
          Download PNG
        </a>
        <SiteLink to={`/charts/synastry?${new URLSearchParams({ a: query })}`} className={buttonClasses("secondary")}>
          Compare with another chart
        </SiteLink>
      </p>
      {/* What the page offers to do with the drawn chart (save it), under its downloads. */}
      {children}
      <div className="not-prose my-6">
        <ChartTables answer={answer} />
      </div>

      <h2>Your big three</h2>
      {reading.bigThree.map((entry) => (
        <ReadingEntry key={entry.key} title={entry.title} paragraphs={entry.paragraphs} />
      ))}
      <h2>Your planets</h2>
      {reading.planets.map((entry) => (
        <ReadingEntry key={entry.key} title={entry.title} paragraphs={entry.paragraphs} />
      ))}
      <h2 id="your-aspects">Your aspects</h2>
      {reading.aspects.length === 0 ? (
        <p>No two points of this chart are within an aspect&apos;s orb, so no aspect colours the planets&apos; readings above.</p>
      ) : (
        <p>
          The closest aspects come first: the nearer to exact, the louder an aspect speaks in a chart.
          {answer.timeKnown
            ? null
            : " Without a birth time the Moon stands where it was at noon, so its aspects may be a few degrees out, and the rising sign and Midheaven, which need the time, have none."}
        </p>
      )}
      {reading.aspects.map((entry) => (
        <ReadingEntry key={entry.key} title={entry.title} paragraphs={entry.paragraphs} />
      ))}
      <ShareButtons url={link} text="My birth chart on Cosmic Daily" heading="Share this chart" />
    </section>
  );
}

function ReadingEntry({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  return (
    <>
      <h3>{title}</h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </>
  );
}
