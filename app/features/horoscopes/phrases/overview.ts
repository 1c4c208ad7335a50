import { HOUSES } from "#app/zodiac/houses.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import { capitalise, withArticle } from "#app/lib/text.ts";
import type { AspectView, PhaseStage } from "#app/features/horoscopes/sky-reading.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { broughtBy, openingSentence, signNameOf } from "./why-today";
import {
  ASPECT_VERBS,
  aspectTone,
  fill,
  mayRetell,
  moonPhaseAdjective,
  sentence,
  wordCount,
  type Pool,
  type PhraseContext,
  type SectionText,
} from "./phrase";

// The overview: the day's event in the sign's own house first (why-today.ts), what to do about it,
// one more thing that changed today (the Moon), then fillers to a length of 150 to 160 words. Every
// sentence is built from pools whose sizes are pairwise coprime (see pickParts); parts carry their
// own spacing and punctuation. A fixed clause of five words or more either comes from a pool of at
// least twelve (so the twelve signs of one day stand at twelve different variants) or names the
// sign's own house in the same clause.

export const OVERVIEW_LENGTH = { min: 150, max: 160 } as const;

// What to do about it: each frame ends where the house's action ends, so any action fits it.
const ACTION_FRAMES: Pool = [
  "A good use of your energy: ",
  "If you want a way in, ",
  "The practical side is simple: ",
  "A good way to honour it is to ",
  "Bring it down to earth: ",
  "Here is a concrete idea: ",
  "You could, for instance, ",
  "Act on it in a modest way: ",
  "A useful step would be to ",
  "Turn that into action: ",
  "To use it well, ",
  "The simplest response: ",
];

// What each house covers in everyday things, three ways (houses 1 to 12): the house named in full
// by the opening is then shown in the things of a reader's life.
const HOUSE_COVERS: readonly (readonly string[])[] = [
  [
    "your body, your looks, your energy and the way you come across to people you meet",
    "how you carry yourself, what you wear and how you feel in your own skin",
    "your health, your appearance and the first impression you make on others",
  ],
  [
    "your wages, your savings, the things you own and what you believe you are worth",
    "bank balances, shopping lists, the objects you treasure and your sense of your own value",
    "earning, spending, keeping and the quiet question of what you deserve",
  ],
  [
    "messages, calls, short trips, siblings, neighbours and the books on your bedside table",
    "everyday talk, local errands, quick lessons and the people on your street",
    "emails, texts, the school run, the corner shop and whatever you are curious about this week",
  ],
  [
    "your home, your family, your past and the place where you feel safe",
    "the people you grew up with, the rooms you live in and the memories you carry",
    "parents, relatives, the kitchen table and your sense of belonging",
  ],
  [
    "dates, hobbies, children, parties and anything you do simply because it is fun",
    "falling for someone, making something, playing a game and taking a small gamble on joy",
    "flirting, art, sport, holidays and the part of you that still likes to show off",
  ],
  [
    "sleep, meals, exercise, to-do lists and the jobs nobody thanks you for",
    "your daily timetable, your workload, your health and the small habits that hold it together",
    "the chores, errands and rest that keep your days running",
  ],
  [
    "your partner, your closest friend, your business allies and anyone you sign an agreement with",
    "one-to-one bonds of every kind, from marriage to a trusted colleague",
    "the people you pair up with, the deals you make and the rivals who keep you sharp",
  ],
  [
    "joint money, debts, taxes, inheritances, deep trust and the changes you would rather not face",
    "what you share with others, what you owe and the intimacy that asks you to let someone in",
    "loans, shared accounts, secrets and the endings that make room for something new",
  ],
  [
    "long journeys, foreign places, courses, books, beliefs and the big questions",
    "study, publishing, travel plans and anything that stretches the way you see the world",
    "faraway friends, higher learning, philosophy and the urge to go further",
  ],
  [
    "your job, your ambitions, your standing and the way the wider world sees you",
    "bosses, promotions, public roles and the goals you are known for",
    "your career path, your good name and the mark you want to leave",
  ],
  [
    "friends, clubs, online communities, causes and your wishes for the years ahead",
    "the groups you belong to, the allies who back you and the future you hope for",
    "networks, teams, fellow enthusiasts and the dreams you share with others",
  ],
  [
    "sleep, dreams, quiet time, private worries and the things you keep to yourself",
    "rest, retreat, intuition and whatever is going on just beneath the surface",
    "solitude, recovery, hidden fears and acts of kindness no one sees",
  ],
];

const COVERS_LEADS: Pool = [
  "In everyday terms, that covers ",
  "Think of ",
  "That part of life includes ",
  "In practice, it means ",
  "Put simply, that is ",
  "Day to day, that looks like ",
  "For you, that means ",
  "That takes in ",
  "In real life, it is ",
  "Picture ",
  "It is the area of ",
  "Closer to the ground, it means ",
  "That is to say, it covers ",
];

