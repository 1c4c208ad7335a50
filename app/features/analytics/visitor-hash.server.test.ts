import { expect, test } from "vitest";
import { addressKeyOf } from "./visitor-hash.server";

test("[analytics.address-caps] an IPv4 address is one address; an IPv6 address counts by its /64 network, however it is written", () => {
  expect(addressKeyOf("198.51.100.7")).toBe("198.51.100.7");
  expect(addressKeyOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  expect(addressKeyOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
  expect(addressKeyOf("2001:0DB8:0001:0002:0:0:0:9")).toBe("2001:db8:1:2::/64");
  expect(addressKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(addressKeyOf("::1")).toBe("0:0:0:0::/64");
  expect(addressKeyOf("2001:db8:1:3::1")).not.toBe(addressKeyOf("2001:db8:1:2::1"));
  // What the client-address middleware answers when it knows none.
  expect(addressKeyOf("unknown")).toBe("unknown");
});
