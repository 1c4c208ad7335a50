import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "#app/lib/errors.ts";
import { jsonHoldsNul, NUL_TEXT_MESSAGE } from "#app/lib/text.ts";

/**
 * The most a JSON body may hold. Every browser report and form fits in a few hundred bytes; the
 * admin's post editor declares its own larger limit.
 */
const JSON_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Reads a JSON body of at most `maxBytes` and validates it; any problem becomes a 4xx with a
 * clear message. Text holding a NUL character is refused here, for every endpoint at once: the
 * database cannot store it ([errors.bad-input]). A body that announces a larger size is refused before a byte is read, and one
 * that grows past the limit while streaming is cut off there, so no request can make the process
 * hold more than the limit.
 */
export async function readJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  { maxBytes = JSON_BODY_LIMIT_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<T>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError({ code: "unsupported_media_type", status: 415, message: "Send the request body as application/json." });
  }
  const text = await readLimitedText(c.req.raw, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError({ code: "bad_request", status: 400, message: "The request body is not valid JSON." });
  }
  if (jsonHoldsNul(body)) throw new AppError({ code: "bad_request", status: 400, message: NUL_TEXT_MESSAGE });
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new AppError({ code: "validation_failed", status: 400, message: `${field}${issue.message}` });
  }
  return result.data;
}

async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new AppError({ code: "payload_too_large", status: 413, message: `The request body is larger than ${describeBytes(maxBytes)}.` });
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge();
  // A declared length bounds the body (Node reads no more than that as the body), so it may be
  // read whole: on the Node server that reads the socket directly, without the web streams a
  // body reader builds, which cost more than the rest of a small report's handling.
  if (Number.isFinite(declared) && !request.headers.has("Transfer-Encoding")) return request.text();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}
