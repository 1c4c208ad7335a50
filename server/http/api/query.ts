import type { z } from "zod";

/** A query parameter's refusal, in the API's error shape. */
export type QueryRefusal = { code: string; message: string };

/**
 * A query string read with the endpoint's zod schema: the same schema the API's description is
 * built from (`server/http/api/openapi/`), so what the document says a parameter takes is what
 * the handler accepts. The first refused parameter, in the schema's order, answers with its own
 * code (`codes`) and the schema's message for it.
 */
export function readQuery<S extends z.ZodObject>(
  query: Record<string, string>,
  schema: S,
  codes: Record<keyof z.infer<S> & string, string>,
): { ok: true; value: z.infer<S> } | { ok: false; error: QueryRefusal } {
  const result = schema.safeParse(query);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]) as keyof typeof codes;
  return { ok: false, error: { code: codes[name] ?? "bad_request", message: issue.message } };
}
