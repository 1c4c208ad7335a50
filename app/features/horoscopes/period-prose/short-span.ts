import { dayNumber, weekdayName as weekday } from "#app/lib/dates.ts";
import { numberWord, withArticle } from "#app/lib/text.ts";
import { houseOf, type House } from "#app/zodiac/houses.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import { signIndex, type SignSlug } from "#app/zodiac/signs.ts";
import { byDate, type HousedEvent, type SpanSky } from "#app/features/horoscopes/period-events.ts";
import { dayAndMonth, type PeriodSpan } from "#app/features/horoscopes/periods.ts";
import { houseNamer, type HouseNamer } from "#app/features/horoscopes/phrases/phrase.ts";
import type { HoroscopeSign, PeriodReading } from "#app/features/horoscopes/types.ts";
import { arena, eventClause, houseAt, listed, nth, onDay, signName, tellEvent } from "./events";

/**
 * A week's or a month's reading as a reader meets it on `asOf`: on the span's first day (or before
 * it) a preview of everything coming; later, how many days are left, what has already passed in a
 * line, and only what is still to come told in full, with the next span's first date when little
 * is left. Each sentence names the reader's house or the sign's own gift, so no sentence is the
 * same for all twelve signs.
 */
export type ShortSpanInput = {
  sign: HoroscopeSign;
  span: PeriodSpan;
  spanSky: SpanSky;
  /** The day the reading is written for, inside the span or its first day. */
  asOf: string;
  /** This span's events in the reader's houses. */
  events: readonly HousedEvent[];
  /** The next span's events in the reader's houses: "what is next" once this span runs short. */
  ahead: readonly HousedEvent[];
};

// At most this many events are told in full in the overview; every one is in the key dates.
const MAX_TOLD = { week: 4, month: 5 } as const;

type Place = { sign: SignSlug; retrograde: boolean; house: House };

function placeOn(spanSky: SpanSky, readerSign: SignSlug, planet: Planet, date: string): Place {
  const day = spanSky.days.find((candidate) => candidate.date === date) ?? spanSky.days[1] ?? spanSky.days[0]!;
  const position = day.sky.positions.find((candidate) => candidate.planet === planet)!;
  const sign = position.sign as SignSlug;
  return { sign, retrograde: position.retrograde, house: houseOf(readerSign, sign) };
}

const SUN_TAILS: readonly string[] = [
  "so that is where your energy flows most easily",
  "and that is where others are most likely to notice you",
  "so effort spent there pays back more than effort spent elsewhere",
  "so give it your best hours, not your leftovers",
  "and small wins there add up to real confidence",
  "so let your plans start from there",
  "which colours the whole stretch with its concerns and chances",
];

type Opening = (sun: string, house: string) => string;

const PREVIEW_OPENINGS: Record<"week" | "month", readonly Opening[]> = {
  week: [
    (sun, house) => `This week the Sun in ${sun} shines on ${house}`,
    (sun, house) => `All week the Sun in ${sun} keeps ${house} in the light`,
    (sun, house) => `From Monday to Sunday the Sun in ${sun} warms ${house}`,
    (sun, house) => `The week's steady light is the Sun in ${sun}, in ${house}`,
  ],
  month: [
    (sun, house) => `This month the Sun in ${sun} shines on ${house}`,
    (sun, house) => `The month begins with the Sun in ${sun}, in ${house}`,
    (sun, house) => `For the first part of the month the Sun in ${sun} lights ${house}`,
    (sun, house) => `The Sun opens the month in ${sun}, in ${house}`,
  ],
};

/** "four days of the week", "19 days of December": what is left, counting today. */
function daysLeftOf(span: PeriodSpan, asOf: string): { count: number; words: string } {
  const count = dayNumber(span.end) - dayNumber(asOf) + 1;
  const of = span.period === "week" ? "the week" : span.title.split(" ")[0]!;
  return { count, words: `${count > 12 ? String(count) : numberWord(count)} ${count === 1 ? "day" : "days"} of ${of}` };
}

function midSpanOpening(span: PeriodSpan, asOf: string, sun: string, house: string): string {
  const left = daysLeftOf(span, asOf);
  if (left.count === 1) {
    return span.period === "week"
      ? `This is the last day of the week, and the Sun in ${sun} still shines on ${house}`
      : `This is the last day of ${span.title.split(" ")[0]}, and the Sun in ${sun} still shines on ${house}`;
  }
  return `With ${left.words} left, counting today, the Sun in ${sun} keeps the focus on ${house}`;
}

