import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_PORT } from "./ports";
import { freshDataDir, startReadyServer, startServerProcess, stopServer } from "./support";

/**
 * Boots the server once on an empty data directory and stops it once the day's readings are
 * written: the boot creates, migrates and seeds the database, then writes today's and tomorrow's
 * horoscopes, this and the next week, month and year, and the claim that says the day is done.
 * It listens on the shared server's port, which is free until the shared server starts after it.
 */
async function prepareTemplate(templateDir: string): Promise<void> {
  const server = await startServerProcess({ port: E2E_PORT, dataDir: templateDir, env: { LOG_LEVEL: "info" } });
  const failure = await server.waitForOutput("daily horoscopes ready").then(
    () => undefined,
    (error: unknown) => error,
  );
  const code = await stopServer(server);
  if (failure) throw failure;
  if (code !== 0) throw new Error(`the template's server did not stop cleanly (exit ${code}):\n${server.output()}`);
}

/**
 * Prepares, once per run, the embedded database every server of the run begins from (see
 * prepareTemplate). Each server boots on a copy (support.ts), runs the same migration check and
 * seed and finds nothing to do, and finds the day's readings written ("already written by another
 * instance") instead of computing them again. Then starts the shared server the journeys use
 * (on E2E_PORT; on E2E_DATA_DIR when given, else on such a copy). Everything the run's servers
 * write goes under one directory, removed when the run ends, after the shared server has stopped.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const runDir = mkdtempSync(join(tmpdir(), "cosmic-e2e-run-"));
  const templateDir = join(runDir, "template");
  mkdirSync(templateDir);
  await prepareTemplate(templateDir);
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
