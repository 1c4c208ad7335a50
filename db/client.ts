import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { existsSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { durablePgliteOptions, syncDirectoryTree } from "./pglite-durability";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Answers true when the database runs a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | undefined } // undefined: in memory
  | { kind: "postgres"; url: string; poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    let closing: Promise<void> | undefined;
    return {
      db,
      kind: "postgres",
      ping: () => pingDatabase(db),
      close: () => (closing ??= pool.end()),
    };
  }
  const client = await openPglite(target.dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: () => pingDatabase(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** PGlite in memory for tests, or on disk with every commit flushed to the disk (ADR 016). */
async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create();
  const fresh = !existsSync(join(dataDir, "PG_VERSION"));
  const client = await PGlite.create(durablePgliteOptions(dataDir));
  if (fresh) await syncDirectoryTree(dataDir);
  return client;
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