// A second thing to do, later in the overview: frames that end where the action ends.
const MORE_ACTION_FRAMES: Pool = [
  "If there is room for more, ",
  "And if you have the appetite, ",
  "Another option: ",
  "If you want a second idea, ",
  "Something else worth trying: ",
  "For a second step, ",
  "If you feel like doing more, ",
  "A different route: ",
  "Another thing that would help: ",
  "Another good idea: ",
  "If the mood takes you, ",
  "One more possibility: ",
  "If you have energy to spare, ",
];

const NEXT_SIGN_VERBS: Pool = [
  "the Moon moves on to ",
  "the Moon passes into ",
  "the Moon crosses into ",
  "the Moon travels on to ",
  "the Moon heads into ",
];

const NEXT_SIGN_NOTES: Pool = [
  ", so save some energy for what comes next.",
  ", and the mood shifts with it.",
  ", so finish today's business while it is still today's.",
  ", which is where your attention drifts next.",
  ", so you may already feel the next theme coming.",
  ", and a different set of concerns takes over.",
  ", so do not force what can wait until then.",
  ", a change you may sense before you can name it.",
  ", so today's focus has a natural end point.",
  ", and what feels urgent now will soon feel lighter.",
  ", so make good use of the time before it moves.",
  ", bringing a fresh emotional focus.",
];

// Short leads for the Moon's own sentence on a day whose event is another body's.
const MOON_LEADS: Pool = [
  "Meanwhile, ",
  "Elsewhere, ",
  "On a smaller scale, ",
  "Day to day, ",
  "Alongside that, ",
  "In the background, ",
  "On a more personal note, ",
  "For your mood, ",
  "As for your feelings, ",
  "Nearer at hand, ",
  "Beneath all this, ",
  "Closer to home, ",
  "On a faster clock, ",
];

// Leads that run straight on into "the Moon …" with no comma, so the clause is each sign's own.
const GLUED_LEADS: Pool = [
  "At the same time ",
  "Alongside this ",
  "On top of that ",
  "In the background ",
  "Behind the scenes ",
  "Beyond that ",
  "Add to this that ",
  "It is worth knowing that ",
  "Keep in mind that ",
  "Notice that ",
  "Bear in mind that ",
  "Elsewhere in your sky ",
  "Meanwhile, ",
];

const STAGE_NOTES: Record<PhaseStage, Pool> = {
  waxing: [
    ": effort you add now tends to build on itself.",
    ", a time to add, build and reach out.",
    ": momentum is growing, so keep showing up.",
    ", so take the next step while the light grows.",
    ": confidence rises with each thing you finish.",
    ", and the growing light favours effort over rest.",
    ": say yes to what moves you forward.",
    ", so push a little further than yesterday, then stop while it feels good.",
    "; what you water now will grow.",
    ", a good phase for asking, applying and trying.",
    ": keep adding, one brick at a time.",
    ", so build on whatever went well yesterday.",
  ],
  waning: [
    ": it is a time to finish, tidy and forgive.",
    ", so letting go of one small thing will feel lighter than you expect.",
    ": slow down and take stock before the next cycle.",
    ", a time to clear space rather than fill it.",
    ": what you release now makes room for what comes next.",
    ", and rest is part of the work this week.",
    ", so trim one commitment you no longer need.",
    "; endings come more easily than beginnings.",
    ": wrap up, sort out and hand back.",
    ", a phase for reviewing rather than pushing.",
    ", so be gentle with your energy.",
    ": the light is thinning, and so can your to-do list.",
  ],
  full: [
    ": emotions run bright, so let them inform you rather than drive you.",
    ", so what was hidden is easy to see.",
    ": a time to celebrate and to let go.",
    ", and you can see how far you have come.",
    ", so a frank conversation could clear the air.",
    ": finish what is ready to be finished.",
    ", which makes feelings louder than usual.",
    "; the light is at its brightest, and so are reactions.",
    ", so sleep may be lighter, and patience thinner.",
    ": notice what has come to fruition.",
    ", a good moment for gratitude.",
    ", so take a breath before big reactions.",
  ],
  new: [
    ": begin quietly and let the idea find its own shape.",
    ", so a seed planted now needs only a little care.",
    ": a time for intentions rather than results.",
    ", and one honest wish is worth more than a long list.",
    ": start before you feel ready.",
    ", so rest first, then take the smallest possible step.",
    "; keep new plans private for a day or two.",
    ", a dark-sky pause before the next cycle.",
    ": clear the decks and choose one aim.",
    ", so go easy and listen inward.",
    ", a good time for fresh starts, however modest.",
    ": what you begin now has a whole month to grow.",
  ],
};

type Tone = "easy" | "hard" | "blend";

const focusOf = (aspect: AspectView) => broughtBy(aspect.other);

