import { Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectRedis, type RedisConnection } from "#server/boot/redis.ts";
import { buildTestApp, silentLogger as silent } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const SITE = "http://localhost:3000";

const redisReachable = await new Promise<boolean>((done) => {
  const url = new URL(REDIS_URL);
  const socket = new Socket();
  socket.setTimeout(1_000);
  socket.once("connect", () => (socket.destroy(), done(true)));
  socket.once("timeout", () => (socket.destroy(), done(false)));
  socket.once("error", () => done(false));
  socket.connect(Number(url.port || 6379), url.hostname);
});
if (!redisReachable) console.warn(`Redis at ${REDIS_URL} is not reachable: the shared-limit test does not run, the fallback tests do.`);

let database: TestDatabase;
const connections: RedisConnection[] = [];
beforeAll(async () => {
  database = await createTestDatabase("pglite");
});
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await database?.drop();
});

async function instance(redisUrl: string) {
  const connection = await connectRedis(redisUrl, silent);
  connections.push(connection);
  const { app } = buildTestApp(database, { hitCounter: connection.hitCounter });
  return (email: string) =>
    app.request(`${SITE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({ email, password: "guessing" }),
    });
}

// A fresh account name per run: the counters outlive a run by up to a minute.
const target = () => `target-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

// Sharing needs a Redis both instances reach; without one this machine has nothing to share through
// (the in-process limiter is covered by the unit tests), so the test says so and is skipped.
test.skipIf(!redisReachable)("two instances on one Redis share the per-account budget of five attempts a minute", async () => {
  const [first, second] = [await instance(REDIS_URL), await instance(REDIS_URL)];
  const email = target();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) statuses.push((await (attempt % 2 ? second : first)(email)).status);
  // In-process counters would allow 5 on each instance; shared ones refuse the sixth overall.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

test("with Redis away, each instance still limits on its own counters", async () => {
  const closedPort = "redis://127.0.0.1:1";
  const started = Date.now();
  const signIn = await instance(closedPort);
  expect(Date.now() - started).toBeLessThan(5_000);
  const email = target();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) statuses.push((await signIn(email)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});
