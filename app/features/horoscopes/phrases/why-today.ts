import { HOUSES } from "#app/zodiac/houses.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import { findSign } from "#app/zodiac/signs.ts";
import { capitalise } from "#app/lib/text.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import type { SignEvent } from "#app/features/horoscopes/day-events.ts";
import { ASPECT_VERBS, aspectTone, sentence, type Pool, type PhraseContext, type SectionText } from "./phrase";

// The overview's opening sentence: the day's event for this sign, in the house where it falls,
// and what it means there. Three pools: an opening frame (13 per flavour, every frame's first
// four words its own, so no two signs share an opener on one day), the event itself (sign-specific:
// it names the sign's own house in the same clause as the sky), and its meaning (12 per flavour).
// 13 x 12 = 156 days before a sign meets the same wording again, and the twelve signs of one day
// stand at twelve different frames and twelve different meanings.

type Flavour = "lunation" | "station" | "ingress" | "moon-ingress" | "ruler-aspect" | "moon-aspect" | "moon-house";

function flavourOf(event: SignEvent): Flavour {
  if (event.kind === "ingress" && event.planet === "Moon") return "moon-ingress";
  return event.kind;
}

// Each frame reads right before an independent clause that starts with the body ("the Full Moon
// in Taurus lights up…", "Mercury pauses in…", "your ruling planet, Venus, enters…").
export const OPENING_FRAMES: Record<Flavour, Pool> = {
  lunation: [
    "The big story today: ",
    "All eyes on the Moon: ",
    "A milestone in the Moon's month: ",
    "Mark the date, because ",
    "The month's key moment arrives: ",
    "There is no bigger news today: ",
    "The Moon sets the agenda: ",
    "Once a fortnight the sky does this: ",
    "Circle this one in your diary: ",
    "The lunar cycle turns a corner: ",
    "Start with the Moon, because ",
    "Here is a day worth noticing: ",
    "Think of today as a marker: ",
  ],
  station: [
    "A planet changes direction today: ",
    "Here is the day's real news: ",
    "One slow shift matters most: ",
    "Your day turns on one thing: ",
    "Today brings a change of pace: ",
    "The sky shifts gear today: ",
    "Take note of this turn: ",
    "The quiet headline is this: ",
    "Worth knowing before anything else: ",
    "Something in your sky reverses course: ",
    "Pay attention to one planet: ",
    "A long cycle reaches its hinge: ",
    "Before you plan the week, know this: ",
  ],
  ingress: [
    "News from the sky this morning: ",
    "The scenery changes today: ",
    "Your sky rearranges itself a little: ",
    "Here is what moved since yesterday: ",
    "The day's news is a move: ",
    "Change is in the air: ",
    "Today brings a new arrival: ",
    "A fresh chapter opens now: ",
    "Your focus shifts, because ",
    "Make room for a newcomer: ",
    "Something new arrives in your sky: ",
    "A change of backdrop today: ",
    "First, the headline: ",
  ],
  "moon-ingress": [
    "Your mood changes key today: ",
    "A new mood settles in: ",
    "Feelings shift ground this morning: ",
    "The emotional weather changes: ",
    "Here is the change you may feel: ",
    "Something shifts in how you feel: ",
    "Your inner weather turns: ",
    "A fresh couple of days begins: ",
    "Expect a change of mood: ",
    "Your heart finds a new focus: ",
    "Notice the shift this morning: ",
    "New day, new emotional backdrop: ",
    "The tone of your week moves on: ",
  ],
  "ruler-aspect": [
    "This one is personal: ",
    "Today is about you in particular: ",
    "A precise moment for you today: ",
    "Right on cue this morning, ",
    "Timing is on your side today: ",
    "Your sky lines up today: ",
    "The day has a sharp focus: ",
    "Something exact happens today: ",
    "Here is the news for your sign: ",
    "One meeting in the sky matters: ",
    "This is your planet's day: ",
    "Pay close attention this morning: ",
    "Your own corner of the sky stirs: ",
  ],
  "moon-aspect": [
    "Here is today's small but real news: ",
    "The mood of the day comes from this: ",
    "Here is what shapes your day: ",
    "Today's sky carries one clear thread: ",
    "Watch how the day unfolds: ",
    "The day takes its tone from one pairing: ",
    "Your day has a theme: ",
    "A passing link sets the tone: ",
    "Things feel different today because ",
    "Today's news is about timing: ",
    "Listen to your feelings today: ",
    "A small shift, but you may feel it: ",
    "What colours the hours ahead: ",
  ],
  "moon-house": [
    "It is a quiet sky today, and ",
    "A calm day overhead: ",
    "No big events today: ",
    "The sky is quiet, which means ",
    "On a gentle day like this, ",
    "With little else moving, ",
    "The sky keeps it simple: ",
    "Nothing dramatic is happening, and ",
    "A steady, uneventful sky means this: ",
    "Today is a breathing space: ",
    "All is calm overhead, and ",
    "There is room to breathe today: ",
    "Quiet skies make small things count: ",
  ],
};

