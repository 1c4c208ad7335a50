import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { expect, test } from "vitest";
import type { AppBindings } from "#server/http/bindings.ts";
import { requestLogger } from "./request-logger";

test("a request log line has method, path, status and duration, and no cookie, query or header", async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = new Hono<AppBindings>();
  app.use(requestLogger(pino({ level: "info" }, sink)));
  app.post("/verify", (c) => c.text("ok"));
  await app.request("http://localhost/verify?token=secret-token-123", {
    method: "POST",
    headers: { Cookie: "session=secret-cookie-456", Authorization: "Bearer secret-bearer-789" },
    body: JSON.stringify({ password: "secret-password-000" }),
  });
  expect(lines).toHaveLength(1);
  const entry = JSON.parse(lines[0]!);
  expect(entry).toMatchObject({ method: "POST", path: "/verify", status: 200, msg: "request" });
  expect(typeof entry.ms).toBe("number");
  for (const secret of ["secret-token-123", "secret-cookie-456", "secret-bearer-789", "secret-password-000"]) {
    expect(lines[0]).not.toContain(secret);
  }
});
