import { capitalise, numberWord, withArticle } from "#app/lib/text.ts";
import { HOUSES, houseOf, type House } from "#app/zodiac/houses.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import { signOf, type SignSlug } from "#app/zodiac/signs.ts";
import { byDate, housed, passagesOf, retrogradeSpells, spanEvents, type HousedEvent, type SpanEvent, type SpanSky } from "./period-events";
import { dayAndMonth, type PeriodSpan } from "./periods";
import { houseInFull } from "./phrases/phrase";
import type { HoroscopeSign, PeriodReading } from "./types";

export type WritePeriodInput = { sign: HoroscopeSign; span: PeriodSpan; spanSky: SpanSky };

// At most this many events are told in full; the rest are in the key dates.
const MAX_TOLD = { week: 5, month: 7, year: 0 } as const;

/** The nth entry of a pool, so neighbouring spans and neighbouring events read differently. */
function nth<T>(pool: readonly T[], index: number): T {
  return pool[((index % pool.length) + pool.length) % pool.length]!;
}

const signName = (slug: SignSlug) => signOf(slug).name;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });

function placeOf(span: SpanSky, planet: Planet, at: "first" | "last" = "first"): { sign: SignSlug; retrograde: boolean } {
  const day = at === "first" ? (span.days[1] ?? span.days[0]!) : span.days.at(-1)!;
  const position = day.sky.positions.find((candidate) => candidate.planet === planet)!;
  return { sign: position.sign as SignSlug, retrograde: position.retrograde };
}

/**
 * The event as a short key-date line: "Full Moon in Gemini, your 3rd house" for a reader's sign,
 * or "Full Moon in Gemini" when it is not tied to one.
 */
export function keyDateText(event: SpanEvent | HousedEvent): string {
  const where = "house" in event ? `${signName(event.sign)}, your ${HOUSES[event.house - 1]!.ordinal} house` : signName(event.sign);
  switch (event.kind) {
    case "aspect": {
      // "Venus in Capricorn trine Jupiter in Virgo, your 10th and 6th houses"
      const pair = `${capitalise(bodyInProse(event.planet))} in ${signName(event.sign)} ${ASPECT_WORDS[event.aspect]} ${bodyInProse(event.other)} in ${signName(event.otherSign)}`;
      if (!("house" in event)) return pair;
      const otherHouse = HOUSES[(event.otherHouse ?? event.house) - 1]!.ordinal;
      const ownHouse = HOUSES[event.house - 1]!.ordinal;
      return ownHouse === otherHouse ? `${pair}, your ${ownHouse} house` : `${pair}, your ${ownHouse} and ${otherHouse} houses`;
    }
    case "lunation":
      return `${event.phase} in ${where}`;
    case "eclipse":
      return `${capitalise(event.eclipse)} ${event.body === "Sun" ? "solar" : "lunar"} eclipse in ${where}`;
    case "ingress":
      return `${capitalise(bodyInProse(event.planet))} enters ${where}`;
    case "station":
      return `${event.planet} turns ${event.turns} in ${where}`;
  }
}

const EVENT_MEANINGS: Record<"full" | "new" | "eclipse" | "ingress" | "retrograde" | "direct", readonly string[]> = {
  full: [
    "a culmination: something there reaches its peak and asks to be seen clearly",
    "a moment of clarity, when feelings about it are bright and honest",
    "a good time to celebrate what worked there and release what did not",
    "a turning point, so expect an answer, a result or a release",
  ],
  new: [
    "a fresh start: plant one clear intention there and give it a month",
    "the right moment to begin something small and mean it",
    "a clean slate in that part of life, ready for a new habit or plan",
    "a quiet beginning that can grow into something real by the next Full Moon",
  ],
  eclipse: [
    "a wild card: eclipses speed up changes that were coming anyway",
    "a point of no return, where an old pattern gives way",
    "a stronger lunation than most, with effects that unfold over months",
    "a cosmic reset in that area, best met with flexibility rather than force",
  ],
  ingress: [
    "a new chapter there for the weeks that follow",
    "a shift of focus toward that part of life",
    "fresh energy for an area that may have felt stuck",
    "a change in the topics people bring to you",
  ],
  retrograde: [
    "a season for reviewing and repairing rather than launching",
    "time to revisit unfinished business in that area",
    "a slower pace there, so read twice and sign later",
    "a call to look back before pushing forward",
  ],
  direct: [
    "movement again after a pause, as delays there start to clear",
    "the green light to act on what you reconsidered",
    "momentum returning, slowly and then with confidence",
    "decisions there finally able to land",
  ],
};

