import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MetaDescriptor, ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { readPair } from "#app/features/compatibility/pair-reading.ts";
import { luckyColorOfHex } from "#app/features/horoscopes/lucky-colors.ts";
import { pairSvg, signDaySvg } from "#app/features/share-images/card-svg.ts";
import { longDate } from "#app/features/share-images/cards.ts";
import { IMAGE_REQUEST_MESSAGES } from "#app/features/share-images/image-request.ts";
import { forgetShareImages, shareImageFonts, svgToPng } from "#app/features/share-images/render.server.ts";
import { describeMoon, skyForDay } from "#app/features/sky/sky.server.ts";
import { addDays } from "#app/lib/dates.ts";
import routes from "#app/routes.ts";
import * as shareImageRoute from "#app/routes/og/share-image.ts";
import { pairDay } from "#app/routes/_pair-day.server.ts";
import { loader as dailyLoader, meta as dailyMeta } from "#app/routes/signs/$sign/daily.tsx";
import { loader as pairLoader, meta as pairMeta } from "#app/routes/signs/$sign/compatibility/$partner.tsx";
import { signOf } from "#app/zodiac/signs.ts";
import { createApp } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { stubServerBuild } from "#tests/factories/server-build.ts";
import { buildTestSite, LOOPBACK_PEER, loadContextFor, loaderAnswer, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// The share images through the site's own HTTP app (every middleware, React Router's request
// handler) with the routes exactly as app/routes.ts declares them, and the pages that name them.

const SHARE_IMAGE_MODULE = "routes/og/share-image.ts";

/** A server build holding the share image routes of app/routes.ts, and a not-found page for everything else. */
function shareImageBuild(): ServerBuild {
  const declared = routes.filter((route) => route.file === SHARE_IMAGE_MODULE);
  expect(declared.map((route) => [route.id, route.path])).toEqual([
    ["share-image-sign", "og/signs/:sign/:image"],
    ["share-image-pair", "og/compatibility/:sign/:partner/:image"],
  ]);
  const manifest = Object.fromEntries(
    declared.map((route) => [route.id, { id: route.id!, parentId: "root", path: route.path, module: shareImageRoute }]),
  );
  return stubServerBuild({ routes: manifest });
}

/** Width and height from a PNG's IHDR chunk, once its signature is checked. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The content of the meta tag with this property or name. */
function metaContent(tags: MetaDescriptor[], key: string): unknown {
  const tag = tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key));
  return tag && "content" in tag ? tag.content : undefined;
}

