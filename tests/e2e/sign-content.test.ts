import { expect, test, type APIRequestContext } from "@playwright/test";
import { SIGN_SLUGS, SIGNS as ZODIAC } from "#app/zodiac/signs.ts";

// The sign content area as a crawler sees it: server HTML, no JavaScript.

const SIGNS = SIGN_SLUGS;
const NAMES = Object.fromEntries(ZODIAC.map((sign) => [sign.slug, sign.name]));
const ELEMENT = Object.fromEntries(ZODIAC.map((sign) => [sign.slug, sign.element]));
// Score ranges by how the two elements meet, written out here as the test's own oracle.
function scoreRange(a: string, b: string): [number, number] {
  const [x, y] = [ELEMENT[a], ELEMENT[b]];
  if (x === y) return [80, 99];
  const pair = new Set([x, y]);
  if ((pair.has("fire") && pair.has("air")) || (pair.has("earth") && pair.has("water"))) return [65, 94];
  if ((pair.has("fire") && pair.has("water")) || (pair.has("earth") && pair.has("air"))) return [40, 69];
  return [50, 89];
}

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function page(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  return decode(await res.text());
}

function structuredData(html: string): Array<{ "@type": string; [key: string]: unknown }> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  return blocks.flatMap((block) => (block["@graph"] ?? [block]) as Array<{ "@type": string }>);
}

test("every sign's four tabs answer 200 with that sign's own content and valid structured data", async ({ request }) => {
  for (const slug of SIGNS) {
    const name = NAMES[slug]!;
    const daily = await page(request, `/signs/${slug}`);
    const reading = (await (await request.get(`/api/horoscopes/${slug}`)).json()) as { overview: string; love: string };
    expect(daily, `${slug} daily overview`).toContain(reading.overview);
    expect(daily).toContain(reading.love);
    expect(daily).toContain(`${name} at a Glance`);

    const dates = await page(request, `/signs/${slug}/dates`);
    expect(dates).toContain(`When the Sun is in ${name}`);
    expect(dates).toContain(`Famous ${name} people`);

    const personality = await page(request, `/signs/${slug}/personality`);
    expect(personality).toContain(`The ${name} Personality`);
    for (const card of ["Love & Relationships", "Career & Work", "Finance & Money", "People also search for"])
      expect(personality).toContain(card);

    const compatibility = await page(request, `/signs/${slug}/compatibility`);
    expect(compatibility).toContain(`${name} Compatibility Checker`);
    // The blog's compatibility article, embedded below the picker.
    expect(compatibility).toContain('<h2 id="perfect-match-article">Zodiac Sign Compatibility: Finding Your Perfect Match</h2>');

    for (const html of [daily, dates, personality, compatibility]) {
      const types = structuredData(html).map((item) => item["@type"]);
      expect(types, slug).toContain("Article");
      expect(types, slug).toContain("BreadcrumbList");
    }
  }
});

test("[compat.score-ranges] [compat.pair-page] all 144 ordered pairs answer 200 with a score in the relation's range and an FAQPage", async ({
  request,
}) => {
  // 144 first renders, one after another (more at once would meet the render limit's 503): on a
  // loaded two-core machine they take longer than one page's 30 s budget.
  test.setTimeout(120_000);
  for (const first of SIGNS) {
    for (const second of SIGNS) {
      const html = await page(request, `/signs/${first}/compatibility/${second}`);
      const score = Number(html.match(/data-score="(\d+)"/)?.[1]);
      const [low, high] = scoreRange(first, second);
      expect(score, `${first}+${second}`).toBeGreaterThanOrEqual(low);
      expect(score, `${first}+${second}`).toBeLessThanOrEqual(high);
      expect(structuredData(html).map((item) => item["@type"])).toContain("FAQPage");
    }
  }
});

test("[daily.api] the horoscope API answers its documented shape, 400 'Invalid zodiac sign', ETag and Cache-Control", async ({
  request,
}) => {
  const res = await request.get("/api/horoscopes/leo");
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(Object.keys(body)).toEqual(
    expect.arrayContaining(["date", "sign", "overview", "love", "career", "mood", "ritual", "lucky", "compatible"]),
  );
  expect(body.lucky.numbers).toHaveLength(3);
  expect(res.headers()["etag"]).toBeTruthy();
  expect(res.headers()["cache-control"]).toContain("max-age");
  const again = await request.get("/api/horoscopes/leo", { headers: { "If-None-Match": res.headers()["etag"]! } });
  expect(again.status()).toBe(304);
  const unknown = await request.get("/api/horoscopes/ophiuchus");
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).error.message).toBe("Invalid zodiac sign");
});

test("the area's other pages are articles with Article and BreadcrumbList data", async ({ request }) => {
  for (const path of ["/signs", "/compatibility", "/ritual", "/lucky", "/elements", "/elements/fire"]) {
    const html = await page(request, path);
    expect(html, path).toContain('<meta property="og:type" content="article"/>');
    const types = structuredData(html).map((item) => item["@type"]);
    expect(types, path).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  }
});
