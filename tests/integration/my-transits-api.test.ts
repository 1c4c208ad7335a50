import { beforeAll, describe, expect, test } from "vitest";
import { READERS_DAY_MESSAGES } from "#app/features/charts/readers-day.server.ts";
import { TODAY_FOR_YOU_MESSAGES } from "#app/features/charts/transits/today-for-you.server.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

const ULM = { date: "1879-03-14", time: "11:30", lat: 48.4011, lon: 9.9876, tz: "Europe/Berlin", houses: "placidus" };
const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;
const POINTS = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto", "Ascendant", "Midheaven"];

type DayAnswer = {
  date: string;
  at: string;
  timeZone: string;
  chart: { name: string; timeKnown: boolean };
  transits: Array<{
    body: string;
    point: string;
    aspect: string;
    orb: number;
    exact: string | null;
    applying: boolean;
    start: string;
    end: string;
  }>;
  moon: { house: number; day: string } | null;
  stations: unknown[];
  ingresses: Array<{ body: string; house: number; at: string }>;
  reading: { headline: string; items: Array<{ title: string; text: string }>; note: string | null };
};

describe("GET /api/me/transits ([charts.transits])", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  let withChart = "";
  let withoutChart = "";
  let unknownTime = "";
  const post = (cookie: string, body: unknown) =>
    app.request(`${SITE_URL}/api/me/charts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const day = (cookie: string | undefined, query = "") =>
    app.request(`${SITE_URL}/api/me/transits${query}`, { headers: cookie ? { Cookie: cookie } : {} });

  beforeAll(async () => {
    ({ app } = buildTestApp(database));
    withChart = await signedInAccount(app, database.db, "albert@example.com");
    withoutChart = await signedInAccount(app, database.db, "nobody@example.com");
    unknownTime = await signedInAccount(app, database.db, "noon@example.com");
    expect((await post(withChart, { name: "Albert", me: true, ...ULM })).status).toBe(201);
    expect((await post(withoutChart, { name: "A friend", me: false, ...ULM })).status).toBe(201);
    expect((await post(unknownTime, { name: "Me", me: true, ...ULM, time: null })).status).toBe(201);
  });

  test("a visitor gets 401, and a reader who has not marked a chart as theirs gets 404 with what to do", async () => {
    const visitor = await day(undefined);
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("Cache-Control")).toBe("private, no-store");
    const none = await day(withoutChart);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(READERS_DAY_MESSAGES.noChart);
  });

  test("the day's transits, each with its body, point, aspect, orb, exact minute and whether it applies", async () => {
    const res = await day(withChart, "?date=2026-12-02&tz=Europe/Berlin");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = (await res.json()) as DayAnswer;
    expect(answer).toMatchObject({ date: "2026-12-02", timeZone: "Europe/Berlin", chart: { name: "Albert", timeKnown: true } });
    expect(answer.transits.length).toBeGreaterThan(0);
    for (const transit of answer.transits) {
      expect(POINTS).toContain(transit.point);
      expect(["conjunction", "sextile", "square", "trine", "opposition"]).toContain(transit.aspect);
      expect(transit.orb).toBeGreaterThanOrEqual(0);
      // The orb is read at one moment (noon, for another day than today): within the orb while the pass lasts.
      const during = transit.start <= answer.at && answer.at <= transit.end;
      if (during) expect(transit.orb, `${transit.body} ${transit.aspect} ${transit.point}`).toBeLessThanOrEqual(1.001);
      else expect(transit.orb).toBeGreaterThan(0.99);
      expect(typeof transit.applying).toBe("boolean");
      if (transit.exact !== null) expect(transit.exact).toMatch(MINUTE);
      expect(transit.start).toMatch(MINUTE);
    }
    expect(answer.moon?.house).toBeGreaterThanOrEqual(1);
    expect(answer.moon?.house).toBeLessThanOrEqual(12);
    expect(answer.reading.headline).toBe(answer.reading.items[0]!.title);
    expect(answer.reading.note).toBeNull();
  });

  test("the day defaults to today in the chart's zone", async () => {
    const answer = (await (await day(withChart)).json()) as DayAnswer;
    expect(answer.timeZone).toBe("Europe/Berlin");
    expect(answer.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("without a birth time: no Moon house, no angles, no house ingresses, and a note that says so", async () => {
    const answer = (await (await day(unknownTime, "?date=2026-12-02")).json()) as DayAnswer;
    expect(answer.chart.timeKnown).toBe(false);
    expect(answer.moon).toBeNull();
    expect(answer.ingresses).toEqual([]);
    expect(answer.transits.some(({ point }) => point === "Ascendant" || point === "Midheaven")).toBe(false);
    expect(answer.reading.note).toBe(TODAY_FOR_YOU_MESSAGES.unknownTime);
  });

  test("a bad day or zone is a 400 naming each", async () => {
    for (const [query, fields] of [
      ["?date=2026-02-30", { date: READERS_DAY_MESSAGES.date }],
      ["?date=1899-12-31", { date: READERS_DAY_MESSAGES.date }],
      ["?date=2101-01-01", { date: READERS_DAY_MESSAGES.date }],
      ["?tz=Mars/Olympus", { tz: READERS_DAY_MESSAGES.timeZone }],
      ["?date=x&tz=y", { date: READERS_DAY_MESSAGES.date, tz: READERS_DAY_MESSAGES.timeZone }],
    ] as const) {
      const res = await day(withChart, query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields);
    }
  });
});
