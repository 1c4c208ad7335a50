import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, expect, test } from "vitest";
import { z } from "zod";
import { isAppError } from "#app/lib/errors.ts";
import { bodySize } from "#server/http/middleware/body-size.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { readJsonBody } from "./request-body";

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A JSON endpoint behind the app's body limit, served by Node as the site is. */
async function serve() {
  const app = new Hono<AppBindings>();
  app.use(bodySize());
  app.post("/echo", async (c) => c.json(await readJsonBody(c, z.object({ note: z.string() }))));
  app.onError((error, c) => {
    if (!isAppError(error)) throw error;
    return c.json({ error: { code: error.code, message: error.message } }, error.status as 400);
  });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  closers.push(() => server.close());
  return (server.address() as AddressInfo).port;
}

/**
 * POSTs `chunks` to /echo: with a Content-Length when `declared` is given (the way browsers send a
 * report), chunked otherwise (the way a client streams a body of unknown size).
 */
function post(port: number, chunks: Buffer[], declared?: number) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (declared !== undefined) headers["Content-Length"] = String(declared);
  return new Promise<{ status: number; body: unknown }>((done, fail) => {
    const req = httpRequest({ port, host: "127.0.0.1", path: "/echo", method: "POST", headers }, (res) => {
      const received: Buffer[] = [];
      res.on("data", (chunk: Buffer) => received.push(chunk));
      res.on("end", () => done({ status: res.statusCode!, body: JSON.parse(Buffer.concat(received).toString("utf8")) }));
    });
    // A refused body may be cut off before it is all sent.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : fail(error)));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

// "é" is two bytes in UTF-8; split between two chunks it must still read as one character.
const note = Buffer.from(JSON.stringify({ note: "Vénus" }), "utf8");
const split = [note.subarray(0, 11), note.subarray(11)];

test("[errors.bad-input] a JSON body is read whole, sent with its length or in chunks, multi-byte characters intact", async () => {
  const port = await serve();
  expect(split[0]!.toString("latin1").endsWith("\u00c3")).toBe(true);
  expect(await post(port, split, note.length)).toEqual({ status: 200, body: { note: "Vénus" } });
  expect(await post(port, split)).toEqual({ status: 200, body: { note: "Vénus" } });
});

test("[errors.body-limit] a JSON body over 8 KB gets 413 with a message, declared or streamed", async () => {
  const port = await serve();
  const tooLarge = { status: 413, body: { error: { code: "payload_too_large", message: "The request body is larger than 8 KB." } } };
  const big = Buffer.from(JSON.stringify({ note: "x".repeat(8 * 1024) }));
  expect(await post(port, [big], big.length)).toEqual(tooLarge);
  expect(await post(port, [big.subarray(0, 4096), big.subarray(4096)])).toEqual(tooLarge);
  // Exactly at the limit is still read.
  const atLimit = Buffer.from(JSON.stringify({ note: "x".repeat(8 * 1024 - 11) }));
  expect(atLimit.length).toBe(8 * 1024);
  expect((await post(port, [atLimit], atLimit.length)).status).toBe(200);
});

test("[errors.bad-input] a declared body that is not JSON, or not the expected shape, gets 400 with a message", async () => {
  const port = await serve();
  const broken = Buffer.from("{note:");
  expect(await post(port, [broken], broken.length)).toEqual({
    status: 400,
    body: { error: { code: "bad_request", message: "The request body is not valid JSON." } },
  });
  const wrong = Buffer.from(JSON.stringify({ note: 7 }));
  expect(await post(port, [wrong], wrong.length)).toMatchObject({ status: 400, body: { error: { code: "validation_failed" } } });
});
