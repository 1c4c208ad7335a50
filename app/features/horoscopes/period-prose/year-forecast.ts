import { numberWord } from "#app/lib/text.ts";
import { houseOf, type House, type HouseNumber } from "#app/zodiac/houses.ts";
import type { Planet } from "#app/zodiac/planets.ts";
import { signIndex, type SignSlug } from "#app/zodiac/signs.ts";
import { passagesOf, retrogradeSpells, type HousedEvent, type SpanSky } from "#app/features/horoscopes/period-events.ts";
import { dayAndMonth, type PeriodSpan } from "#app/features/horoscopes/periods.ts";
import { houseNamer, type HouseNamer } from "#app/features/horoscopes/phrases/phrase.ts";
import type { HoroscopeSign, PeriodReading } from "#app/features/horoscopes/types.ts";
import { arena, houseAt, listed, nth, signName } from "./events";
import { monthsOf } from "./year-months";

/**
 * A sign's year as a forecast: the slow planets' passages through its houses, then love, career,
 * money and wellbeing, each from the weeks the fast planets and the lunations spend in the houses
 * that matter to it, then a paragraph for every month from that month's own events. Everything is
 * dated from the real sky; every sentence names the reader's house or sign.
 */
export type YearInput = { sign: HoroscopeSign; span: PeriodSpan; spanSky: SpanSky; events: readonly HousedEvent[] };

/** Every house may be explained once in a text this long. */
const HOUSES_IN_FULL = 12;

type Passage = { sign: SignSlug; from: string; to: string; house: House };

/** "until 29 June", "from 3 May to 27 May", "from 4 November to the end of the year", "all year". */
function rangeText(span: PeriodSpan, from: string, to: string): string {
  if (from <= span.start && to >= span.end) return "all year";
  if (from <= span.start) return `until ${dayAndMonth(to)}`;
  if (to >= span.end) return `from ${dayAndMonth(from)} to the end of the year`;
  if (from === to) return `on ${dayAndMonth(from)}`;
  return from.slice(0, 7) === to.slice(0, 7)
    ? `from ${dayAndMonth(from).split(" ")[0]} to ${dayAndMonth(to)}`
    : `from ${dayAndMonth(from)} to ${dayAndMonth(to)}`;
}

type Year = {
  sign: HoroscopeSign;
  span: PeriodSpan;
  spanSky: SpanSky;
  events: readonly HousedEvent[];
  names: HouseNamer;
  variant: number;
  passages: (planet: Planet) => Passage[];
  /** The passages of `planet` through the houses given, as "from 3 to 27 May and from 2 to 30 October". */
  weeksIn: (planet: Planet, houses: readonly HouseNumber[]) => Passage[];
  lunations: Array<{ name: "New Moon" | "Full Moon"; date: string; house: House }>;
};

function yearOf({ sign, span, spanSky, events }: YearInput): Year {
  const passages = (planet: Planet): Passage[] =>
    passagesOf(planet, spanSky).map((passage) => ({ ...passage, house: houseOf(sign.slug, passage.sign) }));
  return {
    sign,
    span,
    spanSky,
    events,
    names: houseNamer(HOUSES_IN_FULL),
    // Seven is prime to every pool's size (2 to 5), so neighbouring signs never stand on one variant.
    variant: span.ordinal + signIndex(sign.slug) * 7,
    passages,
    weeksIn: (planet, houses) => passages(planet).filter((passage) => houses.includes(passage.house.number)),
    // An eclipse is told as one; the lunation it falls on is not told again.
    lunations: spanSky.lunations
      .filter((lunation) => !spanSky.eclipses.some((eclipse) => eclipse.date === lunation.date))
      .map((lunation) => ({ ...lunation, house: houseOf(sign.slug, lunation.sign) })),
  };
}

/** "your 5th house of … from 3 to 27 May and your 7th house of … until 2 March and from 4 to 30 October": each house once. */
function visits(year: Year, passages: readonly Passage[]): string {
  const byHouse = new Map<number, Passage[]>();
  for (const passage of passages) byHouse.set(passage.house.number, [...(byHouse.get(passage.house.number) ?? []), passage]);
  return listed(
    [...byHouse.values()].map(
      (stays) => `${year.names.name(stays[0]!.house)} ${listed(stays.map((stay) => rangeText(year.span, stay.from, stay.to)))}`,
    ),
  );
}

