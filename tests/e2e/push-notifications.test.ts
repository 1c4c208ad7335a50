import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { NOTIFICATION_MESSAGES } from "#app/features/notifications/notification-messages.ts";
import { localMinuteIn } from "#app/features/notifications/send-window.ts";
import { timeOfDayOf } from "#app/lib/time-of-day.ts";
import { TEST_VAPID_KEYS } from "#tests/factories/env.ts";
import { startPushEndpoint, testBrowserKeys, vapidProblem } from "#tests/factories/push.ts";
import { postgresAnswers, TEST_DATABASE_URL } from "#tests/setup/database-templates.ts";
import { gotoHydrated, SERVER_START_TIMEOUT_MS, skipWelcomeToast, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// Two server processes on one PostgreSQL database, each with the push job, and a push service of
// our own on loopback (PUSH_SERVICE_ORIGINS) that records each push, checks its VAPID signature and
// decrypts it with the test browser's keys: [push.once], [push.payload], [push.gone]. Then the
// page a reader turns notifications on with, in Chromium: [push.page].
test.describe.configure({ mode: "serial", timeout: 120_000 });
// These journeys are the service worker's own: it runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const INSTANCE_PORTS = [ownPort("push/first"), ownPort("push/second")] as const;
const ENDPOINT_PORT = ownPort("push/endpoint");
const ENDPOINT_ORIGIN = `http://127.0.0.1:${ENDPOINT_PORT}`;
const SITE = `http://127.0.0.1:${INSTANCE_PORTS[0]}`;
/** The reader's zone: half an hour off UTC, so the minute is theirs and not the server's. */
const READER_ZONE = "Asia/Kolkata";

let skipReason: string | undefined;
let databaseUrl = "";
let databaseName: string | undefined;
let instances: RunningServer[] = [];
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;

async function onDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  if (!(await postgresAnswers())) {
    skipReason = `PostgreSQL at ${TEST_DATABASE_URL} is not reachable: two instances need one database`;
    return console.warn(`push notification journeys skipped: ${skipReason}`);
  }
  endpoint = await startPushEndpoint({ port: ENDPOINT_PORT, statusOf: (path) => (path.startsWith("/gone") ? 410 : 201) });
  databaseName = `cosmic_e2e_push_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onDatabase(TEST_DATABASE_URL, (client) => client.query(`create database ${databaseName}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  const env = {
    SITE_URL: SITE,
    AUTH_SECRET: "one-secret-shared-by-both-push-instances",
    // Instances on separate machines share one pair, as they share AUTH_SECRET.
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    PUSH_SERVICE_ORIGINS: ENDPOINT_ORIGIN,
    // Each minute's round is logged at debug when it has nothing to send: what the test awaits.
    LOG_LEVEL: "debug",
  };
  instances = await Promise.all(INSTANCE_PORTS.map((port) => startReadyServer({ port, databaseUrl, env })));
});

