import { EventEmitter, once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { handleError } from "#app/entry.server.tsx";
import { createApp } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { stubServerBuild } from "#tests/factories/server-build.ts";
import { buildTestSite, capturingLogger, LOOPBACK_PEER, noPages, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// What an expected client fault costs the log: OPTIONS, which no page of one origin needs, a body
// the site cannot read, and a client that leaves before its body has arrived.
let database: TestDatabase;
let site: Site;
let app: ReturnType<typeof createApp>;
const log = capturingLogger("info");

/** A stack trace in a log line: a "stack" field, or frames printed as text. */
const STACK = /\bat \S+ \(|"stack"/;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  site = buildTestSite(database, { logger: log.logger });
  // The pages' build throws: OPTIONS must be answered before it.
  app = createApp(site, { build: noPages });
}, 60_000);
afterAll(async () => {
  await site?.analytics.stop();
  await database?.drop();
});

test("[logs.client-faults] 100 signed-out OPTIONS requests to pages and the API are answered in at most 100 log lines and 30 KB, no stack", async () => {
  log.lines.length = 0;
  const paths = ["/signs/leo", "/blog/post-", "/api/horoscopes/leo", "/api/subscribe", "/api/me", "/api/auth/get-session"];
  for (let i = 0; i < 100; i++) {
    const path = paths[i % paths.length]!;
    const answer = await app.request(`${SITE_URL}${path}${path.endsWith("-") ? i : ""}`, { method: "OPTIONS" }, LOOPBACK_PEER);
    if (path === "/api/horoscopes/leo") {
      // A public read's OPTIONS is its preflight, answered at once ([api.cors]).
      expect(answer.status).toBe(204);
      expect(answer.headers.get("Access-Control-Allow-Origin")).toBe("*");
    } else if (path.startsWith("/api/")) {
      // One origin needs no preflight, and the rest of the API has none: a clear 4xx, in its error shape.
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: { code: "not_found" } });
    } else {
      expect(answer.status).toBe(204);
      expect(answer.headers.get("Allow")).toBe("GET, HEAD, POST");
    }
  }
  const bytes = log.lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
  expect(log.lines.length).toBeLessThanOrEqual(100);
  expect(bytes).toBeLessThanOrEqual(30 * 1024);
  expect(log.lines.join("")).not.toMatch(STACK);
  expect(log.entries().every((entry) => entry.level === 30 && entry.msg === "request")).toBe(true);
});

test("[logs.client-faults] a body that is not JSON, of another type, or too large is answered 4xx in its one request line, no stack", async () => {
  log.lines.length = 0;
  const post = (body: BodyInit, headers: Record<string, string>) =>
    app.request(`${SITE_URL}/api/subscribe`, { method: "POST", body, headers: { Origin: SITE_URL, ...headers } }, LOOPBACK_PEER);
  const json = { "Content-Type": "application/json" };
  const tooLarge = "x".repeat(3 * 1024 * 1024);
  const streamed = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024 * 1024)));
      controller.close();
    },
  });
  const statuses = [
    (await post("{email:", json)).status,
    (await post("email=a@example.com", { "Content-Type": "application/x-www-form-urlencoded" })).status,
    (await post(JSON.stringify({ email: "x".repeat(9 * 1024) }), json)).status,
    (await post(tooLarge, json)).status,
    (
      await app.request(
        `${SITE_URL}/api/subscribe`,
        { method: "POST", body: streamed, headers: { ...json, Origin: SITE_URL }, duplex: "half" } as RequestInit,
        LOOPBACK_PEER,
      )
    ).status,
  ];
  expect(statuses).toEqual([400, 415, 413, 413, 413]);
  expect(log.entries().map(({ level, msg, status }) => ({ level, msg, status }))).toEqual(
    statuses.map((status) => ({ level: 30, msg: "request", status })),
  );
  expect(log.lines.join("")).not.toMatch(STACK);
});

