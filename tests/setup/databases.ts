import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, pgliteDatabase, type DatabaseHandle, type DatabaseTarget } from "#db/client.ts";
import {
  dropPostgresDatabase,
  migrateAndSeed,
  onPostgresServer,
  postgresAnswers,
  postgresNotReachableWarning,
  postgresUrlOf,
  type DatabaseTemplates,
} from "./database-templates";

export type TestDatabase = DatabaseHandle & { label: string; target: DatabaseTarget; drop: () => Promise<void> };

/**
 * The templates Vitest's global setup built for this run (`tests/setup/global-databases.ts`);
 * undefined where none were built, as in a Playwright process.
 */
const templates: DatabaseTemplates | undefined = (() => {
  if (!process.env.VITEST) return undefined;
  try {
    return inject("databaseTemplates");
  } catch {
    return undefined;
  }
})();

let postgresReachable: Promise<boolean> | undefined;

/** PostgreSQL is used when it answers; otherwise the tests run on PGlite alone, and say so. */
export function isPostgresReachable(): Promise<boolean> {
  // The global setup asked once for the whole run, and said so once.
  if (templates) return Promise.resolve(templates.postgresTemplate !== null);
  postgresReachable ??= postgresAnswers().then((answers) => {
    if (!answers) console.warn(postgresNotReachableWarning());
    return answers;
  });
  return postgresReachable;
}

/** The engines database tests run on: PGlite in memory always, PostgreSQL when reachable. */
export async function testDatabaseKinds(): Promise<Array<"pglite" | "postgres">> {
  return (await isPostgresReachable()) ? ["pglite", "postgres"] : ["pglite"];
}

let pgliteTemplate: Blob | undefined;

type CreateOptions = {
  /**
   * "template" (the default) copies the run's migrated and seeded template; "migrations" runs
   * every migration and the seed on an empty database, for the tests of the migrations themselves.
   */
  from?: "template" | "migrations";
};

/**
 * A fresh, migrated and seeded database of that kind, independent of every other: PGlite gets an
 * instance of its own in memory, PostgreSQL a throwaway database of its own.
 */
export async function createTestDatabase(kind: "pglite" | "postgres", { from = "template" }: CreateOptions = {}): Promise<TestDatabase> {
  const copy = from === "template" ? templates : undefined;
  if (kind === "pglite") {
    const target: DatabaseTarget = { kind: "pglite", dataDir: undefined };
    let handle: DatabaseHandle;
    if (copy) {
      pgliteTemplate ??= new Blob([readFileSync(copy.pgliteTarball)]);
      handle = pgliteDatabase(await PGlite.create({ loadDataDir: pgliteTemplate }));
    } else {
      handle = await openDatabase(target);
      await migrateAndSeed(handle, target);
    }
    return { ...handle, label: "PGlite (in memory)", target, drop: handle.close };
  }
  const name = `cosmic_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onPostgresServer(copy?.postgresTemplate ? `create database ${name} template ${copy.postgresTemplate}` : `create database ${name}`);
  const target: DatabaseTarget = { kind: "postgres", url: postgresUrlOf(name), poolSize: 4 };
  const handle = await openDatabase(target);
  if (!copy?.postgresTemplate) await migrateAndSeed(handle, target);
  return {
    ...handle,
    label: "PostgreSQL",
    target,
    drop: async () => {
      await handle.close();
      await dropPostgresDatabase(name);
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
export function useTestDatabase(
  kind: "pglite" | "postgres",
  { fresh = "once", ...options }: { fresh?: "once" | "each" } & CreateOptions = {},
): TestDatabase {
  const database = {} as TestDatabase;
  const open = async () => {
    Object.assign(database, await createTestDatabase(kind, options));
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
