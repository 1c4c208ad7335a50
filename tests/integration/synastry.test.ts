import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { SYNASTRY_ADDRESS_MAX, SYNASTRY_MESSAGES } from "#app/features/charts/synastry/synastry-request.server.ts";
import { CHART_MESSAGES } from "#app/features/charts/chart-request.server.ts";
import * as page from "#app/routes/charts/synastry/index.tsx";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, loaderAnswer, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

const ANNA = "date=1990-04-15&time=14:30&lat=51.5074&lon=-0.1278&tz=Europe%2FLondon";
const SAM = "date=1988-11-02&time=07:05&lat=48.8566&lon=2.3522&tz=Europe%2FParis";
const SAM_CHART = { date: "1988-11-02", time: "07:05", lat: 48.8566, lon: 2.3522, tz: "Europe/Paris", houses: "placidus" };
const ANNA_CHART = { date: "1990-04-15", time: "14:30", lat: 51.5074, lon: -0.1278, tz: "Europe/London", houses: "placidus" };

type SynastryAnswer = {
  a: { name: string; timeKnown: boolean; positions: Array<{ body: string }> };
  b: { name: string; savedId: string | null };
  aspects: Array<{ a: string; b: string; kind: string; orb: number; title: string; text: string; generation: boolean }>;
  score: { value: number; harmony: number; tension: number; reasons: { harmony: string[]; tension: string[] } };
  notes: string[];
};

