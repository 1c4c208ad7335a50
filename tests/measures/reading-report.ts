// `npx tsx tests/measures/reading-report.ts [first-date] [days] [sign]`: the daily writer's figures
// over a run of days with the real sky (reading-measures.ts), the days whose love or career
// section leads with the day before's subject, and one sign's readings printed in full.
import { addDays } from "#app/lib/dates.ts";
import { writeDailyHoroscope } from "#app/features/horoscopes/generator.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { figuresOf, fullText, words, type MeasuredReading } from "./reading-measures";

const first = process.argv[2] ?? "2026-12-01";
const days = Number(process.argv[3] ?? 30);
const shown = process.argv[4] ?? "aries";

const skies = Array.from({ length: days + 1 }, (_, offset) => skyForDay(addDays(first, offset - 1), "UTC"));
const byDay: MeasuredReading[][] = [];
const sameLead = { love: 0, career: 0, overview: 0 };
const previousLeads = new Map<string, Record<string, string>>();
for (let day = 0; day < days; day++) {
  const date = addDays(first, day);
  const readings: MeasuredReading[] = [];
  for (const sign of SIGNS) {
    const reading = writeDailyHoroscope({ sign, date, sky: skies[day + 1]!, previousSky: skies[day]! });
    const before = previousLeads.get(sign.slug);
    if (before)
      for (const section of ["love", "career", "overview"] as const) if (before[section] === reading.leads[section]) sameLead[section]++;
    previousLeads.set(sign.slug, reading.leads);
    readings.push({ ...reading, sign: sign.slug, date });
    if (sign.slug === shown && day < 3) {
      console.log(`\n=== ${sign.name} ${date} (${words(fullText({ ...reading, sign: sign.slug, date })).length} words)`);
      console.log(`# ${reading.headline}\n> ${reading.summary}`);
      for (const section of ["overview", "love", "career", "mood", "ritual"] as const)
        console.log(`[${section} ${words(reading[section]).length}w, lead ${reading.leads[section]}] ${reading[section]}`);
    }
  }
  byDay.push(readings);
}
const pairs = (days - 1) * SIGNS.length;
console.log("\nfigures", JSON.stringify(figuresOf(byDay), null, 2));
console.log(
  "same lead subject as the day before:",
  Object.entries(sameLead)
    .map(([section, count]) => `${section} ${((100 * count) / pairs).toFixed(1)}%`)
    .join(", "),
);
