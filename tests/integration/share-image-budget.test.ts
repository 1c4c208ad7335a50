import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { cardKeyText, type CardKey } from "#app/features/share-images/cards.ts";
import { DRAW_REFUSAL_MESSAGES, DRAW_RETRY_AFTER_S } from "#app/features/share-images/draw-budget.ts";
import { cardFile } from "#app/features/share-images/image-store.server.ts";
import { etagOf, forgetShareImages } from "#app/features/share-images/render.server.ts";
import { addDays } from "#app/lib/dates.ts";
import routes from "#app/routes.ts";
import * as shareImageRoute from "#app/routes/og/share-image.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { createApp } from "#server/http/app.ts";
import { defaultRenderLimit } from "#server/http/middleware/render-limit.ts";
import { shareCardsOf } from "#server/site/share-cards.ts";
import type { Site } from "#server/site/site.ts";
import { stubServerBuild } from "#tests/factories/server-build.ts";
import { buildTestSite, LOOPBACK_PEER, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// The share images' drawing budget through the site's own HTTP app: the image routes as
// app/routes.ts declares them, every other page a render the test holds until it lets it go.

function budgetBuild(): { build: ServerBuild; started: () => number; release: () => void } {
  const manifest = Object.fromEntries(
    routes
      .filter((route) => route.file === "routes/og/share-image.ts")
      .map((route) => [route.id, { id: route.id!, parentId: "root", path: route.path, module: shareImageRoute }]),
  );
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let started = 0;
  const build = stubServerBuild({
    routes: manifest,
    render: async (_request, status, headers) => {
      started++;
      await released;
      headers.set("Content-Type", "text/html");
      return new Response("<h1>page</h1>", { status, headers });
    },
  });
  return { build, started: () => started, release };
}

let database: TestDatabase;
let dataDir: string;
let site: Site;
let app: ReturnType<typeof createApp>;
let pages: ReturnType<typeof budgetBuild>;
let today: string;

/** A request from `client`, named by the loopback proxy in X-Forwarded-For. */
const get = (path: string, client = "203.0.113.7") =>
  app.request(`${SITE_URL}${path}`, { headers: { "X-Forwarded-For": client } }, LOOPBACK_PEER);

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  dataDir = mkdtempSync(join(tmpdir(), "cosmic-share-budget-"));
  site = buildTestSite(database, { env: { dataDir, trustedProxyHeader: "x-forwarded-for" } });
  pages = budgetBuild();
  app = createApp(site, { build: pages.build });
  today = site.horoscopes.today();
  // The site's settings are read once, so the burst's requests reach the image route together.
  await get(`/og/signs/aries/${today}.png`);
}, 60_000);
beforeEach(() => forgetShareImages());
afterAll(async () => {
  pages?.release();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("[share.image-budget] a burst of 12 distinct pair images from one address: one is drawn, the other 11 get 429 with Retry-After at once", async () => {
  const partners = SIGN_SLUGS.filter((slug) => slug !== "leo").slice(0, 11);
  const paths = [...partners.map((partner) => `/og/compatibility/leo/${partner}/${today}.png`), `/og/compatibility/leo/leo/${today}.png`];
  const answers = await Promise.all(paths.map((path) => get(path)));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  const refused = answers.find((answer) => answer.status === 429)!;
  expect(refused.headers.get("Retry-After")).toBe(String(DRAW_RETRY_AFTER_S));
  expect(refused.headers.get("Cache-Control")).toBe("no-store");
  expect(refused.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(await refused.text()).toBe(`${DRAW_REFUSAL_MESSAGES.client}\n`);

  // Once its card is drawn, the same address may ask for the next one.
  expect((await get(paths[answers.findIndex((answer) => answer.status === 429)]!)).status).toBe(200);
});

test("[share.image-budget] the limit is per address: another client's card waits for the slot and is drawn", async () => {
  const [first, second] = await Promise.all([
    get(`/og/compatibility/virgo/aries/${today}.png`, "203.0.113.7"),
    get(`/og/compatibility/virgo/taurus/${today}.png`, "198.51.100.2"),
  ]);
  expect([first.status, second.status]).toEqual([200, 200]);
  // A card already drawn is answered from memory, however busy its client is.
  const again = await Promise.all([get(`/og/compatibility/virgo/aries/${today}.png`), get(`/og/compatibility/virgo/taurus/${today}.png`)]);
  expect(again.map((answer) => answer.status)).toEqual([200, 200]);
});

test("[share.image-budget] share images take no page render's place: with every render held, a card is still answered", async () => {
  const held = Array.from({ length: defaultRenderLimit() }, (_, n) =>
    app.request(`${SITE_URL}/page-${n}`, { headers: { Cookie: "visitor=1" } }, LOOPBACK_PEER),
  );
  while (pages.started() < defaultRenderLimit()) await new Promise((done) => setTimeout(done, 5));
  expect((await app.request(`${SITE_URL}/one-more`, { headers: { Cookie: "visitor=1" } }, LOOPBACK_PEER)).status).toBe(503);
  const card = await get(`/og/signs/libra/${today}.png`);
  expect(card.status).toBe(200);
  expect(card.headers.get("Content-Type")).toBe("image/png");
  pages.release();
  for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
});

test("[share.image-budget] the pre-generation's stored cards are the route's cards byte for byte, and are answered from disk with the same headers", async () => {
  const wanted = [
    cardKeyText({ kind: "sign", sign: "leo", date: today }),
    cardKeyText({ kind: "pair", first: "leo", second: "libra", date: today }),
  ];
  const cards = shareCardsOf({ horoscopes: site.horoscopes, timeZone: site.env.siteTimeZone, siteUrl: site.env.siteUrl }, today).filter(
    ({ key }) => wanted.includes(cardKeyText(key)),
  );
  const storeDir = mkdtempSync(join(tmpdir(), "cosmic-share-store-"));
  try {
    const storing = buildTestSite(database, { env: { dataDir: storeDir } });
    expect(await storing.shareImages.storeDay(today, cards)).toEqual({ drawn: 2, existing: 0, incomplete: 0 });
    const storedBytes = async (key: CardKey) => (await storing.shareImages.kept(key))!.png;
    forgetShareImages();
    // Drawn on demand by the route (nothing stored in this site's data directory).
    const signAnswer = await get(`/og/signs/leo/${today}.png`);
    const pairAnswer = await get(`/og/compatibility/leo/libra/${today}.png`);
    forgetShareImages();
    expect(Buffer.from(await signAnswer.arrayBuffer()).equals(await storedBytes({ kind: "sign", sign: "leo", date: today }))).toBe(true);
    expect(
      Buffer.from(await pairAnswer.arrayBuffer()).equals(await storedBytes({ kind: "pair", first: "leo", second: "libra", date: today })),
    ).toBe(true);
  } finally {
    rmSync(storeDir, { recursive: true, force: true });
  }

  // A card in this site's store is sent as stored, without drawing, with the headers a drawn one has.
  const yesterday = addDays(today, -1);
  const key: CardKey = { kind: "sign", sign: "gemini", date: yesterday };
  const marker = Buffer.from("stored, not drawn");
  const store = join(dataDir, "share-images");
  const file = join(store, cardFile(key));
  mkdirSync(join(store, yesterday), { recursive: true });
  writeFileSync(file, marker);
  const stored = await get(`/og/signs/gemini/${yesterday}.png`);
  expect(stored.status).toBe(200);
  expect(Buffer.from(await stored.arrayBuffer()).equals(marker)).toBe(true);
  expect(stored.headers.get("Content-Type")).toBe("image/png");
  expect(stored.headers.get("Content-Length")).toBe(String(marker.length));
  expect(stored.headers.get("Cache-Control")).toBe("public, max-age=2592000");
  expect(stored.headers.get("ETag")).toBe(etagOf(marker));
});
