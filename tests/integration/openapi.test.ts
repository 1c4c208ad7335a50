import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, test } from "vitest";
import { setFlag } from "#app/features/flags/flags.server.ts";
import { dailyReading, natalChart } from "#server/http/api/openapi/answers.ts";
import { answerSchemaOf, buildOpenApiDocument, describesStatus, type OpenApiDocument } from "#server/http/api/openapi/document.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { ULM_BIRTH } from "#tests/factories/charts.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

const OTHER_SITE = "https://elsewhere.example";

/**
 * The /api routes that are no part of the public description, each with why: the site's own
 * pages, beacons and forms use them, or only an admin may. A new /api route must be described in
 * /api/openapi.json or named here ([api.description]).
 */
const UNDESCRIBED = {
  "/api/auth/*": "better-auth's sign-in, sign-up and session, for the site's own forms",
  "/api/me": "the signed-in user for the site's own pages",
  "/api/me/export": "the reader's data as a file, downloaded from /account/data",
  "/api/me/subscriber": "the subscriber session the sign pages poll",
  "/api/settings": "the site's public settings for its own pages",
  "/api/subscribe": "the newsletter forms",
  "/api/unsubscribe": "the newsletter's unsubscribe links",
  "/api/subscribers/count": "the sign-up count the forms show",
  "/api/ads": "the site's own ad slots",
  "/api/ad-metrics": "the ad slots' reports",
  "/api/analytics/page-views": "the site's own beacons",
  "/api/analytics/events": "the site's own beacons",
  "/api/analytics/vitals": "the site's own beacons",
  "/api/admin/*": "admins only",
  "/api/push/key": "the push key the notifications page subscribes with",
  "/api/push/subscriptions": "the notifications page's browser subscription",
  "/api/push/subscriptions/remove": "the notifications page's way to turn them off",
  "/api/docs": "this description as a page to read",
} as const;

type Sample = {
  /** The operation, as the document writes it: `GET /api/places`. */
  operation: string;
  url: string;
  init?: RequestInit;
  /** The reader's session is sent. */
  signedIn?: boolean;
  status: number;
};

