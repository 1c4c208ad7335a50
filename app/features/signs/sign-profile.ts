/** Long-form copy for one sign's dates and personality pages ([signs.profiles]). Written by hand, never generated at runtime. */
export type FamousPerson = {
  name: string;
  /** "YYYY-MM-DD", a real birth date inside the sign's conventional date range. */
  born: string;
  /** 3-8 words. */
  knownFor: string;
};

export type SignProfile = {
  slug: string;
  /** 80-140 words: what the ruling planet means for this sign, specific to it. */
  planetText: string;
  /** 60-110 words: how the element shows in THIS sign (not generic element text). */
  elementText: string;
  /** 90-150 words: what to expect during this sign's season, for everyone. */
  whatToExpect: string;
  /** 40-80 words: what the season (northern hemisphere) feels like and how the sign mirrors it. */
  seasonNorth: string;
  /** 40-80 words: same for the southern hemisphere's opposite season. */
  seasonSouth: string;
  /** 6 real, well-known people. */
  famousPeople: FamousPerson[];
  /** Each 50-90 words. */
  love: { romantic: string; attraction: string; challenges: string };
  /** Prose 50-90 words; 6-8 job titles. */
  career: { strengths: string; careers: string[]; workStyle: string };
  /** Each 50-90 words. */
  finance: { moneyStyle: string; spending: string; investment: string };
  /** Material for a ~1,300-word article; each item 120-200 words, all different. */
  personality: {
    introduction: string;
    strengths: string;
    shadowSide: string;
    friendship: string;
    family: string;
    growth: string;
    atWork: string;
    inLove: string;
  };
  /** 5-7 single words. */
  keywords: string[];
};