/** An aspect as a key date names it: "Venus trine Jupiter", "the Sun opposite Uranus". */
const ASPECT_WORDS: Record<AspectKind, string> = {
  conjunction: "conjunct",
  sextile: "sextile",
  square: "square",
  trine: "trine",
  opposition: "opposite",
};

const ASPECT_MEANINGS: Record<AspectKind, readonly string[]> = {
  conjunction: [
    "what those two parts of life want comes together, so act on it while the focus is sharp",
    "a concentrated day, when one clear aim carries further than several half-hearted ones",
    "a meeting of drives: notice what starts then, because it tends to keep going",
    "two energies in one place, strong enough to start something and to overdo it",
  ],
  sextile: [
    "an opening that only pays if you take the first step yourself",
    "a friendly link between those areas, good for a call, an offer or a favour",
    "a small chance that grows if you act on it the same day",
    "help from an unexpected side, as one area quietly supports the other",
  ],
  square: [
    "friction between those areas, which shows what needs to change",
    "a push to choose rather than keep both options half open",
    "a tense day that rewards patience over a sharp reply",
    "pressure that turns into progress once you stop resisting it",
  ],
  trine: [
    "an easy flow between those areas, so let things move without forcing them",
    "one of the smoothest days of the week for what you care about there",
    "support arriving where you need it, provided you actually ask",
    "a natural rhythm between work and pleasure that makes effort feel lighter",
  ],
  opposition: [
    "a tug of war between those areas, best met by giving each its time",
    "someone else's view showing you what you had missed",
    "a balancing act, when the answer lies between the two extremes",
    "a moment to weigh one part of life against another and adjust",
  ],
};

function meaningOf(event: HousedEvent): readonly string[] {
  switch (event.kind) {
    case "aspect":
      return ASPECT_MEANINGS[event.aspect];
    case "lunation":
      return EVENT_MEANINGS[event.phase === "Full Moon" ? "full" : "new"];
    case "eclipse":
      return EVENT_MEANINGS.eclipse;
    case "ingress":
      return EVENT_MEANINGS.ingress;
    case "station":
      return EVENT_MEANINGS[event.turns];
  }
}

/** One told event: "On Tuesday 24 November the Full Moon in Gemini lights up your 3rd house of …: a culmination …". */
export function eventSentence(event: HousedEvent, index: number, span: Pick<PeriodSpan, "period" | "ordinal">): string {
  const house = houseInFull(HOUSES[event.house - 1]!);
  const when = span.period === "week" ? `On ${weekday(event.date)} ${dayAndMonth(event.date)}` : `On ${dayAndMonth(event.date)}`;
  const sign = signName(event.sign);
  let clause: string;
  switch (event.kind) {
    case "aspect": {
      const other = houseInFull(HOUSES[(event.otherHouse ?? event.house) - 1]!);
      clause = `${bodyInProse(event.planet)} in ${sign}, ${house}, makes an exact ${event.aspect} with ${bodyInProse(event.other)} in ${signName(event.otherSign)}, ${other}`;
      break;
    }
    case "lunation":
      clause = event.phase === "Full Moon" ? `the Full Moon in ${sign} lights up ${house}` : `the New Moon in ${sign} opens ${house}`;
      break;
    case "eclipse":
      clause = `${withArticle(event.eclipse)} ${event.body === "Sun" ? "solar" : "lunar"} eclipse in ${sign} falls in ${house}`;
      break;
    case "ingress":
      clause = `${bodyInProse(event.planet)} moves into ${sign}, ${house}`;
      break;
    case "station":
      clause = `${event.planet} turns ${event.turns} in ${sign}, ${house}`;
      break;
  }
  return `${when}, ${clause}: ${nth(meaningOf(event), span.ordinal + index)}.`;
}

