import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { Redis } from "ioredis";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getFlags, setFlag } from "#app/features/flags/flags.server.ts";
import { subscribe, confirmSubscription, countVerified } from "#app/features/newsletter/subscribers.server.ts";
import { getProductSettings, saveProductSettings } from "#app/features/products/products.server.ts";
import { getPublicSettings, saveSettings } from "#app/features/settings/settings.server.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import { openSite } from "#server/boot/open-site.ts";
import { SUBSCRIBER_NAME } from "#server/boot/redis-site-events.ts";
import { securityHeaders } from "#server/http/middleware/security-headers.ts";
import type { Site } from "#server/site/site.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { buildEnv } from "#tests/factories/env.ts";
import { subscriptionLinksFor } from "#tests/factories/newsletter.ts";
import { silentLogger } from "#tests/factories/site.ts";
import { createTestDatabase, isPostgresReachable, rowsOf, type TestDatabase } from "#tests/setup/databases.ts";
import { isRedisReachable, TEST_REDIS_URL } from "#tests/setup/redis.ts";

// Two instances of the site, each booted by the server's own openSite (its own pool, caches,
// page cache and relay), on one PostgreSQL database, with and without one Redis.
const postgres = await isPostgresReachable();
const redis = postgres && (await isRedisReachable());
const NO_POSTGRES = "PostgreSQL is not reachable (TEST_DATABASE_URL): two instances need one PostgreSQL database";
const NO_REDIS = `Redis at ${TEST_REDIS_URL} is not reachable: the Redis relay cannot be tried`;
if (!postgres) console.warn(NO_POSTGRES);
else if (!redis) console.warn(NO_REDIS);

/** How long another instance may take to follow a change: [startup.site-events]. */
const PROPAGATION_LIMIT_MS = 1_000;
const propagation: Record<string, Array<{ what: string; ms: number }>> = {};

/** Polls `check` until it holds, for at most `limitMs`; answers the milliseconds it took. */
async function within(limitMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`${what}: not seen within ${limitMs} ms`);
    await new Promise((done) => setTimeout(done, 10));
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const request = new Request("http://localhost:3000/signs/aries");

