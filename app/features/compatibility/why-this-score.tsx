import { useId } from "react";
import type { PairReading } from "./pair-reading";

/** "+4", "−2" (a true minus sign, read as "minus"), "0". */
function signed(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `−${-points}`;
  return "0";
}

/**
 * The parts a score is made of, each with its reason, then the sum: the pair's base from the
 * angle between the two signs, and today's part from where the bodies really are. The words and
 * numbers come from the loader; nothing here computes the sky, so no astronomy reaches the browser.
 */
export function WhyThisScore({ score, why }: { score: number; why: PairReading["why"] }) {
  const id = useId();
  const sum = `${why.base.points} ${why.today.map((factor) => (factor.points < 0 ? `− ${-factor.points}` : `+ ${factor.points}`)).join(" ")} = ${score}`;
  return (
    <div className="mt-6 border-t border-border pt-5">
      <h3 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        Why this score
      </h3>
      <dl className="flex flex-col gap-4">
        <Part title={`Base: ${why.base.name}`} points={String(why.base.points)} reason={why.base.reason} />
        {why.today.map((factor) => (
          <Part key={factor.planet} title={`Today: ${factor.label}`} points={signed(factor.points)} reason={factor.reason} />
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-border pt-3">
          <dt className="font-semibold">Today’s score</dt>
          <dd className="font-bold tabular-nums" data-testid="score-sum">
            {sum}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Part({ title, points, reason }: { title: string; points: string; reason: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <dt className="font-semibold">{title}</dt>
      <dd className="font-bold tabular-nums">
        {points}
        <span className="sr-only"> points</span>
      </dd>
      <dd className="basis-full leading-7 text-muted">{reason}</dd>
    </div>
  );
}
