import { expect, test } from "vitest";
import { SIGNS, signOf } from "#app/zodiac/signs.ts";
import { escapeXml, pairSvg, signDaySvg, type CardFonts, type CardOptions } from "./card-svg";
import { averageAdvance, estimatedWidth, fittedSize, wrapBlock, wrapLines } from "./card-text";
import { longDate, pairAlt, pairImagePath, signDayAlt, signImagePath, type PairFacts, type SignDayFacts } from "./cards";

const OPTIONS: CardOptions = { fonts: { display: "Cinzel", text: "DejaVu Sans", symbols: true }, host: "cosmicdaily.example" };
const MOON = "The Moon is in Taurus, waxing gibbous and 87% lit.";
const HEADLINE = "A Full Moon in your money sector";
const SHORT_SUMMARY = "Settle one bill before noon, and let the rest of the day be lighter for it.";
// 40 words, the most a summary may have, of long words: about 300 characters.
const LONGEST_SUMMARY =
  "Tonight's Full Moon illuminates your finances: reconsider every recurring subscription, cancel whichever ones nobody remembers choosing, " +
  "negotiate outstanding invoices patiently, transfer something meaningful into longer-term savings, celebrate modest progress honestly, " +
  "and write tomorrow's three priorities somewhere visible before midnight arrives.";
const LEO_DAY: SignDayFacts = {
  sign: signOf("leo"),
  date: "2026-11-25",
  moon: MOON,
  luckyColor: { name: "Amber Gold", hex: "#FFB300" },
  reading: { headline: HEADLINE, summary: SHORT_SUMMARY },
};
const NO_READING: SignDayFacts = { ...LEO_DAY, luckyColor: null, reading: null };
const FONT_SETUPS: Record<string, CardFonts> = {
  "Cinzel and DejaVu Sans": OPTIONS.fonts,
  "Cinzel alone": { display: "Cinzel", text: "Cinzel", symbols: false },
  "the system's fonts": { display: "serif", text: "sans-serif", symbols: false },
};
const PAIR: PairFacts = {
  first: signOf("sagittarius"),
  second: signOf("capricorn"),
  date: "2026-11-25",
  score: 57,
  tier: "Interesting Dynamic",
};

/** The text content of every <text> element, unescaped. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) =>
    match[1]!
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}

type Line = { text: string; x: number; y: number; size: number };

/** The summary's lines, as drawn. */
function summaryLines(svg: string): Line[] {
  const group = /<g id="summary">(.*?)<\/g>/.exec(svg)?.[1] ?? "";
  return elements(group).map(({ text, x, y, size }) => ({ text, x, y, size }));
}

type Element = Line & { family: string; weight: 400 | 700; anchor: string };

/** Every <text> element with its position, size, face and anchor. */
function elements(svg: string): Element[] {
  return [...svg.matchAll(/<text ([^>]*)>[^<]*<\/text>/g)].map((match, index) => {
    const attribute = (name: string) => new RegExp(` ?${name}="([^"]*)"`).exec(` ${match[1]}`)?.[1] ?? "";
    return {
      text: texts(match[0])[0]!,
      x: Number(attribute("x")),
      y: Number(attribute("y")),
      size: Number(attribute("font-size")),
      family: attribute("font-family"),
      weight: attribute("font-weight") === "700" ? 700 : 400,
      anchor: attribute("text-anchor"),
      index,
    };
  });
}

type Box = { name: string; left: number; right: number; top: number; bottom: number };

/** A text's box by the cards' width estimate, from a generous ascent (0.8 em) to its descenders (0.25 em). */
function textBox({ text, x, y, size, family, weight, anchor }: Element): Box {
  const width = estimatedWidth(text, size, averageAdvance(family, weight));
  const left = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
  return { name: text, left, right: left + width, top: y - 0.8 * size, bottom: y + 0.25 * size };
}

/** The top of the footer's row: its texts' ascent, or the lucky colour's swatch. */
function footerTop(svg: string): number {
  const footer = elements(svg).filter((element) => element.y === 586);
  const swatch = /<rect x="\d+" y="(\d+)"/.exec(svg);
  return Math.min(...footer.map((element) => textBox(element).top), swatch ? Number(swatch[1]) : Infinity);
}

