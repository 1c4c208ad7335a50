import { describe, expect, test } from "vitest";
import { REQUEST_BODY_LIMIT_BYTES } from "#server/http/middleware/body-size.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

/** A body of `bytes` made on demand, so the test itself never holds it. */
function lazyBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

describe("every request body has a limit ([errors.body-limit])", () => {
  const database = useTestDatabase("pglite");
  const post = (path: string, init: RequestInit & { duplex?: "half" }) => {
    const { app } = buildTestApp(database);
    return app.request(`${SITE_URL}${path}`, { method: "POST", ...init, headers: { Origin: SITE_URL, ...init.headers } });
  };

  test("a body that announces more than the limit is refused with 413 before it is read", async () => {
    const declared = String(100 * 1024 * 1024);
    for (const path of ["/api/auth/sign-in/email", "/auth", "/signs/aries", "/api/subscribe"]) {
      const res = await post(path, {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": declared },
        body: "email=a%40example.com",
      });
      expect(res.status, path).toBe(413);
    }
  });

  test("a streamed body is cut off at the limit: 413, and memory stays flat under five 100 MB bodies at once", async () => {
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(
      ["/api/auth/sign-in/email", "/auth", "/signs/aries", "/admin/posts/new", "/subscribe"].map((path) =>
        post(path, { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: lazyBody(100 * 1024 * 1024), duplex: "half" }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([413, 413, 413, 413, 413]);
    expect(await answers[0]!.json()).toEqual({
      error: { code: "payload_too_large", message: `The request body is larger than ${REQUEST_BODY_LIMIT_BYTES / (1024 * 1024)} MB.` },
    });
    // Each request holds at most the limit while it is read, never its whole body.
    expect(process.memoryUsage().rss - before).toBeLessThan(5 * REQUEST_BODY_LIMIT_BYTES + 64 * 1024 * 1024);
  });

  test("a body within the limit still reaches the app", async () => {
    const res = await post("/api/subscribe", {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "fits@example.com", tags: ["quick-subscribe"], source: "quick-subscribe" }),
    });
    expect(res.status).toBe(200);
  });
});
