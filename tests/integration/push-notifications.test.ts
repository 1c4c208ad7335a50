import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client.ts";
import { readingPath } from "#app/features/horoscopes/reading-days.ts";
import { pushCountsBySign } from "#app/features/notifications/push-subscriptions.server.ts";
import { PUSH_INPUT_MESSAGES } from "#app/features/notifications/subscription-input.ts";
import { ENDPOINT_MESSAGES } from "#app/features/notifications/push-services.ts";
import type { Site } from "#server/site/site.ts";
import { TEST_VAPID_KEYS } from "#tests/factories/env.ts";
import { startPushEndpoint, testBrowserKeys, vapidProblem, type TestBrowserKeys } from "#tests/factories/push.ts";
import { buildTestApp, buildTestSite, capturingLogger, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

/** Thursday 3 December 2026, 07:00 in Paris (06:00 UTC). */
const SEVEN_IN_PARIS = new Date("2026-12-03T06:00:00Z");
const minutes = (count: number) => count * 60_000;
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

type Row = { id: string; zodiac_sign: string; send_minute: number; time_zone: string; last_sent_on: string | null };

describe.each(kinds)("push notifications on %s", (kind) => {
  let database: TestDatabase;
  /** A second pool on the same database: another instance, on PostgreSQL. PGlite has one process, so one handle. */
  let second: DatabaseHandle;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  const statuses = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    second = kind === "postgres" ? await openDatabase(database.target) : database;
    endpoint = await startPushEndpoint({ statusOf: (path) => statuses.get(path) ?? 201 });
  });
  afterAll(async () => {
    await endpoint.close();
    if (second !== database) await second.close();
    await database.drop();
  });

  const env = () => ({ pushServiceOrigins: [endpoint.origin] });
  const appOf = () => buildTestApp(database, { env: env() }).app;
  const rows = async () =>
    rowsOf<Row>(
      await database.db.execute(
        sql`select id, zodiac_sign, send_minute, time_zone, last_sent_on::text as last_sent_on from push_subscriptions order by created_at, id`,
      ),
    );
  const post = (app: ReturnType<typeof appOf>, path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/push/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_URL, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const subscribeBody = (keys: TestBrowserKeys, path: string, choices: Record<string, unknown> = {}) => ({
    subscription: keys.subscriptionFor(`${endpoint.origin}${path}`),
    sign: "leo",
    time: "07:00",
    timeZone: "Europe/Paris",
    ...choices,
  });

  test("[push.api] GET /api/push/key answers the site's VAPID public key", async () => {
    const response = await appOf().request("/api/push/key");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: TEST_VAPID_KEYS.publicKey });
  });

  test("[push.subscribe] a subscription is stored once per endpoint; only its own auth secret changes or removes it", async () => {
    await database.db.execute(sql`delete from push_subscriptions`);
    const app = appOf();
    const keys = testBrowserKeys();
    const first = await post(app, "subscriptions", subscribeBody(keys, "/own"));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true, created: true });
    // The same browser changes its sign and time: the same row.
    const changed = await post(app, "subscriptions", subscribeBody(keys, "/own", { sign: "virgo", time: "21:45", timeZone: "asia/tokyo" }));
    expect(changed.status).toBe(200);
    expect(await rows()).toMatchObject([{ zodiac_sign: "virgo", send_minute: 21 * 60 + 45, time_zone: "Asia/Tokyo", last_sent_on: null }]);
    // Someone who learnt the endpoint but not its keys changes nothing, and cannot turn it off.
    const stranger = testBrowserKeys();
    const takeover = await post(app, "subscriptions", { ...subscribeBody(stranger, "/own"), sign: "aries" });
    expect(takeover.status).toBe(409);
    const wrongAuth = await post(app, "subscriptions/remove", { endpoint: `${endpoint.origin}/own`, auth: stranger.auth });
    expect(await wrongAuth.json()).toEqual({ ok: true, removed: false });
    expect(await rows()).toHaveLength(1);
    const removed = await post(app, "subscriptions/remove", { endpoint: `${endpoint.origin}/own`, auth: keys.auth });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ ok: true, removed: true });
    expect(await rows()).toEqual([]);
  });

  test("[push.api] each wrong field is refused with 400 and its own message; a wrong type 415, a large body 413", async () => {
    const app = appOf();
    const keys = testBrowserKeys();
    const good = subscribeBody(keys, "/refusals");
    const refused = async (body: unknown) => {
      const response = await post(app, "subscriptions", body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { code: string; message: string } }).error;
    };
    const sub = good.subscription;
    expect((await refused({ ...good, subscription: { ...sub, keys: { ...sub.keys, p256dh: "short" } } })).message).toBe(
      `subscription.keys.p256dh: ${PUSH_INPUT_MESSAGES.p256dh}`,
    );
    expect((await refused({ ...good, subscription: { ...sub, keys: { ...sub.keys, auth: `${sub.keys.auth}AAAA` } } })).message).toBe(
      `subscription.keys.auth: ${PUSH_INPUT_MESSAGES.auth}`,
    );
    expect((await refused({ ...good, sign: "ophiuchus" })).message).toBe(`sign: ${PUSH_INPUT_MESSAGES.sign}`);
    expect((await refused({ ...good, time: "7am" })).message).toBe(`time: ${PUSH_INPUT_MESSAGES.time}`);
    expect((await refused({ ...good, time: "24:00" })).message).toBe(`time: ${PUSH_INPUT_MESSAGES.time}`);
    expect((await refused({ ...good, timeZone: "Mars/Olympus_Mons" })).message).toBe(`timeZone: ${PUSH_INPUT_MESSAGES.timeZone}`);
    expect((await refused({ ...good, subscription: "none" })).message).toBe(`subscription: ${PUSH_INPUT_MESSAGES.endpoint}`);
    // [push.endpoints] the server would POST there: the site's own network and any unknown host are refused.
    for (const target of [
      "http://169.254.169.254/latest/meta-data",
      "https://localhost/push",
      "https://fcm.googleapis.com.evil.example/x",
    ]) {
      expect((await refused({ ...good, subscription: { ...sub, endpoint: target } })).message).toBe(
        `subscription.endpoint: ${target.startsWith("http:") ? ENDPOINT_MESSAGES.invalid : ENDPOINT_MESSAGES.unknownService}`,
      );
    }
    expect((await post(app, "subscriptions", good, { "Content-Type": "text/plain" })).status).toBe(415);
    const large = await post(app, "subscriptions", { ...good, padding: "x".repeat(5000) });
    expect(large.status).toBe(413);
    expect((await post(app, "subscriptions/remove", { endpoint: "", auth: keys.auth })).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  test("[push.api] more than 20 changes a minute from one address are refused with 429", async () => {
    const app = appOf();
    const keys = testBrowserKeys();
    const answers: number[] = [];
    for (let n = 0; n < 21; n++)
      answers.push((await post(app, "subscriptions/remove", { endpoint: `${endpoint.origin}/x`, auth: keys.auth })).status);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  test("[push.once] [push.payload] two instances sending at the same minute deliver each reader's Today in short once, encrypted and signed", async () => {
    await database.db.execute(sql`delete from push_subscriptions`);
    const app = appOf();
    const leo = testBrowserKeys();
    const pisces = testBrowserKeys();
    expect((await post(app, "subscriptions", subscribeBody(leo, "/once-leo"))).status).toBe(201);
    // 07:00 in Tokyo is 22:00 UTC the day before: at 06:00 UTC it is 15:00 there, not due.
    expect(
      (await post(app, "subscriptions", subscribeBody(pisces, "/once-pisces", { sign: "pisces", timeZone: "Asia/Tokyo" }))).status,
    ).toBe(201);
    const sites: Site[] = [database, second].map((handle) => buildTestSite(handle, { env: env() }));
    const rounds = await Promise.all(sites.map((site) => site.pushNotifications.sendDue(SEVEN_IN_PARIS)));

    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    expect(rounds.reduce((sum, round) => sum + round.sent + round.claimedElsewhere, 0)).toBe(
      rounds.reduce((sum, round) => sum + round.due, 0),
    );
    const [push] = await endpoint.waitFor("/once-leo");
    expect(endpoint.received.filter((received) => received.path.startsWith("/once-"))).toHaveLength(1);
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(vapidProblem(push!.headers.authorization, { audience: endpoint.origin, publicKey: TEST_VAPID_KEYS.publicKey })).toBeUndefined();
    const reading = await sites[0]!.horoscopes.getDaily("leo", "2026-12-03");
    expect(JSON.parse(leo.decrypt(push!.body))).toEqual({
      title: "Leo · Thursday, Dec 3",
      body: `${reading.headline}. ${reading.summary}`,
      // The day's own address: /signs/leo/2026-12-03, or /signs/leo while it is the site's today.
      url: new URL(readingPath("leo", "2026-12-03", sites[0]!.horoscopes.today()), SITE_URL).toString(),
      tag: "leo-2026-12-03",
    });
    // The next minutes of the window find the day sent.
    const later = await sites[1]!.pushNotifications.sendDue(at(SEVEN_IN_PARIS, minutes(1)));
    expect(later).toEqual({ due: 0, sent: 0, gone: 0, failed: 0, claimedElsewhere: 0 });
    expect((await rows()).map((row) => row.last_sent_on)).toEqual(["2026-12-03", null]);
  });

  test("[push.send-window] a notification leaves from its minute to the end of the hour after it, never earlier or later", async () => {
    await database.db.execute(sql`delete from push_subscriptions`);
    const app = appOf();
    const early = testBrowserKeys();
    const late = testBrowserKeys();
    await post(app, "subscriptions", subscribeBody(early, "/window-early"));
    await post(app, "subscriptions", subscribeBody(late, "/window-late", { time: "07:30" }));
    const site = buildTestSite(database, { env: env() });
    expect((await site.pushNotifications.sendDue(at(SEVEN_IN_PARIS, -1_000))).due).toBe(0);
    // 08:29:59 in Paris: the 07:30 one is due, the 07:00 one's hour is over and that day is skipped.
    const round = await site.pushNotifications.sendDue(at(SEVEN_IN_PARIS, minutes(89) + 59_000));
    expect(round).toMatchObject({ due: 1, sent: 1 });
    await endpoint.waitFor("/window-late");
    expect(endpoint.received.some((received) => received.path === "/window-early")).toBe(false);
    // The next day at 07:00 the first one leaves again.
    expect(await site.pushNotifications.sendDue(at(SEVEN_IN_PARIS, minutes(24 * 60)))).toMatchObject({ due: 1, sent: 1 });
    await endpoint.waitFor("/window-early");
  });

  test("[push.gone] a push service's 404 or 410 removes the subscription; any other failure keeps it for a later minute, logging only the host", async () => {
    await database.db.execute(sql`delete from push_subscriptions`);
    const app = appOf();
    statuses.set("/gone-410", 410).set("/gone-404", 404).set("/busy-503", 503);
    for (const path of ["/gone-410", "/gone-404", "/busy-503"]) await post(app, "subscriptions", subscribeBody(testBrowserKeys(), path));
    const capture = capturingLogger("info");
    const site = buildTestSite(database, { env: env(), logger: capture.logger });
    expect(await site.pushNotifications.sendDue(SEVEN_IN_PARIS)).toEqual({ due: 3, sent: 0, gone: 2, failed: 1, claimedElsewhere: 0 });
    const left = await rows();
    expect(left).toHaveLength(1);
    expect(left[0]!.last_sent_on).toBeNull(); // given back: the next minute tries again
    const logged = capture.lines.join("\n");
    expect(logged).toContain('"status":503');
    expect(logged).not.toContain("busy-503");
    expect(logged).not.toContain("/gone-4");
    expect(logged).toContain(`"host":"${new URL(endpoint.origin).host}"`);

    statuses.set("/busy-503", 201);
    expect(await site.pushNotifications.sendDue(at(SEVEN_IN_PARIS, minutes(1)))).toMatchObject({ due: 1, sent: 1 });
    expect((await rows())[0]!.last_sent_on).toBe("2026-12-03");
  });

  test("[push.admin] the push subscribers are counted by sign, every sign named", async () => {
    await database.db.execute(sql`delete from push_subscriptions`);
    const app = appOf();
    for (const [sign, n] of [
      ["leo", 2],
      ["aries", 1],
    ] as const) {
      for (let i = 0; i < n; i++) await post(app, "subscriptions", subscribeBody(testBrowserKeys(), `/count-${sign}-${i}`, { sign }));
    }
    const counts = await pushCountsBySign(database.db);
    expect(Object.keys(counts)).toHaveLength(12);
    expect(counts).toMatchObject({ leo: 2, aries: 1, virgo: 0 });
  });
});
