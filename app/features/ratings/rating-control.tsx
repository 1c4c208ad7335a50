import { Star } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { wholeNumber } from "#app/lib/text.ts";
import { isRatingActionResult, RATING_INTENT, RATING_STARS, type RatingActionResult, type RatingSummary } from "./rating-rules";

/** Before the day's first rating: an invitation, never a stand-in average. */
export const FIRST_TO_RATE = "Be the first to rate today’s reading";

const STARS = Array.from({ length: RATING_STARS }, (_, i) => i + 1);

/** The event an accepted rating reports; the route passes the analytics feature's tracker in. */
type RatingTracker = (name: "rating_given", properties: { sign: string; rating: number }) => void;

/**
 * Five stars as a native radio group: arrow keys move between them, the form posts to the page's
 * action with or without scripts, and once today's rating is stored the control is locked (the
 * loader's `visitorRating` keeps it locked after a reload).
 */
export function RatingControl({
  signName,
  summary,
  visitorRating,
  action,
  headingLevel = "h2",
  sign,
  track,
}: {
  signName: string;
  summary: RatingSummary;
  visitorRating: number | null;
  /** The route whose action calls handleRatingAction; the current page when omitted. */
  action?: string;
  headingLevel?: "h2" | "h3";
  /** The sign's slug, for the `rating_given` event ([analytics.events]). */
  sign?: string;
  track?: RatingTracker;
}) {
  const fetcher = useFetcher<RatingActionResult>();
  const answer = fetcher.data;
  // Once per answer, and only for a rating the server stored (not one already given today).
  useEffect(() => {
    if (answer?.ok && answer.recorded && sign) track?.("rating_given", { sign, rating: answer.rating });
  }, [answer, sign, track]);
  // Without scripts the form is a plain POST and its answer arrives as the page's action data.
  const pageResult = useActionData() as unknown;
  const result = fetcher.data ?? (isRatingActionResult(pageResult) ? pageResult : undefined);
  const locked = result?.ok ? result.rating : visitorRating;
  const id = useId();
  const Heading = headingLevel;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-surface p-5">
      <Heading id={`${id}-title`} className="mb-1 text-lg font-semibold">
        Rate today’s {signName} horoscope
      </Heading>
      <p className="mb-4 text-sm text-muted" data-testid="rating-summary">
        {summary.average === null ? (
          FIRST_TO_RATE
        ) : (
          <>
            <span aria-hidden="true">★ </span>
            <strong className="text-foreground">{summary.average.toFixed(1)}</strong> average from {wholeNumber(summary.total)}{" "}
            {summary.total === 1 ? "rating" : "ratings"}
          </>
        )}
      </p>
      {locked ? (
        <div className="flex flex-col gap-2">
          <StarRow value={locked} label={`Your rating: ${locked} out of ${RATING_STARS} stars`} />
          <p role="status" className="text-sm">
            {result?.ok ? result.message : `You rated today’s reading ${locked} out of ${RATING_STARS}. Come back tomorrow to rate again.`}
          </p>
        </div>
      ) : (
        <RatingForm
          Form={fetcher.Form}
          action={action}
          submitting={fetcher.state !== "idle"}
          error={result && !result.ok ? result.message : null}
          id={id}
        />
      )}
    </section>
  );
}

function RatingForm({
  Form,
  action,
  submitting,
  error,
  id,
}: {
  Form: ReturnType<typeof useFetcher>["Form"];
  action: string | undefined;
  submitting: boolean;
  error: string | null;
  id: string;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? choice ?? 0;
  return (
    <Form method="post" action={action} className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <input type="hidden" name="intent" value={RATING_INTENT} />
      <fieldset>
        <legend id={`${id}-legend`} className="sr-only">
          Your rating, from 1 to {RATING_STARS} stars
        </legend>
        <div role="radiogroup" aria-labelledby={`${id}-legend`} className="flex gap-1" onMouseLeave={() => setHover(null)}>
          {STARS.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHover(stars)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                required
                checked={choice === stars}
                onChange={() => setChoice(stars)}
                className="sr-only"
              />
              <Star aria-hidden="true" className={`size-8 ${stars <= shown ? "fill-accent text-accent" : "text-muted"}`} />
              <span className="sr-only">{`${stars} ${stars === 1 ? "star" : "stars"}`}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClasses("primary", "self-start")} disabled={submitting}>
        {submitting ? "Saving…" : "Submit Rating"}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

function StarRow({ value, label }: { value: number; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex gap-1">
      {STARS.map((stars) => (
        <Star key={stars} aria-hidden="true" className={`size-8 ${stars <= value ? "fill-accent text-accent" : "text-muted"}`} />
      ))}
    </div>
  );
}
