import { createHash } from "node:crypto";
import { type APIResponse, expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "./support";

// Server responses as a crawler or curl sees them: no JavaScript runs here.

function extract(html: string) {
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "",
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "",
    description: html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "",
  };
}

test("[shell.routes] [shell.page-meta] every public route answers 200 with its own title, one h1, a description and a canonical URL", async ({
  request,
  baseURL,
}) => {
  const titles = new Map<string, string>();
  for (const path of PUBLIC_ROUTES) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const page = extract(await res.text());
    expect(page.h1Count, `${path} has one h1`).toBe(1);
    expect(page.title, `${path} title`).toMatch(/Cosmic Daily/);
    expect(page.description.length, `${path} description`).toBeGreaterThan(40);
    expect(page.canonical, `${path} canonical`).toBe(`${baseURL}${path.split("?")[0]}`);
    if (!path.includes("?")) {
      expect(titles.has(page.title), `${path} shares its title with ${titles.get(page.title)}`).toBe(false);
      titles.set(page.title, path);
    }
  }
});

test("pages carry Open Graph and Twitter tags with the 1200x630 social image", async ({ request, baseURL }) => {
  // The daily and pair pages name cards of their own (share-images.test.ts); the others, the site's.
  const html = await (await request.get("/signs/leo/dates")).text();
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/social-card.png"/>`);
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain('<meta property="og:type" content="article"/>');
  const image = await request.get("/social-card.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("an unknown path is a 404 'Star Lost in Space' page that asks not to be indexed", async ({ request }) => {
  const res = await request.get("/no/such/star");
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain("Star Lost in Space");
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toContain("Return to Home");
  expect(html.match(/href="\/signs\/[a-z]+"/g)?.length).toBeGreaterThanOrEqual(3);
});

const REDIRECTS: Array<[string, string]> = [
  ["/signs/Aries", "/signs/aries"],
  ["/signs/LEO/compatibility/Virgo", "/signs/leo/compatibility/virgo"],
  ["/signs/aries/today", "/signs/aries"],
  ["/signs/aries/today/anything", "/signs/aries"],
  ["/contact", "/about#contact"],
  // [app.start] Without the service worker's remembered sign, the installed app starts at the signs to choose from.
  ["/my-sign", "/signs"],
];
for (const path of ["/signs/notasign", "/signs/notasign/dates", "/signs/leo/compatibility/nobody"]) {
  test(`[signs.slugs] ${path} answers the not-found page`, async ({ request }) => {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Star Lost in Space");
  });
}

for (const [from, to] of REDIRECTS) {
  test(`${from} redirects to ${to}`, async ({ request }) => {
    const res = await request.get(from, { maxRedirects: 0 });
    expect([301, 302]).toContain(res.status());
    expect(res.headers()["location"]).toBe(to);
  });
}

// A client-side navigation asks for the page's data at `{path}.data?_routes=…`; the redirects it
// is told of must name the page itself, never that data address.
const DATA_REDIRECTS: Array<[string, string]> = [
  [
    "/signs/LEO/compatibility/Virgo.data?_routes=routes%2Fsigns%2F%24sign%2Fcompatibility%2F%24partner&x=1",
    "/signs/leo/compatibility/virgo?x=1",
  ],
  ["/admin/posts.data?page=2", "/auth?redirectTo=%2Fadmin%2Fposts%3Fpage%3D2"],
];
for (const [from, to] of DATA_REDIRECTS) {
  test(`[signs.slugs] [admin.guard] the data request ${from} is sent to ${to}`, async ({ request }) => {
    const res = await request.get(from, { maxRedirects: 0 });
    const body = await res.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).toContain(JSON.stringify(to));
    expect(body).not.toContain(".data");
    expect(body).not.toContain("_routes");
  });
}

test("robots.txt points to the sitemap, and the sitemap lists every public page and each sign page", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /admin");
  const res = await request.get("/sitemap.xml");
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  for (const path of ["/", "/signs", "/tools", "/privacy", "/signs/pisces", "/signs/pisces/dates", "/elements/fire", "/monthly/june"]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).not.toContain("/admin");
});

test("HTML is compressed with brotli or gzip; hashed assets are compressed and cached for a year", async ({ request }) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  const gzipOnly = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzipOnly.headers()["content-encoding"]).toBe("gzip");
  const asset = (await page.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["content-encoding"]).toBe("br");
});

test("[startup.page-cache] a rendered page's inline scripts carry its nonce; a cached page's are allowed by their hashes", async ({
  request,
}) => {
  // A cookie keeps the request out of the page cache: the page is rendered for it, with its nonce.
  const rendered = await request.get("/", { headers: { Cookie: "cosmic_theme_probe=1" } });
  const nonce = rendered.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const renderedScripts = (await rendered.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(renderedScripts.length).toBeGreaterThan(0);
  for (const tag of renderedScripts) expect(tag, tag).toContain(`nonce="${nonce}"`);

  // Anonymous requests are served the stored copy once it is stored: no nonce anywhere, and every
  // inline script it would run listed by its SHA-256 hash.
  // The journeys beside this one share the server and any content they save empties the cache,
  // so the stored copy is asked for until one answers.
  let cached!: APIResponse;
  await expect(async () => {
    cached = await request.get("/");
    expect(cached.headers()["x-page-cache"]).toBe("hit");
  }).toPass();
  const policy = cached.headers()["content-security-policy"]!;
  expect(policy).not.toContain("nonce");
  const html = await cached.text();
  expect(html).not.toContain("nonce=");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/(ld\+)?json/.test(attributes!),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , body] of inline) expect(policy).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
});

