import { moodOf, pick, rotate, type Phrase, type PhraseContext, type RelationMood } from "./phrase";

// Mercury carries communication, so its retrograde shapes the working day more than any other.
const MERCURY_RETROGRADE: readonly Phrase[] = [
  (c) =>
    `Mercury is retrograde in ${c.reading.mercury.sign.name}, so reread messages, confirm times and save your work twice before you send it anywhere.`,
  (c) =>
    `With Mercury retrograde in ${c.reading.mercury.sign.name}, mix-ups are more likely than usual, so slow down and check the details others skip.`,
];

const MERCURY_DIRECT: Record<RelationMood, readonly Phrase[]> = {
  same: [
    (c) => `Mercury is in ${c.name}, sharpening your words, so pitch the idea or ask the question you have been holding back.`,
    (c) => `With Mercury in ${c.name}, your own sign, you think quickly and explain clearly, so put that to work.`,
  ],
  harmony: [
    (c) => `Mercury in ${c.reading.mercury.sign.name} supports clear thinking and easy teamwork for ${c.name}, so share your plans early.`,
    (c) => `With Mercury in ${c.reading.mercury.sign.name}, emails, meetings and negotiations run more smoothly than usual.`,
  ],
  tension: [
    (c) => `Mercury in ${c.reading.mercury.sign.name} can make colleagues hard to read, so spell things out rather than assume.`,
    (c) => `With Mercury in ${c.reading.mercury.sign.name}, debates heat up quickly, so stick to facts and keep your tone light.`,
  ],
  quiet: [
    (c) =>
      `Mercury is in ${c.reading.mercury.sign.name}, a good backdrop for focused, behind-the-scenes work that others will value later.`,
    (c) => `With Mercury in ${c.reading.mercury.sign.name}, details and lists are your friends, and a tidy plan saves a messy afternoon.`,
  ],
};

const MARS_DRIVE: Record<RelationMood, readonly Phrase[]> = {
  same: [
    (c) => `Mars in ${c.name} gives you drive to spare, so start the hardest task first.`,
    (c) => `With Mars in ${c.name}, you have the energy to clear a backlog.`,
  ],
  harmony: [
    (c) => `Mars in ${c.reading.mars.sign.name} backs your efforts, so work turns into visible progress.`,
    (c) => `With Mars in ${c.reading.mars.sign.name}, a bold but polite push gets results that last.`,
  ],
  tension: [
    (c) => `Mars in ${c.reading.mars.sign.name} can stir impatience, so pace yourself and pick one battle at most.`,
    (c) => `With Mars in ${c.reading.mars.sign.name}, frustration flares faster, so channel it into finishing something.`,
  ],
  quiet: [
    (c) => `Mars in ${c.reading.mars.sign.name} favours steady, unglamorous effort over big, showy moves.`,
    (c) => `With Mars in ${c.reading.mars.sign.name}, consistency beats intensity at work, so keep a steady pace.`,
  ],
};

const FOCUS: readonly Phrase[] = [
  (c) => `Your ${c.gift} approach is exactly what a stuck project needs.`,
  () => "Write down the one result that would make today a success, and protect time for it.",
  () => "A colleague may have the missing piece, so ask before you reinvent it.",
  () => "Tidy one corner of your workload so tomorrow starts lighter.",
  () => "Share credit generously; it builds the kind of goodwill that lasts.",
  () => "If a decision can wait a day for better information, let it.",
  () => "Offer to help with something outside your usual role; it shows your range.",
  () => "Turn one vague goal into a concrete next step before lunch.",
];

const CLOSERS: readonly string[] = [
  "Progress beats perfection, today more than most.",
  "Quiet competence gets noticed, even if nobody says so yet.",
  "Clarity is your edge, so use it generously.",
  "Steady, patient effort is what wins the day.",
  "Your ideas deserve airtime, so speak up.",
  "A good question can open more doors than a clever answer.",
  "Finish what you start before picking up something new.",
  "Keep your notes handy; they will save you time later.",
  "Good work speaks for itself, given a little time.",
];

export function writeCareer(c: PhraseContext, random: () => number, day: number): string {
  const { mercury, mars } = c.reading;
  return [
    mercury.retrograde ? pick(MERCURY_RETROGRADE, random)(c) : pick(MERCURY_DIRECT[moodOf(mercury.relation)], random)(c),
    pick(MARS_DRIVE[moodOf(mars.relation)], random)(c),
    rotate(FOCUS, day, `${c.reading.sign.slug}:career:focus`)(c),
    rotate(CLOSERS, day, `${c.reading.sign.slug}:career:closer`),
  ].join(" ");
}
