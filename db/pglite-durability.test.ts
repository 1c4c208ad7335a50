import { fsyncSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "vitest";
import { fillDataDirFromTemplate } from "#tests/setup/databases.ts";
import { openDatabase } from "./client";
import { durablePgliteOptions, syncDirectoryTree } from "./pglite-durability";

const freshDir = () => mkdtempSync(join(tmpdir(), "cosmic-durable-"));
/** A data directory holding a site's migrated database: what these tests open is how, not what. */
async function siteDataDir(): Promise<string> {
  const dataDir = freshDir();
  await fillDataDirFromTemplate(dataDir);
  return join(dataDir, "pglite");
}

test("[startup.database-durability] the embedded database on disk runs with fsync on and syncs its log with fsync", async () => {
  const handle = await openDatabase({ kind: "pglite", dataDir: await siteDataDir() });
  try {
    const setting = async (name: string) =>
      ((await handle.db.execute(`show ${name}`)) as unknown as { rows: Record<string, string>[] }).rows[0]![name];
    expect(await setting("fsync")).toBe("on");
    expect(await setting("wal_sync_method")).toBe("fsync");
    expect(await setting("synchronous_commit")).toBe("on");
  } finally {
    await handle.close();
  }
});

test("[startup.database-durability] every commit reaches the disk before it is acknowledged", async () => {
  let flushes = 0;
  const dir = await siteDataDir();
  const client = await PGlite.create(durablePgliteOptions(dir, { fsync: (fd) => (flushes++, fsyncSync(fd)) }));
  try {
    await client.exec("create table notes (id serial primary key, body text not null)");
    const before = flushes;
    for (let n = 0; n < 20; n++) await client.query("insert into notes (body) values ($1)", [`note ${n}`]);
    expect(flushes - before).toBeGreaterThanOrEqual(20);
  } finally {
    await client.close();
  }
  // And the rows are there for the next process.
  const reopened = await PGlite.create(durablePgliteOptions(dir));
  expect((await reopened.query<{ n: number }>("select count(*)::int as n from notes")).rows[0]!.n).toBe(20);
  await reopened.close();
});

test("[startup.database-durability] a new data directory is flushed to the disk, every file and directory", async () => {
  const dir = freshDir();
  mkdirSync(join(dir, "base/1"), { recursive: true });
  writeFileSync(join(dir, "PG_VERSION"), "17\n");
  writeFileSync(join(dir, "base/1/1259"), "pages");
  const flushed: string[] = [];
  await syncDirectoryTree(dir, async (path) => void flushed.push(path.slice(dir.length) || "/"));
  expect(flushed.sort()).toEqual(["/", "/PG_VERSION", "/base", "/base/1", "/base/1/1259"]);
});