/** Notes on a further Moon aspect (not the event's), by tone, with that aspect's other body. */
function aspectNotes(aspect: AspectView): Record<Tone, Pool> {
  const focus = focusOf(aspect);
  return {
    easy: [
      `, so ${focus} are easier to come by.`,
      ", a small kindness from the sky.",
      ", which makes asking for help feel natural.",
      ", and that takes some pressure off.",
      ", so say yes to an easy invitation.",
      ", a good sign for anything you share.",
      ", which helps a tired mood recover.",
      `, so let ${focus} lend a hand.`,
      ", and a friendly word lands well.",
      ", which keeps the rough edges soft.",
      ", so a pleasant surprise is possible.",
      ", and things you have been forcing may start to flow.",
    ],
    hard: [
      `, so ${focus} may test your patience.`,
      ", a passing friction, not a verdict.",
      ", so count to ten before a sharp reply.",
      ", and small irritations may feel bigger than they are.",
      ", so keep expectations modest.",
      ", which asks for a little extra tact.",
      ", so do not take a mood personally, yours or anyone else's.",
      ", and a delay may turn out to be useful.",
      ", so choose calm over clever.",
      ", a tension that will have passed by tomorrow.",
      `, so let ${focus} slow you down rather than stop you.`,
      ", and patience pays better than pressure.",
    ],
    blend: [
      `, so ${focus} stay close to the surface.`,
      ", which adds intensity to ordinary moments.",
      ", so one feeling may dominate for a while.",
      ", and your instincts are sharper for it.",
      `, so let ${focus} guide one choice.`,
      ", a meeting that makes feelings vivid.",
      ", so notice what you feel before you act.",
      ", and the hours gain a focused, personal note.",
      ", which can make small things feel important.",
      ", so use the extra intensity well.",
      ", and a private moment means more than usual.",
      ", so give yourself a clear aim.",
    ],
  };
}

const SUN_VERBS: Pool = ["warms ", "lights up ", "brightens ", "puts the spotlight on ", "brings energy to "];

const SUN_MEANINGS: Pool = [
  ", so that is where your energy flows most easily for now.",
  ", and the season asks you to give that part of life your best hours.",
  ", which is where your attention keeps returning.",
  ", so effort spent there pays back more than effort spent elsewhere.",
  ", and small wins there add up to real confidence.",
  ", so let this month's plans grow from there.",
  ", a reminder that this part of life deserves more than leftovers.",
  ", which colours the whole month with its concerns and chances.",
  ", so what you grow there now has the season on its side.",
  ", so make room for it in your calendar, not just in your thoughts.",
  ": it is the background theme of your month.",
  ", and that is where your vitality is easiest to find.",
];

const RULER_TITLES: Pool = [
  (c) => `${rulerName(c, true)}, your ruling planet, `,
  (c) => `Your ruling planet, ${rulerName(c, false)}, `,
  (c) => `${rulerName(c, true)}, the planet that rules ${c.name}, `,
  (c) => `${rulerName(c, true)}, your sign's own planet, `,
  (c) => `${rulerName(c, true)}, which rules your sign, `,
];

const RULER_MEANINGS: Pool = [
  ", so that part of life is where you feel most like yourself.",
  ", which is where your instincts are sharpest.",
  ", so trust your first move there.",
  ", and that area rewards you for being fully yourself.",
  ", lending your sign's energy to whatever happens there.",
  ", so that is the stage on which your strengths show.",
  ", and it pays to follow its lead.",
  ", and your sign feels at home there.",
  ", so give that part of life a little more of yourself.",
  ", and progress there feels personal.",
  ", so your confidence grows fastest there.",
  ", which quietly shapes how you act.",
];

const RULER_RETROGRADE_MEANINGS: Pool = [
  ", so review before you push ahead there.",
  ", which favours second drafts over fresh starts.",
  ", so a familiar problem there may finally make sense.",
  ", and patience with delays there is part of the lesson.",
  ", which turns your attention to unfinished business.",
  ", so reconnect with what already works there.",
  ", and old plans there deserve another look.",
  ": revisit, repair and reconsider.",
  ", so slow and thorough beats quick and bold there.",
  ", which makes this a time to mend rather than launch.",
  ", and what you revisit there now pays off later.",
  ", so let it show you what you missed the first time.",
];

const GIFT_OPENINGS: Pool = [
  (c) => `Your ${c.gift} streak is your best asset today`,
  (c) => `The ${c.gift} side of you knows what to do here`,
  (c) => `Your ${c.gift} instinct is worth trusting`,
  (c) => `${capitalise(withArticle(c.gift))} approach suits the moment`,
  (c) => `Your ${c.gift} nature is just right for the moment`,
  (c) => `This is a good day for your ${c.gift} side`,
  (c) => `The ${c.gift} part of you is ready for this`,
  (c) => `Your ${c.gift} way of doing things counts`,
  (c) => `Your most ${c.gift} self is the one to bring along`,
  (c) => `That ${c.gift} streak of yours is needed`,
  (c) => `Your ${c.gift} touch makes a difference here`,
  (c) => `${capitalise(withArticle(c.gift))} attitude will serve you well`,
  (c) => `Being ${c.gift} is a real advantage now`,
];

