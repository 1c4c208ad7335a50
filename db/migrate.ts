import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import type { DatabaseHandle, DatabaseTarget } from "./client";

// Any constant works as long as every instance uses the same one.
const MIGRATION_LOCK_KEY = 7_245_081_923;

/**
 * Applies the committed SQL migrations. On PostgreSQL this happens on one dedicated
 * connection holding an advisory lock, so instances booting together migrate once, in turn.
 */
export async function runMigrations(handle: DatabaseHandle, target: DatabaseTarget): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (target.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** Works from the source tree (db/) and from the bundle (build/server/). */
export function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [join(dir, "migrations"), join(dir, "db", "migrations")]) {
      if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("db/migrations not found next to the server code");
    dir = parent;
  }
}
