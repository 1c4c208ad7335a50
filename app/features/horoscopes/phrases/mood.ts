import { capitalise, withArticle } from "#app/lib/text.ts";
import type { Element } from "#app/zodiac/elements.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import type { AspectView, PhaseStage } from "#app/features/horoscopes/sky-reading.ts";
import { aspectTone, moonPhaseAdjective, pickParts, sentence, wordCount, type Pool, type PhraseContext, type SectionText } from "./phrase";

// The mood follows the Moon: its phase sets the tone, the element of the sign it is in the
// texture, and the house it crosses what the reader's feelings gather around, named by what it is
// about ("your partnerships"), never in full. The mood is never gated and takes what is left of the
// reading's length: its first sentence always, then others while they fit. Every fixed clause of
// five words or more comes from a pool of at least twelve, so the signs of one day stand apart.

const FIRST_MIN_WORDS = 10;
const FIRST_MAX_WORDS = 18;

/** Where the Moon is in its sign, after "with the Moon …" and after "as the Moon …". */
const THIRD_WITH = { early: "just into", middle: "midway through", late: "about to leave" } as const;
const THIRD_AS = { early: "settles into", middle: "moves through", late: "gets ready to leave" } as const;

/** The tone each stage of the Moon gives the feelings, an adjective that reads before any element's. */
const STAGE_TONES: Record<PhaseStage, string> = { new: "fresh", waxing: "hopeful", full: "bright", waning: "mellow" };

type Sky = { sign: string; phase: string; at: string; as: string };
type Opening = (sky: Sky) => string;

// How the sentence opens: a phrase (never a clause of its own) with the Moon's stage, often its
// sign and how far through the sign it is.
const OPENINGS: Record<PhaseStage, readonly Opening[]> = {
  new: [
    (s) => `Under the new Moon in ${s.sign}, `,
    (s) => `With the new Moon ${s.at} ${s.sign}, `,
    (s) => `As the new Moon ${s.as} ${s.sign}, `,
    () => "In the quiet of the new Moon, ",
    (s) => `While the Moon is dark in ${s.sign}, `,
    (s) => `As a new lunar month begins in ${s.sign}, `,
    () => "With the sky dark and the Moon new, ",
    () => "At the start of the Moon's cycle, ",
    (s) => `As the Moon renews itself in ${s.sign}, `,
    (s) => `With the Moon new and ${s.at} ${s.sign}, `,
    () => "Under a dark, new Moon, ",
    (s) => `While the new Moon rests in ${s.sign}, `,
    () => "As the Moon begins again, ",
  ],
  waxing: [
    (s) => `As the Moon grows in ${s.sign}, `,
    (s) => `With the ${s.phase} Moon ${s.at} ${s.sign}, `,
    (s) => `As the ${s.phase} Moon ${s.as} ${s.sign}, `,
    () => "While the Moon gains light, ",
    (s) => `Under a growing Moon in ${s.sign}, `,
    () => "As the Moon builds toward full, ",
    (s) => `With the Moon waxing in ${s.sign}, `,
    (s) => `While the Moon fills out in ${s.sign}, `,
    () => "As moonlight grows each night, ",
    (s) => `With the Moon ${s.at} ${s.sign} and growing, `,
    (s) => `Under a brightening ${s.sign} Moon, `,
    (s) => `As the Moon swells in ${s.sign}, `,
    () => "With more moonlight each night, ",
  ],
  full: [
    (s) => `Under the full Moon in ${s.sign}, `,
    (s) => `With the Moon full and ${s.at} ${s.sign}, `,
    (s) => `As the full Moon ${s.as} ${s.sign}, `,
    () => "While the Moon is at its brightest, ",
    (s) => `With the Moon at its peak in ${s.sign}, `,
    () => "In the full light of the Moon, ",
    (s) => `As the Moon rounds out in ${s.sign}, `,
    (s) => `Under a bright ${s.sign} Moon, `,
    () => "While the Moon is full, ",
    (s) => `With the full Moon ${s.at} ${s.sign}, `,
    () => "At the height of the Moon's cycle, ",
    (s) => `As the Moon glows full in ${s.sign}, `,
    () => "With the Moon as bright as it gets, ",
  ],
  waning: [
    (s) => `As the Moon wanes in ${s.sign}, `,
    (s) => `With the ${s.phase} Moon ${s.at} ${s.sign}, `,
    (s) => `As the ${s.phase} Moon ${s.as} ${s.sign}, `,
    () => "While the Moon's light thins, ",
    (s) => `Under a waning Moon in ${s.sign}, `,
    () => "As the Moon shrinks toward new, ",
    (s) => `With the Moon waning in ${s.sign}, `,
    (s) => `While the Moon fades in ${s.sign}, `,
    () => "As moonlight lessens each night, ",
    (s) => `With the Moon ${s.at} ${s.sign} and waning, `,
    (s) => `Under a fading ${s.sign} Moon, `,
    (s) => `As the Moon slims in ${s.sign}, `,
    () => "With less moonlight each night, ",
  ],
};

