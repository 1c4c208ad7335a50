import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSiteDatabase } from "#server/boot/open-site-database.ts";

/**
 * Prepares, once per run, the embedded database every server a test starts itself begins from:
 * created, migrated and seeded by the server's own boot step (openSiteDatabase). Each such server
 * boots on a copy (support.ts), runs the same migration check and seed, and finds nothing to do,
 * instead of creating and migrating a database of its own. Everything the run's own servers write
 * goes under one directory, removed when the run ends.
 */
export default async function globalSetup(): Promise<() => void> {
  const runDir = mkdtempSync(join(tmpdir(), "cosmic-e2e-run-"));
  const templateDir = join(runDir, "template");
  const { database } = await openSiteDatabase({ dataDir: templateDir, databaseUrl: undefined });
  await database.close();
  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_TEMPLATE_PGLITE = join(templateDir, "pglite");
  return () => rmSync(runDir, { recursive: true, force: true });
}
