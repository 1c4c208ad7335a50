import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { CHART_MESSAGES } from "#app/features/charts/chart-request.server.ts";
import * as page from "#app/routes/charts/free-birth-chart/index.tsx";
import * as wheel from "#app/routes/charts/free-birth-chart/wheel.ts";
import {
  BIRTH_CHART_MESSAGES,
  type BirthChartForm,
  type BirthChartProblem,
  type BirthChartResult,
} from "#app/routes/charts/free-birth-chart/_birth-chart.server.ts";
import { buildEnv } from "#tests/factories/env.ts";

// The birth chart page as React Router serves it: the loader on the server, then the page drawn to
// HTML from its data; and the wheel's download route.
const quietLogger = { warn() {}, error() {}, info() {} };
const context = { env: buildEnv(), logger: quietLogger } as unknown as AppLoadContext;
const ORIGIN = "http://cosmic.test";
const PATH = "/charts/free-birth-chart";
const LONDON = "place=London%2C+United+Kingdom&lat=51.50853&lon=-0.12574&tz=Europe%2FLondon";

type PageData = {
  form: BirthChartForm;
  problem?: BirthChartProblem;
  result?: BirthChartResult;
  siteUrl: string;
};

function loaderData(query: string) {
  return page.loader({
    request: new Request(`${ORIGIN}${PATH}?${query}`),
    url: new URL(`${ORIGIN}${PATH}?${query}`),
    params: {},
    context,
  } as never);
}

/** What the loader answered: its data and the status it asked for (200 unless it said otherwise). */
async function load(query: string): Promise<{ data: PageData; status: number }> {
  const result = (await loaderData(query)) as unknown as { data: PageData; init?: { status?: number } | null };
  return { data: result.data, status: result.init?.status ?? 200 };
}

function render(query: string, loaded: unknown): string {
  const Stub = createRoutesStub([{ path: PATH, Component: page.default as never, loader: () => loaded }]);
  const html = renderToString(
    createElement(Stub, { initialEntries: [`${PATH}?${query}`], hydrationData: { loaderData: { "0": loaded } } }),
  );
  return html.replaceAll("<!-- -->", "");
}

async function redirectOf(query: string): Promise<string> {
  try {
    await loaderData(query);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location")!;
    throw thrown;
  }
  throw new Error("no redirect");
}

