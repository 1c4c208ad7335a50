import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { readerSign, rememberReaderSign } from "#app/zodiac/reader-sign.ts";
import { SIGNS, signOf, type SignSlug } from "#app/zodiac/signs.ts";
import { HOROSCOPE_MESSAGES } from "./messages";
import { dayLabel } from "#app/lib/dates.ts";
import { READING_DAYS, readingDayOf, type ReadingDayKey } from "./reading-days";
import { fetchReadingInShort, IN_SHORT_TIMEOUT_MS, inShortFailure, readingDayDate, type InShort } from "./reading-in-short";

/**
 * What the box shows: nothing known yet (the server's render, the same for everyone, and the
 * browser's until it has read its storage), the sign picker, or the reader's sign.
 */
type Shown = { kind: "pending" } | { kind: "choose"; previous: SignSlug | null } | { kind: "reader"; sign: SignSlug };

type DayAnswer = { status: "ready"; reading: InShort } | { status: "failed" };

/**
 * The box's size, reserved from the first paint whatever it holds, so nothing moves when the
 * reading arrives ([shell.home-reading]). Every state fits inside it: the twelve signs, and the
 * longest reading of four months of all twelve signs (a two-line headline, a 35-word summary:
 * 437px on a 390px phone, 509px on a 320px one) with a line to spare.
 */
const BOX_CLASSES = "flex min-h-[33rem] min-[375px]:min-h-[30rem] flex-col rounded-xl border border-accent bg-surface p-5";

/**
 * The home page's first box, for the reader: a returning reader's "Today in short" (headline and
 * summary) for their remembered sign, with Yesterday / Today / Tomorrow and a link to that day's
 * full reading; for a visitor without a remembered sign, the sign picker. The server renders the
 * same placeholder for everyone, so the page stays cacheable; the browser reads the sign from its
 * own storage and the day from the API (`?date=`), and keeps each day it fetched.
 */
export function ReaderToday({ date }: { /** The site's today, as the page was rendered. */ date: string }) {
  const id = useId();
  const slotId = `${id}-reading`;
  const [shown, setShown] = useState<Shown>({ kind: "pending" });
  const [dayKey, setDayKey] = useState<ReadingDayKey>("today");
  const [answers, setAnswers] = useState<Record<string, DayAnswer>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the box's heading only after the reader acted (picked or changed the sign).
  const moveFocus = useRef(false);

  useEffect(() => {
    const sign = readerSign();
    setShown(sign ? { kind: "reader", sign } : { kind: "choose", previous: null });
  }, []);

  const sign = shown.kind === "reader" ? shown.sign : null;
  const day = readingDayOf(dayKey);
  const dayDate = readingDayDate(date, day);
  const key = sign ? `${sign}/${dayDate}` : "";
  const answer = sign ? answers[key] : undefined;
  const status = answer?.status ?? "loading";

  useEffect(() => {
    if (!sign || status !== "loading") return;
    const request = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      request.abort();
    }, IN_SHORT_TIMEOUT_MS);
    fetchReadingInShort(sign, dayDate, request.signal)
      .then((reading) => setAnswers((known) => ({ ...known, [`${sign}/${dayDate}`]: { status: "ready", reading } })))
      .catch(() => {
        // Left for another day or sign: nothing to say. Refused, failed or too slow: the box says so.
        if (request.signal.aborted && !timedOut) return;
        setAnswers((known) => ({ ...known, [`${sign}/${dayDate}`]: { status: "failed" } }));
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [sign, dayDate, status]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    heading.current?.focus();
  }, [shown]);

  const pick = (slug: SignSlug) => {
    rememberReaderSign(slug);
    moveFocus.current = true;
    setDayKey("today");
    setShown({ kind: "reader", sign: slug });
  };
  const retry = () =>
    setAnswers((known) => {
      const { [key]: _failed, ...rest } = known;
      return rest;
    });

  return (
    <section aria-label="Your reading" className={BOX_CLASSES} data-testid="reader-today" data-state={shown.kind}>
      {shown.kind === "pending" ? (
        <PendingBox />
      ) : shown.kind === "choose" ? (
        <SignPicker
          heading={heading}
          previous={shown.previous}
          onPick={pick}
          onKeep={(slug) => {
            moveFocus.current = true;
            setShown({ kind: "reader", sign: slug });
          }}
        />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3 text-sm">
            <p className="flex items-center gap-2 font-semibold">
              <span aria-hidden="true" className="text-accent">
                {signOf(shown.sign).symbol}
              </span>
              Welcome back, {signOf(shown.sign).name}
            </p>
            <button
              type="button"
              className="rounded-md px-2 py-1 text-link underline underline-offset-2 hover:bg-surface-muted"
              onClick={() => {
                moveFocus.current = true;
                setShown({ kind: "choose", previous: shown.sign });
              }}
            >
              Change sign
            </button>
          </div>
          <DaySwitch current={dayKey} controls={slotId} onSwitch={setDayKey} />
          <div className="mt-4 flex items-baseline justify-between gap-3">
            <h2 ref={heading} tabIndex={-1} className="text-sm font-semibold uppercase tracking-widest text-accent">
              {day.label} in short
            </h2>
            <time dateTime={dayDate} className="text-sm text-muted">
              {dayLabel(dayDate)}
            </time>
          </div>
          <div id={slotId} aria-live="polite" aria-busy={status === "loading"} className="mt-1 flex flex-col">
            {answer?.status === "ready" ? (
              <>
                <p className="text-xl font-semibold leading-7" data-testid="reader-today-headline">
                  {answer.reading.headline}
                </p>
                <p className="mt-2 leading-7" data-testid="reader-today-summary">
                  {answer.reading.summary}
                </p>
              </>
            ) : answer?.status === "failed" ? (
              <div className="flex flex-col items-start gap-3 pt-1" data-testid="reader-today-error">
                <p>{inShortFailure(signOf(shown.sign).name, day)}</p>
                <button type="button" className={buttonClasses("secondary")} onClick={retry}>
                  {HOROSCOPE_MESSAGES.tryAgain}
                </button>
              </div>
            ) : (
              <TextPlaceholder label={`Loading ${day.label.toLowerCase()}’s reading…`} />
            )}
          </div>
          <SiteLink to={`/signs/${shown.sign}${day.suffix}`} className="mt-auto pt-4 font-semibold text-link underline underline-offset-2">
            Read {day.label.toLowerCase()}’s {signOf(shown.sign).name} horoscope
          </SiteLink>
        </>
      )}
    </section>
  );
}