type Feeling = (arena: string, tone: string) => string;

// The texture of the Moon's element, the stage's tone, and the part of life the feelings gather
// around: an independent clause that completes the opening.
const FEELINGS: Record<Element, readonly Feeling[]> = {
  earth: [
    (a, t) => `your feelings turn ${t} and practical around your ${a}.`,
    (a, t) => `a ${t}, steady mood settles on your ${a}.`,
    (a) => `you want solid ground, and you look for it in your ${a}.`,
    (a, t) => `simple, ${t} comforts matter most in your ${a}.`,
    (a, t) => `you feel ${t} and sensible about your ${a}.`,
    (a) => `patience comes easily, and it pays off in your ${a}.`,
    (a, t) => `your mood is grounded and ${t}, centred on your ${a}.`,
    (a, t) => `feelings run slow and ${t} around your ${a}.`,
    (a) => `you crave order and comfort, above all in your ${a}.`,
    (a, t) => `a ${t}, sensible mood gathers around your ${a}.`,
    (a) => `practical care feels like love, especially in your ${a}.`,
    (a, t) => `your feelings are ${t} and down to earth, fixed on your ${a}.`,
  ],
  water: [
    (a, t) => `your feelings run ${t} and deep around your ${a}.`,
    (a, t) => `a ${t}, tender mood washes over your ${a}.`,
    (a) => `your intuition speaks clearly about your ${a}.`,
    (a) => `you sense more than you say, especially about your ${a}.`,
    (a, t) => `you feel ${t} and sensitive when it comes to your ${a}.`,
    (a) => `tenderness comes easily, and it flows toward your ${a}.`,
    (a, t) => `your mood is ${t} and intuitive, centred on your ${a}.`,
    (a, t) => `feelings run deep and ${t}, close to the surface in your ${a}.`,
    (a) => `you pick up on every undercurrent in your ${a}.`,
    (a, t) => `a ${t}, caring mood gathers around your ${a}.`,
    (a) => `kindness feels like the answer, especially in your ${a}.`,
    (a, t) => `your feelings are ${t} and tender, fixed on your ${a}.`,
  ],
  air: [
    (a, t) => `your feelings turn ${t} and curious around your ${a}.`,
    (a, t) => `a ${t}, chatty mood lifts your ${a}.`,
    (a) => `your mind is busy with ideas about your ${a}.`,
    (a) => `you want to talk things through, above all your ${a}.`,
    (a, t) => `you feel ${t} and sociable when it comes to your ${a}.`,
    (a) => `fresh perspective comes easily, and it lights up your ${a}.`,
    (a, t) => `your mood is breezy and ${t}, centred on your ${a}.`,
    (a, t) => `thoughts move quickly and feel ${t}, circling your ${a}.`,
    (a) => `you crave conversation and company, above all in your ${a}.`,
    (a, t) => `a ${t}, open-minded mood gathers around your ${a}.`,
    (a) => `a good chat feels like care, especially about your ${a}.`,
    (a, t) => `your feelings are ${t} and lively, fixed on your ${a}.`,
  ],
  fire: [
    (a, t) => `your feelings turn ${t} and bold around your ${a}.`,
    (a, t) => `a ${t}, sunny mood settles on your ${a}.`,
    (a) => `enthusiasm comes in bursts, most of them about your ${a}.`,
    (a) => `you want to act, and to start with your ${a}.`,
    (a, t) => `you feel ${t} and spirited when it comes to your ${a}.`,
    (a) => `courage comes easily, and it goes straight to your ${a}.`,
    (a, t) => `your mood is warm and ${t}, centred on your ${a}.`,
    (a, t) => `feelings run warm and ${t} around your ${a}.`,
    (a) => `you crave a little adventure, above all in your ${a}.`,
    (a, t) => `a ${t}, generous mood gathers around your ${a}.`,
    (a) => `a bold gesture feels like care, especially in your ${a}.`,
    (a, t) => `your feelings are ${t} and fiery, fixed on your ${a}.`,
  ],
};

const OPENING_KEYS = Array.from({ length: 13 }, (_, index) => String(index));
const FEELING_KEYS = Array.from({ length: 12 }, (_, index) => String(index));

/** The shortest openings, for a first sentence that would otherwise run long. */
const SHORT_OPENINGS: Record<PhaseStage, string> = {
  new: "Under the new Moon, ",
  waxing: "As the Moon grows, ",
  full: "Under the full Moon, ",
  waning: "As the Moon wanes, ",
};

