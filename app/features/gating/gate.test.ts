import { describe, expect, test } from "vitest";
import { gatePersonality, gateReading, toPlainText } from "./gate";
import { isCut, teaser, TEASER_WORDS } from "./teaser";

/** `count` distinct words: w1 w2 w3 ... so any leaked word is recognisable. */
const words = (count: number, prefix = "w") => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`).join(" ");
const wordCount = (text: string) => text.replace(/…$/, "").split(/\s+/).filter(Boolean).length;

describe("teaser", () => {
  test.each([
    ["overview", 90],
    ["love", 42],
    ["career", 48],
    ["ritual", 38],
    ["mood", 90],
    ["anything-else", 90],
  ])("[gating.teaser-lengths] %s keeps exactly %i words and ends with an ellipsis", (section, count) => {
    const cut = teaser(words(200), section);
    expect(wordCount(cut)).toBe(count);
    expect(cut.endsWith(`w${count}…`)).toBe(true);
    expect(cut).not.toContain(`w${count + 1}`);
  });

  test("[gating.teaser-lengths] teasers keep 90, 42, 48 and 38 words", () => {
    expect(TEASER_WORDS).toMatchObject({ overview: 90, love: 42, career: 48, ritual: 38 });
  });

  test("[gating.teaser-lengths] a text at or under the limit is kept whole, without an ellipsis", () => {
    expect(teaser(words(42), "love")).toBe(words(42));
    expect(teaser("  Short   text. ", "love")).toBe("Short text.");
    expect(isCut(words(42), "love")).toBe(false);
    expect(isCut(words(43), "love")).toBe(true);
  });

  test("[gating.teaser-lengths] cuts at a word boundary and drops trailing punctuation before the ellipsis", () => {
    const text = `${words(37)} end, and the rest stays hidden.`;
    expect(teaser(text, "ritual")).toBe(`${words(37)} end…`);
  });
});

const reading = {
  overview: words(120, "o"),
  love: words(60, "l"),
  career: words(60, "c"),
  mood: words(60, "m"),
  ritual: words(60, "r"),
  date: "2026-11-23",
};

describe("gateReading", () => {
  test("[gating.who-is-gated] horoscope_gating alone cuts only the overview for anonymous visitors", () => {
    const { reading: gated, locked } = gateReading(reading, { gating: true, blurs: false, subscriber: false });
    expect(locked).toEqual({ overview: true });
    expect(gated.overview).toBe(teaser(reading.overview, "overview"));
    expect(gated.overview).not.toContain("o91");
    expect(gated.love).toBe(reading.love);
    expect(gated.date).toBe("2026-11-23");
  });

  test("[gating.who-is-gated] section_blurs alone cuts love, career and ritual, never mood", () => {
    const { reading: gated, locked } = gateReading(reading, { gating: false, blurs: true, subscriber: false });
    expect(locked).toEqual({ love: true, career: true, ritual: true });
    expect(gated.overview).toBe(reading.overview);
    expect(gated.mood).toBe(reading.mood);
    expect(wordCount(gated.love)).toBe(42);
    expect(wordCount(gated.career)).toBe(48);
    expect(wordCount(gated.ritual)).toBe(38);
    expect(gated.love).not.toContain("l43");
  });

  test("[gating.who-is-gated] subscribers and flags off get everything", () => {
    expect(gateReading(reading, { gating: true, blurs: true, subscriber: true })).toEqual({ reading, locked: {} });
    expect(gateReading(reading, { gating: false, blurs: false, subscriber: false })).toEqual({ reading, locked: {} });
  });

  test("the original reading is not changed", () => {
    gateReading(reading, { gating: true, blurs: true, subscriber: false });
    expect(wordCount(reading.overview)).toBe(120);
  });

  test("[gating.who-is-gated] a section that fits in its teaser is not locked", () => {
    const { locked } = gateReading({ ...reading, love: words(10) }, { gating: false, blurs: true, subscriber: false });
    expect(locked).toEqual({ career: true, ritual: true });
  });
});

describe("gatePersonality", () => {
  const article = `## The Leo Personality\n\n${words(40, "a")} **bold** [link](https://example.com)\n\n- ${words(200, "b")}`;

  test("[gating.personality] locked with gating on for anonymous visitors: a plain teaser of 90 words", () => {
    const gated = gatePersonality(article, { gating: true, subscriber: false });
    expect(gated.locked).toBe(true);
    expect(wordCount(gated.content)).toBe(90);
    expect(gated.content).not.toMatch(/[#*[\]()]/);
    expect(gated.content).not.toContain("b50 ");
    expect(gated.content).not.toContain("example.com");
  });

  test("[gating.personality] open for subscribers and with gating off", () => {
    expect(gatePersonality(article, { gating: true, subscriber: true })).toEqual({ content: article, locked: false });
    expect(gatePersonality(article, { gating: false, subscriber: false })).toEqual({ content: article, locked: false });
  });

  test("[gating.personality] plain text drops markup", () => {
    expect(toPlainText("<p>One <em>two</em></p>\n# Three *four*")).toBe("One two Three four");
  });
});
