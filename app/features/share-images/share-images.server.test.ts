import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterEach, beforeEach, expect, test } from "vitest";
import { signOf, type SignSlug } from "#app/zodiac/signs.ts";
import { pairSvg, signDaySvg, type CardFonts } from "./card-svg";
import { cardKeyText, type CardKey, type SignDayFacts } from "./cards";
import { DRAW_RETRY_AFTER_S } from "./draw-budget";
import { drawingThreads, drawPng } from "./draw-threads.server";
import { cardFile } from "./image-store.server";
import { etagOf, forgetShareImages, keptShareImage, SHARE_IMAGE_CACHE_ENTRIES, shareImageFonts, svgToPng } from "./render.server";
import { createShareImages, type CardSource } from "./share-images.server";

const silent = pino({ level: "silent" });
const DAY = "2026-11-25";
const LEO_DAY: SignDayFacts = {
  sign: signOf("leo"),
  date: DAY,
  moon: "The Moon is in Taurus, waxing gibbous and 87% lit.",
  luckyColor: { name: "Amber Gold", hex: "#FFB300" },
  reading: { headline: "A Full Moon in your money sector", summary: "Settle one bill before noon." },
};
const leoKey: CardKey = { kind: "sign", sign: "leo", date: DAY };
type PairKey = Extract<CardKey, { kind: "pair" }>;
const pairKey = (first: SignSlug, second: SignSlug, date = DAY): PairKey => ({ kind: "pair", first, second, date });

/** A card source that counts how often its facts were gathered, and can hold its drawing until let go. */
function countedSource(facts: SignDayFacts = LEO_DAY, complete = true) {
  let gathered = 0;
  let letGo: () => void = () => {};
  let held: Promise<void> | undefined;
  const source: CardSource = async () => {
    gathered++;
    await held;
    return { svg: (fonts: CardFonts) => signDaySvg(facts, { fonts, host: "cosmicdaily.example" }), complete };
  };
  return {
    source,
    gathered: () => gathered,
    hold: () => (held = new Promise((done) => (letGo = done))),
    letGo: () => letGo(),
  };
}

const pairSource =
  (key: PairKey): CardSource =>
  () => ({
    svg: (fonts) =>
      pairSvg(
        { first: signOf(key.first), second: signOf(key.second), date: key.date, score: 81, tier: "Powerful Connection" },
        { fonts, host: "cosmicdaily.example" },
      ),
    complete: true,
  });

