import { expect, test } from "vitest";
import { signOf } from "#app/zodiac/signs.ts";
import { escapeXml, fittedSize, pairSvg, signDaySvg, type CardOptions } from "./card-svg";
import { longDate, pairAlt, pairImagePath, signDayAlt, signImagePath, type PairFacts, type SignDayFacts } from "./cards";

const OPTIONS: CardOptions = { fonts: { display: "Cinzel", text: "DejaVu Sans", symbols: true }, host: "cosmicdaily.example" };
const MOON = "The Moon is in Taurus, waxing gibbous and 87% lit.";
const LEO_DAY: SignDayFacts = { sign: signOf("leo"), date: "2026-11-25", moon: MOON, luckyColor: { name: "Amber Gold", hex: "#FFB300" } };
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

test("[share.images] a day is written out with its weekday, the same whatever the server's locale", () => {
  expect(longDate("2026-11-25")).toBe("Wednesday 25 November 2026");
  expect(longDate("2024-02-29")).toBe("Thursday 29 February 2024");
  expect(longDate("1970-01-01")).toBe("Thursday 1 January 1970");
  expect(longDate("1969-12-31")).toBe("Wednesday 31 December 1969");
  expect(longDate("2027-01-03")).toBe("Sunday 3 January 2027");
});

test("[share.images] a sign's card shows the sign, its dates, the day, the day's Moon and the stored lucky colour", () => {
  const svg = signDaySvg(LEO_DAY, OPTIONS);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/);
  expect(texts(svg)).toEqual([
    "COSMIC DAILY",
    "♌",
    "Leo",
    "Daily horoscope · July 23 – August 22",
    "Wednesday 25 November 2026",
    MOON,
    "Lucky colour: Amber Gold",
    "cosmicdaily.example",
  ]);
  expect(svg).toContain('<rect x="80" y="494" width="36" height="36" rx="8" fill="#FFB300" stroke="#ecebff"');
});

test("[share.images] without a stored reading the card names no lucky colour, rather than guess one", () => {
  const svg = signDaySvg({ ...LEO_DAY, luckyColor: null }, OPTIONS);
  expect(texts(svg).join("\n")).not.toContain("Lucky");
  // No swatch either (the badge's ring keeps the sign's own colour).
  expect(svg).not.toContain("<rect x=");
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
  const names = [...signDaySvg({ ...LEO_DAY, sign: signOf("sagittarius") }, OPTIONS).matchAll(/font-size="(\d+)"[^>]*>Sagittarius</g)];
  expect(Number(names[0]![1])).toBe(size);
});

test("[share.images] the alt texts say what the cards show, and the addresses name the day", () => {
  expect(signDayAlt(LEO_DAY)).toBe(
    "Leo (July 23 – August 22) daily horoscope for Wednesday 25 November 2026. The Moon is in Taurus, waxing gibbous and 87% lit. Lucky colour: Amber Gold.",
  );
  expect(signDayAlt({ ...LEO_DAY, luckyColor: null })).not.toContain("Lucky");
  expect(pairAlt(PAIR)).toBe(
    "Sagittarius (Fire) and Capricorn (Earth) compatibility on Wednesday 25 November 2026: 57%, Interesting Dynamic.",
  );
  expect(signImagePath("leo", "2026-11-25")).toBe("/og/signs/leo/2026-11-25.png");
  expect(pairImagePath("leo", "libra", "2026-11-25")).toBe("/og/compatibility/leo/libra/2026-11-25.png");
});
