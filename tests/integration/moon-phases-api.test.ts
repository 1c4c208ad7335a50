import { beforeAll, describe, expect, test } from "vitest";
import { MOON_PHASES_MESSAGES } from "#app/features/sky/moon-phases-request.server.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";
// Written by scripts/moon-quarter-references.mjs from the Swiss Ephemeris, which the site does not use.
import SWISS_EPHEMERIS from "#tests/fixtures/moon-quarters-swiss-ephemeris.json";

/** The minute an almanac prints for an instant: rounded, not cut. */
const printedMinute = (iso: string) => new Date(Math.round(Date.parse(iso) / 60_000) * 60_000).toISOString().slice(0, 16);

type Answer = {
  from: string;
  to: string;
  phases: Array<{ name: string; at: string; sign: string; degree: number }>;
  eclipses: Array<{ body: string; kind: string; at: string; sign: string }>;
};

describe("[sky.moon-phases-api] GET /api/sky/moon-phases", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  beforeAll(() => {
    ({ app } = buildTestApp(database));
  });
  const get = (query: string) => app.request(`${SITE_URL}/api/sky/moon-phases?${query}`);

  test("a quarter of a year answers its phases in order, to the second, cached for a day", async () => {
    const res = await get("from=2026-01-01&to=2026-04-01");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const answer = (await res.json()) as Answer;
    expect(answer.from).toBe("2026-01-01T00:00:00Z");
    expect(answer.to).toBe("2026-04-01T00:00:00Z");
    expect(answer.phases.map((phase) => phase.name).slice(0, 4)).toEqual(["Full Moon", "Last Quarter", "New Moon", "First Quarter"]);
    expect(answer.phases).toHaveLength(12);
    for (const phase of answer.phases) expect(phase.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // The USNO prints the eclipse season's New and Full Moons at 12:01 and 11:38 UT.
    const newMoon = answer.phases.find((phase) => phase.at.startsWith("2026-02-17"))!;
    expect(newMoon).toMatchObject({ name: "New Moon", sign: "aquarius" });
    expect(printedMinute(newMoon.at)).toBe("2026-02-17T12:01");
    expect(printedMinute(answer.phases.find((phase) => phase.at.startsWith("2026-03-03"))!.at)).toBe("2026-03-03T11:38");
    // NASA's catalogue: the annular solar eclipse of 17 February and the total lunar eclipse of 3 March.
    expect(answer.eclipses.map(({ body, kind, sign }) => [body, kind, sign])).toEqual([
      ["Sun", "annular", "aquarius"],
      ["Moon", "total", "virgo"],
    ]);
    expect(answer.eclipses.map(({ at }) => at.slice(0, 10))).toEqual(["2026-02-17", "2026-03-03"]);
    for (const eclipse of answer.eclipses) expect(eclipse.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  test("instants with offsets bound the range exactly: a phase at the edge is in from, out of to", async () => {
    // The Full Moon of 3 January 2026 falls at 10:02:49 UT.
    const before = (await (await get("from=2026-01-03T10:02:00Z&to=2026-01-03T11:02:49%2B01:00")).json()) as Answer;
    expect(before.phases).toEqual([]);
    const after = (await (await get("from=2026-01-03T11:02:00%2B01:00&to=2026-01-04")).json()) as Answer;
    expect(after.phases.map((phase) => phase.name)).toEqual(["Full Moon"]);
    expect(after.eclipses).toEqual([]);
    expect(after.from).toBe("2026-01-03T10:02:00Z");
  });

  test("two years is the longest range, about 99 phases", async () => {
    const res = await get("from=2026-01-01&to=2028-01-01");
    expect(res.status).toBe(200);
    const { phases } = (await res.json()) as Answer;
    expect(phases.length).toBeGreaterThanOrEqual(98);
    expect(phases.length).toBeLessThanOrEqual(100);
  });

  test.each([
    ["", "invalid_from", MOON_PHASES_MESSAGES.from],
    ["from=2026-02-30&to=2026-03-01", "invalid_from", MOON_PHASES_MESSAGES.from],
    ["from=yesterday&to=2026-03-01", "invalid_from", MOON_PHASES_MESSAGES.from],
    ["from=2026-01-01T25:00Z&to=2026-03-01", "invalid_from", MOON_PHASES_MESSAGES.from],
    ["from=2026-01-01", "invalid_to", MOON_PHASES_MESSAGES.to],
    ["from=2026-01-01&to=2026-01-01T00:00:00%2B15:00", "invalid_to", MOON_PHASES_MESSAGES.to],
    ["from=0999-06-01&to=1000-06-01", "invalid_range", MOON_PHASES_MESSAGES.years],
    ["from=2026-03-01&to=2026-03-01", "invalid_range", MOON_PHASES_MESSAGES.order],
    ["from=2026-03-01&to=2026-02-01", "invalid_range", MOON_PHASES_MESSAGES.order],
    ["from=2026-01-01&to=2028-01-01T00:00:01Z", "invalid_range", MOON_PHASES_MESSAGES.span],
  ])("?%s is a 400 %s", async (query, code, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code, message } });
  });
});

describe("[sky.moon-phases] the phases against an independent ephemeris", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  beforeAll(() => {
    ({ app } = buildTestApp(database));
  });

  // Measured: at most 5.4 s apart, −0.4 s on average (docs/benchmarks.md, "Moon phases").
  test("through the API, the 99 quarters of 2026 and 2027 fall within 6 s of the Swiss Ephemeris'", async () => {
    const answer = (await (await app.request(`${SITE_URL}/api/sky/moon-phases?from=2026-01-01&to=2028-01-01`)).json()) as Answer;
    expect(answer.phases.map((phase) => phase.name)).toEqual(SWISS_EPHEMERIS.quarters.map((quarter) => quarter.name));
    const gaps = answer.phases.map(
      (phase, index) => Math.abs(Date.parse(phase.at) - Date.parse(SWISS_EPHEMERIS.quarters[index]!.at)) / 1000,
    );
    expect(Math.max(...gaps)).toBeLessThanOrEqual(6);
  });
});
