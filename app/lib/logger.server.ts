import pino, { type DestinationStream, type Logger, type LogFn } from "pino";
import { errorReason } from "./errors";

type SerializedError = { type: string; message: string; code?: string; stack?: string };

/**
 * Structured JSON logs. Request logs carry method, path, status and duration only:
 * never headers, cookies, query strings or bodies, so no secret can reach a log line.
 * Errors are logged as type, reason, code and stack frames wherever they sit in the log object,
 * never with the fields a query error carries (its SQL text and parameters: addresses, names).
 */
// Where each logger made here writes, for the request lines written without pino's formatting.
const destinations = new WeakMap<Logger, DestinationStream>();

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "cosmic-daily" },
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "authorization",
        "*.authorization",
        "cookie",
        "*.cookie",
        "secret",
        "*.secret",
        "params",
        "*.params",
      ],
      censor: "[redacted]",
    },
    serializers: { err: serializeError },
    hooks: { logMethod: logWithoutErrorDetails },
  };
  const stream = destination ?? pino.destination(1);
  const logger = pino(options, stream);
  destinations.set(logger, stream);
  return logger;
}

/** The one line each request gets: nothing that can hold a secret (no query, headers or body). */
export type RequestLine = { requestId: string; method: string; path: string; status: number; ms: number };

const LEVEL_NUMBERS = { debug: 20, info: 30 } as const;

/**
 * Writes request lines in pino's own line format (its level number, time, bindings, fields, msg),
 * built directly and written to the destination of a logger made by createLogger: their fields
 * are fixed and can hold no secret, and pino's redaction and hooks, needed for every other line,
 * would cost more than the rest of a cached page's answer. Other loggers get the lines through
 * pino as usual.
 */
export function requestLineWriter(logger: Logger): (line: RequestLine, level?: keyof typeof LEVEL_NUMBERS) => void {
  const destination = destinations.get(logger);
  if (!destination) return (line, level = "info") => logger[level](line, "request");
  const bindings = JSON.stringify(logger.bindings()).slice(1, -1);
  const prefix = bindings ? `,${bindings}` : "";
  return (line, level = "info") => {
    if (!logger.isLevelEnabled(level)) return;
    destination.write(
      `{"level":${LEVEL_NUMBERS[level]},"time":${Date.now()}${prefix},"requestId":${JSON.stringify(line.requestId)},` +
        `"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
    );
  };
}

/**
 * The status a request's log line records when its client went away before the answer could be
 * sent: nginx's 499, "client closed request". Nobody receives it; it keeps a client's departure
 * apart from the site's own failures (5xx) in the log ([logs.client-faults]).
 */
export const CLIENT_CLOSED_STATUS = 499;

/**
 * Whether a failure is the client going away rather than the site failing: the request's signal
 * is aborted (its connection closed before the answer was sent), or the error, or one of its
 * causes, is Node's own for a body cut off while it was read ("aborted", ECONNRESET).
 */
export function isClientAbort(error: unknown, request?: Request): boolean {
  if (request?.signal.aborted) return true;
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    if ((cause as { code?: unknown }).code === "ECONNRESET" && cause.message === "aborted") return true;
  }
  return false;
}

/**
 * Pino logs an Error found under any key other than `err` field by field (a query error's `query`
 * and `params` included), and takes a bare error's raw message as the line's `msg`; so every
 * error in the arguments is turned into its safe shape before pino sees it.
 */
function logWithoutErrorDetails(this: Logger, args: Parameters<LogFn>, method: LogFn) {
  const [first, ...rest] = args as unknown[];
  if (first instanceof Error) {
    const err = safeError(first);
    const message = rest.length > 0 ? rest : [err.message];
    return (method as (...values: unknown[]) => void).apply(this, [{ err }, ...message]);
  }
  if (typeof first === "object" && first !== null) {
    return (method as (...values: unknown[]) => void).apply(this, [withErrorsSerialized(first, 0), ...rest]);
  }
  return (method as (...values: unknown[]) => void).apply(this, args as unknown[]);
}

// Deep enough for { err } and { context: { err } }; a log object is never a deep tree.
const MAX_DEPTH = 4;

function withErrorsSerialized(value: unknown, depth: number): unknown {
  if (value instanceof Error) return safeError(value);
  if (depth >= MAX_DEPTH || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withErrorsSerialized(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withErrorsSerialized(item, depth + 1)]));
}

/** The `err` field: an error in its safe shape; anything else (already safe, or a plain { message }) as given. */
export function serializeError(value: unknown): unknown {
  if (value instanceof Error) return safeError(value);
  if (typeof value === "object" && value !== null) return value;
  return { type: typeof value, message: errorReason(value) };
}

/** An error as a log field: its type, its reason, its code and the call stack, without query text or values. */
function safeError(error: Error): SerializedError {
  // A stack starts with the message, parameters and all; only its "at …" frames are kept.
  const frames = error.stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  const code = codeOf(error);
  return { type: error.name, message: errorReason(error), ...(code ? { code } : {}), ...(frames ? { stack: frames } : {}) };
}

/** The innermost cause's code (a SQLSTATE such as 23505, or ENOENT): what failed, never a value. */
function codeOf(error: Error): string | undefined {
  let root: unknown = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const code = (root as { code?: unknown }).code;
  return typeof code === "string" && /^[A-Z0-9_]{1,32}$/.test(code) ? code : undefined;
}
