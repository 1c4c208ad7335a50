import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedDatabase } from "#db/seed.ts";

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type TestDatabase = DatabaseHandle & { label: string; target: DatabaseTarget; drop: () => Promise<void> };

let postgresReachable: Promise<boolean> | undefined;

/** PostgreSQL is used when it answers; otherwise the tests run on PGlite alone, and say so. */
export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      console.warn(`PostgreSQL at ${TEST_DATABASE_URL} is not reachable: database tests run on PGlite only.`);
      return false;
    }
  })();
  return postgresReachable;
}

/** The engines database tests run on: PGlite in memory always, PostgreSQL when reachable. */
export async function testDatabaseKinds(): Promise<Array<"pglite" | "postgres">> {
  return (await isPostgresReachable()) ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated and seeded database of that kind; PostgreSQL gets its own throwaway database. */
export async function createTestDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const target: DatabaseTarget = { kind: "pglite", dataDir: undefined };
    const handle = await openDatabase(target);
    await runMigrations(handle, target);
    await seedDatabase(handle.db);
    return { ...handle, label: "PGlite (in memory)", target, drop: handle.close };
  }
  const name = `cosmic_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: "postgres", url: url.toString(), poolSize: 4 };
  const handle = await openDatabase(target);
  await runMigrations(handle, target);
  await seedDatabase(handle.db);
  return {
    ...handle,
    label: "PostgreSQL",
    target,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Rows of a raw `db.execute` result; both drivers answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * A database of that kind for the tests of the enclosing describe: made before them and dropped
 * after, once for all of them or afresh for each. The object is filled in when the hook runs.
 */
export function useTestDatabase(kind: "pglite" | "postgres", { fresh = "once" }: { fresh?: "once" | "each" } = {}): TestDatabase {
  const database = {} as TestDatabase;
  const open = async () => {
    Object.assign(database, await createTestDatabase(kind));
  };
  const drop = async () => {
    await database.drop?.();
  };
  if (fresh === "each") {
    beforeEach(open);
    afterEach(drop);
  } else {
    beforeAll(open);
    afterAll(drop);
  }
  return database;
}
