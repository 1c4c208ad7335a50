import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, subscribers } from "#db/schema/index.ts";
import { findLatestMail } from "#app/features/mail/outbox.server.ts";
import { editionsOn } from "#app/features/newsletter/editions/schedule.ts";
import { isSendingPaused } from "#app/features/newsletter/editions/sending-state.server.ts";
import * as newsletterPage from "#app/routes/admin/newsletter/index.tsx";
import { NO_SPECIAL_MESSAGE } from "#app/features/newsletter/editions/admin-schedule.ts";
import type { Site } from "#server/site/site.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { confirmedSubscriber } from "#tests/factories/newsletter.ts";
import { buildTestApp, loadContextFor, SITE_URL } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

// The admin's newsletter page, its loader and action called as React Router calls them, on a
// schedule whose clock stands at 05:00 UTC on Tuesday 1 December 2026: the daily and the monthly
// editions of the 1st are due at 06:00, the weekly one on Monday the 7th.
const CLOCK_START = new Date("2026-12-01T05:00:00Z");
const ADMIN = "owner@example.com";

type LoaderData = Awaited<ReturnType<typeof newsletterPage.loader>>["data"];
type Outcome<Body> = { status: number; body: Body };

/** A loader's or action's answer: React Router's data() or a plain object. */
function outcomeOf<Body>(answer: unknown): Outcome<Body> {
  const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  return wrapped?.type === "DataWithResponseInit"
    ? { status: wrapped.init?.status ?? 200, body: wrapped.data as Body }
    : { status: 200, body: answer as Body };
}

/** What a loader or action threw (a redirect, a 403), or what it answered. */
const settled = (run: () => Promise<unknown>) =>
  run().then(
    (value) => ({ returned: value }),
    (error: unknown) => error,
  );

