import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { EMBED_BYTE_BUDGET, EMBED_MESSAGES, EMBED_THEMES } from "#app/features/embeds/embeds.ts";
import { EMBED_PALETTES } from "#app/features/embeds/embed-page.server.tsx";
import { setFlag } from "#app/features/flags/flags.server.ts";
import { weekdayMonthDayYear } from "#app/lib/dates.ts";
import routes from "#app/routes.ts";
import * as allSignsEmbed from "#app/routes/embed/signs/index.ts";
import * as signEmbed from "#app/routes/embed/signs/$sign.ts";
import * as widgetsPage from "#app/routes/widgets.tsx";
import { SIGNS } from "#app/zodiac/signs.ts";
import { dailyHoroscopes } from "#db/schema/index.ts";
import { createApp, siteListener } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { rawRequester } from "#tests/factories/raw-http.ts";
import { stubServerBuild } from "#tests/factories/server-build.ts";
import { buildTestSite, LOOPBACK_PEER, loaderAnswer, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// The embeds through the whole HTTP app, as another site's frame asks for them: the headers that
// let them be framed (and every other page refuse it), no cookie, the size budget, the looks, the
// page cache, and only ungated text.
const MODULES = {
  "routes/embed/signs/index.ts": allSignsEmbed,
  "routes/embed/signs/$sign.ts": signEmbed,
  "routes/widgets.tsx": widgetsPage,
} as Record<string, unknown>;

/** The embed routes of app/routes.ts (and the widget page, drawn as a plain line), and a plain page for every other path. */
function embedsBuild(): ServerBuild {
  const declared = routes.filter((route) => route.file in MODULES);
  expect(declared.map((route) => route.path).sort()).toEqual(["embed/signs", "embed/signs/:sign", "widgets"]);
  const manifest = Object.fromEntries(
    declared.map((route) => [route.file, { id: route.file, parentId: "root", path: route.path, module: MODULES[route.file] }]),
  );
  return stubServerBuild({ routes: manifest });
}

// Said once more at the end of each gated section, past its teaser: text only an unlocked reader
// may see, so a section that reached an embed would show.
const HIDDEN = "Quietly, the hidden part of this section stays with the readers who unlocked it.";

let database: TestDatabase;
let site: Site;
let app: ReturnType<typeof createApp>;
/** Today's Aries reading in short. */
let full: { headline: string; summary: string };

/** The text of HTML as a reader sees it: React's escapes undone. */
const decoded = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** One request through the app, uncompressed, read to its end, with the page cache done storing it. */
async function get(path: string, headers: Record<string, string> = {}) {
  // The render limit frees a place only after the event loop's turn ([startup.load-shedding]).
  await new Promise((done) => setImmediate(done));
  const res = await app.request(`${SITE_URL}${path}`, { headers: { "Accept-Encoding": "identity", ...headers } }, LOOPBACK_PEER);
  const bytes = Buffer.from(await res.arrayBuffer());
  await site.pages.whenStored();
  return { res, bytes, html: bytes.toString("utf8") };
}

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  // Today's Aries reading with each gated section lengthened, read afterwards by a fresh site.
  const written = await buildTestSite(database).horoscopes.getDaily("aries", buildTestSite(database).horoscopes.today());
  const longer = (text: string) => `${text} ${HIDDEN}`;
  await database.db
    .update(dailyHoroscopes)
    .set({ overview: longer(written.overview), love: longer(written.love), career: longer(written.career), ritual: longer(written.ritual) })
    .where(and(eq(dailyHoroscopes.sign, "aries"), eq(dailyHoroscopes.date, written.date)));
  full = written;
  await setFlag(database.db, "horoscope_gating", true, "test");
  await setFlag(database.db, "section_blurs", true, "test");
  site = buildTestSite(database);
  app = createApp(site, { build: embedsBuild() });
});
afterAll(async () => {
  await database?.drop();
});

