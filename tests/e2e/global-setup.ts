import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSiteDatabase } from "#server/boot/open-site-database.ts";
import { E2E_PORT } from "./ports";
import { freshDataDir, startReadyServer, stopServer } from "./support";

/**
 * Prepares, once per run, the embedded database every server of the run begins from: created,
 * migrated and seeded by the server's own boot step (openSiteDatabase). Each server boots on a
 * copy (support.ts), runs the same migration check and seed, and finds nothing to do, instead of
 * creating and migrating a database of its own. Then starts the shared server the journeys use
 * (on E2E_PORT; on E2E_DATA_DIR when given, else on such a copy). Everything the run's servers
 * write goes under one directory, removed when the run ends, after the shared server has stopped.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const runDir = mkdtempSync(join(tmpdir(), "cosmic-e2e-run-"));
  const templateDir = join(runDir, "template");
  const { database } = await openSiteDatabase({ dataDir: templateDir, databaseUrl: undefined });
  await database.close();
  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_TEMPLATE_PGLITE = join(templateDir, "pglite");

  const shared = await startReadyServer({
    port: E2E_PORT,
    dataDir: process.env.E2E_DATA_DIR || freshDataDir(),
    databaseUrl: process.env.DATABASE_URL ?? "",
    env: { LOG_LEVEL: "warn", CONTACT_EMAIL: "Editors@Cosmic-Daily.test" },
  });
  // What it says on stderr shows with the run's own output; it never outlives the run.
  shared.process.stderr.pipe(process.stderr);
  process.once("exit", () => shared.process.kill());
  return async () => {
    await stopServer(shared);
    rmSync(runDir, { recursive: true, force: true });
  };
}