/** "Jupiter is in Cancer, your 4th house of …, until 29 June; then, from 30 June, in Leo, your 5th house of …." */
function passageText(year: Year, planet: Planet): string {
  const passages = year.passages(planet);
  const parts = passages.map((passage, index) => {
    const house = year.names.name(passage.house);
    if (passages.length === 1) return `spends all of ${year.span.title} in ${signName(passage.sign)}, ${house}`;
    if (index === 0) return `is in ${signName(passage.sign)}, ${house}, until ${dayAndMonth(passage.to)}`;
    return `then, from ${dayAndMonth(passage.from)}, in ${signName(passage.sign)}, ${house}`;
  });
  return `${planet} ${parts.join("; ")}.`;
}

const SLOW_CHANGES: Partial<Record<Planet, string>> = {
  Uranus: "sudden changes and a new taste for freedom there, for about seven years",
  Neptune: "dreams, ideals and a few blurred lines there, for well over a decade",
  Pluto: "a deep, slow transformation there that lasts a generation",
};

function overviewOf(year: Year): string {
  const { sign, span, events, names } = year;
  const jupiter = year.passages("Jupiter");
  const saturn = year.passages("Saturn");
  const sentences = [
    `For ${sign.name}, ${span.title} is a year of growth through ${listed(jupiter.map((passage) => arena(passage.house)))} and of patient work on ${arena(saturn[0]!.house)}.`,
    passageText(year, "Jupiter"),
    `Jupiter is the planet of growth and luck, so say yes to chances there; a good first step is to ${nth(jupiter[0]!.house.actions, year.variant)}.`,
    passageText(year, "Saturn"),
    `Saturn is the planet of structure, and in ${arena(saturn.at(-1)!.house)} slow, steady work builds something that lasts.`,
  ];
  for (const event of events) {
    if (event.kind !== "ingress" || !SLOW_CHANGES[event.planet]) continue;
    sentences.push(
      `${event.planet} enters ${signName(event.sign)} on ${dayAndMonth(event.date)}, bringing ${SLOW_CHANGES[event.planet]} in ${names.name(houseAt(event.house))}.`,
    );
  }
  const eclipses = events.filter((event) => event.kind === "eclipse");
  if (eclipses.length > 0) {
    const where = eclipses.map((event) => `${dayAndMonth(event.date)} in ${arena(houseAt(event.house))}`);
    sentences.push(
      `The year's ${numberWord(eclipses.length)} eclipses fall on ${listed(where)}; eclipses speed up change, so expect those parts of life to move.`,
    );
  }
  const mercury = retrogradeSpells("Mercury", year.spanSky);
  if (mercury.length > 0) {
    const spells = mercury.map(
      (spell) => `${rangeText(span, spell.from, spell.to)}, starting in ${signName(spell.sign)}, ${arena(houseOf(sign.slug, spell.sign))}`,
    );
    sentences.push(
      `Mercury turns retrograde ${numberWord(mercury.length)} ${mercury.length === 1 ? "time" : "times"}, and those are the weeks to double-check plans and messages: ${spells.join("; ")}.`,
    );
  }
  return sentences.join(" ");
}