const INTROS: Record<PeriodSpan["period"], readonly string[]> = {
  week: ["This week", "Over the next seven days", "Across the week", "From Monday to Sunday", "For the week ahead"],
  month: ["This month", "All month", "Through these four weeks", "For the month as a whole", "Across the month"],
  year: ["This year", "Across the year", "Through the twelve months", "Over the year", "For the year as a whole"],
};

const SUN_TAILS: readonly string[] = [
  "so that is where your energy flows most easily",
  "and that is where others are most likely to notice you",
  "so effort spent there pays back more than effort spent elsewhere",
  "which colours the whole stretch with its concerns and chances",
  "so give it your best hours, not your leftovers",
  "and small wins there add up to real confidence",
  "so let your plans start from there",
];

const QUIET: Record<"week" | "month", string> = {
  week: "No planet changes sign or direction and there is no New or Full Moon this week, so it is a steady stretch: build on what is already moving rather than waiting for a sign.",
  month:
    "No planet changes sign or direction this month, so it is a steady stretch: build on what is already moving rather than waiting for a sign.",
};

const CLOSERS: readonly string[] = [
  "Lean on your {gift} side when plans wobble, and let your {shadow} streak take a back seat.",
  "Your {gift} nature is your best tool for what is coming, especially where others hesitate.",
  "Keep a note of what happens on the dates above; patterns show up faster than you expect.",
  "Pace yourself: the big dates matter, but so do the ordinary days between them.",
  "When a {shadow} mood creeps in, come back to what you want from this stretch and take one small step toward it.",
];

function withTraits(text: string, sign: HoroscopeSign): string {
  const gift = (sign.traits[0] ?? "steady").toLowerCase();
  const shadow = (sign.traits.at(-1) ?? "restless").toLowerCase();
  return text.replaceAll("{gift}", gift).replaceAll("{shadow}", shadow);
}

function inHouse(readerSign: SignSlug, sign: SignSlug): House {
  return houseOf(readerSign, sign);
}

