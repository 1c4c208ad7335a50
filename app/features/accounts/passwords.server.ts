import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane.
// @node-rs/argon2 defaults to argon2id; the algorithm is recorded in each hash string.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Runs on libuv's thread pool: never call it while holding a database transaction. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a crash
  }
}