let dataDir: string;
beforeEach(() => {
  forgetShareImages();
  dataDir = mkdtempSync(join(tmpdir(), "cosmic-share-images-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test("[share.image-budget] a card is drawn on a drawing thread, byte for byte as resvg draws it on the event loop's side", async () => {
  const setup = shareImageFonts();
  const svg = signDaySvg(LEO_DAY, { fonts: setup.families, host: "cosmicdaily.example" });
  const [onThread, inline] = await Promise.all([drawPng(svg, setup), svgToPng(svg, setup)]);
  expect(onThread.equals(inline)).toBe(true);
  expect(drawingThreads()).toBeGreaterThanOrEqual(1);
  await expect(drawPng("<svg", setup)).rejects.toThrow(/resvg could not draw the card/);
});

test("[share.image-cache] a card is drawn once and then served from memory; concurrent requests share the drawing, from any address", async () => {
  const images = createShareImages({ dataDir, slots: 1, logger: silent });
  const card = countedSource();
  const [first, second, third] = await Promise.all([
    images.draw(leoKey, "203.0.113.7", card.source),
    images.draw(leoKey, "203.0.113.7", card.source),
    images.draw(leoKey, "198.51.100.2", card.source),
  ]);
  expect(card.gathered()).toBe(1);
  if (!first.ok) throw new Error("refused");
  expect(second).toBe(first);
  expect(third).toBe(first);
  expect(first.image.etag).toBe(etagOf(first.image.png));
  expect(first.image.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(await images.kept(leoKey)).toBe(first.image);
  expect(SHARE_IMAGE_CACHE_ENTRIES).toBe(200);
});

test("[share.image-cache] a card drawn from incomplete facts is answered but not kept", async () => {
  const images = createShareImages({ dataDir, slots: 1, logger: silent });
  const card = countedSource({ ...LEO_DAY, luckyColor: null, reading: null }, false);
  const drawn = await images.draw(leoKey, "203.0.113.7", card.source);
  expect(drawn).toMatchObject({ ok: true, complete: false });
  expect(await images.kept(leoKey)).toBeUndefined();
  await images.draw(leoKey, "203.0.113.7", card.source);
  expect(card.gathered()).toBe(2);
});

test("[share.image-budget] while a client's card is drawn its next distinct card is refused before its facts are gathered; others wait their turn", async () => {
  const images = createShareImages({ dataDir, slots: 1, logger: silent });
  const held = countedSource();
  held.hold();
  const drawing = images.draw(leoKey, "203.0.113.7", held.source);
  const other = countedSource({ ...LEO_DAY, date: "2026-11-26" });
  const refused = await images.draw({ ...leoKey, date: "2026-11-26" }, "203.0.113.7", other.source);
  expect(refused).toEqual({ ok: false, reason: "client", retryAfterS: DRAW_RETRY_AFTER_S });
  expect(other.gathered()).toBe(0);

  // Another address waits for the one slot, and is drawn once it is free.
  const queued = images.draw(pairKey("aries", "libra"), "198.51.100.2", pairSource(pairKey("aries", "libra")));
  await new Promise((done) => setImmediate(done));
  expect([images.budget.drawing, images.budget.waiting]).toEqual([1, 1]);
  held.letGo();
  expect(await drawing).toMatchObject({ ok: true });
  expect(await queued).toMatchObject({ ok: true });
  expect(await images.draw({ ...leoKey, date: "2026-11-26" }, "203.0.113.7", other.source)).toMatchObject({ ok: true });
});

test("[share.image-budget] with every slot and the queue taken, a new address is refused too", async () => {
  const images = createShareImages({ dataDir, slots: 1, logger: silent });
  const held = countedSource();
  held.hold();
  const drawing = images.draw(leoKey, "client-0", held.source);
  const waiting = [1, 2, 3, 4].map((n) =>
    images.draw(pairKey("aries", "taurus", `2026-11-2${n}`), `client-${n}`, pairSource(pairKey("aries", "taurus", `2026-11-2${n}`))),
  );
  const refused = await images.draw(pairKey("leo", "libra"), "client-5", pairSource(pairKey("leo", "libra")));
  expect(refused).toEqual({ ok: false, reason: "site", retryAfterS: DRAW_RETRY_AFTER_S });
  held.letGo();
  for (const answer of await Promise.all([drawing, ...waiting])) expect(answer).toMatchObject({ ok: true });
});

test("[share.image-budget] the pre-generation stores the day's cards on disk, and a stored card is answered from disk without drawing", async () => {
  const images = createShareImages({ dataDir, slots: 1, logger: silent });
  const leo = countedSource();
  const aries = pairKey("aries", "libra");
  const cards = [
    { key: leoKey, source: leo.source },
    { key: aries, source: pairSource(aries) },
  ];
  expect(await images.storeDay(DAY, cards)).toEqual({ drawn: 2, existing: 0, incomplete: 0 });
  // On disk only: a stored card takes a place in memory once it is asked for.
  expect(keptShareImage(cardKeyText(leoKey))).toBeUndefined();
  const file = join(dataDir, "share-images", cardFile(leoKey));
  expect(readFileSync(file).subarray(1, 4).toString("latin1")).toBe("PNG");
  // Written to a temporary name and renamed: none is left behind.
  expect(readdirSync(join(dataDir, "share-images", DAY)).sort()).toEqual(["pair-aries-libra.png", "sign-leo.png"]);

  // A second run finds them stored and draws nothing.
  expect(await images.storeDay(DAY, cards)).toEqual({ drawn: 0, existing: 2, incomplete: 0 });
  expect(leo.gathered()).toBe(1);

  // Another process of the same data directory (nothing in memory) answers the file's bytes as they are.
  forgetShareImages();
  writeFileSync(file, Buffer.from("stored bytes"));
  const fresh = createShareImages({ dataDir, slots: 1, logger: silent });
  const kept = await fresh.kept(leoKey);
  expect(kept?.png.toString()).toBe("stored bytes");
  expect(kept?.etag).toBe(etagOf(Buffer.from("stored bytes")));
  expect(await fresh.kept({ ...leoKey, sign: "virgo" })).toBeUndefined();
});

test("[share.image-budget] a card of incomplete facts is not stored, and only the day and the day before stay on disk", async () => {
  const store = join(dataDir, "share-images");
  for (const day of ["2026-11-22", "2026-11-24"]) {
    mkdirSync(join(store, day), { recursive: true });
    writeFileSync(join(store, day, "sign-leo.png"), "old");
  }
  mkdirSync(join(store, "not-a-day"));
  const images = createShareImages({ dataDir, slots: 1, logger: silent });
  const incomplete = countedSource({ ...LEO_DAY, luckyColor: null, reading: null }, false);
  expect(await images.storeDay(DAY, [{ key: leoKey, source: incomplete.source }])).toEqual({ drawn: 0, existing: 0, incomplete: 1 });
  expect(existsSync(join(store, cardFile(leoKey)))).toBe(false);
  expect(readdirSync(store).sort()).toEqual(["2026-11-24", "not-a-day"]);
});

test("[share.image-budget] a stop between two cards ends the day's drawing there", async () => {
  const images = createShareImages({ dataDir, slots: 1, logger: silent });
  const stop = new AbortController();
  const leo = countedSource();
  const second = countedSource({ ...LEO_DAY, sign: signOf("virgo") });
  const cards = [
    {
      key: leoKey,
      source: async () => {
        stop.abort();
        return leo.source();
      },
    },
    { key: { ...leoKey, sign: "virgo" } as CardKey, source: second.source },
  ];
  expect(await images.storeDay(DAY, cards, { signal: stop.signal })).toEqual({ drawn: 1, existing: 0, incomplete: 0 });
  expect(second.gathered()).toBe(0);
});