describe.each([
  { relay: "redis", ready: redis, reason: postgres ? NO_REDIS : NO_POSTGRES },
  { relay: "postgres", ready: postgres, reason: NO_POSTGRES },
] as const)("two instances relaying site events through $relay", ({ relay, ready, reason }) => {
  let database: TestDatabase;
  let first: Site;
  let second: Site;
  const closers: Array<() => Promise<void>> = [];
  const timings: Array<{ what: string; ms: number }> = (propagation[relay] = []);

  async function instance(): Promise<Site> {
    const env = buildEnv({
      databaseUrl: (database.target as { url: string }).url,
      redisUrl: relay === "redis" ? TEST_REDIS_URL : undefined,
      dataDir: mkdtempSync(join(tmpdir(), "cosmic-multi-")),
    });
    const opened = await openSite(env, silentLogger);
    closers.push(opened.close);
    return opened.site;
  }

  /** `read` on the second instance: it starts with the old value cached, then must follow. */
  async function follows(what: string, read: () => Promise<boolean>, change: () => Promise<void>) {
    expect(await read(), `${what}: before the change`).toBe(false);
    await change();
    timings.push({ what, ms: await within(PROPAGATION_LIMIT_MS, what, read) });
  }

  beforeAll(async () => {
    if (!ready) return;
    database = await createTestDatabase("postgres");
    first = await instance();
    second = await instance();
  });
  afterAll(async () => {
    for (const close of closers.splice(0)) await close();
    await database?.drop();
  });

  test(`[startup.site-events] a flag switched through one instance is seen through the other within a second (${relay})`, async ({
    skip,
  }) => {
    skip(!ready, reason);
    expect((await second.gateFor(request)).gating).toBe(false);
    // Written without the notice, the change stays unseen: the second instance really keeps its copy.
    await setFlag(first.db, "horoscope_gating", true, "admin@example.com");
    await sleep(200);
    expect((await second.gateFor(request)).gating).toBe(false);
    await setFlag(first.db, "horoscope_gating", false, "admin@example.com");

    // As the admin page does it: the write, then the notice.
    await follows(
      "the flag",
      async () => (await second.gateFor(request)).gating,
      () => setFlag(first.db, "horoscope_gating", true, "admin@example.com", { onChange: first.changed.flags }),
    );
    // And back, through the other instance.
    await follows(
      "the flag switched back",
      async () => !(await getFlags(first.db)).horoscope_gating,
      () => setFlag(second.db, "horoscope_gating", false, "admin@example.com", { onChange: second.changed.flags }),
    );
  });

  test(`[startup.site-events] settings, products, the subscriber count and the page cache follow too (${relay})`, async ({ skip }) => {
    skip(!ready, reason);
    await follows(
      "the public settings",
      async () => (await getPublicSettings(second.db)).ads_mode === "off",
      () => saveSettings(first.db, { ads_mode: "off" }, "admin@example.com", { onChange: first.changed.settings }),
    );
    await follows(
      "the product settings",
      async () => (await getProductSettings(second.db)).some((product) => product.gumroadUrl === "https://shop.example.com/l/week"),
      async () => {
        const values = {
          ctaEnabled: true,
          placementInline: true,
          placementFloating: false,
          gumroadUrl: "https://shop.example.com/l/week",
          price: "$9",
        };
        expect(await saveProductSettings(first.db, "7DAY_FORECAST", values, "admin", { onChange: first.changed.products })).toEqual({
          ok: true,
        });
      },
    );
    const before = await countVerified(second.db);
    await follows(
      "the verified-subscriber count",
      async () => (await countVerified(second.db)) === before + 1,
      async () => {
        // A new address each run: with Redis the per-address mail limit outlives the test database.
        const email = `follow-${relay}-${Date.now()}@example.com`;
        await subscribe(
          first.db,
          { email, tags: ["daily"], source: "subscribe-page" },
          { siteUrl: first.env.siteUrl, mailer: first.mailer, secret: first.env.authSecret },
        );
        const { confirmToken } = await subscriptionLinksFor(first.db, email);
        expect(await confirmSubscription(first.db, confirmToken, { onChange: first.changed.subscribers })).toBe("confirmed");
      },
    );

    // The second instance's page cache in front of a page that counts its renders.
    const app = new Hono<AppBindings>();
    let renders = 0;
    app.use(securityHeaders({ https: false }));
    app.use(second.pages);
    app.get("*", (c) => c.html(`<p>render ${++renders}</p>`, 200, publicPageHeaders()));
    const cached = async () => {
      const res = await app.request("/blog");
      await res.text();
      await second.pages.whenStored(); // the cache's copy is stored in the background
      return res.headers.get("X-Page-Cache") === "hit";
    };
    await cached();
    expect(await cached()).toBe(true);
    await follows(
      "the page cache",
      async () => !(await cached()) && renders === 2,
      async () => first.changed.posts(),
    );
  });

  test(`[startup.site-events] a notice missed while the listener was cut off still shows once it is back (${relay})`, async ({ skip }) => {
    skip(!ready, reason);
    await setFlag(first.db, "section_blurs", false, "admin@example.com", { onChange: first.changed.flags });
    await within(PROPAGATION_LIMIT_MS, "the flag off", async () => !(await second.gateFor(request)).blurs);
    await sleep(100); // no notice of that change is still on its way
    expect((await second.gateFor(request)).blurs).toBe(false); // and the second instance holds it

    await cutListeners(relay, database, second.instance);
    await setFlag(first.db, "section_blurs", true, "admin@example.com", { onChange: first.changed.flags });
    await sleep(20);
    // The notice went nowhere: the listener is still reconnecting (it waits 250 ms first).
    expect((await second.gateFor(request)).blurs).toBe(false);
    // Once it listens again the second instance forgets everything once, and so finds the change.
    const recovered = await within(5_000, "the flag switched during the gap", async () => (await second.gateFor(request)).blurs);
    timings.push({ what: "the change missed during the gap, once reconnected", ms: recovered + 20 });
    // And it hears notices again.
    await follows(
      "the flag after the reconnect",
      async () => !(await second.gateFor(request)).blurs,
      () => setFlag(first.db, "section_blurs", false, "admin@example.com", { onChange: first.changed.flags }),
    );
  });
});

afterAll(() => {
  for (const [relay, times] of Object.entries(propagation)) {
    if (times.length === 0) continue;
    const each = times.map(({ what, ms }) => `${what} ${ms.toFixed(0)} ms`).join(", ");
    console.info(`site events through ${relay}, how long the other instance took to follow: ${each}`);
  }
});

/** Ends the listening connection(s) of one instance from the server side, as a network cut would. */
async function cutListeners(relay: "redis" | "postgres", database: TestDatabase, instance: string) {
  if (relay === "postgres") {
    const pids = rowsOf<{ pid: number }>(
      await database.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      ),
    );
    // Both instances listen on this database; cutting both is the harsher case.
    expect(pids.length).toBeGreaterThanOrEqual(1);
    for (const { pid } of pids) await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    return;
  }
  const admin = new Redis(TEST_REDIS_URL);
  try {
    const clients = String(await admin.call("CLIENT", "LIST", "TYPE", "pubsub"));
    const ids = clients
      .split("\n")
      .filter((line) => line.includes(`name=${SUBSCRIBER_NAME}:${instance}`))
      .map((line) => line.match(/\bid=(\d+)/)?.[1])
      .filter((id): id is string => Boolean(id));
    expect(ids).toHaveLength(1);
    for (const id of ids) await admin.call("CLIENT", "KILL", "ID", id);
  } finally {
    admin.disconnect();
  }
}