describe("[charts.synastry] GET /api/charts/synastry and /charts/synastry", () => {
  const database = useTestDatabase("pglite");
  let built: ReturnType<typeof buildTestApp>;
  let reader = "";
  let other = "";
  let readerCharts: { me: string; sam: string } = { me: "", sam: "" };
  let othersChart = "";

  const api = (query: string, cookie?: string) =>
    built.app.request(`${SITE_URL}/api/charts/synastry?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  const save = async (cookie: string, body: unknown) => {
    const answer = await built.app.request(`${SITE_URL}/api/me/charts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: cookie },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { chart: { id: string } }).chart.id;
  };
  const loadPage = (query: string, cookie?: string) => {
    const request = new Request(`${SITE_URL}/charts/synastry?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
    return Promise.resolve()
      .then(() => page.loader(routeArgs(built.site, request) as never))
      .then(
        (returned) => ({ answer: loaderAnswer(returned) }),
        (thrown: unknown) => ({ thrown }),
      );
  };

  beforeAll(async () => {
    built = buildTestApp(database);
    reader = await signedInAccount(built.app, database.db, "anna@example.com");
    other = await signedInAccount(built.app, database.db, "other@example.com");
    readerCharts = {
      me: await save(reader, { name: "Anna", me: true, ...ANNA_CHART }),
      sam: await save(reader, { name: "Sam", me: false, ...SAM_CHART }),
    };
    othersChart = await save(other, { name: "Secret", me: true, ...SAM_CHART });
  });

  test("two chart addresses answer the inter-aspects, each read, and the score with its reasons; no cache keeps it", async () => {
    const answer = await api(
      `a=${encodeURIComponent(ANNA)}&aname=Anna&b=${encodeURIComponent(`/charts/free-birth-chart?${SAM}#chart`)}&bname=Sam`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await answer.json()) as SynastryAnswer;
    expect(body.a.name).toBe("Anna");
    expect(body.b).toMatchObject({ name: "Sam", savedId: null });
    expect(body.a.positions.map((position) => position.body)).toContain("Venus");
    expect(body.aspects.length).toBeGreaterThan(10);
    for (const aspect of body.aspects) {
      expect(aspect.title).toContain(`Anna’s ${aspect.a}`);
      expect(aspect.title).toContain(`Sam’s ${aspect.b}`);
      expect(aspect.text.length).toBeGreaterThan(60);
    }
    expect(body.score.value).toBeGreaterThanOrEqual(0);
    expect(body.score.value).toBeLessThanOrEqual(100);
    expect(body.score.reasons.harmony.length + body.score.reasons.tension.length).toBeGreaterThan(0);
    expect(body.notes).toEqual([]);
  });

  test("a bad side is a 400 naming each of its fields; a missing side, an overlong address or name say so", async () => {
    const bad = await api(`a=${encodeURIComponent("date=1990-13-01&lat=99&lon=0&tz=Europe/London")}&b=`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get("Cache-Control")).toBe("private, no-store");
    const { error } = (await bad.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({
      "a.date": SYNASTRY_MESSAGES.field("The first chart", CHART_MESSAGES.date),
      "a.lat": SYNASTRY_MESSAGES.field("The first chart", CHART_MESSAGES.lat),
      b: "The second chart is missing: pick one of your charts or paste a birth chart's address.",
    });
    expect(error.message).toBe("The charts could not be compared: 3 things need a fix.");

    const long = await api(`a=${"x".repeat(SYNASTRY_ADDRESS_MAX + 1)}&b=${encodeURIComponent(SAM)}&bname=${"n".repeat(61)}`);
    expect(long.status).toBe(400);
    const longError = ((await long.json()) as { error: { fields: Record<string, string> } }).error;
    expect(longError.fields).toEqual({
      a: "The first chart's address has at most 1000 characters.",
      bname: "The second chart's name has at most 60 characters.",
    });

    const none = await api("");
    expect(none.status).toBe(400);
    expect(Object.keys(((await none.json()) as { error: { fields: object } }).error.fields)).toEqual(["a", "b"]);
  });

  test("two saved charts by id for their owner; a visitor gets 401 and another reader's chart 404, never its data", async () => {
    const own = await api(`first=${readerCharts.me}&second=${readerCharts.sam}`, reader);
    expect(own.status).toBe(200);
    const body = (await own.json()) as SynastryAnswer;
    expect([body.a.name, body.b.name]).toEqual(["Anna", "Sam"]);
    expect(body.b.savedId).toBe(readerCharts.sam);

    const visitor = await api(`first=${readerCharts.me}&second=${readerCharts.sam}`);
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { error: { message: string } }).error.message).toBe(SYNASTRY_MESSAGES.signIn);

    const theirs = await api(`first=${readerCharts.me}&second=${othersChart}`, reader);
    expect(theirs.status).toBe(404);
    const text = await theirs.text();
    expect(text).not.toContain("Secret");
    expect(text).not.toContain("1988");

    // A side may be a saved chart and the other an address.
    const mixed = await api(`first=${readerCharts.me}&b=${encodeURIComponent(SAM)}&bname=Sam`, reader);
    expect(mixed.status).toBe(200);
  });

  test("the page draws the score, the reasons and each contact read, and no cache keeps it", async () => {
    expect(page.headers()).toEqual({ "Cache-Control": "private, no-store" });
    const loaded = await loadPage(`first=${readerCharts.me}&second=${readerCharts.sam}`, reader);
    if (!("answer" in loaded)) throw new Error("the page threw");
    expect(loaded.answer.status).toBe(200);
    const Stub = createRoutesStub([{ path: "/charts/synastry", Component: page.default as never, loader: () => loaded.answer.data }]);
    const html = renderToString(
      createElement(Stub, {
        initialEntries: ["/charts/synastry?first=x&second=y"],
        hydrationData: { loaderData: { "0": loaded.answer.data } },
      }),
    ).replaceAll("<!-- -->", "");
    expect(html).toContain("<h1");
    expect(html).toMatch(/<h1[^>]*>Synastry: Anna and Sam<\/h1>/);
    expect(html).toMatch(/Chart score: <span data-testid="synastry-score">\d{1,3}<\/span> out of 100/);
    expect(html).toContain("50 + 50 × (harmony − tension) ÷ (harmony + tension + 2)");
    expect(html).toContain("Open Anna&#x27;s chart");
    const contacts = html.match(/data-testid="synastry-aspect"/g) ?? [];
    expect(contacts.length).toBeGreaterThan(5);
    // Both saved charts are offered again to compare others.
    expect(html).toContain('<option value="' + readerCharts.sam + '"');
  });

  test("the page: the form until both sides are asked for, 400 with each problem, sign-in for saved charts, 404 for another reader's", async () => {
    const half = await loadPage(`a=${encodeURIComponent(ANNA)}`);
    if (!("answer" in half)) throw new Error("the page threw");
    expect(half.answer.status).toBe(200);
    expect(half.answer.data).toMatchObject({ result: null, problem: null, form: { a: ANNA } });

    const bad = await loadPage(`a=${encodeURIComponent("date=nope")}&b=`);
    if (!("answer" in bad)) throw new Error("the page threw");
    expect(bad.answer.status).toBe(400);
    expect((bad.answer.data as { problem: { fields: Record<string, string> } }).problem.fields).toHaveProperty("a.date");

    const visitor = await loadPage(`first=${readerCharts.me}&second=${readerCharts.sam}`);
    expect("thrown" in visitor && (visitor.thrown as Response).status).toBe(302);
    expect((visitor as { thrown: Response }).thrown.headers.get("Location")).toMatch(/^\/auth\?redirectTo=%2Fcharts%2Fsynastry/);

    const theirs = await loadPage(`first=${readerCharts.me}&second=${othersChart}`, reader);
    expect("thrown" in theirs && (theirs.thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });
});
