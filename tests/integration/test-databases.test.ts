import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { createTestDatabase, rowsOf, type TestDatabase } from "#tests/setup/databases.ts";

// A PGlite test database that a test gives back is handed to the next one instead of a new copy
// of the template (tests/setup/databases.ts). The next test must not be able to tell.

/** Every public table's rows, in a stable order, with the moments of writing left out. */
async function contents(database: TestDatabase): Promise<Record<string, unknown[]>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  const contents: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const rows = rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(`select * from "${name}"`)));
    contents[name] = rows
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([column]) => !/_at$/.test(column)))))
      .sort();
  }
  return contents;
}

test("a PGlite given back is handed out again holding exactly what the template holds", async () => {
  const first = await createTestDatabase("pglite");
  const template = await contents(first);
  expect(Object.keys(template).length).toBeGreaterThan(10);
  expect(template.feature_flags).toHaveLength(3);

  // A test that changes seeded rows, adds rows with identities, and leaves its session changed.
  await first.db.execute(sql`update feature_flags set is_enabled = true`);
  await first.db.execute(sql`insert into page_views (path) values ('/')`);
  await first.db.execute(sql`set statement_timeout = 1`);
  await first.db.execute(sql`select pg_advisory_lock(42)`);
  await first.db.execute(sql`begin`);
  await first.drop();

  const second = await createTestDatabase("pglite");
  // The same instance, reset: what makes a database cheap here.
  expect((second.db as unknown as { $client: unknown }).$client).toBe((first.db as unknown as { $client: unknown }).$client);
  expect(await contents(second)).toEqual(template);
  const session = rowsOf<{ timeout: string; locks: number }>(
    await second.db.execute(
      sql`select current_setting('statement_timeout') as timeout, (select count(*)::int from pg_locks where locktype = 'advisory') as locks`,
    ),
  )[0];
  expect(session).toEqual({ timeout: "0", locks: 0 });
  // Identities start again: the first row written gets the first id.
  await second.db.execute(sql`insert into page_views (path) values ('/')`);
  expect(rowsOf<{ id: number }>(await second.db.execute(sql`select id::int from page_views`))).toEqual([{ id: 1 }]);
  await second.drop();
});

test("a PGlite its test closed is not handed out again", async () => {
  const first = await createTestDatabase("pglite");
  await first.close();
  await first.drop();
  const second = await createTestDatabase("pglite");
  expect(await second.ping()).toBe(true);
  await second.drop();
});
