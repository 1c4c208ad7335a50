import { expect, test } from "vitest";
import { hashPassword, hashPasswordOrTakeAhead, verifyPassword, withPasswordHashedAhead } from "./passwords.server";

test("[auth.passwords] argon2id with OWASP parameters; the right password verifies, a wrong one does not", async () => {
  const stored = await hashPassword("stardust-42");
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword({ hash: stored, password: "stardust-42" })).toBe(true);
  expect(await verifyPassword({ hash: stored, password: "stardust-43" })).toBe(false);
  expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
});

test("[auth.sign-up-atomic] a password hashed ahead is the hash handed out within, for that password only", async () => {
  const [first, second, other] = await withPasswordHashedAhead("stardust-42", async () =>
    Promise.all([hashPasswordOrTakeAhead("stardust-42"), hashPasswordOrTakeAhead("stardust-42"), hashPasswordOrTakeAhead("moondust-7")]),
  );
  // Each hash has a salt of its own: the same string twice is the one made ahead.
  expect(second).toBe(first);
  expect(await verifyPassword({ hash: first!, password: "stardust-42" })).toBe(true);
  expect(other).not.toBe(first);
  expect(await verifyPassword({ hash: other!, password: "moondust-7" })).toBe(true);
  // Outside, every call hashes anew.
  expect(await hashPasswordOrTakeAhead("stardust-42")).not.toBe(first);
});
