import { describe, expect, test } from "vitest";
import { MONTH_NAMES } from "./months";
import { buildPersonalityArticle } from "./personality-article";
import type { SignProfile } from "./sign-profile";
import { getSignProfile, SIGN_PROFILES } from "./sign-profiles";
import { isCalendarDate, parseCalendarDay } from "#app/lib/dates.ts";
import { SIGNS, type Sign } from "#app/zodiac/signs.ts";

const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Every prose field of a profile, named, with its word-count bounds. */
function proseFields(profile: SignProfile): { field: string; text: string; min: number; max: number }[] {
  const fields: { field: string; text: string; min: number; max: number }[] = [
    { field: "planetText", text: profile.planetText, min: 80, max: 140 },
    { field: "elementText", text: profile.elementText, min: 60, max: 110 },
    { field: "whatToExpect", text: profile.whatToExpect, min: 90, max: 150 },
    { field: "seasonNorth", text: profile.seasonNorth, min: 40, max: 80 },
    { field: "seasonSouth", text: profile.seasonSouth, min: 40, max: 80 },
    { field: "career.strengths", text: profile.career.strengths, min: 50, max: 90 },
    { field: "career.workStyle", text: profile.career.workStyle, min: 50, max: 90 },
  ];
  for (const [key, text] of Object.entries(profile.love)) fields.push({ field: `love.${key}`, text, min: 50, max: 90 });
  for (const [key, text] of Object.entries(profile.finance)) fields.push({ field: `finance.${key}`, text, min: 50, max: 90 });
  for (const [key, text] of Object.entries(profile.personality)) fields.push({ field: `personality.${key}`, text, min: 120, max: 200 });
  return fields;
}

/** Sentences, normalised for comparison: split after . ! ? (optionally followed by a closing quote). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+/)
    .map((sentence) => sentence.trim().replace(/\s+/g, " ").toLowerCase())
    .filter(Boolean);
}

/** The sentences two or more profiles share, each with the slugs that use it. */
function sharedSentences(profiles: readonly SignProfile[]): { sentence: string; slugs: string[] }[] {
  const owners = new Map<string, Set<string>>();
  for (const profile of profiles) {
    for (const { text } of proseFields(profile)) {
      for (const sentence of sentencesOf(text)) {
        const set = owners.get(sentence) ?? new Set<string>();
        set.add(profile.slug);
        owners.set(sentence, set);
      }
    }
  }
  return [...owners].filter(([, slugs]) => slugs.size > 1).map(([sentence, slugs]) => ({ sentence, slugs: [...slugs] }));
}

test("every sign's dates are two days joined by a spaced en dash", () => {
  for (const sign of SIGNS) expect(sign.dateRange).toMatch(/^[A-Z][a-z]+ \d{1,2} – [A-Z][a-z]+ \d{1,2}$/);
});

/** "March 21 – April 19" as month/day pairs (months 1-12). */
function parseDateRange(range: string): { start: [number, number]; end: [number, number] } {
  const parts = range.split(" – ").map((part) => {
    const [month, day] = part.trim().split(" ");
    const index = MONTH_NAMES.findIndex((name) => name === month);
    if (index < 0 || !day) throw new Error(`bad date range part "${part}"`);
    return [index + 1, Number(day)] as [number, number];
  });
  if (parts.length !== 2) throw new Error(`bad date range "${range}"`);
  return { start: parts[0]!, end: parts[1]! };
}

/** Whether month/day falls in the range; a range like "December 22 – January 19" wraps the year end. */
function inDateRange(month: number, day: number, range: string): boolean {
  const { start, end } = parseDateRange(range);
  const key = (m: number, d: number) => m * 100 + d;
  const value = key(month, day);
  const from = key(...start);
  const to = key(...end);
  return from <= to ? value >= from && value <= to : value >= from || value <= to;
}

const signOf = (profile: SignProfile): Sign => {
  const sign = SIGNS.find((candidate) => candidate.slug === profile.slug);
  if (!sign) throw new Error(`no sign for profile ${profile.slug}`);
  return sign;
};

describe("the checks themselves", () => {
  test("date ranges parse and wrap the year end", () => {
    expect(inDateRange(3, 21, "March 21 – April 19")).toBe(true);
    expect(inDateRange(4, 19, "March 21 – April 19")).toBe(true);
    expect(inDateRange(4, 20, "March 21 – April 19")).toBe(false);
    expect(inDateRange(3, 20, "March 21 – April 19")).toBe(false);
    expect(inDateRange(12, 31, "December 22 – January 19")).toBe(true);
    expect(inDateRange(1, 5, "December 22 – January 19")).toBe(true);
    expect(inDateRange(1, 20, "December 22 – January 19")).toBe(false);
    expect(inDateRange(12, 21, "December 22 – January 19")).toBe(false);
  });

  test("ISO dates must be real", () => {
    expect(isCalendarDate("1986-03-28")).toBe(true);
    expect(isCalendarDate("1986-02-30")).toBe(false);
    expect(isCalendarDate("1986-3-28")).toBe(false);
  });

  test("a shared sentence is caught, whatever the case or spacing", () => {
    const base = SIGN_PROFILES[0]!;
    const other = SIGN_PROFILES[1]!;
    const copy: SignProfile = { ...other, planetText: `${other.planetText} ${base.planetText.split(". ")[0]!.toUpperCase()}.` };
    expect(sharedSentences([base, other])).toEqual([]);
    expect(sharedSentences([base, copy]).length).toBeGreaterThan(0);
  });
});

