import { Writable } from "node:stream";
import pino from "pino";
import { expect, test } from "vitest";
import { errorReason } from "./errors";
import { createLogger, requestLineWriter, serializeError } from "./logger.server";

const queryError = () =>
  new Error("Failed query: select id from user where email = $1\nparams: someone@example.com", {
    cause: new Error('relation "user" does not exist\n  detail'),
  });

test("an error's reason is its innermost cause's first line", () => {
  expect(errorReason(queryError())).toBe('relation "user" does not exist');
  expect(errorReason("plain text")).toBe("plain text");
});

test("[errors.no-secrets-in-logs] a logged error keeps its type, reason and frames but never its query parameters", () => {
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

/** The error drizzle throws for a failed query: its message, `query` and `params` hold the values. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause });
  }
}

function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  return { logger: createLogger("info", sink), lines };
}

test("[errors.no-secrets-in-logs] the site's logger never writes a query's text or parameters, under any key", () => {
  const { logger, lines } = capturedLogger();
  const cause = Object.assign(new Error('invalid input syntax for type uuid: "ada@example.com"'), { code: "22P02" });
  const error = new DrizzleQueryError(
    "select * from subscribers where email = $1 and name = 'Ada Lovelace'",
    ["ada@example.com", "Ada Lovelace"],
    cause,
  );
  logger.error({ err: error }, "with a message");
  logger.error({ err: error });
  logger.error({ error });
  logger.warn({ job: { failure: error } }, "nested");
  logger.error(error);
  logger.error(error, "bare error with a message");
  expect(lines).toHaveLength(6);
  for (const line of lines) {
    expect(line).not.toContain("ada@example.com");
    expect(line).not.toContain("Ada Lovelace");
    expect(line).not.toContain("Failed query");
    expect(line).not.toContain("select");
  }
  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const safe = { type: "Error", message: 'invalid input syntax for type uuid: "[value]"', code: "22P02" };
  expect(logged[0]!.err).toMatchObject(safe);
  expect(logged[1]!.err).toMatchObject(safe);
  expect(logged[1]!.msg).toBe(safe.message);
  expect(logged[2]!.error).toMatchObject(safe);
  expect((logged[3]!.job as { failure: unknown }).failure).toMatchObject(safe);
  expect(logged[4]!.err).toMatchObject(safe);
  expect(logged[4]!.msg).toBe(safe.message);
  expect(logged[5]!.msg).toBe("bare error with a message");
});

test("[errors.no-secrets-in-logs] a reason keeps the names PostgreSQL quotes and drops the values", () => {
  const reason = (message: string) => errorReason(new Error("Failed query: …", { cause: new Error(message) }));
  expect(reason('duplicate key value violates unique constraint "subscribers_email_unique"')).toBe(
    'duplicate key value violates unique constraint "subscribers_email_unique"',
  );
  expect(reason('null value in column "email" of relation "subscribers" violates not-null constraint')).toBe(
    'null value in column "email" of relation "subscribers" violates not-null constraint',
  );
  expect(reason('invalid input value for enum mood: "Ada Lovelace"')).toBe('invalid input value for enum mood: "[value]"');
  expect(reason('value "99999999999" is out of range for type integer')).toBe('value "[value]" is out of range for type integer');
  expect(reason('syntax error at or near "ada@example.com"')).toBe('syntax error at or near "[value]"');
});

test("[errors.no-secrets-in-logs] a plain object logged as err is kept as given", () => {
  const { logger, lines } = capturedLogger();
  logger.warn({ err: { message: "connect ECONNREFUSED 127.0.0.1:6379" } }, "Redis is not answering");
  expect(JSON.parse(lines[0]!).err).toEqual({ message: "connect ECONNREFUSED 127.0.0.1:6379" });
});

test("a request line written directly reads exactly as pino writes it, and follows the logger's level", () => {
  const { logger, lines } = capturedLogger();
  const writeLine = requestLineWriter(logger);
  const line = { requestId: "3f1c", method: "GET", path: '/signs/"aries"\\é', status: 200, ms: 0.4 };
  writeLine(line);
  logger.info(line, "request");
  writeLine(line, "debug"); // below the logger's level: nothing
  expect(lines).toHaveLength(2);
  const [direct, throughPino] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(Object.keys(direct!)).toEqual(Object.keys(throughPino!));
  expect({ ...direct, time: 0 }).toEqual({ ...throughPino, time: 0 });
  expect(Math.abs(Number(direct!.time) - Number(throughPino!.time))).toBeLessThan(1000);
  expect(lines[0]!.endsWith("}\n")).toBe(true);
});