const GIFT_ENDINGS: Pool = [
  ", so use it where others hesitate.",
  ", and a little of it goes a long way.",
  ", especially when a choice has to be made quickly.",
  ", so let it set the pace.",
  ", and someone nearby may need exactly that.",
  ", even in the small moments nobody else sees.",
  ", so put it to work on what matters most.",
  ", and it is what people will remember.",
  ", so trust it over second-guessing.",
  ", and it can turn a tricky moment into a good one.",
  ", so do not save it for a better occasion.",
  ", and the hours ahead reward you for showing it.",
];

const CLOSER_OPENINGS: Pool = ["Tonight, ", "Later, ", "By evening, ", "Before bed, ", "After dark, ", "This evening, ", "At day's end, "];

// The evening closer in four lengths, so the overview can end on one that brings it to length.
const CLOSER_ENDINGS: readonly Pool[] = [
  [
    "go gently.",
    "rest well.",
    "switch off early.",
    "slow right down.",
    "take it easy.",
    "treat yourself kindly.",
    "wind down slowly.",
    "call it a day.",
    "enjoy some quiet.",
    "keep things simple.",
    "let the day go.",
    "be kind to yourself.",
  ],
  [
    "write down one thing that went right.",
    "keep one small promise to yourself.",
    "thank someone, even briefly.",
    "do something kind for your future self.",
    "say the generous thing, and mean it.",
    "give yourself some credit for the effort.",
    "put the phone down a little earlier.",
    "choose one thing to carry into tomorrow.",
    "make tomorrow easier with a little preparation.",
    "rest without apology or explanation.",
    "let a favourite song change the mood.",
    "read something that has nothing to do with work.",
  ],
  [
    "notice what you would do differently tomorrow, and leave it there.",
    "let curiosity, not worry, choose what you think about before sleep.",
    "choose one thing to carry into tomorrow and let the rest go.",
    "write down what went well, however modest, and keep the list.",
    "give an hour to the thing you care about most.",
    "tell someone what you appreciated about them, in plain words.",
    "step outside for a few breaths of air and look up.",
    "make a cup of something warm and let the day settle.",
    "put tomorrow's first task on paper, then stop thinking about it.",
    "forgive yourself one mistake and keep the lesson, not the sting.",
    "trade one screen for a book, a bath or a walk.",
    "call someone who makes you laugh and let them do the talking.",
  ],
  [
    "look back on the day without judging it, and keep the one moment you liked best.",
    "ask yourself what actually mattered today, and let that answer shape your plans for tomorrow.",
    "clear one surface, lay out what you need for the morning and let that be enough.",
    "remember that rest counts as progress too, and take some without apology or explanation.",
    "put the day's worries on paper, close the notebook and leave them there until morning.",
    "give yourself the kind of encouragement you would give a friend who had the same day.",
    "do one thing purely for pleasure, with no goal attached, and let it be that simple.",
    "name one thing that went right, and give yourself at least some of the credit for it.",
    "turn the volume of the day right down, and listen to what your thoughts do with the quiet.",
    "send one kind message you have been meaning to send, then put the phone out of reach.",
    "take stock of how far you have come this week, not only of what is left to do.",
    "leave the last hour for yourself, and spend it on something that asks nothing of you.",
  ],
];

// A little background on the day's kind of event, for a reader who knows no astrology.
const EXPLAIN_LEADS: Pool = [
  "For context, ",
  "As background, ",
  "If it helps, ",
  "For the record, ",
  "In case you wondered, ",
  "By way of background, ",
  "For newcomers, ",
];

const ruler = (c: PhraseContext) => bodyInProse(c.reading.sign.rulingPlanet);
const mover = (c: PhraseContext) => {
  const event = c.reading.event;
  return bodyInProse(event.kind === "lunation" ? "Moon" : event.planet);
};

