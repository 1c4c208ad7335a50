// `node scripts/bench-readings.mjs`: how long the built-in writers take to write a whole year of
// readings for the twelve signs from the real sky, starting cold (no sky computed yet): every
// day's reading, every week's, every month's, and the year's outlook. Prints the table and
// rewrites the readings section of docs/benchmarks.md. BENCH_YEAR picks the year (default: next).
import { performance } from "node:perf_hooks";
import { measuredLine, writeSection } from "./bench-doc.mjs";
import { loadSiteModules } from "./site-modules.mjs";

const root = new URL("..", import.meta.url).pathname;
const YEAR = Number(process.env.BENCH_YEAR ?? new Date().getUTCFullYear() + 1);
const TIME_ZONE = "UTC";

const {
  writeDailyHoroscope,
  writePeriodReading,
  periodSpan,
  createPeriodReadingService,
  skyForDay,
  lunationsBetween,
  eclipsesBetween,
  addDays,
  SIGNS,
} = await loadSiteModules(
  "/app/features/horoscopes/generator.ts",
  "/app/features/horoscopes/period-writer.ts",
  "/app/features/horoscopes/periods.ts",
  "/app/features/horoscopes/period-readings.server.ts",
  "/app/features/sky/sky.server.ts",
  "/app/lib/dates.ts",
  "/app/zodiac/signs.ts",
);

const silent = { child: () => silent, debug() {}, info() {}, warn() {}, error() {} };
const spans = createPeriodReadingService({
  skyForDay,
  lunationsBetween,
  eclipsesBetween,
  db: undefined,
  timeZone: TIME_ZONE,
  logger: silent,
});

function timed(label, work) {
  const started = performance.now();
  const count = work();
  return { part: label, readings: count, seconds: Math.round((performance.now() - started) / 10) / 100 };
}

function spansOf(period) {
  const list = [];
  for (let span = periodSpan(period, `${YEAR}-01-01`); span.start <= `${YEAR}-12-31`; span = periodSpan(period, addDays(span.end, 1)))
    list.push(span);
  return list;
}

function writeSpans(period) {
  let count = 0;
  for (const span of spansOf(period)) {
    const spanSky = spans.spanSky(span);
    for (const sign of SIGNS) {
      writePeriodReading({ sign, span, spanSky });
      count++;
    }
  }
  return count;
}

const rows = [
  timed(`daily, 365 days × 12 signs (computing each day's sky)`, () => {
    let count = 0;
    for (let date = `${YEAR}-01-01`; date <= `${YEAR}-12-31`; date = addDays(date, 1)) {
      const sky = skyForDay(date, TIME_ZONE);
      const previousSky = skyForDay(addDays(date, -1), TIME_ZONE);
      for (const sign of SIGNS) {
        writeDailyHoroscope({ sign, date, sky, previousSky });
        count++;
      }
    }
    return count;
  }),
  timed("weekly, every week × 12 signs", () => writeSpans("week")),
  timed("monthly, 12 months × 12 signs", () => writeSpans("month")),
  timed("yearly, 1 year × 12 signs", () => writeSpans("year")),
];
const total = rows.reduce((sum, row) => ({ readings: sum.readings + row.readings, seconds: sum.seconds + row.seconds }), {
  readings: 0,
  seconds: 0,
});
rows.push({ part: "total", readings: total.readings, seconds: Math.round(total.seconds * 100) / 100 });
console.table(rows);

writeSection(
  root,
  "readings",
  `${measuredLine(`${YEAR}, time zone ${TIME_ZONE}, in one process starting with no sky computed`, "node scripts/bench-readings.mjs")}
Budget: a whole year of every period for the twelve signs in under 10 s.

| part | readings | seconds |
|---|---:|---:|
${rows.map((row) => `| ${row.part} | ${row.readings.toLocaleString("en-US")} | ${row.seconds} |`).join("\n")}`,
);
console.log("updated docs/benchmarks.md");
