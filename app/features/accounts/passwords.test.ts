import { expect, test } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.server";

test("[auth.passwords] argon2id with OWASP parameters; the right password verifies, a wrong one does not", async () => {
  const stored = await hashPassword("stardust-42");
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword({ hash: stored, password: "stardust-42" })).toBe(true);
  expect(await verifyPassword({ hash: stored, password: "stardust-43" })).toBe(false);
  expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
});