describe("sign profiles", () => {
  test("[signs.profiles] all twelve exist, in zodiac order, with slugs matching signs.ts", () => {
    expect(SIGN_PROFILES.map((profile) => profile.slug)).toEqual(SIGNS.map((sign) => sign.slug));
    for (const sign of SIGNS) expect(getSignProfile(sign.slug)?.slug).toBe(sign.slug);
    expect(getSignProfile("ophiuchus")).toBeUndefined();
  });

  test.each(SIGN_PROFILES.map((profile) => [profile.slug, profile] as const))(
    "[signs.profiles] %s: every text within its word bounds",
    (_slug, profile) => {
      const outOfBounds = proseFields(profile)
        .map(({ field, text, min, max }) => ({ field, words: countWords(text), min, max }))
        .filter(({ words, min, max }) => words < min || words > max);
      expect(outOfBounds).toEqual([]);
    },
  );

  test.each(SIGN_PROFILES.map((profile) => [profile.slug, profile] as const))(
    "[signs.profiles] %s: careers, keywords and personality items",
    (_slug, profile) => {
      expect(profile.career.careers.length).toBeGreaterThanOrEqual(6);
      expect(profile.career.careers.length).toBeLessThanOrEqual(8);
      expect(profile.career.careers.every((title) => title.trim().length > 0)).toBe(true);
      expect(profile.keywords.length).toBeGreaterThanOrEqual(5);
      expect(profile.keywords.length).toBeLessThanOrEqual(7);
      expect(profile.keywords.every((keyword) => /^[A-Za-z-]+$/.test(keyword))).toBe(true);
      const items = Object.values(profile.personality);
      expect(new Set(items).size).toBe(items.length);
    },
  );

  test.each(SIGN_PROFILES.map((profile) => [profile.slug, profile] as const))(
    "[signs.profiles] %s: six famous people born inside the sign's dates",
    (_slug, profile) => {
      const sign = signOf(profile);
      expect(profile.famousPeople).toHaveLength(6);
      expect(new Set(profile.famousPeople.map((person) => person.name)).size).toBe(6);
      for (const person of profile.famousPeople) {
        expect(isCalendarDate(person.born), `${person.name}: ${person.born}`).toBe(true);
        const { month, day } = parseCalendarDay(person.born);
        expect(inDateRange(month, day, sign.dateRange), `${person.name} (${person.born}) in ${sign.dateRange}`).toBe(true);
        const words = countWords(person.knownFor);
        expect(words, `${person.name}: "${person.knownFor}"`).toBeGreaterThanOrEqual(3);
        expect(words, `${person.name}: "${person.knownFor}"`).toBeLessThanOrEqual(8);
      }
    },
  );

  test("[signs.profiles] no two signs share an identical sentence", () => {
    expect(sharedSentences(SIGN_PROFILES)).toEqual([]);
  });

  test("[signs.profiles] no placeholder text", () => {
    for (const profile of SIGN_PROFILES) {
      for (const { field, text } of proseFields(profile)) {
        expect(text, `${profile.slug}.${field}`).not.toMatch(/lorem|ipsum|TODO|TBD|\bAI\b|placeholder|\{\w+\}/i);
      }
    }
  });
});

describe("personality article", () => {
  test.each(SIGN_PROFILES.map((profile) => [profile.slug, profile] as const))(
    "[signs.personality-page] %s: at least 1,200 words, sectioned, deterministic",
    (_slug, profile) => {
      const sign = signOf(profile);
      const article = buildPersonalityArticle(sign, profile);
      expect(countWords(article)).toBeGreaterThanOrEqual(1200);
      expect(article.startsWith("## ")).toBe(true);
      expect(article).not.toMatch(/^# /m);
      for (const heading of [
        `## The ${sign.name} Personality`,
        "## Strengths",
        "## The Shadow Side",
        `## ${sign.name} in Love`,
        `## ${sign.name} at Work`,
        "## Friendship",
        "## Family",
        "## Growing Into Your Best Self",
        `## Famous ${sign.name} People`,
      ]) {
        expect(article).toContain(`${heading}\n`);
      }
      for (const person of profile.famousPeople)
        expect(article).toMatch(new RegExp(`^- \\*\\*${person.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*\\*`, "m"));
      for (const text of Object.values(profile.personality)) expect(article).toContain(text);
      expect(buildPersonalityArticle({ ...sign, traits: [...sign.traits] }, structuredClone(profile))).toBe(article);
    },
  );

  test("[signs.personality-page] birth dates are written out without the host's time zone", () => {
    const profile = SIGN_PROFILES[0]!;
    const first = profile.famousPeople[0]!;
    const [year, month, day] = first.born.split("-").map(Number);
    expect(buildPersonalityArticle(signOf(profile), profile)).toContain(`(born ${MONTH_NAMES[month! - 1]} ${day}, ${year})`);
  });
});
