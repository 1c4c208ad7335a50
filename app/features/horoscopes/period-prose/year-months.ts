import { dateFormat } from "#app/lib/dates.ts";
import { withArticle } from "#app/lib/text.ts";
import { houseOf } from "#app/zodiac/houses.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import { signIndex, type SignSlug } from "#app/zodiac/signs.ts";
import { byDate, housed, spanEvents, type HousedEvent, type SpanSky } from "#app/features/horoscopes/period-events.ts";
import { dayAndMonth, type PeriodSpan } from "#app/features/horoscopes/periods.ts";
import type { HoroscopeSign, YearForecast } from "#app/features/horoscopes/types.ts";
import { arena, houseAt, nth, signName } from "./events";

/**
 * A year forecast's month-by-month part: a paragraph for each month from that month's own events
 * (its lunations and eclipses, the Sun's change of sign and up to two more changes), dated, each
 * in the reader's house.
 */

/** What the months need of the year being written. */
export type YearOfSign = { sign: HoroscopeSign; span: PeriodSpan; spanSky: SpanSky; variant: number };

const monthName = dateFormat({ month: "long", timeZone: "UTC" });

/** The year's sky cut to one month, as the month's own reading would read it. */
function monthSky(spanSky: SpanSky, month: string): SpanSky {
  const inMonth = (date: string) => date.startsWith(month);
  const first = spanSky.days.findIndex((day) => inMonth(day.date));
  const last = spanSky.days.findLastIndex((day) => inMonth(day.date));
  return {
    days: spanSky.days.slice(Math.max(0, first - 1), last + 1),
    lunations: spanSky.lunations.filter((lunation) => inMonth(lunation.date)),
    eclipses: spanSky.eclipses.filter((eclipse) => inMonth(eclipse.date)),
  };
}

const INGRESS_GIFTS: Partial<Record<Planet, string>> = {
  Mercury: "talk and plans",
  Venus: "warmth and charm",
  Mars: "drive and a little impatience",
  Jupiter: "growth",
  Saturn: "tests and structure",
  Uranus: "a long change",
  Neptune: "a long change",
  Pluto: "a long change",
};

type MonthWords = { day: string; where: string; sign: string; action: string };

// Each kind of event has a few ways of being said; a month walks them by its place in the year.
const MONTH_SENTENCES = {
  newMoon: [
    (w: MonthWords) => `The New Moon on ${w.day} opens ${w.where}: a good day to ${w.action}.`,
    (w: MonthWords) => `On ${w.day} a New Moon comes to ${w.where}, the moment to ${w.action}.`,
    (w: MonthWords) => `With the New Moon of ${w.day} in ${w.where}, ${w.action}.`,
  ],
  fullMoon: [
    (w: MonthWords) => `The Full Moon on ${w.day} lights up ${w.where}, bringing something there to a head.`,
    (w: MonthWords) => `On ${w.day} the Full Moon fills ${w.where}, and feelings there run high.`,
    (w: MonthWords) => `The Full Moon of ${w.day} shows how far things have come in ${w.where}.`,
    (w: MonthWords) => `Around the Full Moon of ${w.day}, a matter in ${w.where} asks for a decision.`,
  ],
  eclipse: [
    (w: MonthWords, kind: string) => `The ${kind} eclipse on ${w.day} falls in ${w.where}, so expect change there.`,
    (w: MonthWords, kind: string) => `On ${w.day} ${withArticle(kind)} eclipse shakes up ${w.where}; let what is ending there end.`,
    (w: MonthWords, kind: string) => `The ${kind} eclipse of ${w.day} speeds up change in ${w.where}.`,
  ],
  ingress: [
    (w: MonthWords, body: string, gift: string) => `${body} moves into ${w.sign} on ${w.day}, bringing ${gift} to ${w.where}.`,
    (w: MonthWords, body: string, gift: string) => `On ${w.day} ${body} enters ${w.sign} and ${w.where}, bringing ${gift}.`,
    (w: MonthWords, body: string, gift: string) => `From ${w.day}, ${body} in ${w.sign} brings ${gift} to ${w.where}.`,
  ],
  retrograde: [
    (w: MonthWords, planet: string) => `${planet} turns retrograde on ${w.day} in ${w.where}: slow down and review there.`,
    (w: MonthWords, planet: string) => `On ${w.day} ${planet} turns retrograde in ${w.where}, a cue to revisit rather than start.`,
  ],
  direct: [
    (w: MonthWords, planet: string) => `${planet} turns direct on ${w.day} in ${w.where}, and what stalled there moves again.`,
    (w: MonthWords, planet: string) => `On ${w.day} ${planet} turns direct in ${w.where}, so plans there can go ahead.`,
  ],
  sunIngress: [
    (w: MonthWords) => `On ${w.day} the Sun moves into ${w.sign}, turning the month's focus to ${w.where}.`,
    (w: MonthWords) => `From ${w.day} the Sun is in ${w.sign}, and the focus shifts to ${w.where}.`,
    (w: MonthWords) => `The Sun enters ${w.sign} on ${w.day}, and the light moves to ${w.where}.`,
  ],
  sunStart: [
    (month: string, sign: string, where: string) => `The Sun starts ${month} in ${sign}, ${where}.`,
    (month: string, sign: string, where: string) => `${month} opens with the Sun in ${sign}, in ${where}.`,
    (month: string, sign: string, where: string) => `At the start of ${month} the Sun is in ${sign}, lighting ${where}.`,
  ],
};