/** The card's elements as boxes (the badge as its ring, its glyph within it; the brand as its sparkle and words). */
function boxes(svg: string): Box[] {
  const texts = elements(svg).filter((element) => element.anchor !== "middle");
  const ring = /<circle cx="(\d+)" cy="(\d+)" r="(\d+)"[^>]*stroke-width="6"/.exec(svg)!;
  const [cx, cy, r] = [Number(ring[1]), Number(ring[2]), Number(ring[3]) + 3];
  const swatch = /<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/.exec(svg);
  return [
    ...texts.map(textBox),
    { name: "badge", left: cx - r, right: cx + r, top: cy - r, bottom: cy + r },
    ...(swatch
      ? [
          {
            name: "swatch",
            left: Number(swatch[1]),
            top: Number(swatch[2]),
            right: Number(swatch[1]) + Number(swatch[3]),
            bottom: Number(swatch[2]) + Number(swatch[4]),
          },
        ]
      : []),
  ];
}

/** Every element inside the card's 80px margins (the footer's row within 30px of the foot), and no two overlapping. */
function expectNoOverlaps(svg: string, fonts: CardFonts, label: string) {
  const all = boxes(svg);
  expect(
    all.some((box) => box.name === "badge"),
    label,
  ).toBe(true);
  expect(
    elements(svg).every((element) => element.family === fonts.display || element.family === fonts.text),
    label,
  ).toBe(true);
  for (const box of all) {
    expect(box.left, `${label}: ${box.name}`).toBeGreaterThanOrEqual(80);
    expect(box.right, `${label}: ${box.name}`).toBeLessThanOrEqual(1120);
    expect(box.top, `${label}: ${box.name}`).toBeGreaterThanOrEqual(40);
    expect(box.bottom, `${label}: ${box.name}`).toBeLessThanOrEqual(600);
  }
  for (const [index, a] of all.entries()) {
    for (const b of all.slice(index + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${label}: "${a.name}" overlaps "${b.name}"`).toBe(true);
    }
  }
}

test("[share.images] a day is written out with its weekday, the same whatever the server's locale", () => {
  expect(longDate("2026-11-25")).toBe("Wednesday 25 November 2026");
  expect(longDate("2024-02-29")).toBe("Thursday 29 February 2024");
  expect(longDate("1970-01-01")).toBe("Thursday 1 January 1970");
  expect(longDate("1969-12-31")).toBe("Wednesday 31 December 1969");
  expect(longDate("2027-01-03")).toBe("Sunday 3 January 2027");
});

test("[share.images] a sign's card shows the sign, its dates, the day, the day's Moon and the stored headline, summary and lucky colour", () => {
  const svg = signDaySvg(LEO_DAY, OPTIONS);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/);
  expect(texts(svg)).toEqual([
    "COSMIC DAILY",
    "♌",
    "Leo",
    "Daily horoscope · July 23 – August 22",
    "Wednesday 25 November 2026",
    MOON,
    HEADLINE,
    "Settle one bill before noon, and let the rest of the day be",
    "lighter for it.",
    "Lucky colour: Amber Gold",
    "cosmicdaily.example",
  ]);
  // The short summary keeps the full size, on lines 38px apart.
  expect(summaryLines(svg).map(({ y, size }) => [y, size])).toEqual([
    [414, 28],
    [452, 28],
  ]);
  expect(svg).toContain('<rect x="80" y="561" width="30" height="30" rx="7" fill="#FFB300" stroke="#ecebff"');
});

test("[share.images] without a stored reading (empty or failed) the card shows no headline, summary or lucky colour, rather than guess them", () => {
  const svg = signDaySvg(NO_READING, OPTIONS);
  expect(texts(svg)).toEqual([
    "COSMIC DAILY",
    "♌",
    "Leo",
    "Daily horoscope · July 23 – August 22",
    "Wednesday 25 November 2026",
    MOON,
    "cosmicdaily.example",
  ]);
  expect(svg).not.toContain('id="summary"');
  expect(summaryLines(svg)).toEqual([]);
  // No swatch either (the badge's ring keeps the sign's own colour).
  expect(svg).not.toContain("<rect x=");
  // The Moon moves into the headline's place, at its full size.
  expect(svg).toMatch(/<text x="80" y="368" [^>]*font-size="32"[^>]*>The Moon is in Taurus/);
});

test("[share.images] the longest summary a reading may have (40 words) is wrapped into the text column, above the footer", () => {
  expect(LONGEST_SUMMARY.split(" ")).toHaveLength(40);
  for (const [setup, fonts] of Object.entries(FONT_SETUPS)) {
    for (const summary of [LONGEST_SUMMARY, SHORT_SUMMARY]) {
      const svg = signDaySvg({ ...LEO_DAY, reading: { headline: HEADLINE, summary } }, { fonts, host: "cosmicdaily.example" });
      const lines = summaryLines(svg);
      const em = averageAdvance(fonts.text);
      // Every word, in order, and only these lines.
      expect(lines.map((line) => line.text).join(" "), setup).toBe(summary);
      expect(lines.length, setup).toBeGreaterThan(summary === SHORT_SUMMARY ? 1 : 3);
      for (const line of lines) {
        expect(line.x, setup).toBe(80);
        expect(estimatedWidth(line.text, line.size, em), `${setup}: ${line.text}`).toBeLessThanOrEqual(1040);
        // Never too small to read in a link preview.
        expect(line.size, setup).toBeGreaterThanOrEqual(18);
      }
      // Each line below the one before, and the last (descenders included) clear of the footer's row.
      expect(lines.every((line, index) => index === 0 || line.y > lines[index - 1]!.y)).toBe(true);
      const last = lines.at(-1)!;
      expect(last.y + 0.25 * last.size, setup).toBeLessThan(footerTop(svg));
      expectNoOverlaps(svg, fonts, setup);
    }
  }
  // The longest summary is set smaller than the short one, but in 28px when it fits.
  const longest = summaryLines(signDaySvg({ ...LEO_DAY, reading: { headline: HEADLINE, summary: LONGEST_SUMMARY } }, OPTIONS));
  expect(longest[0]!.size).toBeLessThanOrEqual(28);
  expect(longest.length).toBeLessThanOrEqual(5);
});

test("[share.images] no element of a sign's card overlaps another, for every sign, with or without a reading", () => {
  for (const sign of SIGNS) {
    for (const [setup, fonts] of Object.entries(FONT_SETUPS)) {
      for (const reading of [{ headline: HEADLINE, summary: LONGEST_SUMMARY }, { headline: HEADLINE, summary: SHORT_SUMMARY }, null]) {
        const facts: SignDayFacts = { ...LEO_DAY, sign, reading, luckyColor: reading ? LEO_DAY.luckyColor : null };
        expectNoOverlaps(signDaySvg(facts, { fonts, host: "cosmicdaily.example" }), fonts, `${sign.name}, ${setup}`);
      }
    }
  }
});

test("[share.images] a summary far past 40 words still never leaves its block: it shrinks to 18px, then ends in an ellipsis", () => {
  const endless = Array.from({ length: 120 }, (_, index) => `word${index}`).join(" ");
  const svg = signDaySvg({ ...LEO_DAY, reading: { headline: HEADLINE, summary: endless } }, OPTIONS);
  const lines = summaryLines(svg);
  expect(lines.every((line) => line.size === 18)).toBe(true);
  expect(lines.at(-1)!.text).toMatch(/…$/);
  for (const line of lines) expect(estimatedWidth(line.text, line.size, averageAdvance("DejaVu Sans"))).toBeLessThanOrEqual(1040);
  expect(lines.at(-1)!.y + 0.25 * 18).toBeLessThan(footerTop(svg));
  expectNoOverlaps(svg, OPTIONS.fonts, "endless");
});

test("[share.images] without a headline the summary takes its place; blank words draw nothing", () => {
  const noHeadline = signDaySvg({ ...LEO_DAY, reading: { headline: " ", summary: SHORT_SUMMARY } }, OPTIONS);
  expect(texts(noHeadline)).not.toContain(HEADLINE);
  expect(summaryLines(noHeadline)[0]!.y).toBe(368);
  const blank = signDaySvg({ ...LEO_DAY, reading: { headline: "", summary: "  " } }, OPTIONS);
  expect(summaryLines(blank)).toEqual([]);
  expect(texts(blank)).toContain(MOON);
});

test("[share.images] lines wrap word by word within the width, by the same estimate fittedSize uses", () => {
  const em = 0.56;
  const lines = wrapLines(`  ${LONGEST_SUMMARY}\n`, 600, 28, em);
  expect(lines.join(" ")).toBe(LONGEST_SUMMARY);
  for (const line of lines) expect(estimatedWidth(line, 28, em)).toBeLessThanOrEqual(600);
  // Greedy: the next line's first word would not have fitted on the line before it.
  lines.slice(1).forEach((line, index) => {
    expect(estimatedWidth(`${lines[index]} ${line.split(" ")[0]}`, 28, em)).toBeGreaterThan(600);
  });
  expect(wrapLines("", 600, 28, em)).toEqual([]);
  expect(wrapLines("one two", 600, 28, em)).toEqual(["one two"]);
  // A word longer than a line is cut where the line ends.
  expect(wrapLines("a abcdefghijkl b", 5 * em * 10, 10, em)).toEqual(["a", "abcde", "fghij", "kl b"]);

  const block = wrapBlock(LONGEST_SUMMARY, { width: 1040, depth: 122, size: 28, minSize: 18, em, leading: 1.35 });
  expect(block.lineHeight).toBe(Math.round(block.size * 1.35));
  expect((block.lines.length - 1) * block.lineHeight).toBeLessThanOrEqual(122);
  expect(block.lines.join(" ")).toBe(LONGEST_SUMMARY);
  const clipped = wrapBlock(LONGEST_SUMMARY, { width: 300, depth: 40, size: 20, minSize: 20, em, leading: 1.35 });
  expect(clipped.lines).toHaveLength(2);
  expect(clipped.lines[1]).toMatch(/[^\s,]…$/);
  for (const line of clipped.lines) expect(estimatedWidth(line, 20, em)).toBeLessThanOrEqual(300);
});

test("[share.images] a pair's card shows both signs with their elements, the day's score and tier, and the day", () => {
  const svg = pairSvg(PAIR, OPTIONS);
  expect(texts(svg)).toEqual([
    "COSMIC DAILY",
    "♐",
    "Sagittarius",
    "Fire sign",
    "♑",
    "Capricorn",
    "Earth sign",
    "57%",
    "Interesting Dynamic",
    "Compatibility for Wednesday 25 November 2026",
    "cosmicdaily.example",
  ]);
});

test("[share.image-fonts] without a face for the zodiac glyphs the sign's initial stands in, in the fonts the renderer has", () => {
  const svg = signDaySvg(LEO_DAY, { fonts: { display: "serif", text: "sans-serif", symbols: false }, host: "" });
  expect(texts(svg)).not.toContain("♌");
  expect(texts(svg)[1]).toBe("L");
  expect(svg).not.toContain("Cinzel");
  expect(svg).not.toContain("DejaVu");
  // No host, no footer line.
  expect(texts(svg).at(-1)).toBe("Lucky colour: Amber Gold");
});

test("[share.images] text and colours are escaped or refused, so no fact can break the SVG", () => {
  expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  const svg = signDaySvg(
    { ...LEO_DAY, moon: "</text><script>alert(1)</script>", luckyColor: { name: "<b>Gold</b>", hex: 'red" onload="x' } },
    { ...OPTIONS, host: "a&b.example" },
  );
  expect(svg).not.toContain("<script");
  expect(svg).not.toContain("onload");
  expect(svg).not.toContain("<b>");
  expect(texts(svg)).toContain("</text><script>alert(1)</script>");
  expect(texts(svg)).toContain("a&b.example");
});

test("[share.images] a long name shrinks to fit its column; a short one keeps its size", () => {
  expect(fittedSize("Leo", 760, 104, 0.68)).toBe(104);
  const size = fittedSize("Sagittarius", 760, 104, 0.68);
  expect(size).toBeLessThan(104);
  expect("Sagittarius".length * 0.68 * size).toBeLessThanOrEqual(760);
  // On a sign's card the name is set at 80px: every sign's name fits the 760px beside the badge, a longer one would shrink.
  const nameSize = (name: string) =>
    Number(new RegExp(`font-size="(\\d+)"[^>]*>${name}<`).exec(signDaySvg({ ...LEO_DAY, sign: { ...LEO_DAY.sign, name } }, OPTIONS))![1]);
  expect(nameSize("Sagittarius")).toBe(80);
  expect(nameSize("Sagittarius Sagittarius")).toBe(fittedSize("Sagittarius Sagittarius", 760, 80, 0.68));
  expect(nameSize("Sagittarius Sagittarius")).toBeLessThan(80);
});

test("[share.images] the alt texts say what the cards show, and the addresses name the day", () => {
  expect(signDayAlt(LEO_DAY)).toBe(
    "Leo (July 23 – August 22) daily horoscope for Wednesday 25 November 2026. The Moon is in Taurus, waxing gibbous and 87% lit. " +
      "A Full Moon in your money sector. Settle one bill before noon, and let the rest of the day be lighter for it. Lucky colour: Amber Gold.",
  );
  // The headline gets its full stop; a summary that has one keeps it, and stray white space goes.
  expect(signDayAlt({ ...LEO_DAY, luckyColor: null, reading: { headline: "Today: your career!", summary: " Ask  for it\n" } })).toMatch(
    /lit\. Today: your career! Ask for it\.$/,
  );
  expect(signDayAlt(NO_READING)).toBe(
    "Leo (July 23 – August 22) daily horoscope for Wednesday 25 November 2026. The Moon is in Taurus, waxing gibbous and 87% lit.",
  );
  expect(pairAlt(PAIR)).toBe(
    "Sagittarius (Fire) and Capricorn (Earth) compatibility on Wednesday 25 November 2026: 57%, Interesting Dynamic.",
  );
  expect(signImagePath("leo", "2026-11-25")).toBe("/og/signs/leo/2026-11-25.png");
  expect(pairImagePath("leo", "libra", "2026-11-25")).toBe("/og/compatibility/leo/libra/2026-11-25.png");
});
