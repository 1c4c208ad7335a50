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

function ReadingCard({ title, emphasis = false, children }: { title: string; emphasis?: boolean; children: ReactNode }) {
  return (
    <section className={`rounded-xl border bg-surface p-5 leading-7 ${emphasis ? "border-accent" : "border-border"}`} aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The day's most significant sky event for this sign, in its own house: why today's reading says what it says. */
export function WhyToday({ facts }: { facts: ClientHoroscope["skyFacts"] }) {
  const event = facts.find((fact) => fact.kind === "event");
  if (!event) return null;
  return (
    <p className="rounded-xl border border-border bg-surface px-5 py-3" data-testid="why-today">
      <strong className="font-semibold">Why today:</strong> {event.text}
    </p>
  );
}

/** The sky facts the reading rests on, in plain sentences. */
export function SkyFacts({ facts }: { facts: ClientHoroscope["skyFacts"] }) {
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="todays-sky" className="rounded-xl border border-border bg-surface p-5">
      <h2 id="todays-sky" className="mb-1 text-lg font-semibold">
        Today's Sky
      </h2>
      <p className="mb-3 text-sm text-muted">The real positions this reading was written from, computed for noon today.</p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {facts.map((fact) => (
          <li key={fact.text}>{fact.text}</li>
        ))}
      </ul>
    </section>
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
