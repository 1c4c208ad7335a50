import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { personalityContent } from "#db/schema/index.ts";
import { getPersonalityContent } from "#app/features/signs/personality.server.ts";
import { findSign } from "#app/zodiac/signs.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

describe.each(kinds)("personality content on %s", (kind) => {
  const database = useTestDatabase(kind);

  test("the article is written once, by concurrent first readers alike, and kept", async () => {
    const leo = findSign("leo")!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => getPersonalityContent(database.db, leo)));
    expect(new Set(answers.map((answer) => answer.content)).size).toBe(1);
    expect(answers[0]!.content.split(/\s+/).length).toBeGreaterThanOrEqual(1200);
    expect(answers[0]!.content).toMatch(/^## The Leo Personality/);
    const rows = await database.db.select().from(personalityContent).where(eq(personalityContent.sign, "leo"));
    expect(rows).toHaveLength(1);
  });

  test("an edited article is what readers get", async () => {
    const virgo = findSign("virgo")!;
    await getPersonalityContent(database.db, virgo);
    await database.db.update(personalityContent).set({ content: "## Edited\n\nBy hand." }).where(eq(personalityContent.sign, "virgo"));
    expect((await getPersonalityContent(database.db, virgo)).content).toBe("## Edited\n\nBy hand.");
  });
});