describe("[charts.page] the birth chart page", () => {
  test("without a query it is the form and the guide, with no chart", async () => {
    const { data, status } = await load("");
    expect(status).toBe(200);
    expect(data.result).toBeUndefined();
    const html = render("", data);
    expect(html).toMatch(/<form [^>]*action="\/charts\/free-birth-chart#chart" method="get">/);
    for (const label of [
      "Date of birth",
      "Time of birth",
      "I don’t know my birth time",
      "Birthplace",
      "House system",
      "UTC offset (optional)",
      "Draw my chart",
    ])
      expect(html).toContain(label);
    expect(html).toContain("What a natal chart contains");
    expect(html).not.toContain("Your birth chart</h2>");
  });

  test("[charts.tables] a chart: the wheel, the tables, the reading, downloads and a share link that is the page's own address", async () => {
    const query = `date=1990-04-15&time=13%3A30&${LONDON}&houses=placidus`;
    const { data, status } = await load(query);
    expect(status).toBe(200);
    expect(data.result!.answer.utcOffset).toBe("+01:00");
    expect(data.result!.answer.ascendant!.sign).toBe("leo");
    const html = render(query, data);
    expect(html).toContain("15 April 1990, 13:30 (UTC+01:00) in London, United Kingdom. Placidus houses.");
    expect(html).toMatch(/<svg viewBox="0 0 600 600"[^>]*role="img"/);
    expect(html).toContain("Positions at birth");
    expect(html).toContain("House cusps (Placidus)");
    expect(html).toContain("<h3>The Sun in Aries, 9th house</h3>");
    expect(html).toContain("<h3>Leo rising</h3>");
    expect(html).toContain("<h3>Pluto in Scorpio, 4th house</h3>");
    const share = `${PATH}?date=1990-04-15&time=13%3A30&place=London%2C+United+Kingdom&lat=51.50853&lon=-0.12574&tz=Europe%2FLondon&houses=placidus`;
    expect(html).toContain(`href="${share.replace(PATH, `${PATH}/wheel.svg`).replaceAll("&", "&amp;")}"`);
    expect(html).toContain(`href="${share.replace(PATH, `${PATH}/wheel.png`).replaceAll("&", "&amp;")}"`);
    expect(html).toContain(encodeURIComponent(`${ORIGIN}${share}`));
  });

  test("[charts.local-mean-time] a birth before standard time names the town's own clock", async () => {
    const query = "date=1879-03-14&time=11%3A30&place=Ulm%2C+Baden-Wurttemberg%2C+Germany&lat=48.39841&lon=9.99155&tz=Europe%2FBerlin";
    const { data, status } = await load(query);
    expect(status).toBe(200);
    const html = render(query, data);
    expect(html).toContain("14 March 1879, 11:30 (UTC+00:39:58) in Ulm, Baden-Wurttemberg, Germany.");
    expect(html).toContain("Local mean time of Ulm, UTC+0:39:58.");
    expect(html).toContain("(UTC+0:53:28 at its main city)");
  });

  test("a birthplace typed without choosing from the list is looked up, and the page moves to the town's full address", async () => {
    const location = await redirectOf("date=1990-04-15&time=13%3A30&place=london&lat=&lon=&tz=&houses=placidus");
    const params = new URL(location, ORIGIN).searchParams;
    expect(new URL(location, ORIGIN).pathname).toBe(PATH);
    expect(params.get("place")).toBe("London, England, United Kingdom");
    expect(params.get("tz")).toBe("Europe/London");
    expect(Number(params.get("lat"))).toBeCloseTo(51.5, 1);
  });

  test.each([
    ["date=1990-04-15&time=13%3A30&place=&houses=placidus", "place", BIRTH_CHART_MESSAGES.place],
    ["date=1990-04-15&time=13%3A30&place=Qqxzzv&houses=placidus", "place", BIRTH_CHART_MESSAGES.placeNotFound],
    [`date=1990-04-15&time=13%3A30&place=${"a".repeat(101)}&houses=placidus`, "place", BIRTH_CHART_MESSAGES.placeTooLong],
    [`date=1990-02-30&time=13%3A30&${LONDON}`, "date", CHART_MESSAGES.date],
    [`date=0999-12-31&${LONDON}`, "date", CHART_MESSAGES.years],
    [`date=1990-04-15&time=25%3A00&${LONDON}`, "time", CHART_MESSAGES.time],
    [`date=1990-04-15&time=13%3A30&${LONDON}&offset=%2B15`, "offset", CHART_MESSAGES.offset],
    [`date=1990-04-15&time=13%3A30&${LONDON}&houses=koch`, "houses", CHART_MESSAGES.houses],
  ])("[charts.page] %s is refused with a 400 saying what to fix", async (query, field, message) => {
    const { data, status } = await load(query);
    expect(status).toBe(400);
    expect(data.problem).toEqual({ field, message });
    expect(data.result).toBeUndefined();
    if (field !== "houses") expect(render(query, data)).toContain(`role="alert"`);
  });

  test("[charts.local-time] a doubled hour asks which time was meant, and each choice is a link to its chart", async () => {
    // Europe/London went back from 02:00 BST to 01:00 GMT on 28 October 2001: 01:30 happened twice.
    const query = `date=2001-10-28&time=01%3A30&${LONDON}`;
    const { data, status } = await load(query);
    expect(status).toBe(400);
    expect(data.problem!.message).toBe(
      "This local time happened twice in Europe/London: the clocks went back. Choose an offset: +01:00 (the first time) or +00:00 (the second).",
    );
    expect(data.problem!.choices!.map((choice) => choice.label)).toEqual([
      "The first time (before the clocks went back): UTC+01:00",
      "The second time (after the clocks went back): UTC+00:00",
    ]);
    const html = render(query, data);
    expect(html).toContain("Which time was it?");
    const second = new URL(data.problem!.choices![1]!.href, ORIGIN);
    expect(second.searchParams.get("offset")).toBe("+00:00");
    const chosen = await load(second.search.slice(1));
    expect(chosen.status).toBe(200);
    expect(chosen.data.result!.answer.instant).toBe("2001-10-28T01:30:00.000Z");
  });

  test("[charts.local-time] a skipped hour offers the clocks before and after the change", async () => {
    const { data } = await load(`date=2001-03-25&time=01%3A30&${LONDON}`);
    expect(data.problem!.choices!.map((choice) => choice.label)).toEqual([
      "As the clocks read before they went forward: UTC+00:00",
      "As the clocks read after they went forward: UTC+01:00",
    ]);
  });

  test("the offset box takes '+1' or '5:30' as readily as '+01:00'", async () => {
    const { data } = await load(`date=1900-01-01&time=12%3A00&place=Delhi&lat=28.65&lon=77.23&offset=5%3A30`);
    expect(data.result!.answer.utcOffset).toBe("+05:30");
    expect((await load(`date=1900-01-01&time=12%3A00&${LONDON}&offset=%2B1`)).data.result!.answer.utcOffset).toBe("+01:00");
  });

  test("[charts.unknown-time] without a time: a noon chart with no houses, and the Moon's range over the day", async () => {
    const query = `date=1990-04-15&time=13%3A30&unknown=1&${LONDON}`;
    const { data } = await load(query);
    expect(data.result!.answer.timeKnown).toBe(false);
    expect(data.result!.query).not.toContain("time=");
    const html = render(query, data);
    expect(html).toContain("15 April 1990, time unknown");
    expect(html).toContain("Without a birth time the chart is drawn for noon, with no rising sign and no houses.");
    expect(html).not.toContain("House cusps");
    expect(html).not.toContain("rising</h3>");
  });

  test("the empty form is public and its cache keeps only the chart's own parameters", async () => {
    const headers = (page.headers as (args: { loaderHeaders: Headers }) => Record<string, string>)({ loaderHeaders: new Headers() });
    expect(headers["Cache-Control"]).toMatch(/^public/);
    expect(headers["No-Vary-Search"]).toBe(
      'key-order, params, except=("date" "time" "unknown" "place" "lat" "lon" "tz" "houses" "node" "offset")',
    );
  });

  test("[privacy.birth-data] a chart's page, a refusal and a redirect say that no cache may keep them", async () => {
    const drawn = (await loaderData(`date=1990-04-15&time=13%3A30&${LONDON}`)) as unknown as { init: { headers: Record<string, string> } };
    expect(drawn.init.headers).toEqual({ "Cache-Control": "private, no-store" });
    const refused = (await loaderData(`date=1990-02-30&${LONDON}`)) as unknown as {
      init: { status: number; headers: Record<string, string> };
    };
    expect(refused.init).toEqual({ status: 400, headers: { "Cache-Control": "private, no-store" } });
    const form = (await loaderData("")) as unknown as { init: { headers?: unknown } };
    expect(form.init.headers).toBeUndefined();
    try {
      await loaderData("date=1990-04-15&time=13%3A30&place=London");
      throw new Error("no redirect");
    } catch (thrown) {
      expect((thrown as Response).headers.get("Cache-Control")).toBe("private, no-store");
    }
  });
});

describe("[charts.download] the wheel as a file", () => {
  const download = (path: string) =>
    wheel.loader({
      request: new Request(`${ORIGIN}${path}`),
      url: new URL(`${ORIGIN}${path}`),
      params: {},
      context,
    } as never) as Promise<Response>;

  test("SVG: a standalone file, served as an attachment", async () => {
    const response = await download(`${PATH}/wheel.svg?date=1990-04-15&time=13%3A30&${LONDON}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="birth-chart.svg"');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  test("PNG: drawn from the same SVG", async () => {
    const response = await download(`${PATH}/wheel.png?date=1990-04-15&unknown=1&${LONDON}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
    // 600 × 600, read from the IHDR chunk.
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([600, 600]);
  });

  test("a bad query is a 400 with the parameter's message", async () => {
    const response = await download(`${PATH}/wheel.svg?date=1990-04-15&time=13%3A30&lat=95&lon=0&tz=UTC`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_lat", message: CHART_MESSAGES.lat } });
  });
});
