import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The signing secret: AUTH_SECRET when set, otherwise one generated on first boot and kept
 * in DATA_DIR (mode 0600) so sessions survive restarts. Several instances must share
 * AUTH_SECRET explicitly.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, "auth-secret");
  try {
    const stored = readFileSync(path, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, secret + "\n", { mode: 0o600 });
  return secret;
}