function loveOf(year: Year): string {
  const { sign, span, names } = year;
  const venusInLove = year.weeksIn("Venus", [5, 7]);
  const sentences: string[] = [];
  const venusStart = year.passages("Venus")[0]!;
  sentences.push(
    `Venus, the planet of love, begins ${span.title} in ${signName(venusStart.sign)}, ${names.name(venusStart.house)}, and early in the year ${venusStart.house.love.replace(/\bthe day\b/, "these weeks")}.`,
  );
  sentences.push(
    venusInLove.length > 0
      ? `The warmest weeks for love come when Venus visits ${visits(year, venusInLove)}.`
      : `Venus does not reach your romance or partnership houses in ${span.title}, so for ${sign.name} love grows through ${arena(venusStart.house)} and everyday closeness.`,
  );
  const venusRetrograde = retrogradeSpells("Venus", year.spanSky);
  for (const spell of venusRetrograde) {
    sentences.push(
      `Venus turns retrograde ${rangeText(span, spell.from, spell.to)} in ${arena(houseOf(sign.slug, spell.sign))}: a time to revisit old loves and values rather than rush into new ones.`,
    );
  }
  const marsInLove = year.weeksIn("Mars", [5, 7]);
  if (marsInLove.length > 0) {
    sentences.push(`Mars passes through ${visits(year, marsInLove)}, adding heat, and now and then impatience, to love.`);
  }
  const partnerFullMoon = year.lunations.find((lunation) => lunation.name === "Full Moon" && lunation.house.number === 7);
  if (partnerFullMoon) {
    sentences.push(
      `The Full Moon of ${dayAndMonth(partnerFullMoon.date)} lights ${arena(partnerFullMoon.house)}: a natural moment for an honest talk about where a relationship stands.`,
    );
  }
  const romanceNewMoon = year.lunations.find((lunation) => lunation.name === "New Moon" && lunation.house.number === 5);
  if (romanceNewMoon) {
    sentences.push(
      `The New Moon of ${dayAndMonth(romanceNewMoon.date)} in ${arena(romanceNewMoon.house)} is the year's best day to begin something new in love.`,
    );
  }
  const jupiter = year.passages("Jupiter");
  sentences.push(
    `Jupiter brings generous people with it: while it is in ${arena(jupiter[0]!.house)}, ${jupiter[0]!.house.love.replace(/\bthe day\b/, "these months")}.`,
  );
  return sentences.join(" ");
}

function careerOf(year: Year): string {
  const { sign, span } = year;
  const sentences: string[] = [];
  const sunAtTop = year.weeksIn("Sun", [10]);
  const career = houseAt(10);
  // The Sun crosses every sign once a year, the 10th house included.
  sentences.push(
    `Your month to be seen at work comes when the Sun crosses ${visits(year, sunAtTop)}, so ${nth(career.actions, year.variant)}.`,
  );
  const careerNewMoon = year.lunations.find((lunation) => lunation.name === "New Moon" && lunation.house.number === 10);
  if (careerNewMoon) {
    sentences.push(
      `The New Moon of ${dayAndMonth(careerNewMoon.date)} in ${arena(careerNewMoon.house)} is the day to name what you want from work this year.`,
    );
  }
  const marsAtWork = year.weeksIn("Mars", [6, 10]);
  if (marsAtWork.length > 0) {
    sentences.push(`Mars drives ${visits(year, marsAtWork)}: the weeks for hard pushes and bold requests.`);
  }
  const saturn = year.passages("Saturn").at(-1)!;
  const jupiter = year.passages("Jupiter").at(-1)!;
  sentences.push(
    `With Saturn in ${arena(saturn.house)}, at work ${saturn.house.work}, and steady effort there builds something that lasts.`,
  );
  sentences.push(`Jupiter in ${arena(jupiter.house)} means that at work ${jupiter.house.work}; opportunities are likeliest there.`);
  const mars = retrogradeSpells("Mars", year.spanSky);
  sentences.push(
    mars.length > 0
      ? `Mars turns retrograde ${mars.map((spell) => `${rangeText(span, spell.from, spell.to)} in ${arena(houseOf(sign.slug, spell.sign))}`).join(" and ")}: push less and plan more in those weeks.`
      : `Mars does not turn retrograde in ${span.title}, so for ${sign.name} the energy for big projects holds steady.`,
  );
  return sentences.join(" ");
}

const MONEY_FULL_MOONS: ReadonlyArray<(day: string, where: string) => string> = [
  (day, where) => `The Full Moon of ${day} in ${where} shows where money leaks, so settle one bill that week.`,
  (day, where) => `Around the Full Moon of ${day}, in ${where}, check what you pay for and no longer use.`,
  (day, where) => `The Full Moon of ${day} brings a money matter in ${where} to a close; let it finish.`,
];

