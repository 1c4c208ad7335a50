import { Hono } from "hono";
import { expect, test } from "vitest";
import { compression } from "./compression";

const PAGE = `<!doctype html><p>${"The Moon moves on. ".repeat(200)}</p>`;

test("[shell.content-encoding] a rendered page is compressed as the request's q-values ask", async () => {
  const app = new Hono();
  app.use(compression());
  app.get("/", (c) => c.html(PAGE));
  const encodingFor = async (header?: string) =>
    (await app.request("/", { headers: header === undefined ? {} : { "Accept-Encoding": header } })).headers.get("Content-Encoding");
  expect(await encodingFor("gzip, deflate, br")).toBe("br");
  expect(await encodingFor("gzip, br;q=0")).toBe("gzip");
  expect(await encodingFor("br;q=0.2, gzip;q=0.8")).toBe("gzip");
  expect(await encodingFor("deflate")).toBeNull();
  expect(await encodingFor()).toBeNull();
  const plain = await app.request("/", { headers: { "Accept-Encoding": "gzip;q=0, br;q=0" } });
  expect(plain.headers.get("Content-Encoding")).toBeNull();
  expect(await plain.text()).toBe(PAGE);
});
