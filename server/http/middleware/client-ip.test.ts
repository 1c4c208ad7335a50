import { Hono } from "hono";
import { expect, test } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { clientIp } from "./client-ip";

const DEFAULT_PROXIES = parseEnv({}).trustedProxyAddresses;

/** An app that answers the client address it worked out, reached from `peer` with `forwarded` in X-Forwarded-For. */
async function clientAddress({
  peer,
  forwarded,
  header = "x-forwarded-for",
  trustedProxies = DEFAULT_PROXIES,
}: {
  peer: string | undefined;
  forwarded?: string;
  /** null: no TRUSTED_PROXY_HEADER. */
  header?: string | null;
  trustedProxies?: string[];
}) {
  const app = new Hono<AppBindings>();
  app.use(clientIp({ header: header ?? undefined, trustedProxies }));
  app.get("/", (c) => c.text(c.get("clientIp")));
  const bindings = peer === undefined ? {} : { incoming: { socket: { remoteAddress: peer, remotePort: 40_000, remoteFamily: "IPv4" } } };
  const res = await app.request("/", { headers: forwarded === undefined ? {} : { "X-Forwarded-For": forwarded } }, bindings);
  return res.text();
}

test("[startup.client-address] a client that reaches the port directly cannot name its own address", async () => {
  expect(await clientAddress({ peer: "198.51.100.7", forwarded: "10.0.0.1" })).toBe("198.51.100.7");
  expect(await clientAddress({ peer: "198.51.100.7", forwarded: "127.0.0.1" })).toBe("198.51.100.7");
});

test("[startup.client-address] behind a proxy on loopback the header names the client", async () => {
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: "203.0.113.9" })).toBe("203.0.113.9");
  expect(await clientAddress({ peer: "::1", forwarded: "2001:db8::5" })).toBe("2001:db8::5");
  expect(await clientAddress({ peer: "::ffff:127.0.0.1", forwarded: "203.0.113.9" })).toBe("203.0.113.9");
  // Without the header, or with it empty, the proxy itself is the client.
  expect(await clientAddress({ peer: "127.0.0.1" })).toBe("127.0.0.1");
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: " " })).toBe("127.0.0.1");
});

test("[startup.client-address] the right-most address that is not a trusted proxy is the client", async () => {
  const trustedProxies = ["127.0.0.1/8", "::1", "10.0.0.0/8"];
  // The client forged the first entry; our two proxies appended the rest.
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: "1.2.3.4, 203.0.113.9, 10.0.0.2", trustedProxies })).toBe("203.0.113.9");
  // Ports and brackets some proxies write are taken off.
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: "[2001:db8::5]:443, 10.0.0.2:8080", trustedProxies })).toBe("2001:db8::5");
  // Every hop is ours: the farthest one is where the request came from.
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: "10.0.0.3, 10.0.0.2", trustedProxies })).toBe("10.0.0.3");
  // Garbage where an address should be: the nearest hop that can be vouched for.
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: "203.0.113.9, not-an-ip, 10.0.0.2", trustedProxies })).toBe("10.0.0.2");
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: "unknown", trustedProxies })).toBe("127.0.0.1");
});

test("[startup.client-address] only the configured proxies are believed, and only with a configured header", async () => {
  expect(await clientAddress({ peer: "10.0.0.2", forwarded: "203.0.113.9" })).toBe("10.0.0.2");
  expect(await clientAddress({ peer: "10.0.0.2", forwarded: "203.0.113.9", trustedProxies: ["10.0.0.0/8"] })).toBe("203.0.113.9");
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: "203.0.113.9", trustedProxies: ["10.0.0.0/8"] })).toBe("127.0.0.1");
  expect(await clientAddress({ peer: "127.0.0.1", forwarded: "203.0.113.9", header: null })).toBe("127.0.0.1");
  // No socket at all (not served by Node): nobody vouches for the header.
  expect(await clientAddress({ peer: undefined, forwarded: "203.0.113.9" })).toBe("unknown");
});
