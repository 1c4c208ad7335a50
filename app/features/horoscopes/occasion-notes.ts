import { dayNumber } from "#app/lib/dates.ts";
import { HOUSES } from "#app/zodiac/houses.ts";
import { signIndex, signOf, type SignSlug } from "#app/zodiac/signs.ts";
import { housed, type SpanEvent } from "./period-events";
import { keyDateText, tellEvent } from "./period-prose/events";
import { possessive } from "#app/lib/text.ts";

/**
 * The sky events that earn a special newsletter edition: a New or Full Moon, an eclipse, the Sun
 * entering a sign, and Mercury turning retrograde or direct. Other stations and ingresses are
 * told in the daily, weekly and monthly readings.
 */
export function isOccasion(event: SpanEvent): event is OccasionEvent {
  if (event.kind === "lunation" || event.kind === "eclipse") return true;
  if (event.kind === "ingress") return event.planet === "Sun";
  if (event.kind === "station") return event.planet === "Mercury";
  return false;
}

/** The kinds of event an occasion can be: an aspect never is, it is told in the weekly reading. */
export type OccasionEvent = Exclude<SpanEvent, { kind: "aspect" }>;

/** A stable name for the occasion, unique within its day: "full-moon", "solar-eclipse", "sun-enters-sagittarius", "mercury-turns-retrograde". */
export function occasionSlug(event: OccasionEvent): string {
  switch (event.kind) {
    case "lunation":
      return event.phase === "Full Moon" ? "full-moon" : "new-moon";
    case "eclipse":
      return event.body === "Sun" ? "solar-eclipse" : "lunar-eclipse";
    case "ingress":
      return `${event.planet.toLowerCase()}-enters-${event.sign}`;
    case "station":
      return `${event.planet.toLowerCase()}-turns-${event.turns}`;
  }
}

/** What the occasion is, for everyone: a title and a paragraph that explains it. */
export function occasionSummary(event: OccasionEvent): { title: string; explanation: string } {
  const title = keyDateText(event);
  const sign = signOf(event.sign).name;
  switch (event.kind) {
    case "lunation":
      return {
        title,
        explanation:
          event.phase === "Full Moon"
            ? `The Moon stands opposite the Sun today, fully lit, in ${sign}. A Full Moon is the peak of the Moon's monthly cycle: what began at the last New Moon comes to a head, feelings run high and things hidden come into the open.`
            : `The Moon passes between the Earth and the Sun today, in ${sign}, and cannot be seen. A New Moon begins the Moon's monthly cycle: a quiet, inward moment, traditionally the time to name an intention and start small.`,
      };
    case "eclipse":
      return {
        title,
        explanation:
          event.body === "Sun"
            ? `The Moon passes in front of the Sun today, in ${sign}: a ${event.eclipse} solar eclipse, a New Moon with added force. Astrologers read eclipses as turning points whose effects unfold over the following months.`
            : `The Earth's shadow falls across the Full Moon today, in ${sign}: a ${event.eclipse} lunar eclipse. Astrologers read a lunar eclipse as a release, the end of a chapter that has run its course.`,
      };
    case "ingress":
      return {
        title,
        explanation: `The Sun moves into ${sign} today, opening ${sign} season, about a month in which the whole sky takes on ${possessive(sign)} colour, and a new stretch of the year begins for every sign.`,
      };
    case "station":
      return {
        title,
        explanation:
          event.turns === "retrograde"
            ? `Mercury seems to stop today in ${sign} and then to move backwards against the stars for about three weeks. Mercury retrograde is the traditional time to review, repair and double-check words, plans and travel.`
            : `Mercury seems to stop today in ${sign} and then moves forward again, ending its retrograde spell. Delays clear slowly over the next days, and what was reconsidered can now go ahead.`,
      };
  }
}

/**
 * What the occasion means for one sign, told through the house it falls in: the same event reads
 * differently for each of the twelve signs. Three short paragraphs: the event in the house, the
 * house in love and at work, and one thing to do today.
 */
export function occasionNote(event: OccasionEvent, readerSign: SignSlug): string[] {
  const [placed] = housed([event], readerSign);
  const house = HOUSES[placed!.house - 1]!;
  const ordinal = dayNumber(event.date);
  // The house is named in full in the next paragraph (the digest shows that one alone).
  const told = tellEvent(placed!, "Today", (named) => `your ${named.arena}`, ordinal + signIndex(readerSign));
  const action = house.actions[(ordinal + signIndex(readerSign)) % house.actions.length]!;
  return [
    told,
    `For ${signOf(readerSign).name}, this touches your ${house.ordinal} house of ${house.theme}. In love, ${house.love}; at work, ${house.work}.`,
    `One thing to do today: ${action}.`,
  ];
}
