import { withArticle } from "#app/lib/text.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import { houseInFull, sentence, type Pool, type PhraseContext } from "./phrase";

// Venus shows what the reader wants and how they give affection; Mars, how they pursue it. Each
// is read through the house of the reader's chart it is crossing.

const VENUS_VERBS: Pool = [" graces ", " softens ", " sweetens ", " settles in ", " brings its charm to "];
const VENUS_RETROGRADE_VERBS: Pool = [
  " reviews ",
  " looks back through ",
  " slows the pace in ",
  " revisits old ground in ",
  " turns inward in ",
];

const VENUS_ENDINGS: Pool = [
  "; small signals carry big meaning, so notice them.",
  "; let affection be simple and generous.",
  "; what you appreciate in others is worth saying out loud.",
  "; kindness is more attractive than cleverness right now.",
  "; give a compliment you actually mean.",
  "; an unhurried moment together says more than a grand plan.",
  "; trust the warmth you feel and follow it a little.",
];

const MARS_VERBS: Pool = [" drives ", " fires up ", " pushes through ", " energises ", " stirs up "];

const MARS_ENDINGS: Pool = [
  ", so desire and courage gather there; use them to make the first move.",
  ", which makes you bolder about what you want than you may expect.",
  ", so passion runs through that part of your life, and patience keeps it sweet.",
  ", lending heat to every conversation connected with it.",
  ", so if you want something from someone, ask for it plainly.",
  ", and a little healthy competition there keeps things lively.",
  ", so channel restlessness into a shared adventure rather than an argument.",
];

const PAIR_TONES: Record<"close" | "easy" | "hard" | "apart", Pool> = {
  close: [
    "chemistry runs high, so keep your head while following your heart.",
    "attraction is strong and quick, and you will feel it.",
    "wanting and caring pull together, which makes a spark easy to strike.",
    "what you desire and what you value line up, a rare and welcome fit.",
    "the pull between you and someone special is hard to miss.",
    "feelings grow fast, so give them room to settle before you decide.",
    "romance and boldness meet, which is a fine recipe for a memorable evening.",
  ],
  easy: [
    "desire and affection agree, so love feels easy to give and receive.",
    "a little boldness is welcome, and met with warmth.",
    "the balance between wanting and caring is easy to find.",
    "flirting and tenderness flow without effort.",
    "you can ask for closeness without feeling exposed.",
    "getting closer feels natural rather than forced.",
    "an invitation made lightly is likely to be accepted.",
  ],
  hard: [
    "passion and patience may clash, so choose kind words when things heat up.",
    "you may want two things at once, closeness and freedom, and both are fair.",
    "sparks fly in both directions; keep them playful.",
    "a small disagreement is really about needs, so name yours.",
    "tension can turn into honesty if nobody keeps score.",
    "you may feel pulled between a partner's wishes and your own.",
    "differences are sharper than usual, which makes listening matter more.",
  ],
  apart: [
    "love asks for attention to detail rather than drama.",
    "small kindnesses are noticed even when nothing is said.",
    "you can take matters of the heart at your own pace.",
    "the emotional weather is mild, good for steady, quiet closeness.",
    "what you do counts for more than what you declare.",
    "there is space to think about what you really want.",
    "a calm, ordinary evening together is its own reward.",
  ],
};

const PAIR_OPENINGS: Pool = [
  (c) => `With Venus in your ${c.reading.venus.house.ordinal} house and Mars in your ${c.reading.mars.house.ordinal}, `,
  (c) => `Venus in your ${c.reading.venus.house.ordinal} and Mars in your ${c.reading.mars.house.ordinal} mean that `,
  (c) => `Between Venus in ${c.reading.venus.sign.name} and Mars in ${c.reading.mars.sign.name}, `,
  (c) => `Read together, your ${c.reading.venus.house.ordinal}-house Venus and ${c.reading.mars.house.ordinal}-house Mars say `,
  (c) => `As Venus and Mars sit in your ${c.reading.venus.house.ordinal} and ${c.reading.mars.house.ordinal} houses, `,
];

const SINGLE_OPENINGS: Pool = [
  "If you are single, ",
  "If you are unattached, ",
  "For single readers, ",
  "If you are looking for love, ",
  "If your heart is free, ",
];

const SINGLE_ENDINGS: Pool = [
  (c) => `notice who makes you laugh, because ${c.reading.moon.house.love}.`,
  () => "say yes to an invitation you would normally turn down; the right person tends to turn up where you least expect.",
  (c) => `${withArticle(c.gift)} first move works better than waiting to be chosen.`,
  () => "let someone see a little more of who you really are, and the right people will lean in.",
  (c) => `look where the Moon is pointing: in your ${c.reading.moon.house.ordinal} house, ${c.reading.moon.house.love}.`,
  () => "an old friend or a friend of a friend may surprise you with more than friendship.",
  () => "give a new connection time to unfold rather than deciding on the first evening.",
];

const COUPLE_OPENINGS: Pool = [
  "If you are in a couple, ",
  "Together, ",
  "For partners, ",
  "If you share your life, ",
  "In a relationship, ",
];

const COUPLE_ENDINGS: Pool = [
  () => "plan something small that is just for the two of you, even if it is only a walk after dinner.",
  (c) => `ask one real question and listen to the whole answer; ${c.reading.moon.house.love}.`,
  () => "a shared laugh repairs more than a long talk, so find something silly to enjoy together.",
  (c) => `your ${c.gift} side is what your partner needs from you today.`,
  () => "say thank you for something your partner does that usually goes unnoticed.",
  () => "make a decision together that you have both been putting off, and notice how close it brings you.",
  () => "put the phones away for an hour and let the conversation wander.",
];

function pairTone(kind: AspectKind | undefined): keyof typeof PAIR_TONES {
  if (kind === "conjunction") return "close";
  if (kind === "trine" || kind === "sextile") return "easy";
  if (kind === "square" || kind === "opposition") return "hard";
  return "apart";
}

export function writeLove(c: PhraseContext): string {
  const { venus, mars, venusMars } = c.reading;
  const venusVerbs = venus.retrograde ? VENUS_RETROGRADE_VERBS : VENUS_VERBS;
  const venusSubject = venus.retrograde ? `Venus, retrograde in ${venus.sign.name},` : `Venus in ${venus.sign.name}`;
  return [
    sentence(c, [[venusSubject], venusVerbs, [`${houseInFull(venus.house)}, so in love ${venus.house.love}`], VENUS_ENDINGS]),
    sentence(c, [[`Mars in ${mars.sign.name}`], MARS_VERBS, [houseInFull(mars.house)], MARS_ENDINGS]),
    sentence(c, [PAIR_OPENINGS, PAIR_TONES[pairTone(venusMars?.kind)]]),
    sentence(c, [SINGLE_OPENINGS, SINGLE_ENDINGS]),
    sentence(c, [COUPLE_OPENINGS, COUPLE_ENDINGS]),
  ].join(" ");
}