function shortSpanReading(
  { sign, span, spanSky }: WritePeriodInput,
  events: HousedEvent[],
): Pick<PeriodReading, "overview" | "love" | "career"> {
  const sun = placeOf(spanSky, "Sun");
  const sunHouse = inHouse(sign.slug, sun.sign);
  // Lunations, eclipses, stations and ingresses are told first; a week's aspects fill the places left.
  const told = byDate(
    [...events.filter((event) => event.kind !== "aspect"), ...events.filter((event) => event.kind === "aspect")].slice(
      0,
      MAX_TOLD[span.period === "week" ? "week" : "month"],
    ),
  );
  const untold = events.length - told.length;
  const overview = [
    `${nth(INTROS[span.period], span.ordinal)}, the Sun in ${signName(sun.sign)} shines on ${houseInFull(sunHouse)}, ${nth(SUN_TAILS, span.ordinal)}.`,
    ...(told.length > 0
      ? told.map((event, index) => eventSentence(event, index, span))
      : [QUIET[span.period === "week" ? "week" : "month"]]),
    untold === 1 ? "One more date is listed below." : untold > 1 ? `${capitalise(numberWord(untold))} more dates are listed below.` : "",
    withTraits(nth(CLOSERS, span.ordinal), sign),
  ].filter(Boolean);

  const venus = placeOf(spanSky, "Venus");
  const mars = placeOf(spanSky, "Mars");
  const venusHouse = inHouse(sign.slug, venus.sign);
  const loveEvents = byDate([
    ...events.filter(
      (event) => (event.kind === "ingress" || event.kind === "station") && (event.planet === "Venus" || event.planet === "Mars"),
    ),
    ...events.filter((event) => event.kind === "aspect" && (event.planet === "Venus" || event.planet === "Mars")).slice(0, 2),
  ]);
  const love = [
    `Venus${venus.retrograde ? ", retrograde," : ""} starts the ${span.period} in ${signName(venus.sign)}, ${houseInFull(venusHouse)}, so in love ${venusHouse.love}.`,
    `Mars in ${signName(mars.sign)} drives ${houseInFull(inHouse(sign.slug, mars.sign))}, which is where desire and courage gather.`,
    ...loveEvents.map((event, index) => eventSentence(event, index + 1, span)),
  ];

  const mercury = placeOf(spanSky, "Mercury");
  const mercuryHouse = inHouse(sign.slug, mercury.sign);
  const saturn = placeOf(spanSky, "Saturn");
  const jupiter = placeOf(spanSky, "Jupiter");
  const workEvents = byDate([
    ...events.filter(
      (event) => (event.kind === "ingress" || event.kind === "station") && (event.planet === "Mercury" || event.planet === "Sun"),
    ),
    ...events.filter((event) => event.kind === "aspect" && (event.planet === "Mercury" || event.planet === "Sun")).slice(0, 2),
  ]);
  const career = [
    `Mercury${mercury.retrograde ? ", retrograde," : ""} in ${signName(mercury.sign)} works through ${houseInFull(mercuryHouse)}, and at work ${mercuryHouse.work}.`,
    `Saturn in ${signName(saturn.sign)} asks for steady effort in your ${inHouse(sign.slug, saturn.sign).ordinal} house, while Jupiter in ${signName(jupiter.sign)} rewards growth in your ${inHouse(sign.slug, jupiter.sign).ordinal}.`,
    ...workEvents.map((event, index) => eventSentence(event, index + 2, span)),
  ];
  return { overview: overview.join(" "), love: love.join(" "), career: career.join(" ") };
}

/** "from 26 February to 20 March in Pisces, your 12th house" */
function spellText(readerSign: SignSlug, spell: { from: string; to: string; sign: SignSlug }): string {
  return `from ${dayAndMonth(spell.from)} to ${dayAndMonth(spell.to)}, starting in ${signName(spell.sign)}, your ${inHouse(readerSign, spell.sign).ordinal} house`;
}

function passageText(readerSign: SignSlug, planet: Planet, spanSky: SpanSky, year: string): string {
  const passages = passagesOf(planet, spanSky);
  const parts = passages.map((passage, index) => {
    const house = houseInFull(inHouse(readerSign, passage.sign));
    if (passages.length === 1) return `spends all of ${year} in ${signName(passage.sign)}, ${house}`;
    if (index === 0) return `is in ${signName(passage.sign)}, ${house}, until ${dayAndMonth(passage.to)}`;
    return `${index === passages.length - 1 ? "then, from " : "then from "}${dayAndMonth(passage.from)}, in ${signName(passage.sign)}, ${house}`;
  });
  return `${planet} ${parts.join("; ")}.`;
}

