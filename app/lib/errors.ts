/**
 * The one error type services throw. Callers branch on `code`, never on message text;
 * the API turns it into `{ error: { code, message } }` with `status`.
 */
export type AppErrorCode =
  | "bad_request"
  | "validation_failed"
  | "not_found"
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

  constructor({ code, status, message }: { code: AppErrorCode; status: number; message: string }) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = status;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * What went wrong, fit for a log line or an operator: the innermost cause's first line. Query
 * errors carry their parameters (addresses, password hashes) in their own message and later
 * lines; the driver's reason says what failed without them.
 */
export function errorReason(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  return (root instanceof Error ? root.message : String(root)).split("\n")[0]!;
}
