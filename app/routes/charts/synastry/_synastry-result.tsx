import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { SynastryResult } from "./_synastry-page.server";

type ShownAspect = SynastryResult["personal"][number];

const TONE_WORDS: Record<ShownAspect["tone"], string> = { meets: "meets", flows: "flows", presses: "presses" };

function AspectItem({ aspect }: { aspect: ShownAspect }) {
  return (
    <li className="flex flex-col gap-1" data-testid="synastry-aspect">
      <h4 className="font-semibold">{aspect.title}</h4>
      <p className="text-sm text-muted">
        Orb {aspect.orb.toFixed(1)}° · {TONE_WORDS[aspect.tone]}
      </p>
      <p className="leading-7">{aspect.text}</p>
    </li>
  );
}

function Reasons({ title, items, total, count }: { title: string; items: ShownAspect[]; total: number; count: number }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold">
        {title}: {total.toFixed(1)} from {count} {count === 1 ? "contact" : "contacts"}
      </h3>
      {items.length ? (
        <ul className="list-disc pl-5 text-sm">
          {items.map((item) => (
            <li key={item.key}>
              {item.title} (orb {item.orb.toFixed(1)}°,{" "}
              {item.side === "both" ? `${(item.weight / 2).toFixed(1)}, half its weight` : item.weight.toFixed(1)})
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">None.</p>
      )}
    </div>
  );
}

/**
 * A synastry as the reader sees it ([charts.synastry]): the score with the sum behind it and the
 * contacts that weigh most, then every personal contact read, tightest first, then the contacts
 * of a shared generation named apart.
 */
export function SynastryResultView({ result }: { result: SynastryResult }) {
  const { names, score } = result;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="synastry-score" className="flex flex-col gap-3 rounded-xl border border-accent bg-surface p-5">
        <h2 id="synastry-score" className="text-xl font-semibold">
          Chart score: <span data-testid="synastry-score">{score.value}</span> out of 100
        </h2>
        <p className="text-sm text-muted">
          Each contact weighs by the points it joins (the Sun, the Moon and Venus most, the slow outer planets least) and by how close it
          is. Harmony adds, tension takes away: 50 + 50 × (harmony − tension) ÷ (harmony + tension + 2) = {score.value}. This is the two
          charts&apos; own score, apart from the Sun-sign pair score on the compatibility pages.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <Reasons title="Harmony" items={score.reasons.harmony} total={score.harmony} count={score.harmonyCount} />
          <Reasons title="Tension" items={score.reasons.tension} total={score.tension} count={score.tensionCount} />
        </div>
        <p className="flex flex-wrap gap-4 text-sm">
          <SiteLink to={result.links.a}>Open {names.a}&apos;s chart</SiteLink>
          <SiteLink to={result.links.b}>Open {names.b}&apos;s chart</SiteLink>
        </p>
      </section>
      {result.notes.map((note) => (
        <p key={note} role="note" className="rounded-md border border-border bg-surface-muted p-3 text-sm">
          {note}
        </p>
      ))}
      <section aria-labelledby="synastry-contacts" className="flex flex-col gap-4">
        <h2 id="synastry-contacts" className="text-xl font-semibold">
          How {names.a} and {names.b} meet
        </h2>
        {result.personal.length ? (
          <>
            <h3 className="sr-only">Personal contacts</h3>
            <ul className="flex flex-col gap-5">
              {result.personal.map((aspect) => (
                <AspectItem key={aspect.key} aspect={aspect} />
              ))}
            </ul>
          </>
        ) : (
          <p>No planet of one chart is close to a planet or angle of the other: the two charts meet loosely, without strong contacts.</p>
        )}
      </section>
      {result.generation.length ? (
        <section aria-labelledby="synastry-generation" className="flex flex-col gap-4">
          <h2 id="synastry-generation" className="text-xl font-semibold">
            A shared generation
          </h2>
          <p className="text-sm text-muted">
            The slow outer planets stay in one place for years, so these contacts are shared with everyone born close to these dates and
            leave the score alone.
          </p>
          <ul className="flex flex-col gap-5">
            {result.generation.map((aspect) => (
              <AspectItem key={aspect.key} aspect={aspect} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
