import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, newsletterEditionRenders, subscribers } from "#db/schema/index.ts";
import type { EditionContent } from "#app/features/newsletter/editions/edition-content.ts";
import { listToken } from "#app/features/newsletter/list-links.server.ts";
import {
  PERSONAL_EDITION_MESSAGES,
  PERSONAL_EDITION_TAG,
  personalAudience,
  personalEditionOf,
  setPersonalEdition,
} from "#app/features/newsletter/personal-edition.server.ts";
import { subscriptionsForExport } from "#app/features/newsletter/subscription-export.server.ts";
import { readersDay } from "#app/features/charts/readers-day.server.ts";
import { findMyChart } from "#app/features/charts/saved-charts.server.ts";
import { addDays, calendarDateIn } from "#app/lib/dates.ts";
import * as editionPage from "#app/routes/newsletter/editions/$id.tsx";
import * as todayPage from "#app/routes/account/today.tsx";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, loaderAnswer, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

const ULM = { date: "1879-03-14", time: "11:30", lat: 48.4011, lon: 9.9876, tz: "Europe/Berlin", houses: "placidus" };

describe("[newsletter.personal-edition] the personal daily edition", () => {
  const database = useTestDatabase("pglite");
  let built: ReturnType<typeof buildTestApp>;
  let albert = "";
  const ids: Record<string, string> = {};

  async function subscribe(email: string, tags: string[], verified = true) {
    const id = randomUUID();
    ids[email] = id;
    const now = new Date();
    await database.db.insert(subscribers).values({
      id,
      email,
      zodiacSign: "leo",
      tags,
      isVerified: verified,
      verifiedAt: verified ? now : null,
      source: "subscribe-page",
      deliveryTime: "07:00",
      timeZone: "Europe/Berlin",
      consentAt: now,
      consentTextVersion: "test",
    });
  }

  beforeAll(async () => {
    built = buildTestApp(database);
    const cookie = (albert = await signedInAccount(built.app, database.db, "albert@example.com"));
    const saved = await built.app.request(`${SITE_URL}/api/me/charts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: cookie },
      body: JSON.stringify({ name: "Albert", me: true, ...ULM }),
    });
    expect(saved.status).toBe(201);
    await signedInAccount(built.app, database.db, "chartless@example.com");
    await subscribe("albert@example.com", ["weekly"]);
    // Chose the personal edition once, but has no account (or no chart of their own) now.
    await subscribe("no-account@example.com", ["daily", PERSONAL_EDITION_TAG]);
    await subscribe("chartless@example.com", ["daily", PERSONAL_EDITION_TAG]);
    await subscribe("unconfirmed@example.com", ["daily"], false);
  });

  test("only a confirmed subscriber of the account's address may choose it; choosing it brings the daily edition, and it can be undone", async () => {
    expect(await personalEditionOf(database.db, "nobody@example.com")).toEqual({ kind: "not-subscribed" });
    expect(await personalEditionOf(database.db, "unconfirmed@example.com")).toEqual({ kind: "not-subscribed" });
    const refused = await setPersonalEdition(database.db, "unconfirmed@example.com", true);
    expect(refused).toMatchObject({ ok: false, refusal: "conflict", message: PERSONAL_EDITION_MESSAGES.notSubscribed });
    expect(PERSONAL_EDITION_MESSAGES.notSubscribed).toBe(
      "Subscribe to the daily horoscope with your account's address, and confirm it, to have Today for you by mail.",
    );

    const on = await setPersonalEdition(database.db, "Albert@Example.com", true);
    expect(on).toMatchObject({ ok: true, message: PERSONAL_EDITION_MESSAGES.on });
    const [row] = await database.db
      .select({ tags: subscribers.tags })
      .from(subscribers)
      .where(eq(subscribers.id, ids["albert@example.com"]!));
    expect(row!.tags).toEqual(expect.arrayContaining(["weekly", "daily", PERSONAL_EDITION_TAG]));
    expect(await personalEditionOf(database.db, "albert@example.com")).toEqual({
      kind: "subscribed",
      personal: true,
      deliveryTime: "07:00",
      timeZone: "Europe/Berlin",
    });

    expect(await setPersonalEdition(database.db, "albert@example.com", false)).toMatchObject({
      ok: true,
      message: PERSONAL_EDITION_MESSAGES.off,
    });
    expect((await personalEditionOf(database.db, "albert@example.com")).kind === "subscribed").toBe(true);
    expect(await personalEditionOf(database.db, "albert@example.com")).toMatchObject({ personal: false });
    expect(await setPersonalEdition(database.db, "albert@example.com", true)).toMatchObject({ ok: true });
  });

  test("the daily run writes the reader's own mail from their chart, under their own audience; the others keep their sign's", async () => {
    const date = addDays(calendarDateIn(new Date(), "UTC"), 1);
    const plan = built.site.editions.plansFor(date).find((candidate) => candidate.kind === "daily")!;
    expect(plan).toBeDefined();
    await built.site.editions.run(plan);

    const rows = await database.db
      .select({ to: mailOutbox.toAddress, audience: mailOutbox.editionAudience })
      .from(mailOutbox)
      .where(eq(mailOutbox.editionId, plan.id));
    const audienceOf = Object.fromEntries(rows.map((row) => [row.to, row.audience]));
    expect(audienceOf["albert@example.com"]).toBe(personalAudience(ids["albert@example.com"]!));
    expect(audienceOf["no-account@example.com"]).toBe("leo");
    expect(audienceOf["chartless@example.com"]).toBe("leo");
    expect(audienceOf).not.toHaveProperty("unconfirmed@example.com");

    const [render] = await database.db
      .select({ content: newsletterEditionRenders.content, subject: newsletterEditionRenders.subject, text: newsletterEditionRenders.text })
      .from(newsletterEditionRenders)
      .where(eq(newsletterEditionRenders.audience, personalAudience(ids["albert@example.com"]!)));
    const content = render!.content as EditionContent;
    // What /account/today shows for that day on the reader's clocks, and their Sun sign's day in short.
    const accountId = (await database.db.query.user.findFirst({
      where: (user, { eq: equals }) => equals(user.email, "albert@example.com"),
    }))!.id;
    const chart = (await findMyChart(database.db, accountId))!;
    const { reading } = readersDay(chart, { date, timeZone: "Europe/Berlin" });
    expect(render!.subject).toBe(`Today for you: ${reading.headline}`);
    expect(content.title).toBe("Today for you");
    for (const item of reading.items) expect(content.blocks.map((block) => block.heading)).toContain(item.title);
    expect(content.blocks.map((block) => block.heading)).toContain("♓ Pisces today in short");
    const sunDay = await built.site.horoscopes.getDaily("pisces", date);
    expect(render!.text).toContain(sunDay.headline);

    // Run again (a resumed run): nothing is written or queued twice.
    const again = await built.site.editions.run(plan);
    expect(again.alreadyQueued).toBe(true);
    const renders = await database.db
      .select({ audience: newsletterEditionRenders.audience })
      .from(newsletterEditionRenders)
      .where(eq(newsletterEditionRenders.editionId, plan.id));
    expect(renders.filter((row) => row.audience.startsWith("personal-"))).toHaveLength(1);

    // The edition's page shows each reader their own mail: the personal one only to its reader.
    const pageFor = async (email: string) => {
      const token = listToken(ids[email]!, built.site.env.authSecret);
      const request = new Request(`${SITE_URL}/newsletter/editions/${plan.id}?token=${token}`);
      const answer = loaderAnswer<unknown>(await editionPage.loader(routeArgs(built.site, request, { id: plan.id }) as never));
      return (answer.data as { content: EditionContent | null }).content;
    };
    expect((await pageFor("albert@example.com"))!.title).toBe("Today for you");
    // It is the reader's own data: their export carries it ([privacy.export]).
    const [subscription] = await subscriptionsForExport(database.db, "albert@example.com");
    expect(subscription!.personalEditions).toEqual([expect.objectContaining({ editionId: plan.id, subject: render!.subject })]);
    expect((await subscriptionsForExport(database.db, "no-account@example.com"))[0]!.personalEditions).toEqual([]);
    expect((await pageFor("no-account@example.com"))!.audience).toBe("leo");
  });

  test("/account/today offers the choice to a subscriber, and its button turns it on and off", async () => {
    const today = async () => {
      const request = new Request(`${SITE_URL}/account/today`, { headers: { Cookie: albert } });
      return loaderAnswer<unknown>(await todayPage.loader(routeArgs(built.site, request) as never)).data as {
        kind: string;
        edition: unknown;
      };
    };
    const press = async (intent: string) => {
      const request = new Request(`${SITE_URL}/account/today`, {
        method: "POST",
        headers: { Cookie: albert, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent }),
      });
      return loaderAnswer<unknown>(await todayPage.action(routeArgs(built.site, request) as never));
    };
    expect((await today()).edition).toMatchObject({ kind: "subscribed", personal: true });
    const off = await press("personal-edition-off");
    expect(off).toEqual({ status: 200, data: { ok: true, message: PERSONAL_EDITION_MESSAGES.off } });
    expect((await today()).edition).toMatchObject({ kind: "subscribed", personal: false });
    expect((await press("personal-edition-on")).data).toEqual({ ok: true, message: PERSONAL_EDITION_MESSAGES.on });
    expect((await press("something-else")).status).toBe(400);
  });
});