function monthEventSentence(year: YearOfSign, event: HousedEvent, variant: number): string | undefined {
  const house = houseAt(event.house);
  const words: MonthWords = {
    day: dayAndMonth(event.date),
    where: arena(house),
    sign: signName(event.sign),
    action: nth(house.actions, year.variant + variant),
  };
  switch (event.kind) {
    case "lunation":
      return event.phase === "New Moon" ? nth(MONTH_SENTENCES.newMoon, variant)(words) : nth(MONTH_SENTENCES.fullMoon, variant)(words);
    case "eclipse":
      return nth(MONTH_SENTENCES.eclipse, variant)(words, `${event.eclipse} ${event.body === "Sun" ? "solar" : "lunar"}`);
    case "ingress": {
      if (event.planet === "Sun") return nth(MONTH_SENTENCES.sunIngress, variant)(words);
      const gift = INGRESS_GIFTS[event.planet];
      return gift ? nth(MONTH_SENTENCES.ingress, variant)(words, bodyInProse(event.planet), gift).replace(/^the/, "The") : undefined;
    }
    case "station":
      return nth(MONTH_SENTENCES[event.turns], variant)(words, event.planet);
    case "aspect":
      return undefined;
  }
}

export function monthsOf(year: YearOfSign): YearForecast["months"] {
  const months: YearForecast["months"] = [];
  for (let index = 0; index < 12; index++) {
    const month = `${year.span.start.slice(0, 4)}-${String(index + 1).padStart(2, "0")}`;
    const sky = monthSky(year.spanSky, month);
    const events = housed(spanEvents("month", sky), year.sign.slug);
    const title = monthName.format(new Date(`${month}-15T12:00:00Z`));
    const sunStart = sky.days[1]!.sky.positions.find((position) => position.planet === "Sun")!;
    const sunHouse = houseOf(year.sign.slug, sunStart.sign as SignSlug);
    const variant = index + signIndex(year.sign.slug);
    const sentences = [nth(MONTH_SENTENCES.sunStart, variant)(title, signName(sunStart.sign as SignSlug), arena(sunHouse))];
    // The lunations, eclipses and the Sun's change of sign, and at most two more changes, in date order.
    const chosen = byDate([
      ...events.filter(
        (event) => event.kind === "lunation" || event.kind === "eclipse" || (event.kind === "ingress" && event.planet === "Sun"),
      ),
      ...events.filter((event) => (event.kind === "ingress" && event.planet !== "Sun") || event.kind === "station").slice(0, 2),
    ]);
    chosen.forEach((event, position) => {
      const text = monthEventSentence(year, event, variant + position);
      if (text) sentences.push(text);
    });
    if (chosen.length === 0) sentences.push(`No planet changes sign this month, so keep building on ${arena(sunHouse)}.`);
    months.push({ month, title, text: sentences.join(" ") });
  }
  return months;
}
