import type { z } from "zod";

/**
 * What a write asked for by an admin answers, whichever way it was asked: done, with the words the
 * admin reads and what was written; or refused, with the reason and the words for it. An admin
 * page and the JSON API show the same words: the page as a toast and under each field, the API as
 * `{ error: { code, message, fields } }` with the refusal's status.
 */
export type CommandResult<T = undefined> = Done<T> | Refused;
export type Done<T> = { ok: true; message: string; value: T };
export type Refused = { ok: false; refusal: Refusal; message: string; fields?: FieldMessages };

/** Why a write was refused: its input, a thing that no longer exists, or a state that forbids it. */
export type Refusal = "invalid" | "not_found" | "conflict";

/** Each refused field's message, by the field's name. */
export type FieldMessages = Record<string, string>;

/** The status a refusal is answered with, by a page and by the API alike. */
export const REFUSAL_STATUS: Record<Refusal, 400 | 404 | 409> = { invalid: 400, not_found: 404, conflict: 409 };

export function done(message: string): Done<undefined>;
export function done<T>(message: string, value: T): Done<T>;
export function done<T>(message: string, value?: T): Done<T | undefined> {
  return { ok: true, message, value };
}

export function refused(refusal: Refusal, message: string, fields?: FieldMessages): Refused {
  return fields ? { ok: false, refusal, message, fields } : { ok: false, refusal, message };
}

/** Each field's first message among a validation's issues, the field being the first step of the issue's path. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "";
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/**
 * Reads a command's input with its one schema, whether it came as JSON or from a form. A refusal
 * names each field's first problem; its message counts the fields that need a fix (`summary`), or,
 * without a summary or when no field is to blame (a list sent for an object), is the first
 * problem's own words.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  summary?: (fieldCount: number) => string,
): { ok: true; data: z.output<S> } | Refused {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = fieldMessages(parsed.error.issues);
  const count = Object.keys(fields).length;
  const message = summary && count > 0 ? summary(count) : parsed.error.issues[0]!.message;
  return refused("invalid", message, count > 0 ? fields : undefined);
}

/** A refusal's summary for a form of several fields: "The ad was not saved: 2 fields need a fix." */
export const notSaved = (what: string) => (fieldCount: number) =>
  `${what} was not saved: ${fieldCount === 1 ? "one field needs" : `${fieldCount} fields need`} a fix.`;
