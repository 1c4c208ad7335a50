import { AsyncLocalStorage } from "node:async_hooks";
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

const hashedAhead = new AsyncLocalStorage<{ password: string; hash: string }>();

/**
 * Hashes `password`, then runs `work`; within it, `hashPasswordOrTakeAhead` answers that hash for
 * that password at once. better-auth hashes inside its sign-up transaction, which would hold a
 * connection (on PGlite, the whole database) for the tens of milliseconds argon2id takes; hashed
 * ahead, the transaction holds only its reads and writes.
 */
export async function withPasswordHashedAhead<T>(password: string, work: () => Promise<T>): Promise<T> {
  const made = await hashPassword(password);
  return hashedAhead.run({ password, hash: made }, work);
}

/** The hasher better-auth is given: the hash made ahead for this very password, else a new one. */
export function hashPasswordOrTakeAhead(password: string): Promise<string> {
  const ahead = hashedAhead.getStore();
  return ahead && ahead.password === password ? Promise.resolve(ahead.hash) : hashPassword(password);
}
