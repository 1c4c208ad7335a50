import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "~/lib/errors";

/** Reads a JSON body and validates it; any problem becomes a 4xx with a clear message. */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError({
      code: "unsupported_media_type",
      status: 415,
      message: "Send the request body as application/json.",
    });
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError({ code: "bad_request", status: 400, message: "The request body is not valid JSON." });
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new AppError({ code: "validation_failed", status: 400, message: `${field}${issue.message}` });
  }
  return result.data;
}
