import { dayNumber, MONTH_NAMES } from "#app/lib/dates.ts";
import { localDateTimeIn } from "#app/lib/local-date-time.ts";
import { HOUSES } from "#app/zodiac/houses.ts";
import type { Planet } from "#app/zodiac/planets.ts";
import type { DayTransit, PersonalDay } from "./personal-day.server";
import { isSlowBody } from "./transits.server";
import { aspectTone, moonHouseText, slowTransitReminder, transitText, type AspectTone, type NatalPoint } from "./transit-texts";

/**
 * "Today for you" ([charts.transits]): a reader's day written from the transits to their own
 * chart. The strongest transit comes first, and only the few that matter most are read in full.
 * A slow transit lasts weeks, so it is read in full on the day it begins and on the days it is
 * exact; on the days between, one line refers back to it (with the full text a click away), so
 * the reader is not told the same paragraph every morning.
 */

/** How many of the day's own transits are read in full. */
export const TODAY_FOR_YOU_READ = 3;
/** How many slow transits between their days are referred to, each in one line. */
export const TODAY_FOR_YOU_REFERRED = 2;

export const TODAY_FOR_YOU_MESSAGES = {
  unknownTime:
    "Your birth time is unknown, so today is read from your planets alone: without it there are no houses, no Ascendant and no Midheaven, and the Moon's house cannot be given.",
  quiet:
    "A quiet day for your chart: no planet is within a degree of an aspect to your own today. The Sun-sign reading beside this one carries the day.",
} as const;

export type TodayForYouItem = {
  /** A stable key: body, aspect and point. */
  key: string;
  /** Plain words: "Mars presses on your Sun". */
  title: string;
  /** The aspect and its timing, briefly: "Square · exact today at 14:32 · applying". */
  detail: string;
  /** What is read today: the full reading, or for a slow transit between its days, one line. */
  text: string;
  /** The full reading, when `text` is only the line that refers to it. */
  fullText: string | null;
};

export type TodayForYou = {
  date: string;
  timeZone: string;
  /** The day in one line: the strongest transit's title, or that the day is quiet. */
  headline: string;
  items: TodayForYouItem[];
  /** The other transits in force, by title, strongest first. */
  alsoInPlay: string[];
  /** The Moon's house today; null without a birth time. */
  moon: string | null;
  /** Planets turning or changing house today, one sentence each. */
  changes: string[];
  /** Said when no transit is in force today. */
  quiet: string | null;
  /** Said plainly when the birth time is unknown. */
  note: string | null;
};

/** A natal point as the reader is told it. */
export const POINT_NAMES: Record<NatalPoint, string> = {
  Sun: "your Sun",
  Moon: "your Moon",
  Mercury: "your Mercury",
  Venus: "your Venus",
  Mars: "your Mars",
  Jupiter: "your Jupiter",
  Saturn: "your Saturn",
  Uranus: "your Uranus",
  Neptune: "your Neptune",
  Pluto: "your Pluto",
  Ascendant: "your Ascendant",
  Midheaven: "your Midheaven",
};

/** A body of the sky at the start of a sentence. */
export const BODY_NAMES: Record<Planet, string> = {
  Sun: "The Sun",
  Moon: "The Moon",
  Mercury: "Mercury",
  Venus: "Venus",
  Mars: "Mars",
  Jupiter: "Jupiter",
  Saturn: "Saturn",
  Uranus: "Uranus",
  Neptune: "Neptune",
  Pluto: "Pluto",
};

// The tone as a verb in the present ("Mars presses on your Sun") and in the continuous, for the
// line that refers back to a slow transit ("Saturn is still pressing on your Sun").
const TONE_VERBS: Record<AspectTone, { now: string; still: string }> = {
  meets: { now: "meets", still: "is still with" },
  flows: { now: "supports", still: "is still supporting" },
  presses: { now: "presses on", still: "is still pressing on" },
};

const ASPECT_NAMES = {
  conjunction: "Conjunction",
  sextile: "Sextile",
  square: "Square",
  trine: "Trine",
  opposition: "Opposition",
} as const;

/** "14:32" on the reader's clock. */
export const clockTime = (instant: Date, timeZone: string) => localDateTimeIn(instant, timeZone).slice(11, 16);

/** "14 December" on the reader's calendar. */
function dayAndMonth(instant: Date, timeZone: string): string {
  const [, month, day] = localDateTimeIn(instant, timeZone).slice(0, 10).split("-").map(Number);
  return `${day} ${MONTH_NAMES[month! - 1]}`;
}

/** A transit in plain words: "Mars presses on your Sun". */
export function transitTitle(transit: Pick<DayTransit, "body" | "kind" | "point">): string {
  return `${BODY_NAMES[transit.body]} ${TONE_VERBS[aspectTone(transit.kind)].now} ${POINT_NAMES[transit.point]}`;
}

