// `npx tsx tests/measures/compatibility-year.ts [--year 2026]`: the figures behind
// [compat.daily-score] over a year of real skies (noon UTC), for the 144 ordered pairs: how often
// the two orders of a pair differ, how often a pair's score changes overnight, and the fewest
// different scores any pair shows in the year.
import { scorePair } from "#app/features/compatibility/pair-score.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import { addDays } from "#app/lib/dates.ts";
import { SIGNS } from "#app/zodiac/signs.ts";

const at = process.argv.indexOf("--year");
const year = at > 0 ? Number(process.argv[at + 1]) : 2026;
const first = `${year}-01-01`;
const days: string[] = [];
for (let date = first; date.startsWith(String(year)); date = addDays(date, 1)) days.push(date);

const scores = new Map<string, number[]>();
for (const date of days) {
  const { positions } = skyForDay(date, "UTC");
  for (const a of SIGNS)
    for (const b of SIGNS)
      scores.set(`${a.slug}|${b.slug}`, [...(scores.get(`${a.slug}|${b.slug}`) ?? []), scorePair(a, b, positions).score]);
}

let orderDays = 0;
let ordersDiffer = 0;
let pairDays = 0;
let changes = 0;
let fewest = Infinity;
for (const [key, series] of scores) {
  const [a, b] = key.split("|");
  if (a !== b) {
    const other = scores.get(`${b}|${a}`)!;
    series.forEach((score, index) => {
      orderDays++;
      if (score !== other[index]) ordersDiffer++;
    });
  }
  for (let index = 1; index < series.length; index++) {
    pairDays++;
    if (series[index] !== series[index - 1]) changes++;
  }
  fewest = Math.min(fewest, new Set(series).size);
}
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
console.log(`${year}: ${days.length} days × 144 ordered pairs`);
console.log(`the two orders of a pair differ on ${percent(ordersDiffer, orderDays)} of pair-days (two different signs)`);
console.log(`a pair's score changes overnight on ${percent(changes, pairDays)} of pair-days`);
console.log(`the fewest different scores a pair shows in the year: ${fewest}`);
