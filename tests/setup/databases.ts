import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, pgliteDatabase, type DatabaseHandle, type DatabaseTarget } from "#db/client.ts";
import { seedDatabase } from "#db/seed.ts";
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
/** The run's template tarball, read from disk once a worker. */
const templateBlob = (tarball: string) => (pgliteTemplate ??= new Blob([readFileSync(tarball)]));

/**
 * PGlite instances of this worker that tests have given back. An instance takes about a second of
 * processor time to boot from the template, and a test file gets a database for each kind and
 * often for each test; emptying every table and seeding it again gives the same database in a few
 * milliseconds. The test files of a worker share this module (Vitest's `isolate: false`), so an
 * instance serves one test after another, one at a time.
 */
const idlePglites: PGlite[] = [];

/** A PGlite that holds what the template holds: a returned one reset, or a new one from the tarball. */
async function pgliteFromTemplate(tarball: string): Promise<PGlite> {
  for (let client = idlePglites.pop(); client; client = idlePglites.pop()) {
    if (client.closed) continue;
    try {
      await resetToTemplate(client);
      return client;
    } catch {
      await client.close().catch(() => {});
    }
  }
  return PGlite.create({ loadDataDir: templateBlob(tarball) });
}

/**
 * Undoes what the last test left in the session (an open transaction, settings, advisory locks,
 * temporary tables), empties every table with its identities, and seeds it again: the template is
 * the migrations and the seed, and the migrations insert no rows.
 */
async function resetToTemplate(client: PGlite): Promise<void> {
  // One statement each: DISCARD ALL may not run inside the implicit transaction of several.
  await client.exec("rollback");
  await client.exec("discard all");
  const { rows } = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  );
  if (rows.length) await client.exec(`truncate ${rows.map((row) => row.name).join(", ")} restart identity cascade`);
  await seedDatabase(pgliteDatabase(client).db);
}

/**
 * Fills DATA_DIR with a copy of the run's migrated and seeded template, as the server would find
 * it after its first boot, for tests of what happens on an existing embedded database: creating
 * one from nothing costs several seconds of processor time, a copy a fraction of one.
 */
export async function fillDataDirFromTemplate(dataDir: string): Promise<void> {
  if (!templates) throw new Error("no database template in this process: it is built by Vitest's global setup");
  const client = await PGlite.create({ dataDir: join(dataDir, "pglite"), loadDataDir: templateBlob(templates.pgliteTarball) });
  await client.close();
}

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
    if (copy) {
      const client = await pgliteFromTemplate(copy.pgliteTarball);
      const handle = pgliteDatabase(client);
      // Given back for the next test unless the test closed it; a closed one is passed over.
      const giveBack = async () => {
        if (!client.closed && !idlePglites.includes(client)) idlePglites.push(client);
      };
      return { ...handle, label: "PGlite (in memory)", target, drop: giveBack };
    }
    const handle = await openDatabase(target);
    await migrateAndSeed(handle, target);
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
