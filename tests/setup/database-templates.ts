import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, pgliteDatabase, type DatabaseHandle, type DatabaseTarget } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedDatabase } from "#db/seed.ts";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * What the test run's global setup builds once, so that each test database is a copy rather than
 * a new migration: a tarball of a migrated and seeded PGlite data directory, and the name of a
 * migrated and seeded PostgreSQL database to copy (null when PostgreSQL does not answer).
 */
export type DatabaseTemplates = { pgliteTarball: string; postgresTemplate: string | null };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Whether PostgreSQL at TEST_DATABASE_URL accepts a connection within two seconds. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export function postgresNotReachableWarning(): string {
  return `PostgreSQL at ${TEST_DATABASE_URL} is not reachable: database tests run on PGlite only.`;
}

/** The address of another database on the test server. */
export function postgresUrlOf(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the test server's own database, such as creating and dropping databases. */
export async function onPostgresServer(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Makes a database what the server makes its own: every migration, then the seed. */
export async function migrateAndSeed(handle: DatabaseHandle, target: DatabaseTarget): Promise<void> {
  await runMigrations(handle, target);
  await seedDatabase(handle.db);
}

/** A migrated and seeded in-memory PGlite, as an uncompressed tarball of its data directory. */
export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const client = await PGlite.create();
  try {
    await migrateAndSeed(pgliteDatabase(client), { kind: "pglite", dataDir: undefined });
    return new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * A migrated and seeded PostgreSQL database named `name`, closed again: PostgreSQL copies a
 * database only while nobody is connected to it. It refuses connections from then on, so nothing
 * can open it by mistake and stop the copies.
 */
export async function buildPostgresTemplate(name: string): Promise<void> {
  await onPostgresServer(`create database ${name}`);
  try {
    const target: DatabaseTarget = { kind: "postgres", url: postgresUrlOf(name), poolSize: 1 };
    const handle = await openDatabase(target);
    try {
      await migrateAndSeed(handle, target);
    } finally {
      await handle.close();
    }
    await onPostgresServer(`alter database ${name} with allow_connections false`);
  } catch (error) {
    await dropPostgresDatabase(name);
    throw error;
  }
}

export function dropPostgresDatabase(name: string): Promise<void> {
  return onPostgresServer(`drop database if exists ${name} with (force)`);
}