/** Where an event already passed left its mark, in the past tense: "the Full Moon in Gemini lit up your daily exchanges on Tuesday". */
function pastClause(event: HousedEvent, week: boolean): string {
  const on = week ? `on ${weekday(event.date)}` : `on ${dayAndMonth(event.date)}`;
  const where = arena(houseAt(event.house));
  const sign = signName(event.sign);
  switch (event.kind) {
    case "aspect": {
      const other = event.otherHouse && event.otherHouse !== event.house ? ` and ${arena(houseAt(event.otherHouse))}` : "";
      return `${bodyInProse(event.planet)} and ${bodyInProse(event.other)} met in exact ${event.aspect} ${on}, across ${where}${other}`;
    }
    case "lunation":
      return event.phase === "Full Moon"
        ? `the Full Moon in ${sign} lit up ${where} ${on}`
        : `the New Moon in ${sign} opened a fresh start for ${where} ${on}`;
    case "eclipse":
      return `the ${event.body === "Sun" ? "solar" : "lunar"} eclipse in ${sign} shook up ${where} ${on}`;
    case "ingress":
      return `${bodyInProse(event.planet)} moved into ${sign}, ${where}, ${on}`;
    case "station":
      return `${event.planet} turned ${event.turns} in ${where} ${on}`;
  }
}

// Lunations, eclipses, stations and ingresses first; aspects fill the places left.
function bySignificance(events: readonly HousedEvent[]): HousedEvent[] {
  return [...events.filter((event) => event.kind !== "aspect"), ...events.filter((event) => event.kind === "aspect")];
}

const CLOSERS: ReadonlyArray<(gift: string, period: string) => string> = [
  (gift) => `Your ${gift} streak is the best tool you have for what is coming.`,
  (gift) => `Meet the busy days with your ${gift} side and the quiet ones with rest.`,
  (gift, period) => `Being ${gift} serves you well this ${period}, especially where others hesitate.`,
  (gift) => `When plans wobble, come back to the ${gift} part of you and take one small step.`,
  (gift) => `The ordinary days between the big dates are where ${withArticle(gift)} approach quietly pays.`,
];

function overviewOf(input: ShortSpanInput, names: HouseNamer, told: HousedEvent[], variant: number): string {
  const { sign, span, spanSky, asOf, events, ahead } = input;
  const week = span.period === "week";
  const period = week ? "week" : "month";
  const preview = asOf <= span.start;
  const sun = placeOn(spanSky, sign.slug, "Sun", asOf);
  const opening = preview
    ? nth(PREVIEW_OPENINGS[period], variant)(signName(sun.sign), names.name(sun.house))
    : midSpanOpening(span, asOf, signName(sun.sign), names.name(sun.house));
  const sentences = [`${opening}, ${nth(SUN_TAILS, variant)}.`];

  const past = bySignificance(events.filter((event) => event.date < asOf)).slice(0, 2);
  if (past.length > 0) {
    sentences.push(`Earlier this ${period}, ${listed(byDate([...past]).map((event) => pastClause(event, week)))}.`);
  }

  told.forEach((event, index) => {
    const sameDay = index > 0 && told[index - 1]!.date === event.date;
    const when = sameDay ? "The same day" : event.date === asOf && !preview ? "Today" : onDay(event.date, week);
    sentences.push(tellEvent(event, when, names.name, variant + index));
  });

  const coming = events.filter((event) => event.date >= asOf);
  if (events.length === 0) {
    sentences.push(
      `No planet changes sign or direction this ${period} and there is no New or Full Moon, so ${arena(sun.house)} sets the pace: build on what is already moving.`,
    );
  } else if (coming.length === 0) {
    sentences.push(
      `Nothing new arrives in the sky before ${week ? "Sunday is out" : "the month is out"}, so give the days left to ${arena(sun.house)}.`,
    );
  }
  const next = bySignificance(ahead)[0];
  if (!preview && next && (coming.length <= 1 || daysLeftOf(span, asOf).count <= 3)) {
    sentences.push(
      `The next date to watch is ${week ? `${weekday(next.date)} ${dayAndMonth(next.date)} next week` : `${dayAndMonth(next.date)} next month`}, when ${eventClause(next, arena)}.`,
    );
  }
  const gift = (sign.traits[0] ?? "steady").toLowerCase();
  sentences.push(nth(CLOSERS, variant)(gift, period));
  return sentences.join(" ");
}

type VenusWords = { sign: string; house: string; love: string; retrograde: boolean; rest: boolean; period: string; until?: string };

const VENUS_FRAMES: ReadonlyArray<(w: VenusWords) => string> = [
  (w) =>
    w.until
      ? `Until ${w.until}, Venus${w.retrograde ? ", retrograde," : ""} in ${w.sign} ties love to ${w.house}, and ${w.love}.`
      : w.rest
        ? `For the rest of the ${w.period}, Venus${w.retrograde ? ", retrograde," : ""} in ${w.sign} ties love to ${w.house}, and ${w.love}.`
        : `Venus${w.retrograde ? ", retrograde," : ""} starts the ${w.period} in ${w.sign}, ${w.house}, and in love ${w.love}.`,
  (w) => `With Venus${w.retrograde ? " retrograde" : ""} in ${w.sign}, love runs through ${w.house}: ${w.love}.`,
  (w) => `Venus${w.retrograde ? ", retrograde," : ""} is in ${w.sign}, ${w.house}, and in love ${w.love}.`,
];

const MARS_FRAMES: ReadonlyArray<(sign: string, house: string) => string> = [
  (sign, house) => `Mars in ${sign} puts drive into ${house}, where desire and courage gather.`,
  (sign, house) => `Mars in ${sign} adds heat to ${house}, so that is where you feel most daring.`,
  (sign, house) => `With Mars in ${sign}, ${house} is where you are quickest to act on a feeling.`,
];