let database: TestDatabase;
let dataDir: string;
let site: Site;
let app: ReturnType<typeof createApp>;
let today: string;
/**
 * One request through the app. The render limit frees a request's place only after the event
 * loop's turn ([startup.load-shedding]), so each request waits for a new turn, as a real client would.
 */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  await new Promise((done) => setImmediate(done));
  return app.request(`${SITE_URL}${path}`, { headers }, LOOPBACK_PEER);
}
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  // A data directory of its own: no card stored by another run is answered in place of a drawn one.
  dataDir = mkdtempSync(join(tmpdir(), "cosmic-share-images-"));
  site = buildTestSite(database, { env: { dataDir } });
  app = createApp(site, { build: shareImageBuild() });
  today = site.horoscopes.today();
  forgetShareImages();
}, 60_000);
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("[share.images] a sign's day is a 1200x630 PNG of that day's facts: the stored reading's headline, summary and lucky colour, and the day's Moon", async () => {
  const response = await get(`/og/signs/leo/${today}.png`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  const png = await bytesOf(response);
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  expect(response.headers.get("Content-Length")).toBe(String(png.length));

  // The same card drawn here from facts read independently of the route: the bytes must match.
  const stored = await site.horoscopes.getDaily("leo", today);
  const sky = skyForDay(today, site.env.siteTimeZone);
  const moon = describeMoon(sky.moon, sky.positions.find((position) => position.planet === "Moon")!.sign);
  const setup = shareImageFonts();
  const expected = await svgToPng(
    signDaySvg(
      {
        sign: signOf("leo"),
        date: today,
        moon,
        luckyColor: luckyColorOfHex(stored.luckyColor),
        reading: { headline: stored.headline, summary: stored.summary },
      },
      { fonts: setup.families, host: "localhost:3000" },
    ),
    setup,
  );
  expect(png.equals(expected)).toBe(true);
});

test("[share.images] a pair's day is a 1200x630 PNG with the score the pair page gives that day", async () => {
  const response = await get(`/og/compatibility/leo/libra/${today}.png`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  const png = await bytesOf(response);
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  const { score, tier } = readPair(signOf("leo"), signOf("libra"), pairDay(today, site.env.siteTimeZone));
  const setup = shareImageFonts();
  const expected = await svgToPng(
    pairSvg({ first: signOf("leo"), second: signOf("libra"), date: today, score, tier }, { fonts: setup.families, host: "localhost:3000" }),
    setup,
  );
  expect(png.equals(expected)).toBe(true);
  // The order of the pair is the page's order: the other way round is another card.
  const reversed = await bytesOf(await get(`/og/compatibility/libra/leo/${today}.png`));
  expect(pngSize(reversed)).toEqual({ width: 1200, height: 630 });
});

test("[share.image-cache] long-lived for past days and pairs, an hour for today and tomorrow; ETag and 304; a cookie changes nothing", async () => {
  const cacheControl = async (path: string) => (await get(path)).headers.get("Cache-Control");
  expect(await cacheControl(`/og/signs/leo/${today}.png`)).toBe("public, max-age=3600");
  expect(await cacheControl(`/og/signs/leo/${addDays(today, 1)}.png`)).toBe("public, max-age=3600");
  expect(await cacheControl(`/og/signs/leo/${addDays(today, -1)}.png`)).toBe("public, max-age=2592000");
  expect(await cacheControl(`/og/compatibility/aries/pisces/${today}.png`)).toBe("public, max-age=2592000");

  const first = await get(`/og/signs/virgo/${today}.png`);
  const etag = first.headers.get("ETag")!;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  const again = await get(`/og/signs/virgo/${today}.png`, { "If-None-Match": `W/"other", ${etag}` });
  expect(again.status).toBe(304);
  expect(again.headers.get("ETag")).toBe(etag);
  expect(await again.arrayBuffer()).toHaveProperty("byteLength", 0);
  expect((await get(`/og/signs/virgo/${today}.png`, { "If-None-Match": '"stale"' })).status).toBe(200);

  const withCookie = await get(`/og/signs/virgo/${today}.png`, { Cookie: "cosmic_visitor=abc" });
  expect(withCookie.status).toBe(200);
  expect(withCookie.headers.get("Cache-Control")).toBe("public, max-age=3600");
  expect(withCookie.headers.get("ETag")).toBe(etag);
});

test("[share.image-input] unknown signs, wrong files, impossible days and far-off days answer 4xx in plain text, never 500", async () => {
  const far = addDays(today, 400);
  const cases: Array<[string, number, string]> = [
    [`/og/signs/ophiuchus/${today}.png`, 404, IMAGE_REQUEST_MESSAGES.unknownSign],
    [`/og/signs/Leo/${today}.png`, 404, IMAGE_REQUEST_MESSAGES.unknownSign],
    [`/og/signs/leo/${today}.jpg`, 404, IMAGE_REQUEST_MESSAGES.notPng],
    [`/og/signs/leo/${today}`, 404, IMAGE_REQUEST_MESSAGES.notPng],
    ["/og/signs/leo/2026-02-30.png", 400, IMAGE_REQUEST_MESSAGES.badDate],
    ["/og/signs/leo/2026-2-3.png", 400, IMAGE_REQUEST_MESSAGES.badDate],
    ["/og/signs/leo/%00.png", 400, IMAGE_REQUEST_MESSAGES.badDate],
    [`/og/signs/leo/${far}.png`, 404, IMAGE_REQUEST_MESSAGES.outOfWindow],
    ["/og/signs/leo/9999-12-31.png", 404, IMAGE_REQUEST_MESSAGES.outOfWindow],
    [`/og/compatibility/leo/nobody/${today}.png`, 404, IMAGE_REQUEST_MESSAGES.unknownSign],
    [`/og/compatibility/%3Cscript%3E/leo/${today}.png`, 404, IMAGE_REQUEST_MESSAGES.unknownSign],
    ["/og/compatibility/leo/libra/not-a-day.png", 400, IMAGE_REQUEST_MESSAGES.badDate],
  ];
  for (const [path, status, message] of cases) {
    const response = await get(path);
    expect(response.status, path).toBe(status);
    expect(response.headers.get("Content-Type"), path).toBe("text/plain; charset=utf-8");
    expect(await response.text(), path).toBe(`${message}\n`);
  }
});

test("[share.images] the daily pages name their own day's card in og:image and twitter:image, with an alt text of its facts", async () => {
  const root = { id: "root", loaderData: { publicEnv: { siteUrl: SITE_URL } } };
  for (const [suffix, offset] of [
    ["", 0],
    ["/yesterday", -1],
    ["/tomorrow", 1],
  ] as const) {
    const request = new Request(`${SITE_URL}/signs/leo${suffix}`);
    const { data: loaderData } = loaderAnswer(
      await dailyLoader({
        params: { sign: "leo" },
        context: loadContextFor(site, request),
        request,
        url: new URL(request.url),
      } as never),
    );
    const tags = dailyMeta({ loaderData, matches: [root], location: { pathname: `/signs/leo${suffix}` } } as never);
    const content = (key: string) => metaContent(tags, key);
    const date = addDays(today, offset);
    expect(content("og:image")).toBe(`${SITE_URL}/og/signs/leo/${date}.png`);
    expect(content("twitter:image")).toBe(`${SITE_URL}/og/signs/leo/${date}.png`);
    expect([content("og:image:width"), content("og:image:height")]).toEqual(["1200", "630"]);
    const alt = String(content("og:image:alt"));
    expect(alt).toContain(`Leo (July 23 – August 22) daily horoscope for ${longDate(date)}.`);
    expect(alt).toContain(loaderData.reading.horoscope ? `Lucky colour: ${loaderData.reading.horoscope.lucky.color}.` : "");
    // The stored reading's headline and summary, as the card shows them.
    expect(alt).toContain(loaderData.reading.status === "ok" ? loaderData.reading.horoscope.headline : "");
    expect(alt).toContain(loaderData.reading.status === "ok" ? loaderData.reading.horoscope.summary.trim() : "");
    expect(alt).toMatch(/The Moon is in [A-Z][a-z]+, [a-z ]+ and \d{1,3}% lit\./);
    expect(content("twitter:image:alt")).toBe(alt);
  }
});

test("[share.images] a pair page names the card of today's score", async () => {
  const request = new Request(`${SITE_URL}/signs/leo/compatibility/libra`);
  const loaderData = pairLoader({
    params: { sign: "leo", partner: "libra" },
    context: loadContextFor(site, request),
    request,
    url: new URL(request.url),
  } as never);
  const tags = pairMeta({
    loaderData,
    matches: [{ id: "root", loaderData: { publicEnv: { siteUrl: SITE_URL } } }],
    location: { pathname: "/signs/leo/compatibility/libra" },
  } as never);
  const content = (key: string) => metaContent(tags, key);
  expect(content("og:image")).toBe(`${SITE_URL}/og/compatibility/leo/libra/${loaderData.date}.png`);
  expect(content("og:image:alt")).toBe(
    `Leo (Fire) and Libra (Air) compatibility on ${longDate(loaderData.date)}: ${loaderData.reading.score}%, ${loaderData.reading.tier}.`,
  );
});