/** What a body brings, as a plural noun phrase ("affection, pleasure and good taste … come"). */
export function broughtBy(planet: Planet): string {
  switch (planet) {
    case "Sun":
      return "your energy and attention";
    case "Moon":
      return "your feelings and instincts";
    case "Mercury":
      return "your thoughts and conversations";
    case "Venus":
      return "affection, pleasure and good taste";
    case "Mars":
      return "your drive and your impatience";
    case "Jupiter":
      return "growth and good fortune";
    case "Saturn":
      return "patience and hard work";
    case "Uranus":
      return "surprises and fresh ideas";
    case "Neptune":
      return "dreams and imagination";
    case "Pluto":
      return "depth and lasting change";
  }
}

/** How long a body stays in a sign it enters, as a phrase after the verb. */
function stayOf(planet: Planet): string {
  if (planet === "Sun") return "for about a month";
  if (planet === "Mercury" || planet === "Venus") return "for the next few weeks";
  if (planet === "Mars") return "for the coming weeks";
  return "for months to come";
}

/** How long a planet appears to move backwards once it turns retrograde. */
export function retrogradeSpan(planet: Planet): string {
  switch (planet) {
    case "Mercury":
      return "about three weeks";
    case "Venus":
      return "about six weeks";
    case "Mars":
      return "around two months";
    case "Jupiter":
      return "about four months";
    default:
      return "four or five months";
  }
}

function eventPlanet(c: PhraseContext): Planet {
  const event = c.reading.event;
  return event.kind === "lunation" ? "Moon" : event.planet;
}

const span = (c: PhraseContext) => retrogradeSpan(eventPlanet(c));
const focus = (c: PhraseContext) => broughtBy(eventPlanet(c));
const stay = (c: PhraseContext) => stayOf(eventPlanet(c));
const otherFocus = (c: PhraseContext) => {
  const event = c.reading.event;
  return event.kind === "ruler-aspect" || event.kind === "moon-aspect" ? broughtBy(event.other) : focus(c);
};

type Tone = "easy" | "hard" | "blend";

const FULL_MEANINGS: Pool = [
  ", so something you have been building there comes to a head.",
  ", bringing a result, a realisation or a release in that part of life.",
  ", and feelings about it are bright, honest and hard to ignore.",
  ", so see clearly, celebrate what worked and let go of what did not.",
  ", and a matter that has simmered for two weeks is ready to be named.",
  ", showing what you have neglected there as well as what you have achieved.",
  ", so expect a peak, a turning point or at least a clear answer.",
  "; what was half hidden there is plain to see now.",
  ", the high point of the Moon's monthly cycle in that corner of your life.",
  ", so finish what is ready to be finished and release the rest.",
  ", and emotions there run high, so take a breath before you answer anyone.",
  ", so give thanks for one thing there that worked out.",
];