/** How long a body usually spends in one sign, as a sentence after "For context, ". */
function stayFact(c: PhraseContext): string {
  const event = c.reading.event;
  const planet = event.kind === "lunation" ? "Moon" : event.planet;
  switch (planet) {
    case "Sun":
      return "the Sun spends about a month in each sign, so this is the start of a new season for you.";
    case "Moon":
      return "the Moon spends roughly two and a half days in each sign.";
    case "Mercury":
      return "Mercury moves quickly and usually changes sign every few weeks.";
    case "Venus":
      return "Venus spends around four weeks in most signs, and up to four months when it appears to go backwards.";
    case "Mars":
      return "Mars usually spends six or seven weeks in a sign, so its moves are felt.";
    case "Jupiter":
      return "Jupiter spends about a year in each sign, so its moves set the tone for months.";
    case "Saturn":
      return "Saturn spends two to three years in each sign, so its moves are slow, serious news.";
    case "Uranus":
      return "Uranus spends about seven years in each sign, so its moves are rare events.";
    case "Neptune":
      return "Neptune spends about fourteen years in each sign, so its moves are rare events.";
    case "Pluto":
      return "Pluto can spend a dozen years or more in one sign, so its moves are rare events.";
  }
}

const EXPLAINERS: Record<"lunation" | "station" | "ingress" | "moon-ingress" | "ruler-aspect" | "moon-aspect" | "moon-house", Pool> = {
  lunation: [
    "the Moon takes about a month to go from new to full and back, and today is one of its two turning points.",
    "New and Full Moons come about two weeks apart, each in a different sign.",
    "over a year, New and Full Moons land in every part of your life in turn.",
    (c) =>
      c.reading.event.kind === "lunation" && c.reading.event.phase === "Full Moon"
        ? "a Full Moon is the Moon directly opposite the Sun, lit all the way across."
        : "a New Moon is the Moon passing between us and the Sun, dark to our eyes.",
    "astrologers read these monthly turning points as moments to begin or to complete.",
    (c) =>
      c.reading.event.kind === "lunation" && c.reading.event.phase === "Full Moon"
        ? "the light of a Full Moon has long been linked with things coming into view."
        : "the dark of a New Moon has long been linked with fresh starts.",
    "what a turning point of the Moon starts or shows tends to play out over the following two weeks.",
    "the part of life a New or Full Moon lands in is where the month's emotional weather gathers.",
    "the Moon's rhythm runs on whether or not you can see it.",
    "these days tend to feel louder than the ones around them, so go easy on yourself.",
    "nothing has to happen dramatically: often it is simply a clearer sense of where you stand.",
    "a day like this is a checkpoint rather than a deadline.",
  ],
  station: [
    "no planet really reverses: from Earth it only seems to, as our own orbit overtakes it or it overtakes us.",
    "a planet appears to stand still for a few days when it changes direction, so its themes feel louder now.",
    "backward-looking spells come round regularly, and they are about reviewing, never about disaster.",
    "the days around a turn like this tend to feel slow, so allow extra time for everything.",
    "a change of direction is a pause, not a problem, and what it slows down it also deepens.",
    "these turns happen on a steady timetable, which is why astrologers watch them closely.",
    (c) => `${mover(c)} lingers in the same part of the sky for a while now, so its theme lingers too.`,
    "plans made in the days around a turn often need a second look later, so it pays to keep them flexible.",
    "the slowdown is a trick of perspective, but the chance to rethink is real.",
    "a turn like this is the sky's way of asking for a second draft.",
    "what comes up around a turn like this is usually old business, not new trouble.",
    "the turn itself is the strongest moment, and its mood fades gradually over the following days.",
  ],
  ingress: [
    (c) => `each planet works on one part of your life at a time, and ${mover(c)} has just changed the part it works on.`,
    "the sign a planet is in shows how it acts, and the part of your life it lands in shows where.",
    "the first days of a planet's stay in a new sign are when the change feels freshest.",
    "a planet entering a new sign is like a guest arriving: the room changes, even before anyone speaks.",
    stayFact,
    "you may not notice the shift at once, but the conversations around you will change.",
    "the move matters most for the part of life it enters, and that is yours to use.",
    "the change is gradual: the first few days give a hint, and the weeks after give the full picture.",
    "a change of sign changes a planet's mood, the way a change of room changes yours.",
    "this is the kind of shift you see in hindsight as the start of something.",
    "it is one of the quieter kinds of news, but its effects last longer than a day's mood.",
    "what turns up in that part of life over the next little while is worth watching.",
  ],
  "moon-ingress": [
    "the Moon changes sign every two or three days, and your mood tends to follow it.",
    "the Moon is the fastest traveller in the sky, crossing all twelve signs in about four weeks.",
    "where the Moon goes, your feelings and instincts tend to go too.",
    "the Moon's visits are short, so they colour days rather than weeks.",
    "the Moon returns to this part of your life about once a month.",
    "the day the Moon changes sign is often the day your mood changes key.",
    "the Moon works like a spotlight that moves every couple of days.",
    "because the Moon moves so quickly, its news is always today's.",
    "a change of Moon sign brings a new emotional backdrop, not a new problem.",
    stayFact,
    "what the Moon touches feels personal, even when it is not urgent.",
    "the first hours of a Moon visit are when its mood is freshest.",
  ],
  "ruler-aspect": [
    (c) => `${capitalise(ruler(c))} rules ${c.name}, so what happens to it is personal news for you.`,
    "a sign's ruling planet is its home planet, and its meetings with other planets are felt first by that sign.",
    "today is the exact moment of this link, so its effect is at its strongest.",
    "links between planets form and fade over days, and today this one is exact.",
    (c) => `because ${ruler(c)} is your planet, you feel its contacts more than other signs do.`,
    "planets are said to speak to each other through the angles between them, and today's angle is precise.",
    "the effect builds in the days before and fades in the days after, but today is its peak.",
    "this kind of exact moment comes and goes, so it is worth using while it is here.",
    (c) => `${capitalise(ruler(c))} is your sign's voice in the sky, and today it is in conversation.`,
    "when your own planet is busy, you tend to be busy too.",
    "a link like this colours your choices more than your circumstances.",
    "astrologers watch a sign's ruling planet closely, because it sets the sign's tone.",
  ],
  "moon-aspect": [
    "the Moon links up with each planet in turn as it moves, and each link lasts only hours.",
    "links with the Moon are brief, so they shape moods rather than events.",
    "the Moon will have moved on to other links within a day, so this one belongs to today alone.",
    "the Moon is fast, so its meetings with other planets are the day's small weather.",
    "a link like this lasts hours, not weeks, so it is worth using now.",
    "the angle between the Moon and another planet shows whether they help or test each other.",
    "you may feel a link with the Moon as a mood before you notice it as an event.",
    "each day the Moon makes a different set of links, which is why no two days feel quite the same.",
    "the Moon's links work on the emotional tone, so how you feel matters as much as what you do.",
    "this is small, fast news, but it is news for today.",
    "what a link with the Moon stirs up usually settles by the next morning.",
    "the Moon moves about a degree every two hours, so its links come and go within a day.",
  ],
  "moon-house": [
    "the Moon still makes news on a quiet day, simply by where it is.",
    "quiet days are good for the kind of work that never makes a headline.",
    "with no big events overhead, your own choices carry more weight.",
    "days like this come between busier stretches, so the breathing space is worth using.",
    "the Moon changes sign every two or three days, so even a quiet sky moves on.",
    "a calm sky is not an empty one: it simply leaves more room for you.",
    "when nothing dramatic is happening, small routines do the real work.",
    "this is the sky at its most ordinary, and ordinary days are where habits are built.",
    "no planet is changing sign or direction today, so the mood is steady.",
    "the Moon makes no close links with the planets today, which is rarer than you might think.",
    "a day without big news is a good day to finish something.",
    "the quiet is a chance to hear yourself think.",
  ],
};

