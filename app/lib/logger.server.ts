import pino, { type Logger } from "pino";

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
  });
}
