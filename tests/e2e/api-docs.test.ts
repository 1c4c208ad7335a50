import { createServer, type Server } from "node:http";
import { once } from "node:events";
import { expect, test } from "@playwright/test";
import { E2E_PORT, ownPort } from "./ports";

// The API's description read by a person and by another site ([api.docs], [api.cors]): /api/docs
// renders from the site itself under its own policy, and a page of another origin (a tiny
// static server on a port of its own) may read a public read, revalidate it through a preflight,
// and may not read the reader's own charts.

const SITE = `http://127.0.0.1:${E2E_PORT}`;
const OTHER_PORT = ownPort("openapi");
const OTHER = `http://127.0.0.1:${OTHER_PORT}`;

let other: Server;
test.beforeAll(async () => {
  other = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!DOCTYPE html><html lang=en><title>Another site</title><h1>Another site</h1></html>");
  });
  other.listen(OTHER_PORT, "127.0.0.1");
  await once(other, "listening");
});
test.afterAll(async () => {
  other.close();
  await once(other, "close");
});

test("[api.docs] /api/docs shows every endpoint with its parameters, answers and an example, breaking no policy", async ({ page }) => {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(SITE)) external.push(request.url());
  });
  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Cosmic Daily API" })).toBeVisible();
  for (const name of [
    "GET /api/horoscopes/{sign}",
    "GET /api/charts/natal",
    "GET /api/charts/synastry",
    "GET /api/places",
    "GET /api/sky/moon-phases",
    "GET /api/me/charts",
    "POST /api/me/charts",
    "GET /api/me/charts/{id}",
    "PATCH /api/me/charts/{id}",
    "DELETE /api/me/charts/{id}",
    "GET /api/me/transits",
    "GET /api/openapi.json",
  ])
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  const places = page.getByRole("region", { name: "GET /api/places" });
  await expect(places.getByRole("table", { name: "Parameters" }).getByRole("rowheader", { name: "q" })).toBeVisible();
  await expect(places.getByRole("table", { name: "Responses" }).getByRole("rowheader", { name: "400" })).toBeVisible();
  await expect(places.locator("pre")).toContainText(`curl '${SITE}/api/places?q=zur&limit=5'`);
  // The contents link to each endpoint's section.
  await page.getByRole("link", { name: "GET /api/sky/moon-phases" }).click();
  await expect(page).toHaveURL(/#get-api-sky-moon-phases$/);
  expect(refusals).toEqual([]);
  expect(external).toEqual([]);
});

test("[api.cors] a page of another site reads a reading and revalidates it, and cannot read the reader's charts", async ({ page }) => {
  await page.goto(`${OTHER}/`);
  await expect(page.getByRole("heading", { name: "Another site" })).toBeVisible();
  const results = await page.evaluate(async (site) => {
    const first = await fetch(`${site}/api/horoscopes/aries?period=week`);
    const reading = (await first.json()) as { sign: string; period: string };
    const etag = first.headers.get("ETag");
    // If-None-Match is no safelisted header: the browser asks first with a preflight.
    const again = await fetch(`${site}/api/horoscopes/aries?period=week`, { headers: { "If-None-Match": etag ?? "" } });
    const places = (await (await fetch(`${site}/api/places?q=zur&limit=1`)).json()) as { places: { name: string }[] };
    const refused = async (path: string, init?: RequestInit) =>
      fetch(`${site}${path}`, init).then(
        () => "read",
        (error: Error) => `refused: ${error.name}`,
      );
    return {
      sign: reading.sign,
      period: reading.period,
      etag,
      revalidated: again.status,
      town: places.places[0]?.name,
      charts: await refused("/api/me/charts", { credentials: "include" }),
      transits: await refused("/api/me/transits"),
      write: await refused("/api/me/charts", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    };
  }, SITE);
  expect(results).toEqual({
    sign: "aries",
    period: "week",
    etag: expect.stringMatching(/^"/),
    revalidated: 304,
    town: "Zürich",
    charts: "refused: TypeError",
    transits: "refused: TypeError",
    write: "refused: TypeError",
  });
});