function rulerName(c: PhraseContext, start: boolean): string {
  const name = bodyInProse(c.reading.sign.rulingPlanet);
  return start ? capitalise(name) : name;
}

/** The pool turned by half its length: a second sentence from the same pool never repeats the first's variant. */
function turned(pool: Pool): Pool {
  const half = Math.floor(pool.length / 2);
  return [...pool.slice(half), ...pool.slice(0, half)];
}

/** The body the day's event is about. */
function eventPlanet(c: PhraseContext): Planet {
  const event = c.reading.event;
  return event.kind === "lunation" ? "Moon" : event.planet;
}

/** The Moon's aspects the opening has not told, tightest first. */
function untoldMoonAspects(c: PhraseContext): AspectView[] {
  const event = c.reading.event;
  const told = (event.kind === "moon-aspect" || event.kind === "ruler-aspect") && event.planet === "Moon" ? event.other : undefined;
  return c.reading.moonAspects.filter((aspect) => aspect.other !== told);
}

/** Notes on the Moon's aspect after the one already told: a pool of their own, so no sign meets another's. */
function secondAspectNotes(aspect: AspectView): Record<Tone, Pool> {
  const focus = focusOf(aspect);
  return {
    easy: [
      ", which helps things along.",
      `, so ${focus} are on hand if you ask.`,
      ", a second good omen for the day.",
      ", and a helpful coincidence is possible.",
      ", so an offer made now is likely to be welcomed.",
      ", which softens whatever feels stubborn.",
      ", and that lifts the mood a notch.",
      `, lending ${focus} to whatever you try.`,
      ", so cooperation costs less effort than usual.",
      ", and a small risk may pay off.",
      ", which makes good company easy to find.",
      ", so give good news a chance to reach you.",
    ],
    hard: [
      ", so leave a little slack in your plans.",
      `, and ${focus} may need handling with care.`,
      ", which can make patience feel thin.",
      ", so pick your words with more care than usual.",
      ", and a small snag may ask for a second try.",
      ", which is better met with humour than with force.",
      ", so avoid deciding anything in a temper.",
      `, so give ${focus} a little extra room.`,
      ", and not every obstacle needs to be tackled today.",
      ", which may stir an old irritation.",
      ", so take the long view of any setback.",
      ", and a calm tone will save time later.",
    ],
    blend: [
      ", which turns the volume up on your feelings.",
      `, so ${focus} are close at hand.`,
      ", and what you feel about it is hard to hide.",
      ", which lends an edge to ordinary choices.",
      ", so one strong impression may stay with you.",
      ", and your attention narrows to what matters.",
      ", which can make a quiet moment feel significant.",
      `, so let ${focus} shape one decision.`,
      ", and that adds weight to a small gesture.",
      ", which rewards focus over multitasking.",
      ", so notice what moves you most.",
      ", and a hunch may prove right.",
    ],
  };
}