describe("the API's description ([api.description])", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  let cookie = "";
  let chartId = "";
  let document: OpenApiDocument;
  beforeAll(async () => {
    ({ app } = buildTestApp(database));
    cookie = await signedInAccount(app, database.db, "reader@example.com");
    const created = await write("POST", "", { name: "Albert", me: true, ...ULM_BIRTH });
    chartId = ((await created.json()) as { chart: { id: string } }).chart.id;
    document = (await (await app.request(`${SITE_URL}/api/openapi.json`)).json()) as OpenApiDocument;
  });
  const write = (method: string, path: string, body: unknown) =>
    app.request(`${SITE_URL}/api/me/charts${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: cookie },
      body: JSON.stringify(body),
    });

  test("[api.description] /api/openapi.json is a valid OpenAPI 3.1 document, the one built from the schemas", async () => {
    const res = await app.request(`${SITE_URL}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const served = await res.json();
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(SITE_URL))));
    const validator = new Validator();
    const result = await validator.validate(served as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(document.components?.securitySchemes?.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "better-auth.session_token",
    });
  });

  /** Every operation with the sample requests it is tried with, each the status it should answer. */
  const samples = (): Sample[] => {
    const chart = "date=1990-04-15&time=14:30&lat=51.5074&lon=-0.1278&tz=Europe/London";
    return [
      { operation: "GET /api/horoscopes/{sign}", url: "/api/horoscopes/aries", status: 200 },
      { operation: "GET /api/horoscopes/{sign}", url: "/api/horoscopes/Leo?date=2026-03-10", status: 200 },
      { operation: "GET /api/horoscopes/{sign}", url: "/api/horoscopes/aries?period=week", status: 200 },
      { operation: "GET /api/horoscopes/{sign}", url: "/api/horoscopes/aries?period=month", status: 200 },
      { operation: "GET /api/horoscopes/{sign}", url: "/api/horoscopes/aries?period=year", status: 200 },
      { operation: "GET /api/horoscopes/{sign}", url: "/api/horoscopes/aries?period=week&date=2021-05-05", status: 404 },
      { operation: "GET /api/horoscopes/{sign}", url: "/api/horoscopes/dragon", status: 400 },
      { operation: "GET /api/horoscopes/{sign}", url: "/api/horoscopes/aries?period=decade", status: 400 },
      { operation: "GET /api/charts/natal", url: `/api/charts/natal?${chart}`, status: 200 },
      {
        operation: "GET /api/charts/natal",
        url: "/api/charts/natal?date=1990-04-15&lat=51.5074&lon=-0.1278&tz=Europe/London",
        status: 200,
      },
      {
        operation: "GET /api/charts/natal",
        url: "/api/charts/natal?date=1850-06-01&time=09:00&lat=48.4&lon=9.99&tz=Europe/Berlin",
        status: 200,
      },
      {
        operation: "GET /api/charts/natal",
        url: "/api/charts/natal?date=2026-03-29&time=01:30&lat=51.5&lon=-0.12&tz=Europe/London",
        status: 400,
      },
      { operation: "GET /api/charts/natal", url: "/api/charts/natal?date=1990-13-01&lat=x", status: 400 },
      {
        operation: "GET /api/charts/synastry",
        url: `/api/charts/synastry?a=${encodeURIComponent(chart)}&b=${encodeURIComponent("date=1992-08-01&lat=48.85&lon=2.35&tz=Europe/Paris")}&bname=Sam`,
        status: 200,
      },
      {
        operation: "GET /api/charts/synastry",
        url: `/api/charts/synastry?first=${chartId}&b=${encodeURIComponent(chart)}`,
        signedIn: true,
        status: 200,
      },
      { operation: "GET /api/charts/synastry", url: "/api/charts/synastry?a=date%3Dx&b=", status: 400 },
      { operation: "GET /api/charts/synastry", url: `/api/charts/synastry?first=${chartId}&b=${encodeURIComponent(chart)}`, status: 401 },
      {
        operation: "GET /api/charts/synastry",
        url: `/api/charts/synastry?first=nobody&b=${encodeURIComponent(chart)}`,
        signedIn: true,
        status: 404,
      },
      { operation: "GET /api/places", url: "/api/places?q=zur&limit=3", status: 200 },
      { operation: "GET /api/places", url: "/api/places?q=qqqqqq", status: 200 },
      { operation: "GET /api/places", url: "/api/places?q=z", status: 400 },
      { operation: "GET /api/sky/moon-phases", url: "/api/sky/moon-phases?from=2026-01-01&to=2026-04-01", status: 200 },
      { operation: "GET /api/sky/moon-phases", url: "/api/sky/moon-phases?from=2026-01-01", status: 400 },
      { operation: "GET /api/me/charts", url: "/api/me/charts", signedIn: true, status: 200 },
      { operation: "GET /api/me/charts", url: "/api/me/charts", status: 401 },
      {
        operation: "POST /api/me/charts",
        url: "/api/me/charts",
        init: {
          method: "POST",
          body: JSON.stringify({ name: "Sam", date: "1992-08-01", lat: 48.85, lon: 2.35, tz: "Europe/Paris", houses: "whole-sign" }),
        },
        signedIn: true,
        status: 201,
      },
      {
        operation: "POST /api/me/charts",
        url: "/api/me/charts",
        init: { method: "POST", body: JSON.stringify({ name: "" }) },
        signedIn: true,
        status: 400,
      },
      { operation: "GET /api/me/charts/{id}", url: `/api/me/charts/${chartId}`, signedIn: true, status: 200 },
      { operation: "GET /api/me/charts/{id}", url: "/api/me/charts/nobody", signedIn: true, status: 404 },
      {
        operation: "PATCH /api/me/charts/{id}",
        url: `/api/me/charts/${chartId}`,
        init: { method: "PATCH", body: JSON.stringify({ name: "Albert E." }) },
        signedIn: true,
        status: 200,
      },
      { operation: "GET /api/me/transits", url: "/api/me/transits?date=2026-03-10", signedIn: true, status: 200 },
      { operation: "GET /api/me/transits", url: "/api/me/transits?date=1800-01-01", signedIn: true, status: 400 },
      { operation: "GET /api/me/transits", url: "/api/me/transits", status: 401 },
      { operation: "GET /api/openapi.json", url: "/api/openapi.json", status: 200 },
    ];
  };

  const send = (sample: Sample) =>
    app.request(`${SITE_URL}${sample.url}`, {
      ...sample.init,
      headers: {
        ...(sample.init?.body ? { "Content-Type": "application/json", Origin: SITE_URL } : {}),
        ...(sample.signedIn ? { Cookie: cookie } : {}),
      },
    });

  /** The sample's answer against its operation's description: its status, type and body, strictly. */
  async function expectAsDescribed(sample: Sample, res: Response) {
    const [method, path] = sample.operation.split(" ") as [string, string];
    const label = `${sample.operation} ${sample.url}`;
    expect(res.status, label).toBe(sample.status);
    expect(describesStatus(method, path, res.status), `${label}: ${res.status} is described`).toBe(true);
    const described = document.paths?.[path]?.[method.toLowerCase() as "get"]?.responses?.[String(res.status)] as
      { content?: Record<string, unknown> } | undefined;
    const schema = answerSchemaOf(method, path, res.status);
    if (!described?.content) {
      expect(await res.text(), label).toBe("");
      return;
    }
    expect(res.headers.get("Content-Type"), label).toMatch(/^application\/json/);
    expect(schema, label).toBeDefined();
    const parsed = schema!.safeParse(await res.json());
    expect(parsed.success ? [] : parsed.error.issues, label).toEqual([]);
  }

  test("[api.description] every described operation answers a sample request as described, field for field", async () => {
    const all = samples();
    const tried = new Set(all.map((sample) => sample.operation));
    const described = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...tried].sort()).toEqual(expect.arrayContaining(described.filter((operation) => !operation.startsWith("DELETE"))));
    for (const sample of all) await expectAsDescribed(sample, await send(sample));

    // The last write, so the charts above stay.
    const deleted = { operation: "DELETE /api/me/charts/{id}", url: `/api/me/charts/${chartId}`, signedIn: true, status: 200 };
    const gone = await app.request(`${SITE_URL}${deleted.url}`, { method: "DELETE", headers: { Cookie: cookie, Origin: SITE_URL } });
    await expectAsDescribed(deleted, gone);
    const again = await app.request(`${SITE_URL}${deleted.url}`, { method: "DELETE", headers: { Cookie: cookie, Origin: SITE_URL } });
    await expectAsDescribed({ ...deleted, status: 404 }, again);
    expect(described).toContain("DELETE /api/me/charts/{id}");
  });

  test("[api.description] a reading's ETag answers 304, as described", async () => {
    const first = await app.request(`${SITE_URL}/api/horoscopes/aries?period=month`);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"/);
    const again = await app.request(`${SITE_URL}/api/horoscopes/aries?period=month`, {
      headers: { "If-None-Match": etag },
    });
    await expectAsDescribed({ operation: "GET /api/horoscopes/{sign}", url: "If-None-Match", status: 304 }, again);
  });

  test("[api.description] a gated day's reading, teasers in place of its sections, is still the described shape", async () => {
    await setFlag(database.db, "horoscope_gating", true, "test");
    await setFlag(database.db, "section_blurs", true, "test");
    try {
      const res = await app.request(`${SITE_URL}/api/horoscopes/aries`);
      expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
      await expectAsDescribed({ operation: "GET /api/horoscopes/{sign}", url: "gated", status: 200 }, res);
    } finally {
      await setFlag(database.db, "horoscope_gating", false, "test");
      await setFlag(database.db, "section_blurs", false, "test");
    }
  });

  test("[api.description] an answer holding a field its description lacks fails, at any depth", async () => {
    const reading = await (await app.request(`${SITE_URL}/api/horoscopes/aries`)).json();
    expect(dailyReading.safeParse(reading).success).toBe(true);
    expect(dailyReading.safeParse({ ...reading, mood2: "x" }).success).toBe(false);
    expect(dailyReading.safeParse({ ...reading, lucky: { ...reading.lucky, planet: "Mars" } }).success).toBe(false);
    const chart = await (
      await app.request(`${SITE_URL}/api/charts/natal?date=1990-04-15&time=14:30&lat=51.5&lon=-0.12&tz=Europe/London`)
    ).json();
    expect(natalChart.safeParse(chart).success).toBe(true);
    chart.positions[0].speed = 1;
    expect(natalChart.safeParse(chart).success).toBe(false);
    // The document says so too: every object of every answer allows no other property.
    const loose: string[] = [];
    const walk = (schema: unknown, at: string) => {
      if (typeof schema !== "object" || schema === null) return;
      const node = schema as Record<string, unknown>;
      if (node.type === "object" && node.properties && node.additionalProperties !== false) loose.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(document.components?.schemas, "#/components/schemas");
    expect(loose.filter((at) => !at.includes("SavedChartInput") && !at.includes("SavedChartChange"))).toEqual([]);
  });

  test("[api.description] every /api route is in the description or named as the site's own", () => {
    const described = new Set(Object.keys(document.paths ?? {}));
    const named = (path: string) =>
      path in UNDESCRIBED ||
      Object.keys(UNDESCRIBED).some((prefix) => prefix.endsWith("/*") && prefix !== "/api/*" && path.startsWith(prefix.slice(0, -1)));
    // Middleware is mounted for every method (ALL); the endpoints answer named methods.
    const routes = new Set(
      app.routes
        .filter((route) => route.path.startsWith("/api") && route.method !== "ALL")
        .map((route) => route.path.replace(/:(\w+)/g, "{$1}")),
    );
    expect(routes.size).toBeGreaterThan(20);
    expect([...routes].filter((path) => !described.has(path) && !named(path))).toEqual([]);
    for (const path of described) expect(routes.has(path), path).toBe(true);
  });
});

