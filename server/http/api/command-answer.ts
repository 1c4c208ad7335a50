import { AppError, type AppErrorCode } from "#app/lib/errors.ts";
import { REFUSAL_STATUS, type CommandResult, type Refused, type Refusal } from "#app/lib/command.ts";

const CODES: Record<Refusal, AppErrorCode> = { invalid: "validation_failed", not_found: "not_found", conflict: "conflict" };

/**
 * A command's refusal as the API's error: `validation_failed` (with `fields`, each refused field's
 * message, as the admin form shows them under its fields), `not_found` or `conflict`, with the
 * status an admin page answers it with (400, 404, 409) and the same words.
 */
export function refusalError(result: Refused): AppError {
  return new AppError({
    code: CODES[result.refusal],
    status: REFUSAL_STATUS[result.refusal],
    message: result.message,
    fields: result.fields,
  });
}

/** What an admin write wrote, for the API's answer; a refusal is thrown as the API's error. */
export function writtenOrThrow<T>(result: CommandResult<T>): T {
  if (result.ok) return result.value;
  throw refusalError(result);
}
