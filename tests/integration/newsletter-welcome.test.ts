import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, subscribers } from "#db/schema/index.ts";
import { renderEditionMail } from "#app/features/newsletter/editions/edition-mail.ts";
import { WELCOME_MAIL_KIND } from "#app/features/newsletter/welcome-mail.ts";
import { readListToken } from "#app/features/newsletter/list-links.server.ts";
import { VERIFY_MESSAGES } from "#app/features/newsletter/verify-messages.ts";
import { action as verifyAction } from "#app/routes/verify.tsx";
import { newsletterClient, SITE, subscriptionLinksFor } from "#tests/factories/newsletter.ts";
import { repeatedSentences, visibleText } from "#tests/factories/repeated-sentences.ts";
import { buildTestSite, loadContextFor } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

// The newsletter's clock stands at 11:00 UTC on Wednesday 2 December 2026: 20:00 in Tokyo, 06:00
// in New York. The daily edition of the 3rd has been queued (the 3rd began at UTC+14 at 10:00).
const CLOCK_START = new Date("2026-12-02T11:00:00Z");

describe.each(await testDatabaseKinds())("the welcome mail on %s", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });
  const env = { newsletterClockStart: CLOCK_START, siteTimeZone: "Europe/London" };

  async function subscribeAndConfirm(body: Record<string, unknown>, presses = 1) {
    const { subscribe } = newsletterClient(database, env);
    const site = buildTestSite(database, { env });
    const answer = await subscribe({ name: "Luna", zodiacSign: "cancer", tags: ["daily"], source: "subscribe-page", ...body });
    expect(answer.status).toBe(200);
    const { confirmToken } = await subscriptionLinksFor(database.db, String(body.email));
    const messages: unknown[] = [];
    for (let press = 0; press < presses; press++) {
      const request = new Request(`${SITE}/verify`, {
        method: "POST",
        body: new URLSearchParams({ intent: "confirm", token: confirmToken }),
      });
      messages.push(await verifyAction({ request, context: loadContextFor(site, request) } as never));
    }
    return { site, messages };
  }

  const welcomesTo = (email: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, WELCOME_MAIL_KIND)));

  it("[newsletter.full-form] keeps the chosen hour and zone in the runtime's spelling, and refuses a zone that names no place", async () => {
    const { subscribe } = newsletterClient(database, env);
    const base = { name: "Luna", zodiacSign: "cancer", tags: ["daily"], source: "subscribe-page" };
    const refused = await subscribe({ ...base, email: "mars@example.com", timeZone: "Mars/Olympus_Mons" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Please choose your time zone from the list.");
    const badTime = await subscribe({ ...base, email: "late@example.com", timeZone: "Asia/Tokyo", deliveryTime: "25:00" });
    expect(badTime.status).toBe(400);
    expect(await database.db.select().from(subscribers)).toEqual([]);

    expect((await subscribe({ ...base, email: "tokyo@example.com", timeZone: "asia/tokyo", deliveryTime: "07:30" })).status).toBe(200);
    // The quick strip sends the browser's zone alone; no zone at all falls back to the site's.
    expect(
      (await subscribe({ email: "quick@example.com", tags: ["quick-subscribe"], source: "quick-subscribe", timeZone: "America/New_York" }))
        .status,
    ).toBe(200);
    expect((await subscribe({ email: "nojs@example.com", tags: ["quick-subscribe"], source: "quick-subscribe" })).status).toBe(200);
    const stored = await database.db
      .select({ email: subscribers.email, time: subscribers.deliveryTime, zone: subscribers.timeZone })
      .from(subscribers);
    expect(Object.fromEntries(stored.map((row) => [row.email, `${row.time} ${row.zone}`]))).toEqual({
      "tokyo@example.com": "07:30 Asia/Tokyo",
      "quick@example.com": "06:00 America/New_York",
      "nojs@example.com": "06:00 Europe/London",
    });
  });

  it("[newsletter.welcome-mail] a confirmation queues one welcome mail with today's whole reading on the reader's clocks, however often it is pressed", async () => {
    const { site, messages } = await subscribeAndConfirm({ email: "tokyo@example.com", timeZone: "Asia/Tokyo" }, 2);
    expect(messages[0]).toMatchObject({ data: { outcome: "confirmed", message: VERIFY_MESSAGES.confirmed } });
    const welcomes = await welcomesTo("tokyo@example.com");
    expect(welcomes).toHaveLength(1);
    const [welcome] = welcomes;
    // 20:00 in Tokyo on the 2nd: today's reading is the 2nd's, for Cancer.
    const reading = await site.horoscopes.getDaily("cancer", "2026-12-02");
    expect(welcome!.subject).toBe("Welcome to Cosmic Daily: your Cancer horoscope for Wednesday 2 December 2026");
    expect(welcome!.textBody).toContain(`${reading.headline}. ${reading.summary}`);
    for (const section of ["OVERVIEW", "LOVE", "CAREER", "MOOD", "RITUAL"]) expect(welcome!.textBody).toContain(section);
    for (const words of [reading.overview, reading.love, reading.career, reading.mood, reading.ritual])
      expect(welcome!.textBody).toContain(words);
    expect(welcome!.textBody).toContain("Your editions will arrive at 06:00, Asia/Tokyo time.");
    // The list links of every edition mail, signed for this reader.
    const token = welcome!.textBody.match(/\/newsletter\/preferences\?token=([\w-]+)/)?.[1];
    const [owner] = await database.db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, "tokyo@example.com"));
    expect(readListToken(token, site.env.authSecret)).toBe(owner!.id);
    expect(welcome!.textBody).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(welcome!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(welcome!.htmlBody).toContain("✦ Cosmic Daily");
    expect(repeatedSentences(welcome!.textBody)).toEqual([]);
    expect(repeatedSentences(visibleText(welcome!.htmlBody))).toEqual([]);
  });

  it("[newsletter.welcome-mail] a reader confirmed after an edition was queued joins it while their hour is still ahead, but not today's daily edition, which the welcome brought", async () => {
    const site = buildTestSite(database, { env });
    for (const date of ["2026-12-02", "2026-12-03"]) for (const plan of site.editions.plansFor(date)) await site.editions.run(plan);
    await subscribeAndConfirm({ email: "tokyo@example.com", timeZone: "Asia/Tokyo" });
    await subscribeAndConfirm({ email: "new-york@example.com", timeZone: "America/New_York", deliveryTime: "07:00" });
    const editionsOf = async (email: string) =>
      (await database.db.select({ edition: mailOutbox.editionId }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)))
        .map((row) => row.edition)
        .filter(Boolean);
    // Tokyo's today is the 2nd (its 06:00 long gone); the 3rd's 06:00 is ahead.
    expect(await editionsOf("tokyo@example.com")).toEqual(["daily-2026-12-03"]);
    // New York's today is the 2nd too, whose daily edition the welcome stands in for.
    expect(await editionsOf("new-york@example.com")).toEqual(["daily-2026-12-03"]);
    expect(await welcomesTo("new-york@example.com")).toHaveLength(1);
  });

  it("[newsletter.edition-mail] no edition mail says a sentence twice, for a sign or the digest", async () => {
    const site = buildTestSite(database, { env });
    // Monday 1 September 2031: the daily, weekly, monthly and a Full Moon's special edition.
    for (const plan of site.editions.plansFor("2031-09-01")) {
      for (const audience of ["pisces", "all"] as const) {
        const mail = renderEditionMail(await site.editions.write(plan, audience));
        expect(repeatedSentences(mail.text), `${plan.id} for ${audience}`).toEqual([]);
        expect(repeatedSentences(visibleText(mail.html)), `${plan.id} for ${audience}`).toEqual([]);
      }
    }
  });
});
