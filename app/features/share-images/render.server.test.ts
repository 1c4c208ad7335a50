import { beforeEach, expect, test } from "vitest";
import { signOf } from "#app/zodiac/signs.ts";
import { pairSvg, signDaySvg, type CardFonts } from "./card-svg";
import type { SignDayFacts } from "./cards";
import { findShareImageFonts } from "./fonts.server";
import { etagOf, forgetShareImages, SHARE_IMAGE_CACHE_ENTRIES, shareImage, shareImageFonts, svgToPng } from "./render.server";

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
};
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

test("[share.image-cache] a card is drawn once and then served from memory; concurrent requests share the render", async () => {
  let draws = 0;
  const counted = (fonts: CardFonts) => {
    draws++;
    return draw(fonts);
  };
  const [first, second] = await Promise.all([shareImage("sign|leo|2026-11-25", counted), shareImage("sign|leo|2026-11-25", counted)]);
  const third = await shareImage("sign|leo|2026-11-25", counted);
  expect(draws).toBe(1);
  expect(second).toBe(first);
  expect(third).toBe(first);
  expect(first.etag).toBe(etagOf(first.png));
  expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(SHARE_IMAGE_CACHE_ENTRIES).toBe(200);
});

test("[share.image-cache] a card drawn from incomplete facts is answered but not kept", async () => {
  let draws = 0;
  const counted = (fonts: CardFonts) => {
    draws++;
    return draw(fonts, { ...LEO_DAY, luckyColor: null });
  };
  await shareImage("sign|leo|2026-11-26", counted, { keep: false });
  const again = await shareImage("sign|leo|2026-11-26", counted, { keep: false });
  expect(draws).toBe(2);
  expect(pngHeader(again.png)).toMatchObject({ width: 1200, height: 630 });
});

test("[share.image-cache] the same card has the same ETag on every render; another card another one", async () => {
  const setup = shareImageFonts();
  const once = await svgToPng(draw(setup.families), setup);
  const twice = await svgToPng(draw(setup.families), setup);
  const other = await svgToPng(draw(setup.families, { ...LEO_DAY, date: "2026-11-26" }), setup);
  expect(etagOf(once)).toBe(etagOf(twice));
  expect(etagOf(once)).not.toBe(etagOf(other));
});
