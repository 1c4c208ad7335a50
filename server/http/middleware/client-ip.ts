import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { ipRangesOf, normalizeAddress, type IpRanges } from "#app/lib/ip-ranges.server.ts";
import type { AppBindings } from "#server/http/bindings.ts";

type ClientIpOptions = {
  /** TRUSTED_PROXY_HEADER, lower-case; unset: the connection's peer is the client. */
  header: string | undefined;
  /** TRUSTED_PROXY_ADDRESSES: the peers allowed to name the client in that header. */
  trustedProxies: readonly string[];
};

/**
 * The client address for rate limits ([startup.client-address]). A forwarded header is believed
 * only when the operator names it in TRUSTED_PROXY_HEADER and the connection comes from one of
 * the TRUSTED_PROXY_ADDRESSES; anyone reaching the port directly would otherwise pick their own.
 */
export function clientIp({ header, trustedProxies }: ClientIpOptions): MiddlewareHandler<AppBindings> {
  const trusted = ipRangesOf(trustedProxies);
  return async (c, next) => {
    const peer = peerOf(c);
    const forwarded = header && peer && trusted.has(peer) ? c.req.header(header) : undefined;
    c.set("clientIp", (forwarded ? forwardedClient(forwarded, peer!, trusted) : peer) ?? "unknown");
    await next();
  };
}

function peerOf(c: Parameters<MiddlewareHandler<AppBindings>>[0]): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? (normalizeAddress(address) ?? address) : undefined;
  } catch {
    return undefined; // not behind a Node socket (a test's app.request without one)
  }
}

/**
 * Each proxy appends the address it received the request from, so the list reads client first,
 * nearest proxy last, and only the entries our own proxies appended can be believed: walking from
 * the right, the first address that is not a trusted proxy is the client. An entry that is not an
 * address ends the walk at the trusted hop after it, which is the most that can be vouched for.
 */
function forwardedClient(forwarded: string, peer: string, trusted: IpRanges): string {
  const hops = forwarded.split(",").filter((hop) => hop.trim() !== "");
  let vouched = peer;
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = normalizeAddress(hops[index]!);
    if (!hop) return vouched;
    if (!trusted.has(hop)) return hop;
    vouched = hop;
  }
  return vouched; // every hop is one of our proxies: the farthest is the client
}
