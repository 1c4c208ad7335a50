import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { countAnalyticsEvents, countPageViews } from "#app/features/analytics/analytics.server.ts";
import { buildTestApp } from "#tests/factories/site.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

/** A browser's user agent: reports without one, or from a bot, are not recorded ([analytics.bots]). */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: "POST", headers: { "Content-Type": "application/json", "User-Agent": BROWSER, ...headers }, body: JSON.stringify(body) };
}

describe.each(kinds)("HTTP API on %s", (kind) => {
  let database: TestDatabase;
  let site: ReturnType<typeof buildTestApp>["site"];
  let app: ReturnType<typeof buildTestApp>["app"];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ site, app } = buildTestApp(database));
  });
  afterAll(async () => {
    await site?.analytics.stop();
    await database?.drop();
  });
  const request = (path: string, init?: RequestInit) => app.request(`http://localhost:3000${path}`, init);

  test("GET /healthz answers while the process lives", async () => {
    const res = await request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("GET /readyz answers 200 when the database answers", async () => {
    const res = await request("/readyz");
    expect(res.status).toBe(200);
  });

  test("a page-view report is stored", async () => {
    const before = await countPageViews(database.db, "/signs/leo");
    const res = await request("/api/analytics/page-views", json({ path: "/signs/leo", search: "?ungated=1" }));
    expect(res.status).toBe(202);
    await site.analytics.flush();
    expect(await countPageViews(database.db, "/signs/leo")).toBe(before + 1);
  });

  test("a 404_error event is stored", async () => {
    const res = await request("/api/analytics/events", json({ name: "404_error", path: "/nowhere", properties: { path: "/nowhere" } }));
    expect(res.status).toBe(202);
    await site.analytics.flush();
    expect(await countAnalyticsEvents(database.db, "404_error")).toBeGreaterThan(0);
  });

  test.each([
    [{ path: "https://evil.example/" }, "path: path must be a site path starting with /"],
    [{ path: "//evil.example" }, "path: path must be a site path starting with /"],
    [{ path: "/x", search: "nope" }, "search: search must be empty or start with ?"],
    [{}, "path: Invalid input: expected string, received undefined"],
  ])("a bad report %j gets 400 with a message and stores nothing", async (body, message) => {
    const before = await countPageViews(database.db);
    const res = await request("/api/analytics/page-views", json(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "validation_failed", message } });
    await site.analytics.flush();
    expect(await countPageViews(database.db)).toBe(before);
  });

  test("an unknown event name is refused", async () => {
    const res = await request("/api/analytics/events", json({ name: "drop_tables", path: "/" }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("validation_failed");
  });

  test("a body that is not JSON gets 400, and the wrong type 415", async () => {
    const broken = await request("/api/analytics/page-views", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: { code: "bad_request", message: "The request body is not valid JSON." } });
    const form = await request("/api/analytics/page-views", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(form.status).toBe(415);
  });

  test("a report over 8 KB gets 413", async () => {
    const res = await request("/api/analytics/page-views", json({ path: "/" + "a".repeat(9000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  test("a cross-site browser request is refused with 403", async () => {
    const res = await request("/api/analytics/page-views", json({ path: "/" }, { Origin: "https://evil.example" }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "cross_origin", message: "Cross-site requests are not allowed." } });
    const fetchSite = await request("/api/analytics/page-views", json({ path: "/" }, { "Sec-Fetch-Site": "cross-site" }));
    expect(fetchSite.status).toBe(403);
  });

  test.each<[string, Record<string, unknown>]>([
    ["/api/analytics/page-views", { path: "/a\u0000b" }],
    ["/api/analytics/events", { name: "404_error", path: "/", properties: { "key\u0000": "value" } }],
    ["/api/subscribe", { email: "reader@example.com", name: "Rea\u0000der", source: "unlock-modal", tags: [], website: "" }],
    ["/api/auth/sign-up/email", { email: "rea\u0000der@example.com", password: "a-long-enough-password", name: "Reader" }],
  ])("[errors.bad-input] text holding a NUL character sent to %s gets 400, not a failed query", async (path, body) => {
    const views = await countPageViews(database.db);
    const res = await request(path, json(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request", message: "Text may not contain NUL characters." } });
    expect(await countPageViews(database.db)).toBe(views);
  });

  test("an unknown API path answers JSON 404", async () => {
    const res = await request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  test("every response carries the security headers", async () => {
    const res = await request("/healthz");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  test("over 120 reports a minute from one address get 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const res = await request("/api/analytics/page-views", json({ path: "/flood" }));
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

test("HSTS is sent when SITE_URL is https", async () => {
  const database = await createTestDatabase("pglite");
  try {
    const { app } = buildTestApp(database, { env: { siteUrl: "https://cosmic.example" } });
    const res = await app.request("https://cosmic.example/healthz");
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  } finally {
    await database.drop();
  }
});

test("GET /readyz answers 503 when the database is gone", async () => {
  const database = await createTestDatabase("pglite");
  const { app } = buildTestApp(database);
  await database.close();
  const res = await app.request("http://localhost:3000/readyz");
  expect(res.status).toBe(503);
});