/** Yesterday / Today / Tomorrow: toggle buttons, one pressed, each switching the box in place. */
function DaySwitch({ current, controls, onSwitch }: { current: ReadingDayKey; controls: string; onSwitch: (key: ReadingDayKey) => void }) {
  return (
    <div
      role="group"
      aria-label="Reading day"
      className="mt-3 grid grid-cols-3 gap-1 rounded-lg border border-border p-1 text-sm font-semibold"
    >
      {READING_DAYS.map((day) => (
        <button
          key={day.key}
          type="button"
          aria-pressed={day.key === current}
          aria-controls={controls}
          onClick={() => onSwitch(day.key)}
          className={`rounded-md px-2 py-1.5 ${day.key === current ? "bg-accent text-accent-foreground" : "text-muted hover:bg-surface-muted hover:text-foreground"}`}
        >
          {day.label}
        </button>
      ))}
    </div>
  );
}

/** The server's box, and the browser's until it knows the reader: the shape of a reading, no words of one. */
function PendingBox() {
  return (
    <>
      <h2 className="text-sm font-semibold uppercase tracking-widest text-accent">Your reading</h2>
      <div aria-busy="true" className="mt-4 flex flex-col">
        <TextPlaceholder label="Loading your reading…" />
      </div>
    </>
  );
}

function TextPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3 pt-1" data-testid="reader-today-loading">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="h-6 w-4/5 animate-pulse rounded bg-surface-muted" />
      <span aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-surface-muted" />
      <span aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-surface-muted" />
      <span aria-hidden="true" className="h-4 w-2/3 animate-pulse rounded bg-surface-muted" />
    </div>
  );
}

/** The sign picker: the twelve signs as buttons; the one picked is remembered and its reading shown here. */
function SignPicker({
  heading,
  previous,
  onPick,
  onKeep,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  previous: SignSlug | null;
  onPick: (slug: SignSlug) => void;
  onKeep: (slug: SignSlug) => void;
}) {
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Your sign, first
      </h2>
      <p className="mt-2 text-muted">Pick your sign: its day in short shows here, and it will be waiting each time you come back.</p>
      <ul className="mt-4 grid grid-cols-3 gap-2">
        {SIGNS.map((each) => (
          <li key={each.slug}>
            <button
              type="button"
              aria-pressed={each.slug === previous}
              onClick={() => onPick(each.slug)}
              className={`flex w-full flex-col items-center rounded-lg border px-1 py-2 text-sm font-semibold hover:bg-surface-muted ${each.slug === previous ? "border-accent" : "border-border"}`}
            >
              <span aria-hidden="true" className="text-xl text-accent">
                {each.symbol}
              </span>
              {each.name}
            </button>
          </li>
        ))}
      </ul>
      {previous ? (
        <button
          type="button"
          className="mt-auto self-start pt-3 text-sm text-link underline underline-offset-2"
          onClick={() => onKeep(previous)}
        >
          Keep {signOf(previous).name}
        </button>
      ) : null}
    </>
  );
}
