import { BlockList, isIP } from "node:net";

/** A set of IP addresses and CIDR ranges, IPv4 and IPv6, that answers whether it holds an address. */
export type IpRanges = { has: (address: string) => boolean };

/**
 * Reads "10.0.0.0/8, 192.168.1.7, fd00::/8": each entry an address or a range, separated by
 * commas. Answers the entries as written (trimmed), or the first one that is neither.
 */
export function parseIpRanges(text: string): { ok: true; entries: string[] } | { ok: false; invalid: string } {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const invalid = entries.find((entry) => !isRange(entry));
  return invalid === undefined ? { ok: true, entries } : { ok: false, invalid };
}

/** The ranges of entries parseIpRanges accepted. */
export function ipRangesOf(entries: readonly string[]): IpRanges {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/") as [string, string | undefined];
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return {
    has: (address) => {
      const version = isIP(address);
      return version !== 0 && list.check(address, version === 6 ? "ipv6" : "ipv4");
    },
  };
}

/**
 * An address as a proxy or a socket may write it, in one spelling: brackets and a port taken
 * off ("[::1]:80", "203.0.113.9:5000"), and an IPv4 address mapped into IPv6 ("::ffff:10.0.0.1")
 * written as IPv4. Answers undefined when what is left is not an IP address.
 */
export function normalizeAddress(written: string): string | undefined {
  let address = written.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) === 0 ? undefined : address.toLowerCase();
}

function isRange(entry: string): boolean {
  const parts = entry.split("/");
  if (parts.length > 2) return false;
  const version = isIP(parts[0]!);
  if (version === 0) return false;
  if (parts.length === 1) return true;
  const prefix = parts[1]!;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32);
}