const NEW_MEANINGS: Pool = [
  ", so plant one clear intention there and give it a month to grow.",
  ", and the next four weeks reward anything you begin there now.",
  ", which makes this the right moment to start small and mean it.",
  ", so a quiet wish made today can become a real plan by the next Full Moon.",
  ", clearing the ground for a habit, a project or a conversation you have postponed.",
  ", and the slate there is cleaner than it has been all month.",
  ", so name what you want from that part of life before the world names it for you.",
  "; the sky is dark and the page is blank, so the first line is yours to write.",
  ", so choose one thing to grow there over the coming month.",
  ", and beginnings made now tend to last, provided you keep them modest.",
  ", so write down one wish for it and keep the note somewhere safe.",
  ", a good time to set a goal there, quietly and without announcing it.",
];

// A station is explained once, plainly, in every variant: the planet only appears to go backwards.
const RETROGRADE_MEANINGS: Pool = [
  (c) => `; for ${span(c)} it appears to move backwards, a time to review that part of life rather than launch anything new there.`,
  (c) => `, which means it seems to drift backwards for ${span(c)}, so revisit, repair and reconsider before you push ahead.`,
  (c) => `; from here it will look as if it is going backwards for ${span(c)}, and unfinished business there asks for a second look.`,
  (c) => `, appearing to reverse for ${span(c)}, so read twice, sign later and let old plans there prove themselves.`,
  (c) => `, seeming to travel backwards for ${span(c)}, and slower progress there gives you time to see what you missed.`,
  (c) => `; for ${span(c)} it appears to retrace its steps, a season for revisions, reunions and second thoughts.`,
  (c) => `, so for ${span(c)} it looks as if it is moving backwards, and the past may return there with a lesson rather than a problem.`,
  (c) => `; for ${span(c)} it seems to go into reverse, so mend before you build.`,
  (c) => `, apparently moving backwards for ${span(c)}, which favours finishing old jobs there over starting new ones.`,
  (c) => `; it will seem to walk backwards for ${span(c)}, so meet delays there with patience rather than frustration.`,
  (c) => `, and for ${span(c)} it appears to move in reverse, turning your attention to what that part of life already holds.`,
  (c) => `; for ${span(c)} it appears to go backwards, a good spell for tidying up loose ends there.`,
];

const DIRECT_MEANINGS: Pool = [
  (c) => `, moving forwards again after ${span(c)} of seeming to go backwards, so what stalled there can start to move.`,
  (c) => `; after ${span(c)} of appearing to move backwards it goes forwards again, and plans you revised there are ready to go ahead.`,
  (c) => `, ending ${span(c)} of apparent backward motion, so decisions you put off there can finally land.`,
  ", which means it moves forwards again, so take what you learned during the pause and act on it.",
  "; its backward-looking spell is over, and the fog lifts from a matter there that kept circling back.",
  (c) => `, going forwards again after ${span(c)} in apparent reverse, so amber lights there start turning green.`,
  ", back on a forward path, so momentum returns there, slowly at first and then with confidence.",
  (c) => `; it has seemed to go backwards for ${span(c)}, and now what you reviewed there can move ahead.`,
  (c) => `, resuming its forward motion, so the delays of the last ${span(c)} ease off there.`,
  "; it seems to move forwards once more, and that part of life is ready for the next step.",
  ", moving ahead again, so a second draft there is ready to become the final one.",
  ", forward-moving once more, so you can stop revisiting that part of life and start building on it.",
];

