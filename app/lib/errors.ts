/**
 * The one error type services throw. Callers branch on `code`, never on message text;
 * the API turns it into `{ error: { code, message } }` with `status`, and a refusal of named
 * fields into `{ error: { code, message, fields } }`.
 */
export type AppErrorCode =
  | "bad_request"
  | "validation_failed"
  | "not_found"
  | "conflict"
  | "forbidden"
  | "unauthorized"
  | "cross_origin"
  | "rate_limited"
  | "payload_too_large"
  | "unsupported_media_type"
  | "internal";

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** Each refused field's message, by the field's name. */
  readonly fields?: Record<string, string>;

  constructor({ code, status, message, fields }: { code: AppErrorCode; status: number; message: string; fields?: Record<string, string> }) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = status;
    if (fields) this.fields = fields;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * What went wrong, fit for a log line or an operator: the innermost cause's first line, with the
 * values it quotes taken out. Query errors carry their parameters (addresses, password hashes) in
 * their own message and later lines; the driver's reason says what failed without them, except
 * that PostgreSQL quotes the offending value in some (`invalid input syntax for type uuid: "…"`).
 */
export function errorReason(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  return withoutQuotedValues((root instanceof Error ? root.message : String(root)).split("\n")[0]!);
}

// PostgreSQL writes both names and values between double quotes. A quoted word stays only when
// the word before it says it is the name of something (relation "user", constraint "…_unique");
// anything else quoted may be a visitor's data and is replaced.
const NAMED_THINGS =
  "relation|column|constraint|table|index|type|schema|sequence|function|database|role|extension|trigger|view|operator|domain|collation|tablespace|policy|savepoint|cursor|statement|portal|channel";
const QUOTED = new RegExp(`(\\b(?:${NAMED_THINGS})\\s+)?"(?:[^"]|"")*"`, "gi");

function withoutQuotedValues(message: string): string {
  return message.replace(QUOTED, (quoted, name: string | undefined) => (name ? quoted : '"[value]"'));
}
