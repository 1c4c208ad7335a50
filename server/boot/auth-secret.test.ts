import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { resolveAuthSecret } from "./auth-secret";

test("without AUTH_SECRET a secret is generated once, kept private in DATA_DIR, and reused", () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-secret-"));
  const first = resolveAuthSecret(undefined, dir);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
  expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  expect(resolveAuthSecret(undefined, dir)).toBe(first);
});

test("a configured AUTH_SECRET wins and nothing is written", () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-secret-"));
  const configured = "c".repeat(40);
  expect(resolveAuthSecret(configured, dir)).toBe(configured);
  expect(() => statSync(join(dir, "auth-secret"))).toThrow();
});