function yearReading(
  { sign, span, spanSky }: WritePeriodInput,
  events: HousedEvent[],
): Pick<PeriodReading, "overview" | "love" | "career"> {
  const year = span.title;
  const eclipses = events.filter((event) => event.kind === "eclipse");
  const eclipseLine =
    eclipses.length === 0
      ? `There are no eclipses in ${year}.`
      : `The year's ${numberWord(eclipses.length)} eclipses fall on ${eclipses
          .map((event) => `${dayAndMonth(event.date)} (${keyDateText(event).replace(/^./, (first) => first.toLowerCase())})`)
          .join(", ")}: eclipses speed up changes in the houses they touch, so expect those areas to move.`;
  const mercurySpells = retrogradeSpells("Mercury", spanSky);
  const overview = [
    `${nth(INTROS.year, span.ordinal)}, the slow planets set the tone for ${sign.name}.`,
    passageText(sign.slug, "Jupiter", spanSky, year),
    `Jupiter brings growth and luck wherever it goes, so that is where to say yes.`,
    passageText(sign.slug, "Saturn", spanSky, year),
    `Saturn tests and builds, so that is where patience pays.`,
    eclipseLine,
    mercurySpells.length > 0
      ? `Mercury turns retrograde ${numberWord(mercurySpells.length)} ${mercurySpells.length === 1 ? "time" : "times"}: ${mercurySpells.map((spell) => spellText(sign.slug, spell)).join("; ")}. Double-check plans and messages in those weeks.`
      : `Mercury does not turn retrograde in ${year}.`,
    withTraits(nth(CLOSERS, span.ordinal), sign),
  ];
  const venusSpells = retrogradeSpells("Venus", spanSky);
  const venusStart = placeOf(spanSky, "Venus");
  const love = [
    venusSpells.length > 0
      ? `Venus turns retrograde ${venusSpells.map((spell) => spellText(sign.slug, spell)).join("; ")}: a time to revisit old loves and values rather than rush into new ones.`
      : `Venus does not turn retrograde in ${year}, so matters of the heart can move forward all year.`,
    `Venus begins the year in ${signName(venusStart.sign)}, ${houseInFull(inHouse(sign.slug, venusStart.sign))}, so in love ${inHouse(sign.slug, venusStart.sign).love}.`,
    `Wherever Jupiter travels through your chart, it brings generous people with it: in your ${inHouse(sign.slug, placeOf(spanSky, "Jupiter").sign).ordinal} house this year, ${inHouse(sign.slug, placeOf(spanSky, "Jupiter").sign).love}.`,
  ];
  const marsSpells = retrogradeSpells("Mars", spanSky);
  const saturnHouse = inHouse(sign.slug, placeOf(spanSky, "Saturn").sign);
  const jupiterHouse = inHouse(sign.slug, placeOf(spanSky, "Jupiter").sign);
  const career = [
    `With Saturn in your ${saturnHouse.ordinal} house, at work ${saturnHouse.work}, and steady effort there builds something that lasts.`,
    `Jupiter in your ${jupiterHouse.ordinal} house means that at work ${jupiterHouse.work}, so opportunities are likeliest there.`,
    marsSpells.length > 0
      ? `Mars turns retrograde ${marsSpells.map((spell) => spellText(sign.slug, spell)).join("; ")}: push less and plan more in those weeks.`
      : `Mars does not turn retrograde in ${year}, so energy for big projects holds steady.`,
  ];
  return { overview: overview.join(" "), love: love.join(" "), career: career.join(" ") };
}

/**
 * A sign's reading for a week, month or year, from that span's real events read through the
 * sign's houses: the lunations, eclipses, ingresses and stations with their dates (a week's exact
 * aspects of the Sun, Mercury, Venus and Mars too), and for a year
 * Jupiter's and Saturn's passage through its chart and the retrograde spells.
 */
export function writePeriodReading(input: WritePeriodInput): PeriodReading {
  const { sign, span, spanSky } = input;
  const events = housed(spanEvents(span.period, spanSky), sign.slug);
  const text = span.period === "year" ? yearReading(input, events) : shortSpanReading(input, events);
  return {
    sign: sign.slug,
    period: span.period,
    start: span.start,
    end: span.end,
    title: span.title,
    ...text,
    keyDates: events.map((event) => ({ date: event.date, text: keyDateText(event) })),
  };
}
