import type { ReactNode } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { ClientHoroscope } from "./types";
import { possessive } from "#app/lib/text.ts";

/** What the page adds at the foot of the love, career and ritual cards (the route composes it). */
export type CardExtras = Partial<Record<"love" | "career" | "ritual", ReactNode>>;

/** The five written sections of a day's reading. */
export function ReadingSections({
  horoscope,
  signName,
  ritualExtra,
  extras = {},
  overviewTitle = "Today's Overview",
}: {
  horoscope: ClientHoroscope;
  signName: string;
  ritualExtra?: ReactNode;
  extras?: CardExtras;
  /** "Yesterday's Overview" and "Tomorrow's Overview" on those days' pages. */
  overviewTitle?: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <ReadingCard title={overviewTitle} emphasis>
        <p className="text-lg leading-8">{horoscope.overview}</p>
      </ReadingCard>
      <div className="grid gap-4 md:grid-cols-2">
        <ReadingCard title="Love">
          <p>{horoscope.love}</p>
          {extras.love}
        </ReadingCard>
        <ReadingCard title="Career">
          <p>{horoscope.career}</p>
          {extras.career}
        </ReadingCard>
        <ReadingCard title="Mood">
          <p>{horoscope.mood}</p>
        </ReadingCard>
        <ReadingCard title={`${possessive(signName)} Ritual`}>
          <p>{horoscope.ritual}</p>
          {ritualExtra}
          {extras.ritual}
        </ReadingCard>
      </div>
    </div>
  );
}

/** One written section of a reading, titled; the gated page draws its open sections with it too. */
export function ReadingCard({ title, emphasis = false, children }: { title: string; emphasis?: boolean; children: ReactNode }) {
  return (
    <section className={`rounded-xl border bg-surface p-5 leading-7 ${emphasis ? "border-accent" : "border-border"}`} aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The day in short, first on the page and never gated: the change that matters most for the sign
 * today and what to do about it. `title` is "Today in short" (or Yesterday's, Tomorrow's).
 */
export function ReadingInShort({ horoscope, title }: { horoscope: Pick<ClientHoroscope, "headline" | "summary">; title: string }) {
  return (
    <section aria-labelledby="reading-in-short" className="rounded-xl border border-accent bg-surface p-5" data-testid="reading-in-short">
      <h2 id="reading-in-short" className="text-sm font-semibold uppercase tracking-widest text-accent">
        {title}
      </h2>
      <p className="mt-1 text-xl font-semibold">{horoscope.headline}</p>
      <p className="mt-2 text-lg leading-8">{horoscope.summary}</p>
    </section>
  );
}

/**
 * The sky behind the reading, for readers who want it and folded away for those who don't: the
 * day's event for this sign ("Why today:"), the facts the reading rests on, and where each body
 * stands in the sign's houses.
 */
export function SkyBehind({ horoscope }: { horoscope: Pick<ClientHoroscope, "skyFacts" | "houses"> }) {
  const event = horoscope.skyFacts.find((fact) => fact.kind === "event");
  const lists = [
    ["The day's sky", horoscope.skyFacts.filter((fact) => fact !== event).map((fact) => fact.text)],
    ["Through your houses", horoscope.houses],
  ] as const;
  return (
    <details className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5" data-testid="sky-behind">
      <summary className="cursor-pointer text-lg font-semibold">The sky behind this</summary>
      <p className="mt-3 text-sm text-muted">The real positions this reading was written from, computed for noon of its day.</p>
      {event ? (
        <p className="mt-3" data-testid="why-today">
          <strong className="font-semibold">Why today:</strong> {event.text}
        </p>
      ) : null}
      {lists.map(([title, lines]) =>
        lines.length > 0 ? (
          <div key={title} className="mt-3">
            <h3 className="mb-1 font-semibold">{title}</h3>
            <ul className="flex list-disc flex-col gap-1 pl-5" aria-label={title}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </details>
  );
}

/** Lucky numbers, the lucky colour (linking to a palette built from it) and the compatible signs. */
export function LuckyPanel({ horoscope, signSlug }: { horoscope: ClientHoroscope; signSlug: string }) {
  const { numbers, color, colorHex } = horoscope.lucky;
  return (
    <section
      aria-label="Lucky numbers, colour and matches"
      className="grid gap-4 rounded-xl border border-border bg-surface p-5 sm:grid-cols-3"
    >
      <div>
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wider text-muted">Lucky Numbers</h2>
        <p className="flex gap-2" data-testid="lucky-numbers">
          {numbers.map((number) => (
            <span
              key={number}
              className="inline-flex size-10 items-center justify-center rounded-full bg-surface-muted text-lg font-semibold"
            >
              {number}
            </span>
          ))}
        </p>
      </div>
      <div>
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wider text-muted">Lucky Colour</h2>
        <a
          href={`https://coolors.co/${colorHex.slice(1).toLowerCase()}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 font-semibold text-link underline underline-offset-2"
        >
          <span
            aria-hidden="true"
            className="inline-block size-6 rounded-full border border-border"
            style={{ backgroundColor: colorHex }}
          />
          {color}
          <span className="sr-only"> (opens a palette generator in a new tab)</span>
        </a>
      </div>
      <div>
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wider text-muted">Compatible Signs</h2>
        <ul className="flex flex-wrap gap-2">
          {horoscope.compatible.map((name) => (
            <li key={name}>
              <SiteLink
                to={`/signs/${signSlug}/compatibility/${name.toLowerCase()}`}
                className="inline-block rounded-full border border-border px-3 py-1 text-sm font-medium hover:bg-surface-muted"
              >
                {name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