describe.each(await testDatabaseKinds())("the admin's newsletter page on %s", (kind) => {
  const database = useTestDatabase(kind);
  let site: Site;
  let admin: string;
  let reader: string;

  beforeAll(async () => {
    let app: ReturnType<typeof buildTestApp>["app"];
    ({ site, app } = buildTestApp(database, { env: { newsletterClockStart: CLOCK_START } }));
    // The first account to confirm is the admin.
    admin = await signedInAccount(app, database.db, ADMIN);
    reader = await signedInAccount(app, database.db, "reader@example.com");
  }, 120_000);

  const contextOf = (request: Request, on: Site = site): AppLoadContext => loadContextFor(on, request);
  const headers = (cookie?: string): Record<string, string> => (cookie ? { Cookie: cookie } : {});
  const load = async (query = "", cookie = admin, on: Site = site) => {
    const request = new Request(`${SITE_URL}/admin/newsletter${query}`, { headers: headers(cookie) });
    return outcomeOf<LoaderData>(
      await newsletterPage.loader({ request, url: new URL(request.url), params: {}, context: contextOf(request, on) } as never),
    );
  };
  const postRequest = (fields: Record<string, string>, cookie?: string) =>
    new Request(`${SITE_URL}/admin/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers(cookie) },
      body: new URLSearchParams(fields),
    });
  const act = async (fields: Record<string, string>, cookie = admin) => {
    const request = postRequest(fields, cookie);
    return outcomeOf<{ ok: boolean; message: string }>(
      await newsletterPage.action({ request, url: new URL(request.url), params: {}, context: contextOf(request) } as never),
    );
  };
  const testMails = async () =>
    database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "newsletter-test"), eq(mailOutbox.toAddress, ADMIN)));

  test("[newsletter.admin] [admin.guard] the page and its actions are for admins only", async () => {
    const visitor = new Request(`${SITE_URL}/admin/newsletter?kind=daily`);
    const redirected = (await settled(() =>
      newsletterPage.loader({ request: visitor, url: new URL(visitor.url), params: {}, context: contextOf(visitor) } as never),
    )) as Response;
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin%2Fnewsletter%3Fkind%3Ddaily");

    const readerGet = new Request(`${SITE_URL}/admin/newsletter`, { headers: headers(reader) });
    expect(
      await settled(() =>
        newsletterPage.loader({ request: readerGet, url: new URL(readerGet.url), params: {}, context: contextOf(readerGet) } as never),
      ),
    ).toMatchObject({
      init: { status: 403 },
    });
    for (const fields of [{ intent: "pause" }, { intent: "send-test", kind: "daily", sign: "leo" }] as Array<Record<string, string>>) {
      for (const cookie of [reader, undefined]) {
        const request = postRequest(fields, cookie);
        const refused = await settled(() =>
          newsletterPage.action({ request, url: new URL(request.url), params: {}, context: contextOf(request) } as never),
        );
        expect(refused instanceof Response ? refused.status : (refused as { init?: { status?: number } }).init?.status).toBe(
          cookie ? 403 : 302,
        );
      }
    }
    expect(await isSendingPaused(database.db)).toBe(false);
    expect(await testMails()).toHaveLength(0);
  });

  test("[newsletter.admin] the schedule lists the next 14 days' editions with the instant each starts leaving", async () => {
    const { status, body } = await load();
    expect(status).toBe(200);
    expect(body.paused).toBe(false);
    expect(body.sendTime).toBe("06:00");
    expect(body.timeZone).toBe("UTC");
    expect(body.preview).toEqual({ state: "idle" });
    const ids = body.scheduled.map((edition) => edition.id);
    expect(ids.slice(0, 2)).toEqual(["daily-2026-12-01", "monthly-2026-12-01"]);
    expect(ids).toContain("weekly-2026-12-07");
    expect(ids).toContain("daily-2026-12-14");
    expect(ids).not.toContain("daily-2026-12-15");
    expect(body.scheduled[0]).toMatchObject({
      kindLabel: "Daily horoscope",
      title: "Daily horoscope, Tuesday 1 December 2026",
      dateLabel: "Tuesday 1 December 2026",
      // When the 1st begins at UTC+14; each reader's mail then leaves at their own hour.
      sendsAt: "2026-11-30T10:00:00.000Z",
    });
    expect(body.scheduled[0]!.sendsAtLabel).toMatch(/Mon, Nov 30, 10:00 UTC/);
    // The New Moon of 9 December 2026 earns a special edition.
    expect(body.specialScheduled).toBe(true);
    expect(body.scheduled.some((edition) => edition.id.startsWith("special-2026-12-09-"))).toBe(true);
  });

  test("[newsletter.admin] pausing and resuming flips the switch the sending jobs read", async () => {
    const paused = await act({ intent: "pause" });
    expect(paused).toEqual({ status: 200, body: { ok: true, message: "Sending is paused." } });
    expect(await isSendingPaused(database.db)).toBe(true);
    expect((await load()).body.paused).toBe(true);

    const resumed = await act({ intent: "resume" });
    expect(resumed).toEqual({ status: 200, body: { ok: true, message: "Sending is resumed." } });
    expect(await isSendingPaused(database.db)).toBe(false);
    expect((await load()).body.paused).toBe(false);

    expect(await act({ intent: "explode" })).toEqual({ status: 400, body: { ok: false, message: "Unknown action." } });
  });

  test("[newsletter.admin-preview] the preview shows the next edition of the kind, written for the chosen sign", async () => {
    const leo = await load("?kind=daily&sign=leo");
    expect(leo.status).toBe(200);
    expect(leo.body.preview).toMatchObject({
      state: "ready",
      choice: { kind: "daily", audience: "leo" },
      edition: { id: "daily-2026-12-01", sendsAt: "2026-11-30T10:00:00.000Z" },
      content: { kind: "daily", audience: "leo", title: "♌ Leo today", dateLine: "Tuesday 1 December 2026" },
    });

    const digest = await load("?kind=weekly&sign=all");
    expect(digest.body.preview).toMatchObject({
      state: "ready",
      edition: { id: "weekly-2026-12-07" },
      content: { kind: "weekly", audience: "all", title: expect.stringContaining("for every sign") },
    });

    const special = await load("?kind=special&sign=pisces");
    expect(special.body.preview).toMatchObject({ state: "ready", content: { kind: "special", audience: "pisces" } });
  });

  test("[newsletter.admin-preview] an unknown edition or sign is a 400 with a message on the page", async () => {
    const badKind = await load("?kind=hourly&sign=leo");
    expect(badKind.status).toBe(400);
    expect(badKind.body.preview).toEqual({
      state: "refused",
      message: "“hourly” is not an edition. Choose daily, weekly, monthly or special.",
    });
    // The rest of the page is still there.
    expect(badKind.body.scheduled.length).toBeGreaterThan(0);

    const badSign = await load("?kind=daily&sign=ophiuchus");
    expect(badSign.status).toBe(400);
    expect(badSign.body.preview).toEqual({
      state: "refused",
      message: "“ophiuchus” is not a sign. Choose one of the twelve signs, or All signs (digest).",
    });
    expect((await load("?kind=Daily")).status).toBe(400);
    expect((await load(`?sign=${"x".repeat(5_000)}`)).status).toBe(400);

    expect(await act({ intent: "send-test", kind: "daily", sign: "ophiuchus" })).toMatchObject({ status: 400, body: { ok: false } });
    expect(await act({ intent: "send-test" })).toMatchObject({ status: 400, body: { ok: false } });
    expect(await testMails()).toHaveLength(0);
  });

  test("[newsletter.admin-preview] with no sky event in the next 14 days the page says no special edition is scheduled", async () => {
    const quiet: Site = { ...site, editions: { ...site.editions, plansFor: (date) => editionsOn(date, []) } };
    const { status, body } = await load("?kind=special&sign=leo", admin, quiet);
    expect(status).toBe(200);
    expect(body.specialScheduled).toBe(false);
    expect(body.preview).toMatchObject({ state: "none", message: NO_SPECIAL_MESSAGE });
    expect(NO_SPECIAL_MESSAGE).toBe("No special edition is scheduled in the next 14 days.");
  });

  test("[newsletter.admin-test-send] a test goes to the admin alone, with links to the site's own pages", async () => {
    const answer = await act({ intent: "send-test", kind: "daily", sign: "leo" });
    expect(answer).toEqual({ status: 200, body: { ok: true, message: `Test edition sent to ${ADMIN}.` } });
    expect(await testMails()).toHaveLength(1);
    const mail = (await findLatestMail(database.db, ADMIN, "newsletter-test"))!;
    expect(mail.subject).toBe("[Test] Your Leo horoscope for Tuesday 1 December 2026");
    expect(mail.text).toContain("♌ Leo today");
    expect(mail.text).toContain(`View in your browser: ${SITE_URL}/signs/leo`);
    expect(mail.text).toContain(`Change your sign, editions or delivery time: ${SITE_URL}/newsletter/preferences`);
    expect(mail.text).toContain(`Unsubscribe: ${SITE_URL}/unsubscribe`);
    expect(`${mail.text}${mail.html}`).not.toContain("{{");
    expect(mail.html).toContain(`href="${SITE_URL}/signs/leo"`);
    // Nobody else: the test is not an edition, and no subscriber's outbox row was made.
    const others = await database.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(eq(mailOutbox.kind, "newsletter-test"));
    expect(others).toEqual([{ to: ADMIN }]);

    await act({ intent: "send-test", kind: "daily", sign: "all" });
    const digest = (await findLatestMail(database.db, ADMIN, "newsletter-test"))!;
    expect(digest.text).toContain(`View in your browser: ${SITE_URL}/signs\n`);
  });

  test("[newsletter.admin] an edition that ran leaves the schedule and shows under Sent with its mail's counts", async () => {
    await database.db.insert(subscribers).values(confirmedSubscriber({ email: "virgo-reader@example.com", zodiacSign: "virgo" }));
    const plan = site.editions.plansFor("2026-12-01").find((candidate) => candidate.kind === "daily")!;
    expect(await site.editions.run(plan)).toMatchObject({ editionId: "daily-2026-12-01", recipients: 1 });

    const { body } = await load("?kind=daily&sign=virgo");
    expect(body.scheduled.map((edition) => edition.id)).not.toContain("daily-2026-12-01");
    expect(body.scheduled[0]!.id).toBe("monthly-2026-12-01");
    expect(body.sent).toEqual([
      expect.objectContaining({
        id: "daily-2026-12-01",
        kindLabel: "Daily horoscope",
        recipients: 1,
        queued: 1,
        sent: 0,
        failed: 0,
        bounced: 0,
        queuedAtLabel: expect.any(String),
      }),
    ]);
    // The preview moves on to the next daily edition.
    expect(body.preview).toMatchObject({ state: "ready", edition: { id: "daily-2026-12-02" }, content: { audience: "virgo" } });
    expect(body.confirmedSubscribers).toBe(1);
  });
});