const INGRESS_MEANINGS: Pool = [
  (c) => `, so ${focus(c)} turn toward that part of life ${stay(c)}.`,
  (c) => `, bringing ${focus(c)} to that part of life ${stay(c)}.`,
  (c) => `; ${focus(c)} gather there ${stay(c)}.`,
  (c) => `, and ${stay(c)} that is where ${focus(c)} do their best work.`,
  (c) => `, so expect ${focus(c)} to colour that part of life ${stay(c)}.`,
  (c) => `, opening a chapter there in which ${focus(c)} lead the way.`,
  (c) => `, which puts ${focus(c)} to work there ${stay(c)}.`,
  (c) => `; look for ${focus(c)} in that corner of your life ${stay(c)}.`,
  (c) => `, lending ${focus(c)} to a part of life that may have felt stuck.`,
  (c) => `, so that area asks for more of you ${stay(c)}, and ${focus(c)} help you give it.`,
  (c) => `, and you may notice ${focus(c)} showing up there in the topics people bring you.`,
  (c) => `, shifting ${focus(c)} there ${stay(c)}.`,
];

const MOON_INGRESS_MEANINGS: Pool = [
  ", so your feelings gather around that part of life for the next two or three days.",
  ", and what happens there touches you more than usual.",
  ", which makes it the place where small efforts bring quick comfort.",
  ", so let that part of life lead your mood and your choices.",
  ", and the people connected with it are on your mind.",
  "; for two or three days, that is where your heart is.",
  ", so a little care there now saves a lot of worry later.",
  ", turning your instincts toward that corner of your life.",
  ", and your mood follows it there until the Moon moves on.",
  "; what you feel about it now is worth listening to.",
  ", so tend that part of life and it tends you back.",
  ", bringing a soft, passing emphasis that lasts a couple of days.",
];

const RULER_ASPECT_MEANINGS: Record<Tone, Pool> = {
  easy: [
    (c) => `, so ${otherFocus(c)} come to your aid there with less pushing than usual.`,
    (c) => `, an easy link that puts ${otherFocus(c)} on your side there.`,
    ", and a modest step there may bring a pleasant surprise.",
    (c) => `, so cooperation comes naturally, and ${otherFocus(c)} are on your side.`,
    ", which rewards a first step taken today.",
    ", lending you a rare run of good timing there.",
    ", and doors there open when you knock gently.",
    (c) => `; ${otherFocus(c)} and your own instincts pull the same way.`,
    ", so trust the help that turns up there.",
    (c) => `, and what you start there has ${otherFocus(c)} behind it.`,
    ", so today favours asking, offering and saying yes there.",
    ", an invitation to let things flow instead of forcing them.",
  ],
  hard: [
    (c) => `, so ${otherFocus(c)} push against your plans there, and the friction can sharpen your aim.`,
    ", a tension that asks you to choose your priority there.",
    ", and you may feel pulled between two good options.",
    ", which asks for balance rather than victory.",
    ", so pause before you react to a challenge there.",
    "; pressure now becomes a push you can use, if you steer it.",
    ", and the harder path there may teach you more.",
    (c) => `, so expect ${otherFocus(c)} to test your patience there.`,
    "; a firm, calm answer works better there than a quick one.",
    ", so pick one battle there and leave the rest.",
    ", and a sticking point there shows you what needs to change.",
    ", so take the long way round rather than forcing a door.",
  ],
  blend: [
    (c) => `, so your own energy and ${otherFocus(c)} fuse into one strong push there.`,
    ", so two parts of your life want the same thing at once.",
    ", which concentrates your focus wonderfully.",
    ", and the day's themes come together in one clear message.",
    ", so act with intent, because the effect is stronger than usual.",
    ", lending weight to whatever you start there.",
    ", so make sure the push goes where you want it.",
    (c) => `; ${otherFocus(c)} join your own energy there.`,
    (c) => `, a meeting that puts ${otherFocus(c)} at the centre of things there.`,
    ", so what begins there today carries extra force.",
    "; a single clear aim there works better than several vague ones.",
    (c) => `, and ${otherFocus(c)} are easier to reach there than usual.`,
  ],
};

