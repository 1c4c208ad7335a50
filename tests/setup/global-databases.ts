import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresDatabase,
  postgresAnswers,
  postgresNotReachableWarning,
} from "./database-templates";

/**
 * Vitest's global setup: migrates and seeds one database of each kind before any test file runs,
 * and hands them to the test files (`createTestDatabase` copies them); removes them after the run.
 * The PostgreSQL template's name is this run's own, so runs side by side never share one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-vitest-"));
  const pgliteTarball = join(dir, "pglite-template.tar");
  const postgresTemplate = (await postgresAnswers()) ? `cosmic_template_${process.pid}_${randomBytes(4).toString("hex")}` : null;
  if (!postgresTemplate) console.warn(postgresNotReachableWarning());

  const removeAll = async () => {
    try {
      if (postgresTemplate) await dropPostgresDatabase(postgresTemplate);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const built = await Promise.allSettled([
    buildPgliteTemplate().then((tarball) => writeFileSync(pgliteTarball, tarball)),
    postgresTemplate ? buildPostgresTemplate(postgresTemplate) : undefined,
  ]);
  const failed = built.find((outcome) => outcome.status === "rejected");
  if (failed) {
    await removeAll();
    throw failed.reason;
  }

  project.provide("databaseTemplates", { pgliteTarball, postgresTemplate });
  return removeAll;
}