function moneyOf(year: Year): string {
  const { sign, span, names, events } = year;
  const sentences = [`Money for ${sign.name} runs through ${names.name(houseAt(2))} and ${names.name(houseAt(8))}.`];
  const venus = year.weeksIn("Venus", [2]);
  if (venus.length > 0) {
    sentences.push(`Venus visits ${visits(year, venus)}: the year's best weeks to ask for a rise, sell something or buy what lasts.`);
  }
  const slow = [
    ...year.weeksIn("Jupiter", [2, 8]).map((passage) => ({ planet: "Jupiter", passage })),
    ...year.weeksIn("Saturn", [2, 8]).map((passage) => ({ planet: "Saturn", passage })),
  ];
  for (const { planet, passage } of slow) {
    const what =
      planet === "Jupiter"
        ? passage.house.number === 2
          ? "income can grow, especially from skills you already have"
          : "help, loans or shared money come more easily"
        : passage.house.number === 2
          ? "a budget you actually keep pays off"
          : "debts and joint accounts ask to be put in order";
    sentences.push(`With ${planet} in ${arena(passage.house)} ${rangeText(span, passage.from, passage.to)}, ${what}.`);
  }
  if (slow.length === 0) {
    sentences.push(
      `Neither Jupiter nor Saturn visits your money houses in ${span.title}, so for ${sign.name} steady habits count for more than windfalls.`,
    );
  }
  const moneyMoons = year.lunations.filter((candidate) => candidate.house.number === 2 || candidate.house.number === 8);
  moneyMoons.forEach((lunation, index) => {
    const day = dayAndMonth(lunation.date);
    const where = arena(lunation.house);
    sentences.push(
      lunation.name === "New Moon"
        ? `The New Moon of ${day} in ${where} is a good day to ${lunation.house.number === 2 ? "set a savings goal" : "plan how to clear a debt"}.`
        : nth(MONEY_FULL_MOONS, year.variant + index)(day, where),
    );
  });
  const mars = year.weeksIn("Mars", [2]);
  if (mars.length > 0) sentences.push(`While Mars is in ${visits(year, mars)}, spending runs hot: sleep on big purchases.`);
  const moneyEclipses = events.filter((event) => event.kind === "eclipse" && (event.house === 2 || event.house === 8));
  if (moneyEclipses.length > 0) {
    const which = moneyEclipses.map((eclipse) => `${dayAndMonth(eclipse.date)} in ${arena(houseAt(eclipse.house))}`);
    sentences.push(
      `${moneyEclipses.length === 1 ? "The eclipse" : "The eclipses"} of ${listed(which)} can change an income or a shared account for good.`,
    );
  }
  return sentences.join(" ");
}

function wellbeingOf(year: Year): string {
  const { sign, span, names } = year;
  const sentences = [`Health and rest for ${sign.name} this year turn on ${names.name(houseAt(6))} and ${names.name(houseAt(12))}.`];
  const birthday = year.weeksIn("Sun", [1]);
  if (birthday.length > 0) {
    sentences.push(
      `The Sun returns to ${sign.name} ${rangeText(span, birthday[0]!.from, birthday[0]!.to)}: your birthday season, when energy renews and new habits come easily.`,
    );
  }
  const rest = year.weeksIn("Sun", [12]);
  if (rest.length > 0) {
    sentences.push(`In the weeks before it, while the Sun is in ${visits(year, rest)}, sleep more and plan less.`);
  }
  const mars = year.weeksIn("Mars", [1, 6]);
  if (mars.length > 0) {
    sentences.push(`Mars in ${visits(year, mars)} gives you the drive for a new training habit; warm up, because it also makes you hasty.`);
  }
  const saturn = year.weeksIn("Saturn", [1, 6, 12]);
  for (const passage of saturn) {
    sentences.push(
      `Saturn in ${arena(passage.house)} ${rangeText(span, passage.from, passage.to)} rewards regular hours and punishes shortcuts, so keep your routine simple.`,
    );
  }
  for (const lunation of year.lunations.filter(
    (candidate) => candidate.name === "Full Moon" && (candidate.house.number === 6 || candidate.house.number === 12),
  )) {
    sentences.push(
      lunation.house.number === 6
        ? `The Full Moon of ${dayAndMonth(lunation.date)} in ${arena(lunation.house)} is a good moment to drop one habit that wears you down.`
        : `Around the Full Moon of ${dayAndMonth(lunation.date)}, in ${arena(lunation.house)}, give yourself a quiet evening or two.`,
    );
  }
  return sentences.join(" ");
}

/** A sign's year: overview, love and career, and the forecast's money, wellbeing and months. */
export function yearReading(input: YearInput): Pick<PeriodReading, "overview" | "love" | "career" | "forecast"> {
  const year = yearOf(input);
  return {
    overview: overviewOf(year),
    love: loveOf(year),
    career: careerOf(year),
    forecast: { money: moneyOf(year), wellbeing: wellbeingOf(year), months: monthsOf(year) },
  };
}