const MOON_ASPECT_MEANINGS: Record<Tone, Pool> = {
  easy: [
    (c) => `, so ${otherFocus(c)} come easily, and your feelings there settle.`,
    (c) => `, a soft link that makes ${otherFocus(c)} easier to find there.`,
    ", and a kind word there goes further than usual.",
    ", so trust the mood there and act on it gently.",
    ", which makes it a good day to ask for what you need there.",
    (c) => `; your heart is in tune with ${otherFocus(c)} for once.`,
    ", so let things there flow rather than managing every detail.",
    ", and small pleasures there are worth making time for.",
    ", so an easy conversation there could open a door.",
    "; go with the feeling, because it is pointing somewhere useful.",
    ", lending a warm, helpful tone to that part of life.",
    (c) => `, so ${otherFocus(c)} lift your spirits there.`,
  ],
  hard: [
    ", so feelings there may run ahead of the facts, and it pays to check before you react.",
    (c) => `, and ${otherFocus(c)} may rub against your mood there.`,
    ", a brief tension that passes faster than it feels.",
    "; notice the irritation, then choose what to do with it.",
    ", so give yourself a moment before you answer anyone there.",
    ", and an honest word there clears the air better than silence.",
    "; what bothers you there shows what matters to you.",
    ", so keep plans there flexible and your tone kind.",
    ", and patience there is worth more than being right.",
    (c) => `, so ${otherFocus(c)} ask for a compromise there.`,
    ", which can stir things up, usefully if you stay calm.",
    ", so pick the moment for a hard conversation there with care.",
  ],
  blend: [
    (c) => `, so your mood and ${otherFocus(c)} merge there.`,
    ", and your feelings there take on extra colour.",
    "; head and heart point the same way.",
    ", so what you feel there is strong, and worth acting on.",
    (c) => `, bringing ${otherFocus(c)} into the heart of that part of life.`,
    ", a close meeting that makes everything there feel personal.",
    ", so one clear feeling there can guide the whole day.",
    "; instinct is sharp, so use it.",
    ", and a small gesture there lands with more weight than usual.",
    (c) => `, so let ${otherFocus(c)} colour your choices there.`,
    ", which focuses your emotions like a lens.",
    ", so give that part of life your full attention for a while.",
  ],
};

const MOON_HOUSE_MEANINGS: Pool = [
  ", so it sets the tone of an unhurried day.",
  ", and small, steady attention there is what the day asks for.",
  ", which makes it the natural place to put your energy.",
  "; let that part of life have your best hour.",
  ", so tend to it, and the rest of the day follows.",
  ", and your mood takes its cue from what happens there.",
  ", a gentle reminder that this part of life matters.",
  "; nothing is urgent, so you can give it unhurried care.",
  ", so a quiet bit of effort there goes a long way.",
  ", and with little else going on, you can hear what it needs.",
  ", which is where a calm day can do real good.",
  ", so let it be your one priority on an easy day.",
];

function meaningsOf(c: PhraseContext): Pool {
  const event = c.reading.event;
  switch (event.kind) {
    case "lunation":
      return event.phase === "Full Moon" ? FULL_MEANINGS : NEW_MEANINGS;
    case "station":
      return event.turns === "retrograde" ? RETROGRADE_MEANINGS : DIRECT_MEANINGS;
    case "ingress":
      return event.planet === "Moon" ? MOON_INGRESS_MEANINGS : INGRESS_MEANINGS;
    case "ruler-aspect":
      return RULER_ASPECT_MEANINGS[aspectTone(event.aspect)];
    case "moon-aspect":
      return MOON_ASPECT_MEANINGS[aspectTone(event.aspect)];
    case "moon-house":
      return MOON_HOUSE_MEANINGS;
  }
}

export function signNameOf(slug: string): string {
  return findSign(slug)?.name ?? capitalise(slug);
}

/** Where a body's sign is known to the reading (the Sun to Saturn), that sign's slug. */
function signSlugOf(c: PhraseContext, planet: Planet): string | undefined {
  const places = [c.reading.sun, c.reading.moon, c.reading.mercury, c.reading.venus, c.reading.mars, c.reading.jupiter, c.reading.saturn];
  return places.find((place) => place.planet === planet)?.sign.slug;
}

