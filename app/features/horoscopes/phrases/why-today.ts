import { HOUSES } from "#app/zodiac/houses.ts";
import { bodyInProse } from "#app/zodiac/planets.ts";
import { capitalise } from "#app/lib/text.ts";
import type { SignEvent } from "#app/features/horoscopes/day-events.ts";
import { houseInFull, sentence, type Pool, type PhraseContext } from "./phrase";

// The overview's opening sentence: the day's event for this sign, in the house where it falls.

const WHY_LEADS: Pool = [
  "Why today: ",
  "Today's headline for you: ",
  "What sets today apart: ",
  "The event that shapes your day: ",
  "Here is why today matters: ",
];

type EventFlavour = "full" | "new" | "retrograde" | "direct" | "ingress" | "aspect" | "moon";

function flavourOf(event: SignEvent): EventFlavour {
  switch (event.kind) {
    case "lunation":
      return event.phase === "Full Moon" ? "full" : "new";
    case "station":
      return event.turns;
    case "ingress":
      return event.planet === "Moon" ? "moon" : "ingress";
    case "ruler-aspect":
      return "aspect";
    case "moon-house":
      return "moon";
  }
}

/** The event as a clause that follows a lead: "the Full Moon in Taurus lights up your 2nd house of …". */
function eventClause(c: PhraseContext): string {
  const event = c.reading.event;
  const house = houseInFull(HOUSES[event.house - 1]!);
  const sign = signName(c, event.sign);
  switch (event.kind) {
    case "lunation":
      return event.phase === "Full Moon"
        ? `the Full Moon in ${sign} lights up ${house}`
        : `the New Moon in ${sign} opens a fresh chapter in ${house}`;
    case "station":
      return `${event.planet}${event.planet === c.reading.sign.rulingPlanet ? ", your ruling planet," : ""} turns ${event.turns} in ${sign}, ${house}`;
    case "ingress":
      return `${bodyInProse(event.planet)}${event.planet === c.reading.sign.rulingPlanet ? ", your ruler," : ""} moves into ${sign}, ${house}`;
    case "ruler-aspect":
      return `${bodyInProse(event.planet)}, your ruler, makes an exact ${event.aspect} with ${bodyInProse(event.other)} from ${sign}, ${house}`;
    case "moon-house":
      return `the Moon is passing through ${sign}, ${house}`;
  }
}

function signName(c: PhraseContext, slug: string): string {
  const places = [c.reading.sun, c.reading.moon, c.reading.mercury, c.reading.venus, c.reading.mars, c.reading.jupiter, c.reading.saturn];
  return places.find((place) => place.sign.slug === slug)?.sign.name ?? capitalise(slug);
}

const WHY_MEANINGS: Record<EventFlavour, Pool> = {
  full: [
    ", so something you have been building there comes to a head and shows you what it is worth.",
    ", bringing a result, a realisation or a release in exactly that part of your life.",
    ", and feelings about it are bright, honest and hard to ignore.",
    ", so this is a day to see clearly, celebrate what worked and let go of what did not.",
    ", and a matter that has been simmering for two weeks is ready to be named out loud.",
    ", turning up the light on what you have neglected there as well as what you have achieved.",
    ", so expect a peak, a turning point or at least a very clear answer.",
  ],
  new: [
    ", so plant one clear intention there and give it a month to grow.",
    ", and the next four weeks reward anything you begin in that part of your life now.",
    ", which makes it the right moment to start small and mean it.",
    ", so a quiet wish made today can become a real plan by the next Full Moon.",
    ", clearing the ground for a habit, a project or a conversation you have postponed.",
    ", and the slate there is cleaner than it has been all month.",
    ", so name what you want from this area of life before the world names it for you.",
  ],
  retrograde: [
    ", so the weeks ahead favour reviewing, repairing and returning rather than launching.",
    ", and unfinished business in that part of your life asks for a second look.",
    ", slowing progress there just enough for you to see what you missed the first time.",
    ", which makes this a season of revisions, reunions and second thoughts.",
    ", so read twice, sign later and let old plans prove themselves before you add new ones.",
    ", turning your attention inward to what this part of life really needs.",
    ", and the past may return with a lesson rather than a problem.",
  ],
  direct: [
    ", so what stalled there for weeks starts to move again.",
    ", and plans you revised in that part of your life are ready to go forward.",
    ", releasing delays and letting decisions you put off finally land.",
    ", so take what you learned during the pause and act on it.",
    ", and the fog lifts from a matter that kept circling back.",
    ", bringing green lights where there were amber ones.",
    ", so momentum returns, slowly at first and then with confidence.",
  ],
  ingress: [
    ", starting a new chapter there that lasts for weeks, not hours.",
    ", so the focus of your life shifts and that area starts asking for your attention.",
    ", bringing fresh energy to a part of your life that may have felt stuck.",
    ", and you may notice the change in the topics people bring to you.",
    ", so what happens there over the coming weeks deserves more of your time.",
    ", lending new colour to that corner of your chart and of your days.",
    ", which opens a door you may have walked past without noticing.",
  ],
  aspect: [
    ", so your own motives and the day's mood line up in one clear push.",
    ", bringing a meeting of energies that makes a decision easier to take.",
    ", and the timing for something you care about is unusually precise.",
    ", so what you set in motion today carries your signature.",
    ", which sharpens your sense of what to do next and in what order.",
    ", and a small step in that direction counts for more than usual.",
    ", turning a passing thought into something you can act on.",
  ],
  moon: [
    ", so your feelings gather around that part of your life for a couple of days.",
    ", and what happens there touches you more than you might expect.",
    ", which makes it the place where small efforts bring quick comfort.",
    ", so let that area lead your mood and your choices today.",
    ", and people connected to it are on your mind.",
    ", lending a gentle emphasis to everything it rules.",
    ", so a little care there now saves a lot of worry later.",
  ],
};

/** "Why today: the Full Moon in Taurus lights up your 2nd house of …, so …." */
export function whyTodaySentence(c: PhraseContext): string {
  return sentence(c, [WHY_LEADS, [eventClause(c)], WHY_MEANINGS[flavourOf(c.reading.event)]]);
}
