import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { expect, test } from "vitest";
import type { AppBindings } from "#server/http/bindings.ts";
import { PERSONAL_CALENDAR_LOGGED_PATH } from "#app/features/calendars/calendars.ts";
import { requestLogger } from "./request-logger";

/** An app whose request log writes into `lines`, one JSON line a request. */
function loggedApp() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = new Hono<AppBindings>();
  app.use(requestLogger(pino({ level: "info" }, sink)));
  return { app, lines };
}

test("a request log line has method, path, status and duration, and no cookie, query or header", async () => {
  const { app, lines } = loggedApp();
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

test("[calendars.personal] a personal calendar's path is written without its token, in any case", async () => {
  const { app, lines } = loggedApp();
  app.get("*", (c) => c.text("ok"));
  const token = "k3Yx9v0PqL2mN8rT4wZ1aB6cD7eF5gH0iJ2kL4mN6oP";
  for (const path of [`/calendar/me/${token}.ics`, `/Calendar/ME/${token}.ics`, `/calendar/me/${token}`])
    await app.request(`http://localhost${path}`);
  await app.request("http://localhost/calendar/moon-phases.ics");
  expect(lines.map((line) => JSON.parse(line).path)).toEqual([
    PERSONAL_CALENDAR_LOGGED_PATH,
    PERSONAL_CALENDAR_LOGGED_PATH,
    PERSONAL_CALENDAR_LOGGED_PATH,
    "/calendar/moon-phases.ics",
  ]);
  expect(lines.join("")).not.toContain(token);
});
