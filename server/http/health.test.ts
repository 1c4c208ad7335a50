import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { listenForHealthChecks } from "./health";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function healthPort(databaseAnswers: boolean) {
  const database = { ping: async () => databaseAnswers };
  const server = await listenForHealthChecks(database, { port: 0, host: "127.0.0.1" });
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test("[startup.health] the health port answers /healthz, and /readyz by the database", async () => {
  const base = await healthPort(true);
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});

test("[startup.health] /readyz on the health port says 503 while the database does not answer", async () => {
  const base = await healthPort(false);
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: "database unavailable" });
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
});

test("[startup.health] the health port serves nothing else: pages and the API are 404 there", async () => {
  const base = await healthPort(true);
  for (const path of ["/", "/signs/leo", "/api/settings", "/admin"]) {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "This port answers /healthz and /readyz only." } });
  }
});