test.afterAll(async () => {
  await Promise.all(instances.map((server) => stopServer(server)));
  await endpoint?.close();
  if (databaseName) await onDatabase(TEST_DATABASE_URL, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
});

type Round = { msg?: string; minute?: string; due?: number; sent?: number; gone?: number };
const roundsOf = (server: RunningServer): Round[] =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"push notifications round"'))
    .map((line) => JSON.parse(line) as Round);

const subscribe = (body: unknown) =>
  fetch(`${SITE}/api/push/subscriptions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE },
    body: JSON.stringify(body),
  });

test("[push.once] [push.payload] [push.gone] a subscription gets its Today in short at its minute, once from two instances; a 410 removes another", async () => {
  test.skip(Boolean(skipReason), skipReason);
  // The first whole minute at least 3 s away, so both subscriptions are stored before it begins.
  const minuteStart = Math.ceil((Date.now() + 3_000) / 60_000) * 60_000;
  const local = localMinuteIn(new Date(minuteStart), READER_ZONE);
  const reader = testBrowserKeys();
  const gone = testBrowserKeys();
  const choice = { sign: "leo", time: timeOfDayOf(local.minute), timeZone: READER_ZONE };
  expect((await subscribe({ subscription: reader.subscriptionFor(`${ENDPOINT_ORIGIN}/reader`), ...choice })).status).toBe(201);
  expect((await subscribe({ subscription: gone.subscriptionFor(`${ENDPOINT_ORIGIN}/gone`), ...choice })).status).toBe(201);

  const [push] = await endpoint.waitFor("/reader", 1, minuteStart - Date.now() + 30_000);
  expect(push!.at).toBeGreaterThanOrEqual(minuteStart);
  expect(push!.at).toBeLessThan(minuteStart + 60_000);
  expect(vapidProblem(push!.headers.authorization, { audience: ENDPOINT_ORIGIN, publicKey: TEST_VAPID_KEYS.publicKey })).toBeUndefined();
  const reading = (await (await fetch(`${SITE}/api/horoscopes/leo?date=${local.date}`)).json()) as { headline: string; summary: string };
  const payload = JSON.parse(reader.decrypt(push!.body)) as { title: string; body: string; url: string };
  expect(payload.title).toMatch(/^Leo · [A-Z][a-z]+day, [A-Z][a-z]{2} \d{1,2}$/);
  expect(payload.body).toBe(`${reading.headline}. ${reading.summary}`);
  expect(payload.url).toMatch(new RegExp(`^${SITE}/signs/leo(/${local.date})?$`));

  // Both instances have had their round of that minute: between them, one push each, no more.
  const minute = new Date(minuteStart).toISOString();
  await expect
    .poll(() => instances.map((server) => roundsOf(server).filter((round) => round.minute === minute).length), { timeout: 30_000 })
    .toEqual([1, 1]);
  const rounds = instances.flatMap((server) => roundsOf(server).filter((round) => round.minute === minute));
  expect(rounds.reduce((sum, round) => sum + (round.sent ?? 0), 0)).toBe(1);
  expect(rounds.reduce((sum, round) => sum + (round.gone ?? 0), 0)).toBe(1);
  expect(endpoint.received.map((received) => received.path).sort()).toEqual(["/gone", "/reader"]);
  const stored = await onDatabase(databaseUrl, (client) =>
    client.query<{ endpoint: string; last_sent_on: string }>("select endpoint, last_sent_on::text from push_subscriptions"),
  );
  expect(stored.rows).toEqual([{ endpoint: `${ENDPOINT_ORIGIN}/reader`, last_sent_on: local.date }]);
  // No log line holds an endpoint's path: it is the subscription's capability.
  for (const server of instances) expect(server.output()).not.toMatch(/127\.0\.0\.1:\d+\/(reader|gone)/);
});

/**
 * A browser whose push service answers: Chromium's headless shell has none, so the test gives the
 * page a service worker registration and a PushManager of its own, whose subscription names the
 * local push endpoint with real keys. Everything else (the page, the permission asked, the key
 * fetched, the server's answer) is the real thing.
 */
async function withStandInPush(page: Page, subscription: ReturnType<ReturnType<typeof testBrowserKeys>["subscriptionFor"]>) {
  await page.addInitScript((json) => {
    const asked: string[] = [];
    (window as unknown as { pushKeysAsked: string[] }).pushKeysAsked = asked;
    let current: object | null = null;
    const made = {
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: async () => ((current = null), true),
    };
    const pushManager = {
      getSubscription: async () => current,
      subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
        asked.push(btoa(String.fromCharCode(...applicationServerKey)));
        return (current = made);
      },
    };
    const registration = { pushManager };
    Object.defineProperty(navigator, "serviceWorker", {
      value: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration) },
    });
    Object.defineProperty(Notification, "permission", { get: () => "default" });
    Notification.requestPermission = async () => "granted";
  }, subscription);
}

test.describe("the notifications page", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test("[push.page] from a sign page a reader turns the day's notification on at their own hour, then off again", async ({ page }) => {
    test.skip(Boolean(skipReason), skipReason);
    await skipWelcomeToast(page);
    const keys = testBrowserKeys();
    await withStandInPush(page, keys.subscriptionFor(`${ENDPOINT_ORIGIN}/journey`));
    await gotoHydrated(page, `${SITE}/signs/virgo`);
    await page.getByRole("link", { name: "daily notifications" }).click();
    await expect(page).toHaveURL(`${SITE}/notifications?sign=virgo`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your horoscope as a notification");
    const form = page.getByRole("form", { name: "Daily notification" });
    await expect(form.getByLabel("Your sign")).toHaveValue("virgo");
    await expect(form.getByLabel("Time", { exact: true })).toHaveValue("07:00");
    // Once the reader starts on the form, the browser's own zone is shown; it can be changed.
    await form.getByLabel("Time", { exact: true }).fill("06:45");
    await expect(form.getByLabel("Time zone")).toHaveValue("Europe/Paris");
    await expect(page.getByTestId("notifications-schedule")).toHaveText(
      "Every day at 06:45 (Europe/Paris) this browser shows Virgo’s Today in short; tap it to open the reading.",
    );
    await form.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(page.getByTestId("notifications-message")).toHaveText(NOTIFICATION_MESSAGES.on);
    // The page subscribed with the site's key, and the server stored the choice.
    const asked = await page.evaluate(() => (window as unknown as { pushKeysAsked: string[] }).pushKeysAsked);
    expect(asked.map((key) => key.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""))).toEqual([TEST_VAPID_KEYS.publicKey]);
    const rowsFor = () =>
      onDatabase(databaseUrl, (client) =>
        client.query("select zodiac_sign, send_minute, time_zone from push_subscriptions where endpoint = $1", [
          `${ENDPOINT_ORIGIN}/journey`,
        ]),
      ).then((result) => result.rows);
    expect(await rowsFor()).toEqual([{ zodiac_sign: "virgo", send_minute: 6 * 60 + 45, time_zone: "Europe/Paris" }]);

    await form.getByRole("button", { name: "Turn off notifications" }).click();
    await expect(page.getByTestId("notifications-message")).toHaveText(NOTIFICATION_MESSAGES.off);
    expect(await rowsFor()).toEqual([]);
    await expect(form.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
  });

  test("[push.page] a browser without push is told so plainly", async ({ page }) => {
    test.skip(Boolean(skipReason), skipReason);
    await page.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
    await gotoHydrated(page, `${SITE}/notifications`);
    await expect(page.getByTestId("notifications-state")).toHaveText(NOTIFICATION_MESSAGES.unsupported);
    await expect(page.getByRole("button", { name: "Turn on notifications" })).toHaveCount(0);
  });

  test("[push.page] a reader who blocked notifications is told where to allow them", async ({ page }) => {
    test.skip(Boolean(skipReason), skipReason);
    await page.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
    await gotoHydrated(page, `${SITE}/notifications`);
    await expect(page.getByTestId("notifications-state")).toHaveText(NOTIFICATION_MESSAGES.blocked);
  });

  test("[push.page] with permission granted, a browser that cannot reach a push service says so and stores nothing", async ({
    page,
    context,
  }) => {
    test.skip(Boolean(skipReason), skipReason);
    // The headless shell has no push service: subscribing fails there (or, before the site's
    // service worker exists, registering it does), and the page must say which. The shell also
    // reports Notification.permission as "denied" whatever was granted (requestPermission then
    // answers "granted"), so the page is shown the "default" a browser reports before it asks.
    await context.grantPermissions(["notifications"], { origin: SITE });
    await page.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "default" }));
    await gotoHydrated(page, `${SITE}/notifications?sign=leo`);
    await page.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(page.getByTestId("notifications-message")).toHaveText(
      new RegExp(
        `^(${[NOTIFICATION_MESSAGES.noPushService, NOTIFICATION_MESSAGES.noWorker].map((text) => text.replace(/[.?]/g, "\\$&")).join("|")})$`,
      ),
      { timeout: 15_000 },
    );
    const stored = await onDatabase(databaseUrl, (client) =>
      client.query("select count(*)::int as n from push_subscriptions where zodiac_sign = 'leo' and endpoint not like $1", [
        `${ENDPOINT_ORIGIN}/%`,
      ]),
    );
    expect(stored.rows[0].n).toBe(0);
  });
});