function isRetrograde(c: PhraseContext, planet: Planet): boolean {
  const places = [c.reading.mercury, c.reading.venus, c.reading.mars, c.reading.jupiter, c.reading.saturn];
  return places.find((place) => place.planet === planet)?.retrograde ?? false;
}

/** "clashes with Mars from", or "meets Mars in" when the two share the Moon's sign. */
export function aspectWith(c: PhraseContext, kind: AspectKind, other: Planet, fromSign: string): string {
  const together = kind === "conjunction" && signSlugOf(c, other) === fromSign;
  return `${ASPECT_VERBS[kind]} ${bodyInProse(other)} ${together ? "in" : "from"}`;
}

/**
 * The event as an independent clause that names the sign's own house in full (the reading's first
 * mention of it), with the sky and the house in one clause: "the Full Moon in Taurus lights up your
 * 2nd house of money, possessions and self-worth".
 */
function eventClause(c: PhraseContext): string {
  const event = c.reading.event;
  const house = c.houses.name(HOUSES[event.house - 1]!);
  const sign = signNameOf(event.sign);
  const ruler = c.reading.sign.rulingPlanet;
  switch (event.kind) {
    case "lunation":
      return event.phase === "Full Moon"
        ? `the Full Moon in ${sign} lights up ${house}`
        : `the New Moon in ${sign} opens a fresh page in ${house}`;
    case "station": {
      const who = event.planet === ruler ? `${event.planet}, your ruling planet,` : event.planet;
      return `${who} pauses in ${sign}, ${house}, and turns ${event.turns === "retrograde" ? "retrograde" : "direct"}`;
    }
    case "ingress": {
      const body = bodyInProse(event.planet);
      const backwards = isRetrograde(c, event.planet);
      const who = event.planet === ruler ? `your ruling planet, ${body},` : backwards ? `${body},` : body;
      return `${who}${backwards ? " moving backwards, re-enters" : " enters"} ${sign}, ${house}`;
    }
    case "ruler-aspect":
      return `${bodyInProse(event.planet)}, your ruling planet, ${aspectWith(c, event.aspect, event.other, event.sign)} ${house}`;
    case "moon-aspect": {
      const moon = ruler === "Moon" ? "the Moon, your ruling planet, is" : "the Moon";
      const and = ruler === "Moon" ? " and" : "";
      return `${moon} in ${sign}${and} ${aspectWith(c, event.aspect, event.other, event.sign)} ${house}`;
    }
    case "moon-house":
      switch (c.reading.moonThird) {
        case "early":
          return `the Moon, newly arrived in ${sign}, lights up ${house}`;
        case "middle":
          return `the Moon, halfway through ${sign}, keeps the spotlight on ${house}`;
        case "late":
          return `the Moon, about to leave ${sign}, spends its last day in ${house}`;
      }
  }
}

/** What the opening sentence is about: a key that changes when the day's news does. */
export function eventLead(c: PhraseContext): string {
  const event = c.reading.event;
  switch (event.kind) {
    case "lunation":
      return `lunation:${event.phase}::${event.house}`;
    case "station":
      return `station:${event.planet}:${event.turns}:${event.house}`;
    case "ingress":
      return `ingress:${event.planet}::${event.house}`;
    case "ruler-aspect":
    case "moon-aspect":
      return `${event.kind}:${event.planet}:${event.other}:${event.aspect}:${event.house}`;
    case "moon-house":
      return `moon-house:Moon:${c.reading.moonThird}:${event.house}`;
  }
}

/** "News from the sky this morning: Venus enters Sagittarius, your 9th house of …, so …." */
export function openingSentence(c: PhraseContext): SectionText {
  const frames = OPENING_FRAMES[flavourOf(c.reading.event)];
  return { text: sentence(c, [frames, [eventClause(c)], meaningsOf(c)]), lead: eventLead(c) };
}