const MERCURY_FRAMES: ReadonlyArray<(w: { sign: string; house: string; work: string; retrograde: boolean }) => string> = [
  (w) => `Mercury${w.retrograde ? ", retrograde," : ""} in ${w.sign} works through ${w.house}, and at work ${w.work}.`,
  (w) => `At work, Mercury${w.retrograde ? " retrograde" : ""} in ${w.sign} points to ${w.house}: ${w.work}.`,
  (w) => `Mercury${w.retrograde ? ", retrograde," : ""} is in ${w.sign}: plans and messages turn on ${w.house}, and ${w.work}.`,
];

/**
 * A section's own events still to come: a planet of the section changing sign is told for what it
 * means there ("From Friday, Venus in Scorpio turns love toward …"), even when the overview told
 * it; its stations and aspects are told only when the overview left them out.
 */
function sectionSentences(
  { events, asOf, span }: ShortSpanInput,
  told: readonly HousedEvent[],
  section: "love" | "work",
  name: HouseNamer["name"],
  variant: number,
): string[] {
  const planets: readonly Planet[] = section === "love" ? ["Venus", "Mars"] : ["Mercury", "Sun"];
  const week = span.period === "week";
  const fresh = events.filter((event) => event.date >= asOf && "planet" in event && planets.includes(event.planet));
  const chosen = byDate([
    ...fresh.filter((event) => event.kind === "ingress"),
    ...fresh.filter((event) => event.kind !== "ingress" && !told.includes(event)),
  ]).slice(0, 2);
  return chosen.map((event, index) => {
    const from = event.date === asOf ? "From today" : `From ${week ? weekday(event.date) : dayAndMonth(event.date)}`;
    if (event.kind !== "ingress") return tellEvent(event, onDay(event.date, week), name, variant + index);
    const house = houseAt(event.house);
    const body = bodyInProse(event.planet);
    return section === "love"
      ? `${from}, ${body} in ${signName(event.sign)} turns ${event.planet === "Venus" ? "love" : "desire"} toward ${arena(house)}: ${house.love.replace(/\bthe day\b/, "those days")}.`
      : `${from}, ${body} in ${signName(event.sign)} moves the work to ${arena(house)}, and ${house.work}.`;
  });
}

/** A sign's week or month, as of `asOf`: overview, love and career. */
export function shortSpanReading(input: ShortSpanInput): Pick<PeriodReading, "overview" | "love" | "career"> {
  const { sign, span, spanSky, asOf, events } = input;
  const week = span.period === "week";
  const period = week ? "week" : "month";
  const preview = asOf <= span.start;
  const names = houseNamer();
  // Seven is prime to every pool's size (2 to 5), so neighbouring signs never stand on one variant.
  const variant = span.ordinal + signIndex(sign.slug) * 7 + (preview ? 0 : dayNumber(asOf));
  const told = byDate(bySignificance(events.filter((event) => event.date >= asOf)).slice(0, MAX_TOLD[period]));
  const overview = overviewOf(input, names, told, variant);

  const venus = placeOn(spanSky, sign.slug, "Venus", asOf);
  const venusMoves = events.find((event) => event.kind === "ingress" && event.planet === "Venus" && event.date > asOf);
  const mars = placeOn(spanSky, sign.slug, "Mars", asOf);
  const love = [
    // Venus leaving its sign within the span is told from the start: only "Until …" is true then.
    nth(
      VENUS_FRAMES,
      venusMoves ? 0 : variant,
    )({
      until: venusMoves && (week ? weekday(venusMoves.date) : dayAndMonth(venusMoves.date)),
      sign: signName(venus.sign),
      house: names.name(venus.house),
      // The houses' love clauses are written for a day; this reading covers a longer span.
      love: venus.house.love.replace(/\bthe day\b/, `the ${period}`),
      retrograde: venus.retrograde,
      rest: !preview,
      period,
    }),
    nth(MARS_FRAMES, variant + 1)(signName(mars.sign), names.name(mars.house)),
    ...sectionSentences(input, told, "love", names.name, variant + 1),
  ];

  const mercury = placeOn(spanSky, sign.slug, "Mercury", asOf);
  const saturn = placeOn(spanSky, sign.slug, "Saturn", asOf);
  const jupiter = placeOn(spanSky, sign.slug, "Jupiter", asOf);
  const career = [
    nth(
      MERCURY_FRAMES,
      variant + 2,
    )({
      sign: signName(mercury.sign),
      house: names.name(mercury.house),
      work: mercury.house.work,
      retrograde: mercury.retrograde,
    }),
    `Saturn in ${signName(saturn.sign)} asks for steady effort in ${names.name(saturn.house)}, while Jupiter in ${signName(jupiter.sign)} rewards growth in ${names.name(jupiter.house)}.`,
    ...sectionSentences(input, told, "work", names.name, variant + 2),
  ];
  return { overview, love: love.join(" "), career: career.join(" ") };
}