test("[embeds.pages] a sign's embed shows its glyph, dates, today on the site's clock, the day in short and the way back", async () => {
  const today = site.horoscopes.today();
  const { res, html } = await get("/embed/signs/aries");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  expect(html).toMatch(/^<!doctype html><html lang="en">/);
  expect(html).toContain("<title>Aries Daily Horoscope | Cosmic Daily</title>");
  expect(html.match(/<h1[\s>]/g)).toEqual(["<h1>"]);
  expect(html).toContain("<h1>Aries Daily Horoscope</h1>");
  expect(html).toContain("♈\uFE0E</span> March 21 – April 19");
  expect(html).toContain(`<time dateTime="${today}">${weekdayMonthDayYear(today)}</time>`);
  expect(html).toContain(`<p class="label">${EMBED_MESSAGES.inShort}</p>`);
  expect(decoded(html)).toContain(`<p class="headline">${full.headline}</p><p>${full.summary}</p>`);
  expect(html).toContain(
    `<a href="${SITE_URL}/signs/aries" target="_blank" rel="noopener">Read today’s full Aries horoscope on Cosmic Daily`,
  );
  expect(html).toContain(`Horoscopes by <a href="${SITE_URL}/" target="_blank" rel="noopener">Cosmic Daily`);
  // No script, no font to fetch, no image, no ad, no analytics report.
  expect(html).not.toMatch(/<script|<img|<link|<iframe|@font-face|url\(|sendBeacon|data-ad|adsbygoogle/i);
});

test("[embeds.pages] the all-signs embed gives each of the twelve its headline and a link to its reading", async () => {
  const { res, html } = await get("/embed/signs");
  expect(res.status).toBe(200);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toContain(`<h1>${EMBED_MESSAGES.allHeading}</h1>`);
  const links = [...html.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener">([^<]+)<span class="sr"> daily horoscope/g)];
  expect(links.map((link) => [link[1], link[2]])).toEqual(SIGNS.map((sign) => [`${SITE_URL}/signs/${sign.slug}`, sign.name]));
  for (const sign of SIGNS) {
    const { headline } = await site.horoscopes.getDaily(sign.slug, site.horoscopes.today());
    expect(decoded(html)).toContain(`: ${headline}</span>`);
  }
});

test("[embeds.pages] with gating and blurs on, an embed holds none of a gated section: only the day in short, which is never gated", async () => {
  for (const path of ["/embed/signs/aries", "/embed/signs/aries?theme=dark", "/embed/signs"]) {
    const { html } = await get(path);
    expect(decoded(html), path).not.toContain(HIDDEN);
  }
});

test("[embeds.framing] any site may frame the embeds, stored or not, while every other page still refuses every frame", async () => {
  for (const path of ["/embed/signs/leo", "/embed/signs/leo", "/embed/signs", "/embed/signs/nothing"]) {
    const { res } = await get(path);
    expect(res.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors *");
    expect(res.headers.has("X-Frame-Options"), path).toBe(false);
  }
  // The second look at /embed/signs/leo came from the page cache, with the same headers.
  expect((await get("/embed/signs/leo")).res.headers.get("X-Page-Cache")).toBe("hit");
  for (const path of ["/signs/leo", "/", "/embed", "/embed/signs/leo/more"]) {
    const { res } = await get(path);
    expect(res.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Frame-Options"), path).toBe("DENY");
  }
});

test("[embeds.framing] a stored embed answered before the framework may be framed too; a stored page may not", async () => {
  const server = createServer(siteListener(site, getRequestListener(app.fetch), {}));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  try {
    const raw = rawRequester((server.address() as AddressInfo).port);
    for (const path of ["/embed/signs/virgo?theme=light", "/signs/virgo"]) {
      await raw(path);
      await site.pages.whenStored();
    }
    const embed = await raw("/embed/signs/virgo?theme=light");
    expect(embed.headers["x-page-cache"]).toBe("hit");
    expect(embed.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    const page = await raw("/signs/virgo");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
  } finally {
    await new Promise((done) => server.close(done));
  }
});

test("[embeds.no-cookies] an embed never sets a cookie, whether the request carries none, a session or stray ones", async () => {
  const session = await signedInAccount(app, database.db, "reader@example.com");
  const requests: Array<Record<string, string>> = [{}, { Cookie: session }, { Cookie: "cosmic_visitor=forged; cd_flash=%7B%7D" }];
  for (const headers of requests) {
    for (const path of ["/embed/signs/aries", "/embed/signs?theme=dark", "/embed/signs/nothing", "/embed/signs/aries?theme=blue"]) {
      const { res } = await get(path, headers);
      expect(res.headers.getSetCookie(), `${path} ${JSON.stringify(headers)}`).toEqual([]);
    }
  }
});

test("[embeds.size-budget] every sign's embed and the all-signs embed, in every look, weigh less than 15,000 bytes", async () => {
  const sizes: number[] = [];
  for (const look of ["", "?theme=light", "?theme=dark"]) {
    for (const path of [...SIGNS.map((sign) => `/embed/signs/${sign.slug}`), "/embed/signs"]) {
      const { res, bytes } = await get(`${path}${look}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect(bytes.length, `${path}${look}`).toBeLessThan(EMBED_BYTE_BUDGET);
      sizes.push(bytes.length);
    }
  }
  expect(Math.max(...sizes)).toBeGreaterThan(1_000);
});

test("[embeds.looks] ?theme= draws the light or the dark look alone; without it, or with auto, the device chooses; anything else is 400", async () => {
  const light = (await get("/embed/signs/pisces?theme=light")).html;
  expect(light).toContain(`--fg:${EMBED_PALETTES.light.fg}`);
  expect(light).not.toContain(EMBED_PALETTES.dark.fg);
  const dark = (await get("/embed/signs/pisces?theme=dark")).html;
  expect(dark).toContain(`--fg:${EMBED_PALETTES.dark.fg}`);
  expect(dark).not.toContain(EMBED_PALETTES.light.fg);
  const device = (await get("/embed/signs/pisces")).html;
  expect(device).toContain("@media (prefers-color-scheme:dark)");
  expect((await get("/embed/signs/pisces?theme=auto")).html).toBe(device);
  for (const theme of EMBED_THEMES) expect((await get(`/embed/signs?theme=${theme}`)).html).toContain(`color-scheme:${theme};`);

  for (const path of ["/embed/signs/pisces?theme=blue", "/embed/signs/pisces?theme=", "/embed/signs?theme=DARK"]) {
    const { res, html } = await get(path);
    expect(res.status, path).toBe(400);
    expect(html).toContain("<h1>No such look</h1>");
    expect(decoded(html)).toContain(EMBED_MESSAGES.unknownTheme);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
  }
});

test("[embeds.pages] a slug that names no sign is 404; one in capitals leads to its lower-case address, its look kept", async () => {
  for (const path of ["/embed/signs/ophiuchus", "/embed/signs/%00", "/embed/signs/aries%20"]) {
    const { res, html } = await get(path);
    expect(res.status, path).toBe(404);
    expect(html).toContain("<h1>No such sign</h1>");
    expect(html).toContain(`<a href="${SITE_URL}/widgets" target="_blank" rel="noopener">${EMBED_MESSAGES.widgetsLink}`);
  }
  const { res } = await get("/embed/signs/ARIES?theme=dark");
  expect(res.status).toBe(301);
  expect(res.headers.get("Location")).toBe("/embed/signs/aries?theme=dark");
});

test("[embeds.cache] [embeds.headers] an embed is a public page keyed on its look alone, kept briefly, and not for search engines", async () => {
  // The earlier tests stored every embed: this one starts from an empty page cache.
  site.pages.clear();
  const first = await get("/embed/signs/gemini?theme=dark");
  expect(first.res.headers.get("Cache-Control")).toMatch(/^public, max-age=(\d+), s-maxage=60$/);
  const maxAge = Number(/max-age=(\d+)/.exec(first.res.headers.get("Cache-Control")!)![1]);
  expect(maxAge).toBeGreaterThanOrEqual(0);
  expect(maxAge).toBeLessThanOrEqual(300);
  expect(first.res.headers.get("Vary")).toContain("Cookie");
  expect(first.res.headers.get("No-Vary-Search")).toBe('key-order, params, except=("theme")');
  expect(first.res.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(first.res.headers.get("X-Page-Cache")).toBe("miss");
  // Another parameter shares the stored page; another look is a page of its own.
  const tagged = await get("/embed/signs/gemini?theme=dark&utm_source=blog");
  expect(tagged.res.headers.get("X-Page-Cache")).toBe("hit");
  expect(tagged.html).toBe(first.html);
  expect((await get("/embed/signs/gemini?theme=light")).res.headers.get("X-Page-Cache")).toBe("miss");
  for (const path of ["/embed/signs/nothing", "/embed/signs?theme=blue"])
    expect((await get(path)).res.headers.get("X-Robots-Tag")).toBe("noindex");
  // A visitor with a cookie gets the page as anyone does, kept by no shared cache.
  expect((await get("/embed/signs/gemini", { Cookie: "a=b" })).res.headers.get("Cache-Control")).toBe("private, no-store");
});

test("[embeds.widget-page] the widget page starts from Aries on the device's look, takes a choice from its address, and refuses a bad one", () => {
  const load = (query: string) => {
    const request = new Request(`${SITE_URL}/widgets${query}`);
    return loaderAnswer(widgetsPage.loader(routeArgs(site, request) as unknown as Parameters<typeof widgetsPage.loader>[0]));
  };
  expect(load("").data).toMatchObject({ subject: "aries", look: "auto", siteUrl: SITE_URL });
  expect(load("?sign=all&theme=dark").data).toMatchObject({ subject: "all", look: "dark" });
  for (const [query, message] of [
    ["?sign=ophiuchus", EMBED_MESSAGES.unknownSubject],
    ["?theme=sepia", EMBED_MESSAGES.unknownTheme],
  ]) {
    let thrown: unknown;
    try {
      load(query!);
    } catch (error) {
      thrown = error;
    }
    expect(loaderAnswer(thrown as never)).toEqual({ data: { message }, status: 400 });
  }
});
