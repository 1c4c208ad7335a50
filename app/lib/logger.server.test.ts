import { Writable } from "node:stream";
import pino from "pino";
import { expect, test } from "vitest";
import { errorReason } from "./errors";
import { serializeError } from "./logger.server";

const queryError = () =>
  new Error("Failed query: select id from user where email = $1\nparams: someone@example.com", {
    cause: new Error('relation "user" does not exist\n  detail'),
  });

test("an error's reason is its innermost cause's first line", () => {
  expect(errorReason(queryError())).toBe('relation "user" does not exist');
  expect(errorReason("plain text")).toBe("plain text");
});

test("a logged error keeps its type, reason and frames but never its query parameters", () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const logger = pino({ serializers: { err: serializeError } }, sink);
  logger.error({ err: queryError() }, "failed");
  const logged = JSON.parse(lines[0]!) as { err: { type: string; message: string; stack: string } };
  expect(logged.err.type).toBe("Error");
  expect(logged.err.message).toBe('relation "user" does not exist');
  expect(logged.err.stack).toMatch(/^\s+at /);
  expect(lines[0]).not.toContain("someone@example.com");
  expect(lines[0]).not.toContain("Failed query");
});
