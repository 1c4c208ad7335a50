import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { savedCharts, user } from "#db/schema/index.ts";
import { CHART_MESSAGES } from "#app/features/charts/chart-request.server.ts";
import { SAVED_CHART_LIMIT, SAVED_CHART_MESSAGES } from "#app/features/charts/saved-charts.server.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { ULM_BIRTH } from "#tests/factories/charts.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

const ULM = ULM_BIRTH;

describe("/api/me/charts ([charts.saved])", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  let alice = "";
  let bob = "";
  beforeAll(async () => {
    ({ app } = buildTestApp(database));
    alice = await signedInAccount(app, database.db, "alice@example.com");
    bob = await signedInAccount(app, database.db, "bob@example.com");
  });
  const send = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
    app.request(`${SITE_URL}/api/me/charts${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: SITE_URL, ...(cookie ? { Cookie: cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  test("a visitor who is not signed in gets 401 from every endpoint, and no cache keeps the answer", async () => {
    for (const [method, path] of [
      ["GET", ""],
      ["POST", ""],
      ["GET", "/x"],
      ["PATCH", "/x"],
      ["DELETE", "/x"],
    ] as const) {
      const res = await send(method, path, undefined, method === "POST" || method === "PATCH" ? { name: "x" } : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    }
  });

  test("a chart is kept, listed, read, renamed, marked as me and deleted", async () => {
    const created = await send("POST", "", alice, { name: "Albert", ...ULM });
    expect(created.status).toBe(201);
    const { chart } = (await created.json()) as { chart: { id: string; isMe: boolean; time: string; tz: string; node: string } };
    expect(chart).toMatchObject({
      name: "Albert",
      isMe: false,
      date: "1879-03-14",
      time: "11:30",
      lat: 48.4011,
      tz: "Europe/Berlin",
      node: "mean",
    });
    expect(chart.id).toMatch(/^[\w-]{36}$/);

    const me = await send("POST", "", alice, {
      name: "  Me  ",
      me: true,
      date: "1990-04-15",
      time: null,
      lat: "51.5074",
      lon: "-0.1278",
      tz: "Europe/London",
    });
    expect(me.status).toBe(201);
    const mine = ((await me.json()) as { chart: { id: string; name: string; time: null; houses: string } }).chart;
    expect(mine).toMatchObject({ name: "Me", time: null, houses: "placidus", isMe: true });

    const list = (await (await send("GET", "", alice)).json()) as { charts: Array<{ name: string }> };
    expect(list.charts.map((entry) => entry.name)).toEqual(["Me", "Albert"]);

    const renamed = await send("PATCH", `/${chart.id}`, alice, { name: "Einstein", me: true });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { chart: object }).chart).toMatchObject({ name: "Einstein", isMe: true, time: "11:30" });
    // The "me" mark moved: one chart of a reader is theirs.
    const again = (await (await send("GET", "", alice)).json()) as { charts: Array<{ name: string; isMe: boolean }> };
    expect(again.charts.map(({ name, isMe }) => [name, isMe])).toEqual([
      ["Einstein", true],
      ["Me", false],
    ]);

    expect((await send("DELETE", `/${mine.id}`, alice)).status).toBe(200);
    expect((await send("GET", `/${mine.id}`, alice)).status).toBe(404);
  });

  test("every bad field is named at once, with the chart page's own words", async () => {
    const res = await send("POST", "", alice, {
      name: "",
      date: "1990-02-30",
      time: "25:00",
      lat: 95,
      lon: "east",
      tz: "Mars/Olympus",
      houses: "koch",
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe(SAVED_CHART_MESSAGES.notSaved(7));
    expect(error.fields).toEqual({
      name: SAVED_CHART_MESSAGES.nameRequired,
      date: CHART_MESSAGES.date,
      time: CHART_MESSAGES.time,
      lat: CHART_MESSAGES.lat,
      lon: CHART_MESSAGES.lon,
      tz: CHART_MESSAGES.tz,
      houses: CHART_MESSAGES.houses,
    });
    const long = await send("POST", "", alice, { ...ULM, name: "x".repeat(61) });
    expect(((await long.json()) as { error: { fields: object } }).error.fields).toEqual({ name: SAVED_CHART_MESSAGES.nameTooLong });
    const list = await send("POST", "", alice, [ULM]);
    expect(list.status).toBe(400);
    // A clock time the zone skipped asks for the offset, as the page does.
    const gap = await send("POST", "", alice, { ...ULM, name: "Gap", date: "2026-03-29", time: "02:30" });
    expect(((await gap.json()) as { error: { fields: Record<string, string> } }).error.fields.time).toMatch(
      /did not exist in Europe\/Berlin/,
    );
  });

  test("another reader's chart is not found for reading, changing or deleting, and stays as it was", async () => {
    const { chart } = (await (await send("POST", "", alice, { name: "Private", ...ULM })).json()) as { chart: { id: string } };
    for (const [method, body] of [["GET"], ["PATCH", { name: "Mine now" }], ["DELETE"]] as const) {
      const res = await send(method, `/${chart.id}`, bob, body);
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).not.toContain("1879");
      expect(JSON.parse(text).error.message).toBe(SAVED_CHART_MESSAGES.gone);
    }
    const [row] = await database.db.select().from(savedCharts).where(eq(savedCharts.id, chart.id));
    expect(row?.name).toBe("Private");
    expect(((await (await send("GET", "", bob)).json()) as { charts: unknown[] }).charts).toEqual([]);
  });

  test(`a reader keeps at most ${SAVED_CHART_LIMIT} charts`, async () => {
    const carol = await signedInAccount(app, database.db, "carol@example.com");
    for (let index = 0; index < SAVED_CHART_LIMIT; index++)
      expect((await send("POST", "", carol, { ...ULM, name: `Chart ${index}` })).status).toBe(201);
    const over = await send("POST", "", carol, { ...ULM, name: "One more" });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe(SAVED_CHART_MESSAGES.limit);
  });

  test("deleting the account deletes its charts", async () => {
    const dora = await signedInAccount(app, database.db, "dora@example.com");
    await send("POST", "", dora, { ...ULM, name: "Dora" });
    const [account] = await database.db.select().from(user).where(eq(user.email, "dora@example.com"));
    await database.db.delete(user).where(eq(user.id, account!.id));
    expect(await database.db.select().from(savedCharts).where(eq(savedCharts.userId, account!.id))).toEqual([]);
  });
});