/** When the aspect is exact, in words: today at its time, or the day of the nearest exact moment. */
function exactPhrase(transit: DayTransit, day: PersonalDay): string {
  if (!transit.exact) return "it turns back before exact";
  if (transit.exactToday) return `exact today at ${clockTime(transit.exact, day.timeZone)}`;
  const when = dayAndMonth(transit.exact, day.timeZone);
  return transit.exact.getTime() > day.at.getTime() ? `exact ${when}` : `was exact ${when}`;
}

function detailOf(transit: DayTransit, day: PersonalDay): string {
  const orb = `${transit.orb.toFixed(1)}° from exact`;
  return [ASPECT_NAMES[transit.kind], exactPhrase(transit, day), orb, transit.applying ? "applying" : "separating"].join(" · ");
}

/** Whether a transit is the day's own news: a quick one, or a slow one on the day it begins or is exact. */
const isNews = (transit: DayTransit) => !isSlowBody(transit.body) || transit.beginsToday || transit.exactToday;

function itemOf(transit: DayTransit, day: PersonalDay): TodayForYouItem {
  const full = transitText(transit.body, transit.point, transit.kind);
  const base = { key: `${transit.body}-${transit.kind}-${transit.point}`, title: transitTitle(transit), detail: detailOf(transit, day) };
  if (isNews(transit) || !isSlowBody(transit.body)) return { ...base, text: full, fullText: null };
  const tone = aspectTone(transit.kind);
  const reminder = slowTransitReminder(transit.body, tone, dayNumber(day.date));
  const line = `${BODY_NAMES[transit.body]} ${TONE_VERBS[tone].still} ${POINT_NAMES[transit.point]} (${exactPhrase(transit, day)}): ${reminder}.`;
  return { ...base, text: line, fullText: full };
}

/** A planet's station in plain words: "Mercury turns retrograde, standing on your Venus". */
export function stationTitle(station: PersonalDay["stations"][number]): string {
  const where = station.point ? `, standing on ${POINT_NAMES[station.point]}` : "";
  return `${BODY_NAMES[station.body]} turns ${station.turns}${where}`;
}

/** A planet's change of house in plain words: "Mars enters your 5th house, of romance, creativity and play". */
export function ingressTitle(ingress: PersonalDay["ingresses"][number]): string {
  const house = HOUSES[ingress.house - 1]!;
  return `${BODY_NAMES[ingress.body]} enters your ${house.ordinal} house, of ${house.theme}`;
}

function stationSentence(station: PersonalDay["stations"][number], timeZone: string): string {
  const meaning =
    station.turns === "retrograde"
      ? "What it rules slows down and asks for a second look over the weeks ahead."
      : "What it held up starts to move forward again.";
  return `Today at ${clockTime(station.at, timeZone)}, ${stationTitle(station).replace(/^The /, "the ")}. ${meaning}`;
}

function ingressSentence(ingress: PersonalDay["ingresses"][number], timeZone: string): string {
  return `At ${clockTime(ingress.at, timeZone)}, ${ingressTitle(ingress).replace(/^The /, "the ")}.`;
}

/** The Moon's house today: its own text, or on a second full day there, one of the house's suggestions in turn. */
function moonSentence(moon: NonNullable<PersonalDay["moon"]>, date: string): string {
  if (!moon.stayedYesterday) return moonHouseText(moon.house, moon.day);
  const house = HOUSES[moon.house - 1]!;
  const action = house.actions[dayNumber(date) % house.actions.length]!;
  return `The Moon spends another day in your ${house.ordinal} house, of ${house.theme}: ${action}.`;
}

/**
 * The reading of a reader's day (see personalDay). What is new today leads: the strongest of the
 * day's own transits, read in full. Slow transits between their days follow as one line each, so
 * a month under Saturn does not open every morning with the same paragraph.
 */
export function todayForYou(day: PersonalDay): TodayForYou {
  const news = day.transits.filter(isNews);
  const ongoing = day.transits.filter((transit) => !isNews(transit));
  const read = [...news.slice(0, TODAY_FOR_YOU_READ), ...ongoing.slice(0, TODAY_FOR_YOU_REFERRED)];
  const items = read.map((transit) => itemOf(transit, day));
  return {
    date: day.date,
    timeZone: day.timeZone,
    headline: items[0]?.title ?? "A quiet day for your chart",
    items,
    alsoInPlay: day.transits.filter((transit) => !read.includes(transit)).map(transitTitle),
    moon: day.moon ? moonSentence(day.moon, day.date) : null,
    changes: [
      ...day.stations.map((station) => stationSentence(station, day.timeZone)),
      ...day.ingresses.map((ingress) => ingressSentence(ingress, day.timeZone)),
    ],
    quiet: items.length ? null : TODAY_FOR_YOU_MESSAGES.quiet,
    note: day.timeKnown ? null : TODAY_FOR_YOU_MESSAGES.unknownTime,
  };
}