test("[shell.policy-pages] [shell.home-links] the policy pages state the minimum age and contact links, and /tools links to every tool", async ({
  request,
}) => {
  const terms = await (await request.get("/terms")).text();
  expect(terms).toContain("You must be at least 13 years old to use Cosmic Daily.");
  const about = await (await request.get("/about")).text();
  expect(about).toContain('id="contact"');
  expect(about).toContain('href="/subscribe"');
  expect(about).toContain('href="/contact"');
  // The configured address, normalised (the shared server gets CONTACT_EMAIL from tests/e2e/global-setup.ts), and the site's own host.
  expect(about).toContain('href="mailto:editors@cosmic-daily.test"');
  expect(about).toContain(`>${new URL(test.info().project.use.baseURL!).host}/contact<`);
  expect(about).not.toContain("cosmicdaily.example");
  const tools = await (await request.get("/tools")).text();
  for (const path of [
    "/compatibility",
    "/charts/free-birth-chart",
    "/charts/synastry",
    "/moon-phases",
    "/lucky",
    "/ritual",
    "/streak",
    "/monthly",
    "/elements",
    "/guides/planetary-retrogrades",
  ]) {
    expect(tools, path).toContain(`href="${path}"`);
  }
  const home = await (await request.get("/")).text();
  expect(home).toContain("Claim Today&#x27;s Ritual");
  for (const path of ["/signs", "/compatibility", "/lucky", "/charts/free-birth-chart", "/monthly"])
    expect(home, path).toContain(`href="${path}"`);
});

test("[daily.dated-page] a dated page is answered from the server whole: its day, its own canonical, noindex, prev/next and the picker", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/signs/aries/2021-06-01", { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  // Cached as the daily page is: the same for every anonymous reader.
  expect(res.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  const html = await res.text();
  expect(extract(html).canonical).toBe(`${baseURL}/signs/aries/2021-06-01`);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toMatch(/<h1[^>]*>Aries Horoscope for June 1, 2021<\/h1>/);
  const tag = (pattern: RegExp) => html.match(pattern)?.[0] ?? "";
  expect(tag(/<a [^>]*rel="prev"[^>]*>/)).toContain('href="/signs/aries/2021-05-31"');
  expect(tag(/<a [^>]*rel="next"[^>]*>/)).toContain('href="/signs/aries/2021-06-02"');
  expect(tag(/<form [^>]*action="\/signs\/aries\/day"[^>]*>/)).toContain('method="get"');
  const field = tag(/<input [^>]*type="date"[^>]*>/);
  for (const attribute of ['name="date"', 'min="2020-01-01"', 'value="2021-06-01"']) expect(field).toContain(attribute);
  expect(field).toMatch(/max="\d{4}-\d{2}-\d{2}"/);
});

test("[daily.dated-page] below a sign, the fixed pages keep their segments; a day outside the span and a segment that is no day are 404", async ({
  request,
}) => {
  for (const [path, heading] of [
    ["/signs/aries/week", "Aries Weekly Horoscope"],
    ["/signs/aries/dates", "Aries Dates &amp; Season"],
    ["/signs/aries/yesterday", "Aries Horoscope for Yesterday"],
  ]) {
    const res = await request.get(path!, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain(`>${heading}</h1>`);
  }
  const outside = await request.get("/signs/aries/2019-12-31", { maxRedirects: 0 });
  expect(outside.status()).toBe(404);
  const page = await outside.text();
  expect(page).toContain("No horoscope data available");
  expect(page).toContain("There is a reading for every day from January 1, 2020 to ");
  for (const path of ["/signs/aries/soon", "/signs/aries/2021-02-30", "/signs/aries/2021-6-1"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain("Star Lost in Space");
  }
});

test("[daily.dated-page] the date picker's form, sent without scripts, redirects to the day, or answers 400 with what to pick", async ({
  request,
}) => {
  const res = await request.get("/signs/aries/day?date=2020-03-15", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toBe("/signs/aries/2020-03-15");
  for (const [query, reason] of [
    ["?date=1990-04-15", "There is a reading for every day from January 1, 2020 to "],
    ["?date=not-a-day", "Choose a day to read: a calendar date such as 2021-06-01."],
  ]) {
    const refused = await request.get(`/signs/aries/day${query}`, { maxRedirects: 0 });
    expect(refused.status(), query).toBe(400);
    const html = await refused.text();
    expect(html, query).toContain("We could not read that request");
    expect(html, query).toContain(reason);
  }
});
