import type { PairReading } from "./pair-reading";
import { BAR_CLASSES, VERDICTS } from "./scoring";
import { WhyThisScore } from "./why-this-score";

type Named = { name: string; symbol: string };

/** Score, tier, bar and Click/Clash verdict of one pair and why it scores so, then what the pair is best for and where it struggles. */
export function PairResult({ first, second, reading }: { first: Named; second: Named; reading: PairReading }) {
  const { score, tier, tone, verdict } = reading;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="pair-score" className="rounded-xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="pair-score" className="sr-only">
          Today’s score
        </h2>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p className="flex flex-col">
            <span className="text-sm font-semibold uppercase tracking-wide text-muted">
              {first.symbol} {first.name} + {second.symbol} {second.name}
            </span>
            <span className="text-5xl font-bold" data-testid="compatibility-score" data-score={score}>
              {score}%
            </span>
            <span className="text-xl font-semibold text-accent">{tier}</span>
          </p>
          <p className="flex flex-col items-end text-right">
            <span className="text-sm text-muted">Do they click or clash?</span>
            <span className="rounded-full border-2 border-accent px-4 py-1 text-2xl font-bold" data-testid="compatibility-verdict">
              {verdict}
            </span>
            <span className="sr-only">{verdict === VERDICTS.click ? "These two signs click." : "These two signs clash."}</span>
          </p>
        </div>
        <div
          role="meter"
          aria-label="Compatibility score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={`${score}%, ${tier}`}
          className="mt-5 h-9 w-full overflow-hidden rounded-full border border-border bg-surface-muted"
        >
          <div
            className={`flex h-full items-center justify-end rounded-full pr-3 text-sm font-bold ${BAR_CLASSES[tone]}`}
            style={{ width: `${score}%` }}
          >
            <span aria-hidden="true">{score}%</span>
          </div>
        </div>
        <p className="mt-5 leading-7">{reading.summary}</p>
        <WhyThisScore score={score} why={reading.why} />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <ListCard title="Best for" items={reading.bestFor} marker="✓" />
        <ListCard title="Challenges" items={reading.challenges} marker="!" />
      </div>
    </div>
  );
}

function ListCard({ title, items, marker }: { title: string; items: readonly string[]; marker: string }) {
  return (
    <section className="rounded-xl border border-border bg-surface p-5">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-accent">
              {marker}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The pair's questions and answers; the same text feeds the page's FAQPage data. */
export function PairFaq({ entries, title }: { entries: PairReading["faq"]; title: string }) {
  return (
    <section aria-labelledby="pair-faq">
      <h2 id="pair-faq" className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      <dl className="flex flex-col gap-4">
        {entries.map((entry) => (
          <div key={entry.question} className="rounded-xl border border-border bg-surface p-5">
            <dt className="mb-2 font-semibold">{entry.question}</dt>
            <dd className="leading-7 text-muted">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PairQuote({ quote }: { quote: PairReading["quote"] }) {
  return (
    <figure className="rounded-xl border-l-4 border-accent bg-surface-muted p-5">
      <blockquote className="font-display text-lg leading-8">“{quote.text}”</blockquote>
      <figcaption className="mt-2 text-sm text-muted">— {quote.author}</figcaption>
    </figure>
  );
}