/** "Alongside this the Moon also clashes with Mars, so count to ten before a sharp reply." */
function moonAspectSentence(c: PhraseContext, aspect: AspectView, second: boolean): string {
  const notes = (second ? secondAspectNotes : aspectNotes)(aspect)[aspectTone(aspect.kind)];
  const core = `the Moon ${second ? "" : "also "}${ASPECT_VERBS[aspect.kind]} ${bodyInProse(aspect.other)}${second ? " as well" : ""}`;
  return sentence(c, [second ? turned(GLUED_LEADS) : GLUED_LEADS, [core], notes]);
}

/** The Moon's phase in words after "the Moon is": "waxing gibbous", "at first quarter", "full". */
function phaseWords(c: PhraseContext): string {
  const phase = c.reading.moon.phase;
  if (phase === "First Quarter" || phase === "Last Quarter") return `at ${phase.toLowerCase()}`;
  if (phase === "New Moon") return "new";
  if (phase === "Full Moon") return "full";
  return phase.toLowerCase();
}

/** How far through its sign the Moon is, after "the Moon": "is about to leave Taurus". */
function thirdWords(c: PhraseContext): string {
  const sign = c.reading.moon.sign.name;
  switch (c.reading.moonThird) {
    case "early":
      return `has only just arrived in ${sign}`;
    case "middle":
      return `is halfway through ${sign}`;
    case "late":
      return `is about to leave ${sign}`;
  }
}

/**
 * One more thing that changed today. On a day whose event is another body's, the Moon's house
 * with its phase and how far through its sign it is; on the Moon's own day, its next aspect, or
 * its phase (on a New or Full Moon, how far through the sign it is).
 */
function moonSentence(c: PhraseContext): string {
  const { event, moon } = c.reading;
  const notes = STAGE_NOTES[moon.stage];
  const moonEvent = eventPlanet(c) === "Moon";
  if (!moonEvent) {
    const house = c.houses.name(moon.house);
    const also = moon.house.number === event.house ? "also " : "";
    const sign = moon.sign.name;
    const core =
      c.reading.moonThird === "early"
        ? `the ${moonPhaseAdjective(c.reading)} Moon, newly arrived in ${sign}, ${also}lights up ${house}`
        : c.reading.moonThird === "middle"
          ? `the ${moonPhaseAdjective(c.reading)} Moon, halfway through ${sign}, ${also}moves through ${house}`
          : `the ${moonPhaseAdjective(c.reading)} Moon, about to leave ${sign}, ${also}gives a last nudge to ${house}`;
    return sentence(c, [MOON_LEADS, [core], notes]);
  }
  const aspect = untoldMoonAspects(c)[0];
  if (aspect) return moonAspectSentence(c, aspect, false);
  if (event.kind === "lunation") return sentence(c, [GLUED_LEADS, [`the Moon ${thirdWords(c)}`], notes]);
  return sentence(c, [GLUED_LEADS, [`the Moon is ${phaseWords(c)}, about ${moon.percentLit}% lit`], notes]);
}

function actionSentence(c: PhraseContext): string {
  return sentence(c, [ACTION_FRAMES, HOUSES[c.reading.event.house - 1]!.actions, ["."]]);
}

function moreActionSentence(c: PhraseContext): string {
  return sentence(c, [MORE_ACTION_FRAMES, turned(HOUSES[c.reading.event.house - 1]!.actions), ["."]]);
}

function coversSentence(c: PhraseContext): string {
  return sentence(c, [COVERS_LEADS, HOUSE_COVERS[c.reading.event.house - 1]!, ["."]]);
}

/**
 * Where the Moon goes next, and when: true by how far through its sign it is. On another body's
 * day the Moon's sentence has already named a second house, so the next house is named only if
 * that costs no explanation in full: the reading's third is left to the sections after this one.
 */
