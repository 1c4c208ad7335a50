import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newsletterClient } from "#tests/factories/newsletter.ts";
import { createTestDatabase, rowsOf, type TestDatabase } from "#tests/setup/databases.ts";

// SMTP's own limits (RFC 5321): 64 octets before the @, 254 in all. An address past them would be
// refused by the receiving server for good, so the subscribe API refuses it first, in its own words.
// Validation alone is under test: PGlite is enough.

/** `local@` and a domain of 63-letter labels ending in `.com`, exactly `length` characters long. */
function addressOfLength(local: string, length: number): string {
  let domain = "com";
  let label = 0;
  while (local.length + 1 + domain.length < length) {
    const room = length - (local.length + 1 + domain.length) - 1;
    const size = Math.min(63, room);
    if (size < 1) throw new Error(`cannot build an address of ${length} characters`);
    domain = `${String.fromCharCode(97 + (label++ % 26)).repeat(size)}.${domain}`;
  }
  const address = `${local}@${domain}`;
  if (address.length !== length) throw new Error(`built ${address.length} characters, not ${length}`);
  return address;
}

const FORMS = [
  (email: string) => ({ email, name: "Stella", zodiacSign: "leo", tags: ["daily"], source: "subscribe-page" }),
  (email: string) => ({ email, tags: [], source: "unlock-modal" }),
  (email: string) => ({ email, zodiacSign: "unknown", tags: ["quick-subscribe"], source: "quick-subscribe" }),
  (email: string) => ({ email, zodiacSign: "unknown", tags: ["mobile-modal-subscribe"], source: "mobile-modal-subscribe" }),
];
const LOCAL_PART_TOO_LONG = "Email must have at most 64 characters before the @";
const TOO_LONG = "Email must be less than 255 characters";

describe("subscribe: an address's length, through POST /api/subscribe", () => {
  let database: TestDatabase;
  let client: ReturnType<typeof newsletterClient>;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    client = newsletterClient(database);
  });
  afterAll(async () => {
    await database?.drop();
  });
  const stored = async (email: string) =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from subscribers where email = ${email}`))[0]!.n;

  test("a local part over 64 characters is refused with 400 and its message by every form; 64 is accepted", async () => {
    for (const [n, form] of FORMS.entries()) {
      const tooLong = `${String(n).repeat(65)}@example.com`;
      const res = await client.subscribe(form(tooLong));
      expect(res.status, JSON.stringify(form(tooLong))).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "validation_failed", message: LOCAL_PART_TOO_LONG } });
      expect(await stored(tooLong)).toBe(0);

      const longest = `${String(n).repeat(64)}@example.com`;
      expect((await client.subscribe(form(longest))).status).toBe(200);
      expect(await stored(longest)).toBe(1);
    }
  });

  test("an address over 254 characters in all is refused with 400 and its message by every form; 254 is accepted", async () => {
    for (const [n, form] of FORMS.entries()) {
      const tooLong = addressOfLength(`reader${n}`, 255);
      const res = await client.subscribe(form(tooLong));
      expect(res.status, JSON.stringify(form(tooLong))).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "validation_failed", message: TOO_LONG } });
      expect(await stored(tooLong)).toBe(0);

      const longest = addressOfLength(`reader${n}`, 254);
      expect((await client.subscribe(form(longest))).status).toBe(200);
      expect(await stored(longest)).toBe(1);
    }
  });
});
