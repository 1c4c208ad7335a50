import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import type { VapidKeys } from "#app/lib/env.server.ts";

/** The file in DATA_DIR that keeps a generated pair. */
export const VAPID_KEYS_FILE = "vapid-keys.json";

/**
 * The key pair the site signs its pushes with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set,
 * otherwise a pair generated on first boot and kept in DATA_DIR (mode 0600). A browser's
 * subscription is bound to the public key it was made with, so a new pair would silence every
 * subscriber: the pair is made once and read back on every later boot. Instances on separate
 * machines must be given one pair explicitly, as they are given AUTH_SECRET.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const path = join(dataDir, VAPID_KEYS_FILE);
  const stored = readStored(path);
  if (stored) return stored;
  const generated = webpush.generateVAPIDKeys();
  const keys = { publicKey: generated.publicKey, privateKey: generated.privateKey };
  try {
    // "wx": should another process have written a pair meanwhile, that one is kept and read.
    writeFileSync(path, JSON.stringify(keys) + "\n", { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const raced = readStored(path);
    if (raced) return raced;
    throw new Error(`${path} holds no VAPID key pair: remove it, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
  }
  return keys;
}

function readStored(path: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof parsed.publicKey === "string" && typeof parsed.privateKey === "string") {
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
    }
  } catch {
    // a damaged file: refused below, never replaced (its subscribers would be lost)
  }
  throw new Error(`${path} holds no VAPID key pair: remove it, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
}
