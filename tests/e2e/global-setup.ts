import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createShareImages } from "#app/features/share-images/share-images.server.ts";
import { openSiteDatabase } from "#server/boot/open-site-database.ts";
import { startHoroscopePregeneration } from "#server/jobs/horoscope-pregeneration.ts";
import { shareCardsOf } from "#server/site/share-cards.ts";
import { buildTestSite, silentLogger } from "#tests/factories/site.ts";
import { E2E_PORT } from "./ports";
import { freshDataDir, startReadyServer, stopServer } from "./support";

/**
 * Creates, migrates and seeds the embedded database with the server's own boot step, then runs the
 * server's own pre-generation job on it once: today's and tomorrow's horoscopes, this and the next
 * week, month and year, the claim that says the day is done, and today's share cards in the
 * template's share-images folder, which every server's data directory starts with (support.ts), so
 * no server of the run draws them again at boot. Only that job: the template
 * holds no newsletter edition and no analytics slot that a server booted on a copy, with a clock
 * of its own, would take for its own.
 */
async function prepareTemplate(templateDir: string): Promise<void> {
  const { database } = await openSiteDatabase({ dataDir: templateDir, databaseUrl: undefined });
  try {
    const site = buildTestSite(database);
    const sources = { horoscopes: site.horoscopes, timeZone: site.env.siteTimeZone, siteUrl: site.env.siteUrl };
    const storeCards = (date: string, cards: ReturnType<typeof shareCardsOf>, signal?: AbortSignal) =>
      createShareImages({ dataDir: templateDir, slots: 1, logger: silentLogger }).storeDay(date, cards, { signal });
    // A pair's card needs no reading: the 144 are drawn on a thread of their own while the job writes the readings.
    const today = site.horoscopes.today();
    const pairsStored = storeCards(
      today,
      shareCardsOf(sources, today).filter(({ key }) => key.kind === "pair"),
    );
    const pregeneration = startHoroscopePregeneration({
      horoscopes: site.horoscopes,
      periodReadings: site.periodReadings,
      timeZone: site.env.siteTimeZone,
      logger: silentLogger,
      claims: site.jobClaims,
      shareCards: async (date, { signal }) => {
        await pairsStored;
        return storeCards(date, shareCardsOf(sources, date), signal);
      },
    });
    await pregeneration.idle();
    await pregeneration.stop();
  } finally {
    await database.close();
  }
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
  await prepareTemplate(templateDir);
  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_TEMPLATE_PGLITE = join(templateDir, "pglite");
  process.env.E2E_TEMPLATE_SHARE_IMAGES = join(templateDir, "share-images");

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
