import { Resvg } from "@resvg/resvg-js";
import { beforeEach, expect, test } from "vitest";
import { signOf } from "#app/zodiac/signs.ts";
import { pairSvg, signDaySvg, type CardFonts } from "./card-svg";
import type { SignDayFacts } from "./cards";
import { findShareImageFonts } from "./fonts.server";
import { etagOf, forgetShareImages, shareImageFonts, svgToPng } from "./render.server";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's signature, first chunk's type and the width and height its IHDR chunk declares. */
function pngHeader(png: Uint8Array) {
  const bytes = Buffer.from(png);
  return {
    signature: [...bytes.subarray(0, 8)],
    firstChunk: bytes.toString("latin1", 12, 16),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

const LEO_DAY: SignDayFacts = {
  sign: signOf("leo"),
  date: "2026-11-25",
  moon: "The Moon is in Taurus, waxing gibbous and 87% lit.",
  luckyColor: { name: "Amber Gold", hex: "#FFB300" },
  reading: {
    headline: "A Full Moon in your money sector",
    summary: "Settle one bill before noon, and let the rest of the day be lighter for it.",
  },
};
// 40 words, the most a summary may have, of long words (the same as card-svg.test.ts's).
const LONGEST_SUMMARY =
  "Tonight's Full Moon illuminates your finances: reconsider every recurring subscription, cancel whichever ones nobody remembers choosing, " +
  "negotiate outstanding invoices patiently, transfer something meaningful into longer-term savings, celebrate modest progress honestly, " +
  "and write tomorrow's three priorities somewhere visible before midnight arrives.";
const draw = (fonts: CardFonts, facts: SignDayFacts = LEO_DAY) => signDaySvg(facts, { fonts, host: "cosmicdaily.example" });

beforeEach(() => forgetShareImages());

test("[share.images] a sign's card and a pair's card are PNG files of 1200x630", async () => {
  const setup = shareImageFonts();
  const pair = pairSvg(
    { first: signOf("aries"), second: signOf("libra"), date: "2026-11-25", score: 81, tier: "Powerful Connection" },
    { fonts: setup.families, host: "cosmicdaily.example" },
  );
  for (const svg of [draw(setup.families), pair]) {
    expect(pngHeader(await svgToPng(svg, setup))).toEqual({ signature: PNG_SIGNATURE, firstChunk: "IHDR", width: 1200, height: 630 });
  }
});

test("[share.image-fonts] the site's faces are found on this machine and draw the text: other words, other pixels", async () => {
  const setup = shareImageFonts();
  expect(setup.problems).toEqual([]);
  expect(setup.families.display).toBe("Cinzel");
  expect(setup.files.some((file) => file.endsWith("Cinzel-Bold.ttf"))).toBe(true);
  const leo = await svgToPng(draw(setup.families), setup);
  const virgo = await svgToPng(draw(setup.families, { ...LEO_DAY, sign: { ...LEO_DAY.sign, name: "Virgo" } }), setup);
  expect(leo.equals(virgo)).toBe(false);
});

test("[share.image-fonts] with neither Cinzel nor DejaVu Sans the card is still drawn, by resvg's own choice of fonts", async () => {
  const setup = findShareImageFonts({
    dejavuDirs: ["/no/such/fonts"],
    readCinzelWoff: () => {
      throw new Error("no such package");
    },
  });
  expect(setup.families).toEqual({ display: "serif", text: "sans-serif", symbols: false });
  expect(setup.loadSystemFonts).toBe(true);
  expect(setup.files).toEqual([]);
  expect(setup.problems).toHaveLength(2);
  expect(setup.problems[0]).toContain("no such package");
  expect(pngHeader(await svgToPng(draw(setup.families), setup))).toMatchObject({ width: 1200, height: 630 });
});

test("[share.image-fonts] with Cinzel alone every line is set in Cinzel, and the glyph gives way to the initial", async () => {
  const setup = findShareImageFonts({ dejavuDirs: [] });
  expect(setup.families).toEqual({ display: "Cinzel", text: "Cinzel", symbols: false });
  expect(setup.loadSystemFonts).toBe(false);
  expect(pngHeader(await svgToPng(draw(setup.families), setup))).toMatchObject({ width: 1200, height: 630 });
});

test("[share.image-cache] the same card has the same ETag on every render; another card another one", async () => {
  const setup = shareImageFonts();
  const once = await svgToPng(draw(setup.families), setup);
  const twice = await svgToPng(draw(setup.families), setup);
  const other = await svgToPng(draw(setup.families, { ...LEO_DAY, date: "2026-11-26" }), setup);
  expect(etagOf(once)).toBe(etagOf(twice));
  expect(etagOf(once)).not.toBe(etagOf(other));
});

type Box = { name: string; left: number; right: number; top: number; bottom: number };

/** Each <text> of a card (but the badge's glyph, which sits in its ring) as the renderer lays it out with these faces. */
function renderedTextBoxes(svg: string, setup: ReturnType<typeof shareImageFonts>): Box[] {
  const open = svg.slice(0, svg.indexOf(">") + 1);
  return [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)]
    .filter((match) => !match[0].includes('text-anchor="middle"'))
    .map((match) => {
      const alone = new Resvg(`${open}${match[0]}</svg>`, {
        font: { fontFiles: setup.files, loadSystemFonts: setup.loadSystemFonts, defaultFontFamily: setup.families.text },
      });
      const box = alone.getBBox()!;
      return { name: match[1]!, left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
    });
}

test("[share.images] with the real faces, the longest summary's lines stay in the column, above the footer, and touch nothing else", () => {
  const setups = { "Cinzel and DejaVu Sans": shareImageFonts(), "Cinzel alone": findShareImageFonts({ dejavuDirs: [] }) };
  for (const [label, setup] of Object.entries(setups)) {
    for (const sign of [signOf("sagittarius"), signOf("leo")]) {
      const svg = draw(setup.families, { ...LEO_DAY, sign, reading: { ...LEO_DAY.reading!, summary: LONGEST_SUMMARY } });
      const boxes = renderedTextBoxes(svg, setup);
      const summary = /<g id="summary">(.*?)<\/g>/.exec(svg)![1]!;
      const lines = boxes.filter((box) => summary.includes(`>${box.name}<`));
      expect(lines.length, label).toBeGreaterThanOrEqual(4);
      const footer = boxes.filter((box) => box.name === "cosmicdaily.example" || box.name.startsWith("Lucky colour"));
      expect(footer, label).toHaveLength(2);
      // The swatch's top, 561, is the footer's highest point but for its text.
      const footerTop = Math.min(561, ...footer.map((box) => box.top));
      for (const line of lines) {
        // A glyph may reach a fraction of a pixel left of where its line starts (the T's side bearing).
        expect(line.left, `${label}: ${line.name}`).toBeGreaterThan(79);
        expect(line.right, `${label}: ${line.name}`).toBeLessThanOrEqual(1120);
        expect(line.bottom, `${label}: ${line.name}`).toBeLessThan(footerTop);
      }
      const ring = { name: "badge", left: 1024 - 95, right: 1024 + 95, top: 168 - 95, bottom: 168 + 95 };
      const all = [...boxes, ring];
      for (const [index, a] of all.entries()) {
        expect(a.right, `${label}: ${a.name}`).toBeLessThanOrEqual(1120);
        for (const b of all.slice(index + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${label}, ${sign.name}: "${a.name}" overlaps "${b.name}"`).toBe(true);
        }
      }
    }
  }
});
