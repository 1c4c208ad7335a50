import { beforeAll, describe, expect, test } from "vitest";
import { createPeriodReadingService } from "#app/features/horoscopes/period-readings.server.ts";
import { writePeriodReading } from "#app/features/horoscopes/period-writer.ts";
import { daysOf, nextSpan, periodSpan, type Period, type PeriodSpan } from "#app/features/horoscopes/periods.ts";
import type { PeriodReading } from "#app/features/horoscopes/types.ts";
import { eclipsesBetween, lunationsBetween, skyForDay } from "#app/features/sky/sky.server.ts";
import { addDays, dayMonthYear, weekdayName } from "#app/lib/dates.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import type { Sky } from "#app/zodiac/sky.ts";
import { sentencesOf } from "#tests/measures/prose-text.ts";
import { findSeams } from "#tests/measures/seams.ts";
import { silentLogger as silent } from "#tests/factories/site.ts";

// The longer readings as readers meet them through 2026 and 2027: every week as read on each of
// its seven days, December as read on each of its days, and both years' forecasts, for all twelve
// signs. Each day's sky is computed once and shared.
const skies = new Map<string, Sky>();
const skyOf = (date: string, timeZone: string): Sky => {
  let sky = skies.get(date);
  if (!sky) skies.set(date, (sky = skyForDay(date, timeZone)));
  return sky;
};
const service = createPeriodReadingService({
  skyForDay: skyOf,
  lunationsBetween,
  eclipsesBetween,
  db: undefined as never,
  timeZone: "UTC",
  logger: silent,
});

function spansOf(period: Period, year: number): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  for (let span = periodSpan(period, `${year}-01-04`); span.start <= `${year}-12-31`; span = nextSpan(span)) spans.push(span);
  return spans;
}

/** Every sign's reading of `span` as read on `asOf`. */
function readingsOf(span: PeriodSpan, asOf: string): PeriodReading[] {
  const spanSky = service.spanSky(span);
  const ahead = span.period !== "year" && asOf > span.start ? service.eventsOf(nextSpan(span)) : [];
  return SIGNS.map((sign) => writePeriodReading({ sign, span, spanSky, asOf, ahead }));
}

const textOf = (reading: PeriodReading) =>
  [
    reading.overview,
    reading.love,
    reading.career,
    reading.forecast?.money ?? "",
    reading.forecast?.wellbeing ?? "",
    ...(reading.forecast?.months.map((month) => month.text) ?? []),
  ].join(" ");
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

// "On Friday 4 December": a dated sentence of a week names the weekday, the day and the month.
const DATED = /\bOn (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) (\d{1,2}) (\w+)\b/g;

type Read = { span: PeriodSpan; asOf: string; readings: PeriodReading[] };
let weeks: Read[];
let december: Read[];

beforeAll(() => {
  weeks = spansOf("week", 2026).flatMap((span) => daysOf(span).map((asOf) => ({ span, asOf, readings: readingsOf(span, asOf) })));
  const month = periodSpan("month", "2026-12-01");
  december = daysOf(month).map((asOf) => ({ span: month, asOf, readings: readingsOf(month, asOf) }));
}, 120_000);

