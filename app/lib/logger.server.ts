import pino, { type Logger } from "pino";
import { errorReason } from "./errors";

/**
 * Structured JSON logs. Request logs carry method, path, status and duration only:
 * never headers, cookies, query strings or bodies, so no secret can reach a log line.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "cosmic-daily" },
    redact: {
      paths: ["password", "*.password", "token", "*.token", "authorization", "*.authorization", "cookie", "*.cookie", "secret", "*.secret"],
      censor: "[redacted]",
    },
    serializers: { err: serializeError },
  });
}

/** An error as a log field: its type, its reason and the call stack, without query parameters. */
export function serializeError(error: unknown): { type: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: errorReason(error) };
  // A stack starts with the message, parameters and all; only its "at …" frames are kept.
  const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line)).join("\n");
  return { type: error.name, message: errorReason(error), ...(frames ? { stack: frames } : {}) };
}