/**
 * Starts a request with a body announced as 5,000 bytes, sends `first` of it, and leaves as soon
 * as the server has begun to answer it (`arrived` resolves when the server's listener has it).
 */
async function leaveMidBody(port: number, arrived: Promise<unknown>, path: string, contentType: string, first: string): Promise<void> {
  const request = httpRequest({
    host: "127.0.0.1",
    port,
    path,
    method: "POST",
    headers: { "Content-Type": contentType, "Content-Length": "5000", Origin: `http://127.0.0.1:${port}` },
  });
  request.on("error", () => {});
  request.on("response", () => {
    throw new Error(`${path} answered before its body had arrived`);
  });
  request.write(first);
  await arrived;
  request.destroy();
}

test("[logs.client-faults] a client that leaves mid-body, on the API or a page's form, leaves one info line with status 499 and no stack", async () => {
  const pageLog = capturingLogger("debug");
  const pageSite = { ...buildTestSite(database, { logger: pageLog.logger }) };
  // A page whose action reads its form, answered by the app's own error handler.
  const build = stubServerBuild({
    handleError,
    routes: {
      form: {
        id: "form",
        parentId: "root",
        path: "form",
        module: {
          default: () => null,
          action: async ({ request }: { request: Request }) => ({ fields: [...(await request.formData()).keys()] }),
        },
      },
    },
  });
  const listener = getRequestListener(createApp(pageSite, { build }).fetch);
  const arrivals = new EventEmitter();
  const server = createServer((req, res) => {
    arrivals.emit("request", req.url);
    return listener(req, res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const requestLines = (count: number) => pageLog.until((entries) => entries.filter((entry) => entry.msg === "request").length >= count);
  try {
    await leaveMidBody(port, once(arrivals, "request"), "/api/subscribe", "application/json", '{"email":"a');
    await requestLines(1);
    await leaveMidBody(port, once(arrivals, "request"), "/form", "application/x-www-form-urlencoded", "email=a");
    await requestLines(2);
    // At info level, the requests' lines alone; at debug, why each ended.
    expect(pageLog.entries().filter((entry) => entry.level === 20)).toMatchObject([
      { msg: "client closed the request", reason: "aborted" },
      { msg: "client closed the request", reason: expect.stringMatching(/aborted/) },
    ]);
    const infoLines = pageLog.entries().filter((entry) => entry.level >= 30);
    expect(infoLines.map(({ level, msg, method, path, status }) => ({ level, msg, method, path, status }))).toEqual([
      { level: 30, msg: "request", method: "POST", path: "/api/subscribe", status: 499 },
      { level: 30, msg: "request", method: "POST", path: "/form", status: 499 },
    ]);
    expect(pageLog.entries().every((entry) => typeof entry.requestId === "string")).toBe(true);
    expect(pageLog.lines.join("")).not.toMatch(STACK);
  } finally {
    server.close();
    await pageSite.analytics.stop();
  }
});

test("[logs.client-faults] a request the account service refuses is one debug line with its status, nothing printed to the console", async () => {
  const authLog = capturingLogger("debug");
  const authSite = buildTestSite(database, { logger: authLog.logger });
  const printed = (["log", "info", "warn", "error"] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
  try {
    const answer = await createApp(authSite, { build: noPages }).request(
      `${SITE_URL}/api/auth/sign-out`,
      { method: "POST", body: "sign me out", headers: { Origin: SITE_URL, "Content-Type": "text/plain" } },
      LOOPBACK_PEER,
    );
    expect(answer.status).toBe(415);
    expect(printed.flatMap((spy) => spy.mock.calls)).toEqual([]);
    expect(authLog.entries().map(({ level, msg, status, code }) => ({ level, msg, status, code }))).toEqual([
      { level: 20, msg: "account request refused", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
      { level: 30, msg: "request", status: 415, code: undefined },
    ]);
  } finally {
    for (const spy of printed) spy.mockRestore();
    await authSite.analytics.stop();
  }
});