describe("[periods.as-of] a week or month read after its first day talks about the days left, in the right tense", () => {
  test("a week read on its Monday previews it; on a later day it counts the days left and dates nothing already past", () => {
    const problems: string[] = [];
    for (const { span, asOf, readings } of weeks) {
      const left = 7 - daysOf(span).indexOf(asOf);
      for (const reading of readings) {
        const where = `${reading.sign} week ${span.start} read ${asOf}`;
        const opening = reading.overview.split(/(?<=\.) /)[0]!;
        if (left === 7 && /^(With|This is the last day)/.test(opening)) problems.push(`${where}: a Monday reading counts days left`);
        if (
          left < 7 &&
          left > 1 &&
          !opening.startsWith(`With ${["", "one", "two", "three", "four", "five", "six"][left]} days of the week left, counting today`)
        )
          problems.push(`${where}: opens “${opening}”`);
        if (left === 1 && !opening.startsWith("This is the last day of the week")) problems.push(`${where}: opens “${opening}”`);
        for (const match of textOf(reading).matchAll(DATED)) {
          const date = daysOf(span).find((day) => weekdayName(day) === match[1] && dayMonthYear(day).startsWith(`${match[2]} ${match[3]}`));
          if (!date) problems.push(`${where}: “${match[0]}” is not a day of the week`);
          else if (date < asOf) problems.push(`${where}: “${match[0]}” is told as still to come`);
        }
        const passed = reading.keyDates.filter((item) => item.date < asOf);
        if (passed.length > 0 && !reading.overview.includes("Earlier this week, "))
          problems.push(`${where}: the days passed are not mentioned`);
        if (asOf === span.start && reading.overview.includes("Earlier this week")) problems.push(`${where}: a preview tells a past`);
      }
    }
    expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([]);
  });

  test("Venus is said to stay in its sign only when it does, and the next date to watch is the next span's", () => {
    const problems: string[] = [];
    for (const { span, asOf, readings } of [...weeks, ...december]) {
      const nextDates = new Set(service.eventsOf(nextSpan(span)).map((event) => event.date));
      for (const reading of readings) {
        const where = `${reading.sign} ${span.period} ${span.start} read ${asOf}`;
        const venusMoves = reading.keyDates.some((item) => item.date > asOf && /^Venus enters /.test(item.text));
        if (venusMoves && /For the rest of the (week|month), Venus/.test(reading.love))
          problems.push(`${where}: Venus leaves its sign within the span`);
        if (!venusMoves && /^Until /.test(reading.love)) problems.push(`${where}: Venus is said to move`);
        const next = /The next date to watch is (?:\w+day )?(\d{1,2} \w+)/.exec(reading.overview);
        if (next) {
          const named = [...nextDates].find((date) => dayMonthYear(date).startsWith(next[1]!));
          if (!named) problems.push(`${where}: “${next[0]}” is no event of the next span`);
        }
      }
    }
    expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([]);
    // The closing look ahead is really written: most late-week readings carry it.
    const lateWeek = weeks.filter(({ span, asOf }) => asOf >= addDays(span.start, 4)).flatMap(({ readings }) => readings);
    expect(lateWeek.filter((reading) => reading.overview.includes("The next date to watch is")).length).toBeGreaterThan(
      lateWeek.length / 2,
    );
  });

  test("every reading of a week or of December, on every day, has no seam", () => {
    const seams = [...weeks, ...december].flatMap(({ span, asOf, readings }) =>
      readings.flatMap((reading) =>
        [reading.overview, reading.love, reading.career].flatMap((text) =>
          findSeams(text).map((seam) => `${reading.sign} ${span.period} ${span.start} read ${asOf}: ${seam.shape}: “${seam.sentence}”`),
        ),
      ),
    );
    expect(seams.slice(0, 10), `${seams.length} seams`).toEqual([]);
  });
});

describe("[periods.own-words] no sentence of a longer reading is the same for all twelve signs", () => {
  test("not in any week (read on any day), any month of 2026 (read on its first day or any day of December) or either year", () => {
    const months = spansOf("month", 2026).map((span) => ({ span, asOf: span.start, readings: readingsOf(span, span.start) }));
    const years = [2026, 2027].map((year) => {
      const span = periodSpan("year", `${year}-06-01`);
      return { span, asOf: span.start, readings: readingsOf(span, span.start) };
    });
    const shared: string[] = [];
    for (const { span, asOf, readings } of [...weeks, ...december, ...months, ...years]) {
      const counts = new Map<string, number>();
      for (const reading of readings)
        for (const sentence of new Set(sentencesOf(textOf(reading)))) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      for (const [sentence, count] of counts)
        if (count === SIGNS.length) shared.push(`${span.period} ${span.start} read ${asOf}: “${sentence}”`);
    }
    expect(shared.slice(0, 10), `${shared.length} sentences shared by all twelve signs`).toEqual([]);
  });
});

describe("[periods.year-forecast] a year is a forecast of at least 1,200 words, in parts, month by month", () => {
  test.each([2026, 2027])("%i, for every sign", (year) => {
    const span = periodSpan("year", `${year}-01-01`);
    const spanSky = service.spanSky(span);
    const eclipseDays = new Set(spanSky.eclipses.map((eclipse) => eclipse.date));
    for (const reading of readingsOf(span, span.start)) {
      const forecast = reading.forecast!;
      expect(words(textOf(reading)), reading.sign).toBeGreaterThanOrEqual(1200);
      expect(forecast.money, reading.sign).toMatch(
        /^Money for \w+ runs through your (2nd house of money, possessions and self-worth|finances) and your (8th house|shared ties)/,
      );
      expect(words(forecast.wellbeing), reading.sign).toBeGreaterThan(40);
      expect(reading.love, reading.sign).toMatch(/Venus/);
      expect(forecast.months.map((month) => month.month)).toEqual(
        Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, "0")}`),
      );
      // Each month's paragraph dates that month's real New and Full Moons (an eclipse in their place).
      for (const month of forecast.months) {
        for (const lunation of spanSky.lunations.filter((candidate) => candidate.date.startsWith(month.month))) {
          const day = dayMonthYear(lunation.date).replace(/ \d{4}$/, "");
          const told = eclipseDays.has(lunation.date)
            ? new RegExp(`eclipse (on|of) ${day}|${day} an? \\w+ \\w+ eclipse`)
            : new RegExp(`${lunation.name}[^.]*${day}|${day}[^.]*${lunation.name}`);
          expect(month.text, `${reading.sign} ${month.title}: ${lunation.name} of ${lunation.date}`).toMatch(told);
        }
      }
    }
  });
});
