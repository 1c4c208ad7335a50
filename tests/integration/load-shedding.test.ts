import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "#server/http/app.ts";
import { BUSY_MESSAGE, defaultRenderLimit, RETRY_AFTER_S } from "#server/http/middleware/render-limit.ts";
import { stubServerBuild } from "#tests/factories/server-build.ts";
import { buildTestSite, LOOPBACK_PEER, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

/** A build of one page whose render waits until the test lets it finish, counting the renders begun. */
function waitingBuild() {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let started = 0;
  const build = stubServerBuild({
    render: async (_request, status, headers) => {
      started++;
      await released;
      headers.set("Content-Type", "text/html");
      return new Response("<h1>rendered</h1>", { status, headers });
    },
  });
  return { build, release, started: () => started };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
}, 60_000);
afterAll(async () => {
  await database?.close();
});

test("[startup.load-shedding] with the limit's renders in flight the next page gets 503 at once, and /healthz still answers", async () => {
  const { build, release, started } = waitingBuild();
  const app = createApp(buildTestSite(database), { build });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`${SITE_URL}${path}`, { headers: { Cookie: "visitor=1", ...headers } }, LOOPBACK_PEER);
  const limit = defaultRenderLimit();

  const held = Array.from({ length: limit }, (_, n) => get(`/page-${n}`));
  while (started() < limit) await new Promise((done) => setTimeout(done, 5));

  const turnedAway = await get("/one-more");
  expect(turnedAway.status).toBe(503);
  expect(turnedAway.headers.get("Retry-After")).toBe(String(RETRY_AFTER_S));
  expect(turnedAway.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(await turnedAway.text()).toContain(BUSY_MESSAGE);
  const asData = await get("/one-more.data", { Accept: "application/json" });
  expect(asData.status).toBe(503);
  expect(await asData.json()).toEqual({ error: { code: "busy", message: BUSY_MESSAGE } });
  expect(started()).toBe(limit); // the turned-away requests began no render

  const health = await get("/healthz");
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  expect((await get("/api/subscribers/count")).status).toBe(200);

  release();
  for (const res of await Promise.all(held)) {
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<h1>rendered</h1>");
  }
  // Places free again once the renders are done, from the next turn of the event loop.
  await new Promise((done) => setImmediate(done));
  const after = await get("/after");
  expect(after.status).toBe(200);
});
