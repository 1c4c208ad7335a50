import { withArticle } from "#app/lib/text.ts";
import { houseInFull, sentence, type Pool, type PhraseContext } from "./phrase";

// Mercury carries the working day's words and plans; Saturn shows where effort is tested and
// Jupiter where it is rewarded. Each is read through the house of the reader's chart it crosses.

const MERCURY_VERBS: Pool = [" sharpens ", " speeds up ", " busies ", " sets your thinking on ", " turns the talk to "];
const MERCURY_RETROGRADE_VERBS: Pool = [" muddles ", " slows ", " sends you back over ", " reopens ", " rewinds "];

const MERCURY_ENDINGS: Pool = [
  "; put ideas in writing before you pitch them.",
  "; one clear message now saves three confused ones later in the week.",
  "; ask the question everyone else in the room is avoiding.",
  "; make the call rather than sending another email.",
  "; a list of three priorities beats a list of ten.",
  "; listen for the detail that changes the picture.",
  "; share a plan early and let others improve it.",
];

const MERCURY_RETROGRADE_ENDINGS: Pool = [
  "; reread messages, confirm times and save your work twice.",
  "; old contacts and old drafts deserve a second look.",
  "; check the details others skip, especially dates, names and numbers.",
  "; expect a delay and build it into the plan.",
  "; fix what is broken before you build anything new.",
  "; back up your files and double-check the address line.",
  "; a misunderstanding cleared up now is a favour to your future self.",
];

const SATURN_VERBS: Pool = [" tests ", " asks for patience in ", " builds slowly through "];

const SATURN_ENDINGS: Pool = [
  ", so steady effort there outlasts any shortcut.",
  ", where a responsibility you take on now becomes a strength later.",
  ", so keep your promises there, even the small ones nobody would notice.",
  ", and a limit you accept there frees you elsewhere.",
  ", so give it structure: a schedule, a budget, a deadline.",
  ", where slow progress is still real progress.",
  ", so the serious work there is worth doing properly.",
  ", and the people who matter notice consistency more than flair.",
  ", so measure progress there in months, not days.",
  ", where saying no to one thing lets you say yes to the right one.",
  ", so build the foundation before the tower, however slow that feels.",
];

const JUPITER_OPENINGS: Pool = [
  "Luck follows Jupiter, and it is in ",
  "Jupiter, the planet of growth, sits in ",
  "Opportunity comes through Jupiter, now in ",
  "The widest door is where Jupiter stands, in ",
  "Jupiter lends its generosity from ",
];

const JUPITER_ENDINGS: Pool = [
  ": say yes to what expands you there, even if it feels a size too big.",
  ": an offer in that area deserves a serious look before you turn it down.",
  ": think bigger than usual about it, and write the bigger version down.",
  ": a mentor or a generous ally may appear there, so accept help when it comes.",
  ": growth there comes from trying, not from waiting to feel ready.",
  ": optimism about it is justified, as long as you do the groundwork too.",
  ": share what you know there and it multiplies, for you and for others.",
];

const TIP_OPENINGS: Pool = [
  "At work, ",
  "On the job, ",
  "For your working day, ",
  "In your tasks today, ",
  "Wherever you earn your keep, ",
];

const TIP_ENDINGS: Pool = [
  (c) => `start with the job you have been avoiding, and use your ${c.gift} streak to finish it before lunch.`,
  (c) => `the hour around ${c.luckyNumber % 12 || 12} o'clock is a good slot for the task that needs your full attention.`,
  () => "tidy your workspace before you begin; a clear desk makes for clear decisions.",
  (c) => `${withArticle(c.colorName.toLowerCase())} notebook or folder could make a plan feel real; write the next three steps in it.`,
  () => "credit a colleague by name, and the goodwill comes back when you need it.",
  () => "take a real break at midday; the afternoon's best idea needs a rested mind.",
  (c) => `your ${c.element} temperament is an asset, so work the way that suits you rather than the way others do.`,
];

export function writeCareer(c: PhraseContext): string {
  const { mercury, saturn, jupiter } = c.reading;
  const mercurySubject = mercury.retrograde ? `Mercury, retrograde in ${mercury.sign.name},` : `Mercury in ${mercury.sign.name}`;
  return [
    sentence(c, [
      [mercurySubject],
      mercury.retrograde ? MERCURY_RETROGRADE_VERBS : MERCURY_VERBS,
      [`${houseInFull(mercury.house)}, and at work ${mercury.house.work}`],
      mercury.retrograde ? MERCURY_RETROGRADE_ENDINGS : MERCURY_ENDINGS,
    ]),
    sentence(c, [[`Saturn in ${saturn.sign.name}`], SATURN_VERBS, [houseInFull(saturn.house)], SATURN_ENDINGS]),
    sentence(c, [JUPITER_OPENINGS, [`${jupiter.sign.name}, ${houseInFull(jupiter.house)}`], JUPITER_ENDINGS]),
    sentence(c, [TIP_OPENINGS, TIP_ENDINGS]),
  ].join(" ");
}