const VERBS: Record<AspectKind, string> = {
  conjunction: "meets",
  sextile: "gently supports",
  square: "clashes with",
  trine: "flows easily with",
  opposition: "faces",
};

type Tone = "easy" | "hard" | "blend";

// What the Moon's contact with a body adds to the day's feelings: a noun phrase after "brings".
// prettier-ignore
const FEELS_OF: Partial<Record<Planet, Record<Tone, string>>> = {
  Mercury: { easy: "easy words", hard: "a restless mind", blend: "busy thoughts" },
  Venus: { easy: "warmth", hard: "mixed feelings", blend: "tenderness" },
  Mars: { easy: "fresh energy", hard: "a short fuse", blend: "fiery feelings" },
  Jupiter: { easy: "optimism", hard: "a wish for more", blend: "big hopes" },
  Saturn: { easy: "calm resolve", hard: "a sober mood", blend: "serious thoughts" },
  Uranus: { easy: "a spark of excitement", hard: "jittery nerves", blend: "sudden urges" },
  Neptune: { easy: "gentle daydreams", hard: "a foggy head", blend: "dreamy moods" },
  Pluto: { easy: "quiet strength", hard: "stubborn feelings", blend: "intense feelings" },
};

type AspectLine = (verb: string, other: string, feel: string) => string;

const ASPECT_FRAMES: readonly AspectLine[] = [
  (v, o, f) => `The Moon also ${v} ${o} today, bringing ${f}`,
  (_, o, f) => `A link between the Moon and ${o} adds ${f}`,
  (v, o, f) => `The Moon ${v} ${o}, so you can expect ${f}`,
  (v, o, f) => `Today the Moon ${v} ${o}, which brings ${f}`,
  (_, o, f) => `${capitalise(o)} and the Moon are in touch today, adding ${f}`,
  (v, o, f) => `Expect ${f} as the Moon ${v} ${o}`,
  (_, o, f) => `The Moon's link with ${o} brings ${f} into the day`,
  (v, o, f) => `Somewhere in the day the Moon ${v} ${o}, and with it comes ${f}`,
  (v, o, f) => `Look out for ${f} as the Moon ${v} ${o}`,
  (v, o, f) => `The Moon ${v} ${o} today, so expect ${f}`,
  (_, o, f) => `With the Moon and ${o} linked today, expect ${f}`,
  (_, o, f) => `The Moon's contact with ${o} adds ${f} to the mix`,
  (v, o, f) => `The day's mood picks up ${f} as the Moon ${v} ${o}`,
];
const ASPECT_KEYS = ASPECT_FRAMES.map((_, index) => String(index));

const TONE_ENDINGS: Record<Tone, Pool> = {
  easy: [", so enjoy it.", "; let it help.", ", which is welcome.", "; use it well.", ", so lean in."],
  hard: [", so go gently.", "; take a breath first.", ", so pace yourself.", "; let it pass.", ", so be kind."],
  blend: [", so use it well.", "; let it steer you.", ", all at once.", "; notice where it leads.", ", so pay attention."],
};

const CARE_LEADS: Pool = ["", "For today, ", "Most of all, "];

// Looking after the day's feelings, by the Moon's stage: imperatives that end where they end.
const CARE: Record<PhaseStage, Pool> = {
  new: [
    "keep plans light and give new feelings time to settle.",
    "choose an early night over a late one.",
    "let yourself daydream a little without needing an answer.",
    "go gently, since fresh starts rarely need to be loud.",
    "keep a wish to yourself for now and let it grow.",
    "seek quiet company rather than a crowd.",
    "turn down one thing so you have room to begin.",
    "write a feeling down before you talk it through.",
    "treat a slow morning or evening as time well spent.",
    "begin small, because there is no rush.",
    "rest first, then take the smallest possible step.",
    "trust a quiet hunch, even if you cannot explain it yet.",
    "give yourself the patience you would give a friend.",
  ],
  waxing: [
    "put rising energy into one thing you care about.",
    "say yes to something that moves you forward.",
    "keep going with what you started, because it is gathering pace.",
    "let impatience push you on rather than wear you out.",
    "share an idea with someone who will cheer you on.",
    "move your body when you feel restless.",
    "tick one thing off and feel your confidence grow.",
    "let a good mood spill into one generous act.",
    "plan one treat to look forward to this week.",
    "notice what excites you and follow it a little further.",
    "keep your list short so the good energy does not scatter.",
    "ask for what you need while your nerve is up.",
    "let small wins count, because they are adding up.",
  ],
  full: [
    "let big feelings out gently, through music or a walk.",
    "give yourself room to feel before you decide anything.",
    "allow yourself a good laugh, or a good cry.",
    "celebrate one thing that has gone right lately.",
    "wind down early, since sleep may be lighter tonight.",
    "say the kind thing you have been holding back.",
    "notice what irritates you, because it points to what matters.",
    "move your body before evening to settle restlessness.",
    "put down something you have carried long enough.",
    "share the moment with someone who makes you laugh.",
    "save arguments for another day.",
    "thank yourself for how far you have come.",
    "listen to loud feelings before you act on them.",
  ],
  waning: [
    "slow down and let things settle.",
    "finish something small rather than start anything big.",
    "restore yourself with an early night and a simple meal.",
    "let one worry wait until tomorrow and see if it still matters.",
    "clear a little space, in your diary or your home.",
    "forgive a small slight and feel lighter for it.",
    "count rest as progress.",
    "choose quiet tasks over big launches.",
    "say no without a long explanation.",
    "look back kindly on what recent weeks have taught you.",
    "take the slower route and enjoy it.",
    "release one expectation that has been weighing on you.",
    "give yourself a gentle evening with nothing to prove.",
  ],
};