function nextSignSentence(c: PhraseContext): string {
  const { moon } = c.reading;
  const next = HOUSES[moon.house.number % 12]!;
  const nextSign = signNameOf(SIGN_SLUGS[(SIGN_SLUGS.indexOf(moon.sign.slug) + 1) % 12]!);
  const third = c.reading.moonThird;
  const when = third === "late" ? "By tomorrow" : third === "middle" ? "In a day or so" : "In two days or so";
  if (eventPlanet(c) === "Moon" || c.houses.peek(next) === `your ${next.arena}`) {
    return sentence(c, [[`${when} `], NEXT_SIGN_VERBS, [(context) => `${nextSign} and ${context.houses.name(next)}`], NEXT_SIGN_NOTES]);
  }
  const later = third === "late" ? "by tomorrow" : third === "middle" ? "in a day or so" : "in two days or so";
  return sentence(c, [turned(GLUED_LEADS), [`the Moon moves on to ${nextSign} ${later}`], NEXT_SIGN_NOTES]);
}

function sunSentence(c: PhraseContext): string | undefined {
  if (!mayRetell(c, "overview", "Sun") || eventPlanet(c) === "Sun") return undefined;
  const { sun } = c.reading;
  const start =
    c.reading.sign.rulingPlanet === "Sun"
      ? `Your ruling planet, the Sun, spends this month in ${sun.sign.name} and `
      : `The Sun's month in ${sun.sign.name} `;
  return sentence(c, [[start], SUN_VERBS, [(context) => context.houses.name(sun.house)], SUN_MEANINGS]);
}

function rulerSentence(c: PhraseContext): string | undefined {
  const { ruler, event } = c.reading;
  const planet = c.reading.sign.rulingPlanet;
  if (ruler.kind !== "plain" && ruler.kind !== "aspect" && ruler.kind !== "retrograde") return undefined;
  if (planet === "Sun" || planet === "Moon" || !mayRetell(c, "overview", planet)) return undefined;
  if (event.kind !== "lunation" && event.planet === planet) return undefined;
  const { place } = ruler;
  if (ruler.kind === "retrograde") {
    const core = (context: PhraseContext) =>
      `is retrograde in ${place.sign.name}, appearing to move backwards through ${context.houses.name(place.house)}`;
    return sentence(c, [RULER_TITLES, [core], RULER_RETROGRADE_MEANINGS]);
  }
  const core = (context: PhraseContext) => {
    const house = context.houses.name(place.house);
    if (ruler.kind !== "aspect") return `is in ${place.sign.name} and lights up ${house}`;
    return `is in ${place.sign.name}, ${ASPECT_VERBS[ruler.aspect.kind]} ${bodyInProse(ruler.aspect.other)} and lights up ${house}`;
  };
  return sentence(c, [RULER_TITLES, [core], RULER_MEANINGS]);
}

function extraMoonAspect(c: PhraseContext): string | undefined {
  const untold = untoldMoonAspects(c);
  const moonEvent = eventPlanet(c) === "Moon";
  const aspect = moonEvent ? untold[1] : untold[0];
  return aspect ? moonAspectSentence(c, aspect, moonEvent) : undefined;
}

function explainerSentence(c: PhraseContext): string {
  const event = c.reading.event;
  const flavour = event.kind === "ingress" && event.planet === "Moon" ? "moon-ingress" : event.kind;
  return sentence(c, [EXPLAIN_LEADS, EXPLAINERS[flavour]]);
}

/** The evening closer nearest in length to `gap` words without falling short of it. */
function closerSentence(c: PhraseContext, gap: number): string {
  const candidates = CLOSER_ENDINGS.map((endings) => sentence(c, [CLOSER_OPENINGS, endings]));
  return candidates.find((candidate) => wordCount(candidate) >= gap) ?? candidates.at(-1)!;
}

/**
 * `fill`, with a last sentence that knows how many words are still missing: each optional
 * sentence counts as taken when `fill` would take it (while the section is short of the minimum,
 * if it keeps within the maximum), so the closer can be the one that lands the section in range.
 */
function fillToLength(
  c: PhraseContext,
  required: readonly string[],
  optional: ReadonlyArray<() => string | undefined>,
  last: (gap: number) => string,
): string {
  let words = required.reduce((sum, text) => sum + wordCount(text), 0);
  const counted = (next: () => string | undefined) => () => {
    const text = next();
    if (text && words + wordCount(text) <= OVERVIEW_LENGTH.max) words += wordCount(text);
    return text;
  };
  return fill(c, required, [...optional.map(counted), counted(() => last(OVERVIEW_LENGTH.min - words))], OVERVIEW_LENGTH);
}

export function writeOverview(c: PhraseContext): SectionText {
  const opening = openingSentence(c);
  const required = [opening.text, coversSentence(c), actionSentence(c), moonSentence(c)];
  const optional = [
    () => sunSentence(c),
    () => rulerSentence(c),
    () => extraMoonAspect(c),
    () => sentence(c, [GIFT_OPENINGS, GIFT_ENDINGS]),
    () => explainerSentence(c),
    () => nextSignSentence(c),
    () => moreActionSentence(c),
  ];
  return { text: fillToLength(c, required, optional, (gap) => closerSentence(c, gap)), lead: opening.lead };
}
