import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedDatabase } from "#db/seed.ts";
import type { Env } from "#app/lib/env.server.ts";
import { acquireDataDirLock } from "./data-dir-lock";

export class SiteDatabaseError extends Error {
  override name = "SiteDatabaseError";
}

type SiteDatabase = {
  /** Its close() also releases the DATA_DIR lock. */
  database: DatabaseHandle;
  /** DATA_DIR as an absolute path; it exists once this resolves. */
  dataDir: string;
};

/**
 * The database the server and the operator commands share: PostgreSQL when DATABASE_URL is
 * set, else PGlite in DATA_DIR/pglite behind the DATA_DIR lock; migrated and seeded, so a
 * fresh DATA_DIR works. Throws DataDirLockedError while another process holds DATA_DIR,
 * SiteDatabaseError (naming the database, never its URL) when it cannot be opened.
 */
export async function openSiteDatabase(env: Pick<Env, "dataDir" | "databaseUrl">): Promise<SiteDatabase> {
  const dataDir = resolve(env.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = env.databaseUrl ? undefined : acquireDataDirLock(dataDir);
  const target: DatabaseTarget = env.databaseUrl
    ? { kind: "postgres", url: env.databaseUrl }
    : { kind: "pglite", dataDir: resolve(dataDir, "pglite") };

  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(target);
    await runMigrations(handle, target);
    await seedDatabase(handle.db);
  } catch (error) {
    await handle?.close().catch(() => {});
    lock?.release();
    const where = target.kind === "postgres" ? "the PostgreSQL database in DATABASE_URL" : `the embedded database in ${dataDir}`;
    throw new SiteDatabaseError(`could not open ${where}: ${(error as Error).message}`, { cause: error });
  }

  const opened = handle;
  const database: DatabaseHandle = {
    ...opened,
    close: async () => {
      try {
        await opened.close();
      } finally {
        lock?.release();
      }
    },
  };
  return { database, dataDir };
}
