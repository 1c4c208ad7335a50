import { housed, spanEvents, type SpanEvent, type SpanSky } from "./period-events";
import { keyDateText } from "./period-prose/events";
import { shortSpanReading } from "./period-prose/short-span";
import { yearReading } from "./period-prose/year-forecast";
import type { PeriodSpan } from "./periods";
import type { HoroscopeSign, PeriodReading } from "./types";

export type WritePeriodInput = {
  sign: HoroscopeSign;
  span: PeriodSpan;
  spanSky: SpanSky;
  /** The day the reading is for (a week or month only): its span's first day when not given. */
  asOf?: string;
  /** The next span's events, told once a week or month has little left (same kind of span). */
  ahead?: readonly SpanEvent[];
};

/**
 * A sign's reading for a week, month or year, from that span's real events read through the
 * sign's houses: the lunations, eclipses, ingresses and stations with their dates (a week's exact
 * aspects of the Sun, Mercury, Venus and Mars too). A week or month is told as of the day it is
 * read; a year is a forecast with love, career, money, wellbeing and every month.
 */
export function writePeriodReading(input: WritePeriodInput): PeriodReading {
  const { sign, span, spanSky } = input;
  const events = housed(spanEvents(span.period, spanSky), sign.slug);
  const asOf = span.period === "year" ? span.start : clampToSpan(input.asOf ?? span.start, span);
  const text =
    span.period === "year"
      ? yearReading({ sign, span, spanSky, events })
      : {
          ...shortSpanReading({ sign, span, spanSky, asOf, events, ahead: housed(input.ahead ?? [], sign.slug) }),
          forecast: null,
        };
  return {
    sign: sign.slug,
    period: span.period,
    start: span.start,
    end: span.end,
    title: span.title,
    ...text,
    keyDates: events.map((event) => ({ date: event.date, text: keyDateText(event) })),
    asOf,
  };
}

/** The span's own day nearest to `date`. */
export function clampToSpan(date: string, span: Pick<PeriodSpan, "start" | "end">): string {
  return date < span.start ? span.start : date > span.end ? span.end : date;
}
