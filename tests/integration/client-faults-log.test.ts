import { afterAll, beforeAll, expect, test } from "vitest";
import { createLogger } from "#app/lib/logger.server.ts";
import { createApp } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { buildTestSite, LOOPBACK_PEER, noPages, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// What an expected client fault costs the log: OPTIONS, which no page of one origin needs.
let database: TestDatabase;
let site: Site;
let app: ReturnType<typeof createApp>;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  site = buildTestSite(database, { logger: createLogger("info", { write: (line: string) => void logLines.push(line) }) });
  // The pages' build throws: OPTIONS must be answered before it.
  app = createApp(site, { build: noPages });
}, 60_000);
afterAll(async () => {
  await site?.analytics.stop();
  await database?.drop();
});

test("[logs.client-faults] 100 OPTIONS requests are answered 204 with Allow, in at most 100 log lines and 30 KB, no stack", async () => {
  logLines.length = 0;
  for (let i = 0; i < 100; i++) {
    const path = i % 2 ? "/signs/leo" : `/blog/post-${i}`;
    const answer = await app.request(`${SITE_URL}${path}`, { method: "OPTIONS" }, LOOPBACK_PEER);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("Allow")).toBe("GET, HEAD, POST");
  }
  const bytes = logLines.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
  expect(logLines.length).toBeLessThanOrEqual(100);
  expect(bytes).toBeLessThanOrEqual(30 * 1024);
  expect(logLines.join("")).not.toMatch(/\bat \S+ \(|"stack"/);
});