// The sign's own strength, in sentences written for any positive adjective.
const GIFTS: Pool = [
  (c) => `Lean on your ${c.gift} side`,
  (c) => `Your ${c.gift} nature knows what to do with this`,
  (c) => `Let your ${c.gift} side set the pace`,
  (c) => `Your ${c.gift} streak is a comfort to others`,
  (c) => `Being ${c.gift} serves you well`,
  (c) => `Your ${c.gift} instincts are worth following`,
  (c) => `Give your ${c.gift} side some room`,
  (c) => `Others may count on how ${c.gift} you are`,
  (c) => `Your most ${c.gift} self shows up easily`,
  (c) => `${capitalise(withArticle(c.gift))} choice will feel right`,
  (c) => `Let the ${c.gift} side of you speak up`,
  (c) => `Trust the ${c.gift} part of you`,
  (c) => `Your ${c.gift} side can help you read the room`,
];
const GIFT_ENDINGS: Pool = [".", " today.", ", as ever."];

function firstSentence(c: PhraseContext): string {
  const { moon } = c.reading;
  const sky: Sky = {
    sign: moon.sign.name,
    phase: moonPhaseAdjective(c.reading),
    at: THIRD_WITH[c.reading.moonThird],
    as: THIRD_AS[c.reading.moonThird],
  };
  const [opening, feeling] = pickParts(c, [OPENING_KEYS, FEELING_KEYS]);
  const feel = FEELINGS[moon.sign.element][Number(feeling)]!(moon.house.arena, STAGE_TONES[moon.stage]);
  const full = `${OPENINGS[moon.stage][Number(opening)]!(sky)}${feel}`;
  if (wordCount(full) <= FIRST_MAX_WORDS) return full;
  const short = `${SHORT_OPENINGS[moon.stage]}${feel}`;
  return wordCount(short) >= FIRST_MIN_WORDS ? short : full;
}

/** The Moon's contact of the day the mood tells, if any: not the one the day's event already is. */
function aspectToTell(c: PhraseContext): AspectView | undefined {
  const event = c.reading.event;
  return c.reading.moonAspects.find(
    (aspect) =>
      FEELS_OF[aspect.other] !== undefined &&
      !(event.kind === "moon-aspect" && event.other === aspect.other && event.aspect === aspect.kind) &&
      !(event.kind === "ruler-aspect" && event.planet === "Moon" && event.other === aspect.other),
  );
}

function aspectSentence(c: PhraseContext): string | undefined {
  const aspect = aspectToTell(c);
  if (!aspect) return undefined;
  const tone = aspectTone(aspect.kind);
  const [key, ending] = pickParts(c, [ASPECT_KEYS, TONE_ENDINGS[tone]]);
  return `${ASPECT_FRAMES[Number(key)]!(VERBS[aspect.kind], bodyInProse(aspect.other), FEELS_OF[aspect.other]![tone])}${ending}`;
}

/**
 * The first sentence, then each optional one in turn while the mood is short of `maxWords - 6`
 * and only if it keeps the mood within `maxWords`: the mood may be its first sentence alone.
 */
export function writeMood(c: PhraseContext, maxWords: number): SectionText {
  const { moon } = c.reading;
  const sentences = [firstSentence(c)];
  const optional = [
    () => capitalise(sentence(c, [CARE_LEADS, CARE[moon.stage]])),
    () => aspectSentence(c),
    () => sentence(c, [GIFTS, GIFT_ENDINGS]),
  ];
  let words = wordCount(sentences[0]!);
  for (const next of optional) {
    if (words >= maxWords - 6) break;
    const text = next();
    if (text && words + wordCount(text) <= maxWords) {
      sentences.push(text);
      words += wordCount(text);
    }
  }
  return { text: sentences.join(" "), lead: `mood:${moon.stage}:${c.reading.moonThird}` };
}