describe("CORS for the public reads ([api.cors])", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  let cookie = "";
  beforeAll(async () => {
    ({ app } = buildTestApp(database));
    cookie = await signedInAccount(app, database.db, "cors@example.com");
  });
  const fromElsewhere = (path: string, init: RequestInit = {}) =>
    app.request(`${SITE_URL}${path}`, { ...init, headers: { Origin: OTHER_SITE, "Sec-Fetch-Site": "cross-site", ...init.headers } });

  test.each([
    ["/api/horoscopes/aries", 200],
    ["/api/horoscopes/aries?period=week", 200],
    ["/api/horoscopes/dragon", 400],
    ["/api/charts/natal?date=1990-04-15&lat=51.5&lon=-0.12&tz=Europe/London", 200],
    [
      `/api/charts/synastry?a=${encodeURIComponent("date=1990-04-15&lat=51.5&lon=-0.12&tz=Europe/London")}&b=${encodeURIComponent("date=1992-08-01&lat=48.85&lon=2.35&tz=Europe/Paris")}`,
      200,
    ],
    ["/api/places?q=zur", 200],
    ["/api/sky/moon-phases?from=2026-01-01&to=2026-02-01", 200],
    ["/api/openapi.json", 200],
  ])("[api.cors] %s may be read by any site, its ETag too, without credentials", async (path, status) => {
    const res = await fromElsewhere(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Access-Control-Expose-Headers")).toBe("ETag");
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(res.headers.get("Vary") ?? "").not.toMatch(/Origin/);
  });

  test.each([
    ["/api/me/charts", "GET"],
    ["/api/me/transits", "GET"],
    ["/api/me", "GET"],
    ["/api/me/export", "GET"],
    ["/api/admin/ads", "GET"],
    ["/api/auth/get-session", "GET"],
    ["/api/settings", "GET"],
    ["/api/charts/synastry?first=x&b=date%3D1990-04-15", "GET"],
  ])("[api.cors] %s carries no CORS header, signed in or not", async (path, method) => {
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      const res = await fromElsewhere(path, { method, headers });
      expect(res.headers.get("Access-Control-Allow-Origin"), path).toBeNull();
      expect(res.headers.get("Access-Control-Allow-Credentials"), path).toBeNull();
    }
  });

  test("[api.cors] a HEAD of a public read carries the same headers", async () => {
    const res = await fromElsewhere("/api/places?q=zur", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  test("[api.cors] a public read's preflight is answered with the methods and headers allowed", async () => {
    const res = await fromElsewhere("/api/horoscopes/aries?period=week", {
      method: "OPTIONS",
      headers: { "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD");
    expect(res.headers.get("Access-Control-Allow-Headers")).toBe("If-None-Match");
    expect(res.headers.get("Access-Control-Max-Age")).toBe("86400");
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });

  test("[api.cors] the reader's own API refuses a preflight and a write from another site", async () => {
    const preflight = await fromElsewhere("/api/me/charts", {
      method: "OPTIONS",
      headers: { "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    // No preflight of the reader's own API is granted: the answer is a refusal without CORS headers.
    expect(preflight.ok).toBe(false);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const write = await fromElsewhere("/api/me/charts", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Sam", ...ULM_BIRTH }),
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { error: { code: string } }).error.code).toBe("cross_origin");
    expect(write.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("the API's docs page ([api.docs])", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  beforeAll(() => {
    ({ app } = buildTestApp(database));
  });

  test("[api.docs] /api/docs draws every operation from the document, with tables, examples and no script or other host", async () => {
    const res = await app.request(`${SITE_URL}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).toMatch(/<h1>Cosmic Daily API<\/h1>/);
    const document = buildOpenApiDocument(SITE_URL);
    for (const [path, item] of Object.entries(document.paths ?? {}))
      for (const method of Object.keys(item ?? {}))
        expect(html).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${path}</code></h3>`);
    expect(html).toContain('<th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th>');
    expect(html).toContain("curl &#39;http://localhost:3000/api/places?q=zur&amp;limit=5&#39;");
    expect(html).toContain('<h3 id="schema-NatalChart">NatalChart</h3>');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    // Every address the page loads or links to is the site's own.
    expect([...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]).filter((href) => !/^(\/|#)/.test(href!))).toEqual([]);
  });
});
