import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import { TEST_VAPID_KEYS } from "#tests/factories/env.ts";
import { resolveVapidKeys, VAPID_KEYS_FILE } from "./vapid-keys";

test("[push.vapid-keys] without the VAPID variables a pair is generated once, kept private in DATA_DIR, and reused", () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-vapid-"));
  const first = resolveVapidKeys(undefined, dir);
  expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
  expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
  expect(JSON.parse(readFileSync(join(dir, VAPID_KEYS_FILE), "utf8"))).toEqual(first);
  expect(statSync(join(dir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
  expect(resolveVapidKeys(undefined, dir)).toEqual(first);
});

test("[push.vapid-keys] a configured pair wins and nothing is written; a damaged file is refused, never replaced", () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-vapid-"));
  expect(resolveVapidKeys(TEST_VAPID_KEYS, dir)).toBe(TEST_VAPID_KEYS);
  expect(() => statSync(join(dir, VAPID_KEYS_FILE))).toThrow();
  writeFileSync(join(dir, VAPID_KEYS_FILE), "{not json");
  expect(() => resolveVapidKeys(undefined, dir)).toThrow(/holds no VAPID key pair/);
  expect(readFileSync(join(dir, VAPID_KEYS_FILE), "utf8")).toBe("{not json");
});

test("[push.vapid-keys] the VAPID variables are read together, each checked, the private key never echoed", () => {
  const { publicKey, privateKey } = TEST_VAPID_KEYS;
  expect(parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({
    vapidKeys: { publicKey, privateKey },
    vapidSubject: "mailto:hello@localhost",
    pushServiceOrigins: [],
  });
  expect(parseEnv({}).vapidKeys).toBeUndefined();
  expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
    "Invalid environment variable VAPID_PRIVATE_KEY: must be set together with the other VAPID key, or both left unset (they are then generated into DATA_DIR)",
  );
  expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey.slice(0, 40), VAPID_PRIVATE_KEY: privateKey })).toThrow(
    /^Invalid environment variable VAPID_PUBLIC_KEY: must be a VAPID public key: 65 bytes in base64url/,
  );
  const wrongPrivate = () => parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "not+base64url" });
  expect(wrongPrivate).toThrow(
    /^Invalid environment variable VAPID_PRIVATE_KEY: must be a VAPID private key: 32 bytes in base64url, such as web-push generate-vapid-keys prints$/,
  );
  expect(parseEnv({ VAPID_SUBJECT: "https://cosmic.example/contact" }).vapidSubject).toBe("https://cosmic.example/contact");
  expect(() => parseEnv({ VAPID_SUBJECT: "http://cosmic.example" })).toThrow(
    'Invalid environment variable VAPID_SUBJECT: must be a mailto: address or an https:// URL (got "http://cosmic.example")',
  );
});

test("[push.endpoints] PUSH_SERVICE_ORIGINS takes origins and nothing more", () => {
  expect(parseEnv({ PUSH_SERVICE_ORIGINS: "http://127.0.0.1:4461, https://push.example/" }).pushServiceOrigins).toEqual([
    "http://127.0.0.1:4461",
    "https://push.example",
  ]);
  expect(() => parseEnv({ PUSH_SERVICE_ORIGINS: "https://push.example/send" })).toThrow(
    /^Invalid environment variable PUSH_SERVICE_ORIGINS: must be origins separated by commas, such as https:\/\/push.example \("https:\/\/push.example\/send" is not one\)/,
  );
  expect(() => parseEnv({ PUSH_SERVICE_ORIGINS: "ftp://push.example" })).toThrow(/PUSH_SERVICE_ORIGINS/);
});
