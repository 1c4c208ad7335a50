import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "#db/client.ts";
import { joinReadersText } from "#app/features/newsletter/join-readers.ts";
import { SUBSCRIBER_COUNT_FALLBACK } from "#app/features/newsletter/subscribers.server.ts";
import { loader as subscribeLoader } from "#app/routes/subscribe.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import type { Site } from "#server/site/site.ts";
import { buildTestSite, loadContextFor, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// The verified count where a reader decides to subscribe: the /subscribe page's own data and the
// shell's (the quick-subscribe strip and the unlock modal), read from the list itself.
let database: TestDatabase;
let site: Site;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  site = buildTestSite(database);
});
afterAll(async () => {
  await database?.drop();
});

type LoaderArgs = Parameters<typeof subscribeLoader>[0];
const argsFor = (path: string, db?: Database) => {
  const request = new Request(`${SITE_URL}${path}`);
  const context = loadContextFor(site, request);
  return { params: {}, request, url: new URL(request.url), context: db ? { ...context, db } : context } as unknown as LoaderArgs;
};

async function addVerified(email: string, verified = true) {
  await database.db.execute(sql`
    insert into subscribers (id, email, is_verified, verified_at, source, consent_at, consent_text_version)
    values (${crypto.randomUUID()}, ${email}, ${verified}, ${verified ? new Date().toISOString() : null}, 'subscribe-page', now(), 'test')`);
}

test("[newsletter.join-readers] [newsletter.count] a fresh site shows its real count, not the stand-in", async () => {
  const page = await subscribeLoader(argsFor("/subscribe"));
  const shell = await rootLoader(argsFor("/signs/leo") as never);
  expect(page.subscribers).toBe(0);
  expect(shell.subscribers).toBe(0);
  expect(joinReadersText(page.subscribers)).toBe("Be among the first readers");
  expect(joinReadersText(page.subscribers)).not.toContain("34,281");

  await addVerified("first@example.com");
  await addVerified("waiting@example.com", false);
  // A confirmation forgets the count on every instance (here, written behind the service's back).
  site.changed.subscribers();
  expect((await subscribeLoader(argsFor("/subscribe"))).subscribers).toBe(1);
  expect(joinReadersText((await rootLoader(argsFor("/") as never)).subscribers)).toBe("Join 1 reader");

  await addVerified("second@example.com");
  site.changed.subscribers();
  expect(joinReadersText((await subscribeLoader(argsFor("/subscribe"))).subscribers)).toBe("Join 2 readers");
});

test("[newsletter.count] [newsletter.join-readers] when the list cannot be read, the page shows the stand-in count", async () => {
  const broken = {
    select: () => {
      throw new Error("database unavailable");
    },
  } as unknown as Database;
  const page = await subscribeLoader(argsFor("/subscribe", broken));
  expect(page.subscribers).toBe(SUBSCRIBER_COUNT_FALLBACK);
  expect(joinReadersText(page.subscribers)).toBe("Join 34,281 readers");
});
