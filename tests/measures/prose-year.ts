import pino from "pino";
import { writeDailyHoroscope } from "#app/features/horoscopes/generator.ts";
import { createPeriodReadingService } from "#app/features/horoscopes/period-readings.server.ts";
import { writePeriodReading } from "#app/features/horoscopes/period-writer.ts";
import { nextSpan, periodSpan, type Period, type PeriodSpan } from "#app/features/horoscopes/periods.ts";
import { addDays } from "#app/lib/dates.ts";
import { eclipsesBetween, lunationsBetween, skyForDay } from "#app/features/sky/sky.server.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import type { Sky } from "#app/zodiac/sky.ts";
import type { ProseText } from "./prose-text";

/**
 * "A year of prose": everything the built-in writers say over one calendar year, as a reader of
 * every sign would meet it. 365 days × 12 signs of daily readings (headline, summary and the five
 * sections) and, for each sign, the 52 weeks, 12 months and the year (overview, love, career, a
 * year's money, wellbeing and months, and the key-date lines), each as read on its first day. Every text says where it came from, so a finding can be traced to the
 * writer and the day that produced it. The prose-quality test and prose-report.ts share it.
 */

export const DAILY_FIELDS = ["headline", "summary", "overview", "love", "career", "mood", "ritual"] as const;
export const PERIOD_FIELDS = ["overview", "love", "career"] as const;

/** The daily readings' skies are written in UTC (as the real-sky tests read them); the longer readings' too. */
const TIME_ZONE = "UTC";
const silent = pino({ level: "silent" });

/** The spans of one period that start in `year` (weeks: the 52 Mondays from the first week holding 1 January). */
function spansOf(period: Period, year: number): PeriodSpan[] {
  const first = periodSpan(period, `${year}-01-01`);
  const count = period === "week" ? 52 : period === "month" ? 12 : 1;
  const spans = [first];
  while (spans.length < count) spans.push(nextSpan(spans.at(-1)!));
  return spans;
}

/**
 * Every text of a year of prose. Each day's sky is computed once (here, not per sign and not per
 * span) and shared by the daily readings and the spans that cover that day.
 */
export function buildProseYear({ year = 2026 }: { year?: number } = {}): ProseText[] {
  const skies = new Map<string, Sky>();
  const skyOf = (date: string, timeZone: string): Sky => {
    if (timeZone !== TIME_ZONE) return skyForDay(date, timeZone);
    let sky = skies.get(date);
    if (!sky) skies.set(date, (sky = skyForDay(date, timeZone)));
    return sky;
  };
  const texts: ProseText[] = [];

  const first = `${year}-01-01`;
  for (let offset = 0; offset < 365; offset++) {
    const date = addDays(first, offset);
    const sky = skyOf(date, TIME_ZONE);
    const previousSky = skyOf(addDays(date, -1), TIME_ZONE);
    for (const sign of SIGNS) {
      const reading = writeDailyHoroscope({ sign, date, sky, previousSky });
      for (const field of DAILY_FIELDS) texts.push({ kind: "day", sign: sign.slug, date, field, text: reading[field] });
    }
  }

  // The service builds a span's sky without its database (spanSky reads only the sky source).
  const service = createPeriodReadingService({
    skyForDay: skyOf,
    lunationsBetween,
    eclipsesBetween,
    db: undefined as never,
    timeZone: TIME_ZONE,
    logger: silent,
  });
  for (const period of ["week", "month", "year"] as const) {
    for (const span of spansOf(period, year)) {
      const spanSky = service.spanSky(span);
      for (const sign of SIGNS) {
        const reading = writePeriodReading({ sign, span, spanSky });
        const at = { kind: period, sign: sign.slug, date: span.start };
        for (const field of PERIOD_FIELDS) texts.push({ ...at, field, text: reading[field] });
        if (reading.forecast) {
          texts.push(
            { ...at, field: "money", text: reading.forecast.money },
            { ...at, field: "wellbeing", text: reading.forecast.wellbeing },
          );
          for (const month of reading.forecast.months) texts.push({ ...at, field: `months[${month.month}]`, text: month.text });
        }
        reading.keyDates.forEach((keyDate, index) => texts.push({ ...at, field: `keyDates[${index}]`, text: keyDate.text }));
      }
    }
  }
  return texts;
}
