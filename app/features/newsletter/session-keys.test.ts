import { expect, test } from "vitest";
import { dropExpiredSubscriberToken, SUBSCRIBER_STORAGE_KEY } from "./session-keys";

function storageWith(token: string | null) {
  const items = new Map<string, string>(token ? [[SUBSCRIBER_STORAGE_KEY, token]] : []);
  return { getItem: (key: string) => items.get(key) ?? null, removeItem: (key: string) => void items.delete(key), items };
}
const tokenExpiringAt = (exp: number) =>
  `${Buffer.from(JSON.stringify({ sub: "s", email: "a@b.co", sign: null, exp })).toString("base64url")}.sig`;

test("[session.expiry] [session.storage] the browser drops its zodiac_auth_token once it has expired, and keeps a valid one", () => {
  expect(SUBSCRIBER_STORAGE_KEY).toBe("zodiac_auth_token");
  const valid = storageWith(tokenExpiringAt(2_000));
  dropExpiredSubscriberToken(valid, 1_000_000);
  expect(valid.items.has(SUBSCRIBER_STORAGE_KEY)).toBe(true);
  const expired = storageWith(tokenExpiringAt(999));
  dropExpiredSubscriberToken(expired, 1_000_000);
  expect(expired.items.has(SUBSCRIBER_STORAGE_KEY)).toBe(false);
  const garbage = storageWith("not-a-token");
  dropExpiredSubscriberToken(garbage, 1_000_000);
  expect(garbage.items.has(SUBSCRIBER_STORAGE_KEY)).toBe(false);
});
