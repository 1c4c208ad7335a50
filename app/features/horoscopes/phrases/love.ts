import type { Element } from "~/zodiac/elements";
import type { AspectKind } from "~/zodiac/sky";
import { moodOf, pick, rotate, type Phrase, type PhraseContext, type RelationMood } from "./phrase";
import { possessive } from "~/lib/text";

const VENUS_RETROGRADE: readonly Phrase[] = [
  (c) =>
    `Venus is retrograde in ${c.reading.venus.sign.name}, so old feelings and familiar faces may resurface; treat them as information, not instructions.`,
  (c) =>
    `With Venus retrograde in ${c.reading.venus.sign.name}, love favours reflection, so revisit what first drew you to someone before chasing anything new.`,
];

const VENUS_DIRECT: Record<RelationMood, readonly Phrase[]> = {
  same: [
    (c) => `Venus is in ${c.name}, your own sign, so your charm is easy to see and you can ask for what you want.`,
    (c) => `With Venus in ${c.name}, your own sign, you glow a little brighter than usual, so let yourself be admired and enjoy it.`,
  ],
  harmony: [
    (c) =>
      `Venus in ${c.reading.venus.sign.name} sits kindly with your sign, smoothing over small misunderstandings and rewarding every bit of warmth you offer.`,
    (c) => `Venus is in ${c.reading.venus.sign.name}, an easy angle for ${c.name}, so affection flows with less effort than usual.`,
  ],
  tension: [
    (c) =>
      `Venus in ${c.reading.venus.sign.name} tests ${possessive(c.name)} patience in love, showing where give and take has slipped out of balance.`,
    (c) => `With Venus in ${c.reading.venus.sign.name}, attraction comes with a little friction, which can be exciting if you stay kind.`,
  ],
  quiet: [
    (c) =>
      `Venus is in ${c.reading.venus.sign.name}, keeping matters of the heart low-key, so small gestures count for more than grand ones.`,
    (c) =>
      `With Venus in ${c.reading.venus.sign.name}, love asks for attention to detail rather than drama, and small kindnesses are noticed.`,
  ],
};

const VENUS_MARS: Record<AspectKind, string> = {
  conjunction: "chemistry runs high",
  trine: "desire and affection agree",
  sextile: "a little boldness is welcome",
  square: "passion and patience may clash",
  opposition: "balance what you want with what you need",
};

const MOON_IN_LOVE: Record<Element, readonly Phrase[]> = {
  fire: [
    (c) => `The Moon in ${c.reading.moon.sign.name} rewards playful, direct flirting and a little harmless showing off.`,
    (c) => `With the Moon in ${c.reading.moon.sign.name}, spontaneity is attractive, so suggest something fun at short notice.`,
  ],
  earth: [
    (c) => `The Moon in ${c.reading.moon.sign.name} favours steady, practical affection, like a meal cooked together.`,
    (c) => `With the Moon in ${c.reading.moon.sign.name}, reliability is the most romantic thing you can offer.`,
  ],
  air: [
    (c) => `The Moon in ${c.reading.moon.sign.name} makes conversation the quickest way to someone's heart.`,
    (c) => `With the Moon in ${c.reading.moon.sign.name}, a witty message can do more than a grand gesture.`,
  ],
  water: [
    (c) => `The Moon in ${c.reading.moon.sign.name} deepens feelings, so gentle honesty lands better than clever words.`,
    (c) => `With the Moon in ${c.reading.moon.sign.name}, listening closely is the most loving thing you can do.`,
  ],
};

const ADVICE: readonly Phrase[] = [
  () => "If you are attached, ask a question you have never asked before and really listen to the answer.",
  () => "Single? Say hello to the person you keep noticing; curiosity is a fine opening line.",
  () => "Partnered or not, notice who makes you laugh without trying.",
  (c) => `Let your ${c.gift} side show in how you love, not just in what you say.`,
  () => "A handwritten note, even a short one, will mean more than you imagine.",
  () => "If you are single, a friend of a friend may be worth a second look.",
  () => "In a relationship, plan something small and new for the two of you.",
  () => "Be honest about what you need, and generous about what others can give.",
];

const CLOSERS: readonly string[] = [
  "Softness is a strength today.",
  "Keep it light and let it grow.",
  "Kindness is your best look.",
  "Warmth offered now comes back to you.",
  "Trust the slow burn.",
  "Listen more than you explain.",
  "Your openness is magnetic.",
  "Let the moment be enough.",
  "Small gestures carry big meaning.",
];

export function writeLove(c: PhraseContext, random: () => number, day: number): string {
  const { venus, venusMars, moon } = c.reading;
  const venusLine = venus.retrograde ? pick(VENUS_RETROGRADE, random)(c) : pick(VENUS_DIRECT[moodOf(venus.relation)], random)(c);
  return [
    venusLine,
    venusMars
      ? `Venus and Mars form ${venusMars.kind === "opposition" ? "an" : "a"} ${venusMars.kind}: ${VENUS_MARS[venusMars.kind]}.`
      : undefined,
    pick(MOON_IN_LOVE[moon.sign.element], random)(c),
    rotate(ADVICE, day, `${c.reading.sign.slug}:love:advice`)(c),
    rotate(CLOSERS, day, `${c.reading.sign.slug}:love:closer`),
  ]
    .filter(Boolean)
    .join(" ");
}
