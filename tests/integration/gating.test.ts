import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { dailyHoroscopes, featureFlags } from "#db/schema/index.ts";
import { getFlags, setFlag } from "#app/features/flags/flags.server.ts";
import { toPlainText } from "#app/features/gating/gate.ts";
import { teaser, teaserWords } from "#app/features/gating/teaser.ts";
import { createHoroscopeService, type HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { issueSubscriberToken, SUBSCRIBER_COOKIE } from "#app/features/newsletter/subscriber-session.server.ts";
import { confirmedSubscriberSession } from "#tests/factories/newsletter.ts";
import { getPersonalityContent } from "#app/features/signs/personality.server.ts";
import { findSign } from "#app/zodiac/signs.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import { loader as dailyLoader } from "#app/routes/signs/$sign/daily.tsx";
import { loader as personalityLoader } from "#app/routes/signs/$sign/personality.tsx";
import { createApp } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { buildEnv } from "#tests/factories/env.ts";
import { buildTestSite, loadContextFor, loaderAnswer, noPages, silentLogger as silent } from "#tests/factories/site.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
const env = buildEnv();

/** What a teaser leaves out: every word after the section's teaser, as one string. */
function hiddenRemainder(text: string, section: string): string {
  return text.trim().split(/\s+/).slice(teaserWords(section)).join(" ");
}

/** What an anonymous reader may see of a reading: the day in short, the teasers, the ungated mood and the sky behind it. */
function visibleText(full: Awaited<ReturnType<HoroscopeService["getDaily"]>>): string {
  const teasers = (["overview", "love", "career", "ritual"] as const).map((section) => teaser(full[section], section));
  return [full.headline, full.summary, ...teasers, full.mood, ...full.skyFacts.map((fact) => fact.text), ...full.houses].join("\n");
}

/**
 * Asserts no part of `hidden` is in `sent`: the whole remainder, and every run of five
 * consecutive hidden words (single common words like "the" would prove nothing) that is not
 * also in what the reader may see (a house's name, say, recurs from section to section).
 */
function expectAbsent(sent: string, hidden: string, visible = "") {
  expect(hidden.length).toBeGreaterThan(0);
  expect(sent).not.toContain(hidden);
  const words = hidden.split(" ");
  for (let i = 0; i + 5 <= words.length; i += 1) {
    const run = words.slice(i, i + 5).join(" ");
    if (visible.includes(run)) continue;
    expect(sent, `hidden words "${run}" were sent`).not.toContain(run);
  }
}

describe.each(kinds)("server-side gating on %s", (kind) => {
  let database: TestDatabase;
  let horoscopes: HoroscopeService;
  let site: Site;
  let app: ReturnType<typeof createApp>;
  /** A confirmed subscriber's session cookie ([session.unlocks-when-confirmed]). */
  let confirmed = "";
  const subscriberCookie = () => confirmed;
  const aries = findSign("aries")!;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const newService = () => createHoroscopeService({ db: database.db, skyForDay, timeZone: "UTC", logger: silent });
    // Today's reading, each gated section lengthened past its teaser (a short generated section
    // would be sent whole, with nothing to hide), then read through a fresh service.
    const written = await newService().getDaily("aries", newService().today());
    const longer = (text: string, section: string) =>
      `${text} Later on, the ${section} picture widens: quiet persistence with colleagues and friends pays back in ways that are easy to miss at first, so keep notes, return the unanswered message, and leave a little room in the evening for whatever the afternoon has started.`;
    await database.db
      .update(dailyHoroscopes)
      .set({
        overview: longer(written.overview, "overview"),
        love: longer(written.love, "love"),
        career: longer(written.career, "career"),
        ritual: longer(written.ritual, "ritual"),
      })
      .where(and(eq(dailyHoroscopes.sign, "aries"), eq(dailyHoroscopes.date, written.date)));
    horoscopes = newService();
    site = buildTestSite(database, { services: { horoscopes } });
    app = createApp(site, { build: noPages });
    await setFlag(database.db, "horoscope_gating", true, "test");
    await setFlag(database.db, "section_blurs", true, "test");
    confirmed = (await confirmedSubscriberSession(database.db, env.authSecret)).cookie;
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** The aries daily page's loader data; `suffix` is what follows /signs/aries: a query, or a day with one. */
  const loadDaily = async (suffix = "", headers: Record<string, string> = {}) => {
    const request = new Request(`http://localhost:3000/signs/aries${suffix}`, { headers });
    const answer = await dailyLoader({
      params: { sign: "aries" },
      context: loadContextFor(site, request),
      request,
      url: new URL(request.url),
    } as unknown as Parameters<typeof dailyLoader>[0]);
    return loaderAnswer(answer).data;
  };

  test("anonymous: the loader data (the page's hydration data) holds teasers only", async () => {
    const full = await horoscopes.getDaily("aries", horoscopes.today());
    const data = await loadDaily();
    expect(data.locked).toEqual({ overview: true, love: true, career: true, ritual: true });
    const sent = JSON.stringify(data);
    for (const section of ["overview", "love", "career", "ritual"] as const)
      expectAbsent(sent, hiddenRemainder(full[section], section), visibleText(full));
    // Mood is never gated.
    expect(sent).toContain(JSON.stringify(full.mood));
  });

  test("a subscriber and ?ungated=1 get the full text", async () => {
    const full = await horoscopes.getDaily("aries", horoscopes.today());
    for (const data of [await loadDaily("", { cookie: subscriberCookie() }), await loadDaily("?ungated=1")]) {
      expect(data.locked).toEqual({});
      expect(data.reading.horoscope).toMatchObject({ overview: full.overview, love: full.love, career: full.career, ritual: full.ritual });
    }
  });

  test("[daily.dated-page] a dated page is gated as today's is: teasers only for a visitor, the full text with ?ungated=1", async () => {
    const full = await horoscopes.getDaily("aries", "2021-06-01");
    const data = await loadDaily("/2021-06-01");
    expect(data.date).toBe("2021-06-01");
    expect(data.locked).toEqual({ overview: true, love: true, career: true, ritual: true });
    const sent = JSON.stringify(data);
    for (const section of ["overview", "love", "career", "ritual"] as const)
      expectAbsent(sent, hiddenRemainder(full[section], section), visibleText(full));
    const ungated = await loadDaily("/2021-06-01?ungated=1");
    expect(ungated.locked).toEqual({});
    expect(ungated.reading.horoscope).toMatchObject({ overview: full.overview, ritual: full.ritual });
  });

  test("a forged subscriber cookie counts as anonymous", async () => {
    const data = await loadDaily("", { cookie: `${SUBSCRIBER_COOKIE}=${subscriberCookie().split("=")[1]!.slice(0, -2)}xx` });
    expect(data.locked).toMatchObject({ overview: true });
  });

  test("[session.unlocks-when-confirmed] a well-signed session without a confirmed unlock counts as anonymous", async () => {
    // Signed with the site's own secret, but naming no unlock: what every session issued before
    // unlocking needed a confirmation holds, and what a session still waiting for its link is.
    const unconfirmed = issueSubscriberToken({ sub: "s1", email: "reader@example.com", sign: "aries" }, env.authSecret).token;
    expect((await loadDaily("", { cookie: `${SUBSCRIBER_COOKIE}=${unconfirmed}` })).locked).toMatchObject({ overview: true, love: true });
    expect((await loadDaily("", { authorization: `Bearer ${unconfirmed}` })).locked).toMatchObject({ overview: true });
    // Beside a confirmed one, the confirmed one counts, whichever way each came.
    const both = { cookie: `${SUBSCRIBER_COOKIE}=${unconfirmed}`, authorization: `Bearer ${subscriberCookie().split("=")[1]}` };
    expect((await loadDaily("", both)).locked).toEqual({});
  });

  test("the API answers teasers to anonymous callers, privately; full text to subscribers and with ?ungated=1", async () => {
    const full = await horoscopes.getDaily("aries", horoscopes.today());
    const anonymous = await app.request("http://localhost:3000/api/horoscopes/aries");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-cache");
    const sent = await anonymous.text();
    for (const section of ["overview", "love", "career", "ritual"] as const)
      expectAbsent(sent, hiddenRemainder(full[section], section), visibleText(full));

    const asSubscriber = await app.request("http://localhost:3000/api/horoscopes/aries", { headers: { cookie: subscriberCookie() } });
    expect(await asSubscriber.json()).toMatchObject({ overview: full.overview, ritual: full.ritual });
    const ungated = await app.request("http://localhost:3000/api/horoscopes/aries?ungated=1");
    expect(await ungated.json()).toMatchObject({ overview: full.overview, love: full.love });
    expect(ungated.headers.get("cache-control")).toBe("public, max-age=300");
  });

  test("the personality article is locked for anonymous visitors and open to subscribers", async () => {
    const { content } = await getPersonalityContent(database.db, aries);
    const load = async (headers: Record<string, string> = {}, query = "") => {
      const request = new Request(`http://localhost:3000/signs/aries/personality${query}`, { headers });
      const data = personalityLoader({
        params: { sign: "aries" },
        context: loadContextFor(site, request),
        url: new URL(request.url),
      } as unknown as Parameters<typeof personalityLoader>[0]);
      return { ...data, article: await data.article };
    };
    const anonymous = await load();
    expect(anonymous.article).toMatchObject({ ok: true, teaser: expect.any(String) });
    expectAbsent(JSON.stringify(anonymous), hiddenRemainder(toPlainText(content), "personality"));
    expect(await load({ cookie: subscriberCookie() })).toMatchObject({ article: { ok: true, html: expect.stringContaining("<h2") } });
    expect(await load({}, "?ungated=1")).toMatchObject({ article: { ok: true, html: expect.any(String) } });
  });

  test("a flag change is seen at once here; a change behind this process's back once the cache expires", async () => {
    const start = Date.now();
    expect((await getFlags(database.db, start)).section_blurs).toBe(true);
    await setFlag(database.db, "section_blurs", false, "test");
    expect((await getFlags(database.db, start + 1)).section_blurs).toBe(false);
    expect((await loadDaily()).locked).toEqual({ overview: true });
    await database.db.update(featureFlags).set({ isEnabled: true }).where(eq(featureFlags.flagName, "section_blurs"));
    expect((await getFlags(database.db, start + 2)).section_blurs).toBe(false);
    expect((await getFlags(database.db, start + 5 * 60_000 + 10)).section_blurs).toBe(true);
  });
});
