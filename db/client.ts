import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { spawn } from "node:child_process";
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
  return pgliteDatabase(await openPglite(target.dataDir));
}

/** The handle of an open PGlite instance; closing the handle closes the instance. */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
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
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    await createPgliteDataDir(dataDir);
    await syncDirectoryTree(dataDir);
  }
  return PGlite.create(durablePgliteOptions(dataDir));
}

/**
 * Creates a new data directory in a short-lived process of its own. PGlite runs initdb in a second
 * instance, and the hundreds of megabytes that takes would otherwise stay with the long-lived
 * server: freed, but kept by the allocator rather than returned to the operating system.
 */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  const program = `const { PGlite } = await import(process.argv[1]);
const db = await PGlite.create(process.argv[2]);
await db.close();`;
  const pgliteModule = import.meta.resolve("@electric-sql/pglite");
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", program, pgliteModule, dataDir], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`creating the database in ${dataDir} failed (exit code ${code}): ${errors.trim().slice(-500)}`)),
    );
  });
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
