import { SIGN_SLUGS, type SignSlug } from "./signs";

/**
 * The twelve houses as sun-sign astrology counts them: whole-sign houses from the reader's own
 * sign (the sign itself is the 1st house, the next sign the 2nd, and so on). One sky event
 * therefore lands in a different house, and a different part of life, for each sign: the Moon in
 * Taurus is in Aries' 2nd house (money) and in Leo's 10th (career).
 */
export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export type House = {
  number: HouseNumber;
  /** "2nd" */
  ordinal: string;
  /** What the house rules, as a noun phrase: "money, possessions and self-worth". */
  theme: string;
  /** The same in two or three words, after "your": "finances". */
  arena: string;
  /** Things to do when a planet lights the house, imperative, lower case, no full stop. */
  actions: readonly string[];
  /** The house as love reads it, after "in love, ": a clause. */
  love: string;
  /** The house as work reads it, after "at work, ": a clause. */
  work: string;
};

// prettier-ignore
const TABLE: readonly Omit<House, "number" | "ordinal">[] = [
  {
    theme: "self, body and first impressions", arena: "sense of self",
    actions: ["put your own plans first for once", "try a small change to how you present yourself", "start the thing you keep saying you will start", "move your body in a way you enjoy", "say plainly what you want"],
    love: "you are the one being noticed, so let your real self show", work: "your personal initiative counts for more than the group's plan",
  },
  {
    theme: "money, possessions and self-worth", arena: "finances",
    actions: ["look over one bill or subscription", "price your time or your work honestly", "sort one drawer of things you own", "put a little aside, however small", "name one quality you value in yourself"],
    love: "feeling valued matters more than grand gestures", work: "pay, budgets and what your skills are worth come into focus",
  },
  {
    theme: "conversation, learning and the neighbourhood", arena: "daily exchanges",
    actions: ["answer the message you have been putting off", "take a short walk somewhere nearby", "read a few pages of something new", "call a brother, sister or neighbour", "write your thoughts down before you say them"],
    love: "a good conversation is the most attractive thing on offer", work: "emails, calls and quick errands carry the day",
  },
  {
    theme: "home, family and roots", arena: "home life",
    actions: ["make one corner of your home more comfortable", "cook something that reminds you of family", "ring a relative you miss", "fix a small thing around the house", "spend an evening in rather than out"],
    love: "closeness grows at home, away from the crowd", work: "a settled base helps more than chasing visibility",
  },
  {
    theme: "romance, creativity and play", arena: "creative life",
    actions: ["make something with your hands for the fun of it", "plan an outing purely for pleasure", "play, with children or with your own inner child", "flirt a little, or let yourself be flirted with", "share something you have made"],
    love: "romance and play are written into the day", work: "a creative angle wins over a safe, grey answer",
  },
  {
    theme: "work routines, health and daily habits", arena: "routines",
    actions: ["tidy your to-do list until it fits the day", "go to bed half an hour earlier", "drink more water than usual", "finish one small job completely", "tune one habit rather than overhauling them all"],
    love: "care shows in small, practical favours", work: "steady, careful effort on ordinary tasks gets noticed",
  },
  {
    theme: "partnerships, contracts and close allies", arena: "partnerships",
    actions: ["ask a partner how they really are", "meet someone halfway on a small disagreement", "read the small print before you sign", "thank someone who works alongside you", "let another person take the lead for a while"],
    love: "a partner or a potential partner takes centre stage", work: "agreements and one-to-one meetings move things along",
  },
  {
    theme: "shared resources, intimacy and change", arena: "shared ties",
    actions: ["have the money talk you have been avoiding", "let go of one thing that has run its course", "tell someone a truth you usually keep back", "settle a debt, however small", "look at what you share and what you owe"],
    love: "depth beats small talk, and trust is the real currency", work: "joint funds, loans and other people's resources need attention",
  },
  {
    theme: "travel, study and big ideas", arena: "wider horizons",
    actions: ["look up a course or a trip you keep dreaming about", "read about a place you have never been", "ask a question outside your usual field", "talk beliefs with someone who sees things differently", "plan something for next season, not next week"],
    love: "someone from a different world may teach you something", work: "training, publishing and long-range plans are favoured",
  },
  {
    theme: "career, reputation and public life", arena: "career",
    actions: ["update one line of your CV or profile", "let someone senior see your best work", "set one goal for the next three months", "take responsibility for a decision you have been dodging", "ask for the role or the credit you have earned"],
    love: "you may have to balance ambition with a partner's needs", work: "your reputation is on show, so aim high",
  },
  {
    theme: "friends, groups and hopes for the future", arena: "friendships",
    actions: ["message a friend you have not seen in a while", "join or revisit a group that shares your interests", "write down one hope for next year", "offer your help to a cause you believe in", "introduce two people who should meet"],
    love: "a friendship may warm into something more, or a friend plays matchmaker", work: "teams, networks and allies open doors",
  },
  {
    theme: "rest, solitude and what lies beneath", arena: "inner life",
    actions: ["take an hour entirely for yourself", "write down a dream or a worry and leave it on the page", "switch off your phone for an evening", "do a kindness no one will know about", "sleep on a decision before you make it"],
    love: "feelings run deep but quiet, and private moments say the most", work: "behind-the-scenes work and rest prepare your next move",
  },
];

const ORDINALS = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th"];

export const HOUSES: readonly House[] = TABLE.map((house, index) =>
  Object.freeze({ ...house, number: (index + 1) as HouseNumber, ordinal: ORDINALS[index]! }),
);

/** The house a sign falls in, counted from the reader's sign in whole signs: the reader's own sign is the 1st. */
export function houseNumber(readerSign: SignSlug, sign: SignSlug): HouseNumber {
  const from = SIGN_SLUGS.indexOf(readerSign);
  const to = SIGN_SLUGS.indexOf(sign);
  if (from < 0 || to < 0) throw new RangeError(`Unknown sign: ${from < 0 ? readerSign : sign}`);
  return (((((to - from) % 12) + 12) % 12) + 1) as HouseNumber;
}

export function houseOf(readerSign: SignSlug, sign: SignSlug): House {
  return HOUSES[houseNumber(readerSign, sign) - 1]!;
}
