import { beforeAll, describe, expect, test } from "vitest";
import { CHART_MESSAGES } from "#app/features/charts/chart-request.server.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

const LONDON = "lat=51.5074&lon=-0.1278&tz=Europe/London";

describe("GET /api/charts/natal ([charts.api])", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  beforeAll(() => {
    ({ app } = buildTestApp(database));
  });
  const get = (query: string) => app.request(`${SITE_URL}/api/charts/natal?${query}`);
  const problem = async (query: string) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    return ((await res.json()) as { error: { code: string; message: string; choices?: unknown } }).error;
  };

  test("[charts.api] a chart with a birth time: positions, angles, cusps, aspects, cached for a day by the reader's browser only", async () => {
    const res = await get(`date=1990-04-15&time=14:30&${LONDON}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, max-age=86400");
    const body = await res.json();
    expect(body).toMatchObject({
      input: { date: "1990-04-15", time: "14:30", lat: 51.5074, lon: -0.1278, tz: "Europe/London", offset: null, houses: "placidus" },
      instant: "1990-04-15T13:30:00.000Z",
      utcOffset: "+01:00",
      timeKnown: true,
      houseSystem: "placidus",
      ascendant: { longitude: 148.96, sign: "leo", degree: 28.96 },
      midheaven: { longitude: 48.28, sign: "taurus", degree: 18.28 },
    });
    expect(body.housesNote).toBeUndefined();
    expect(body.positions).toHaveLength(12);
    expect(body.positions[0]).toEqual({ body: "Sun", longitude: 25.32, sign: "aries", degree: 25.32, retrograde: false, house: 9 });
    expect(body.positions[10]).toEqual({
      body: "North Node",
      longitude: 312.92,
      sign: "aquarius",
      degree: 12.92,
      retrograde: true,
      house: 6,
      node: "mean",
    });
    expect(body.cusps).toHaveLength(12);
    expect(body.cusps[0]).toEqual({ house: 1, longitude: 148.96, sign: "leo", degree: 28.96 });
    expect(body.cusps[9]).toEqual({ house: 10, longitude: 48.28, sign: "taurus", degree: 18.28 });
    expect(body.aspects[0]).toEqual({ from: "Venus", to: "Uranus", kind: "sextile", angle: 60, orb: 0.03, allowedOrb: 6 });
    expect(body.moonRange).toBeUndefined();
  });

  test("[charts.api] without a time: noon positions, no houses or angles, the Moon's range over the day", async () => {
    const res = await get(`date=2026-01-01&${LONDON}&houses=equal`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ instant: "2026-01-01T12:00:00.000Z", timeKnown: false, houseSystem: null, input: { time: null } });
    expect(body.ascendant).toBeUndefined();
    expect(body.midheaven).toBeUndefined();
    expect(body.cusps).toBeUndefined();
    expect(body.moonRange.start.instant).toBe("2026-01-01T00:00:00.000Z");
    expect(body.moonRange.end.instant).toBe("2026-01-02T00:00:00.000Z");
    expect(body.moonRange.signs[0]).toBe(body.moonRange.start.sign);
  });

  test("[charts.api] Whole Sign and Equal houses on request; Placidus above the polar circle falls back", async () => {
    const whole = await (await get(`date=1990-04-15&time=14:30&${LONDON}&houses=whole-sign`)).json();
    expect(whole.houseSystem).toBe("whole-sign");
    expect(whole.cusps.map((cusp: { longitude: number }) => cusp.longitude)).toEqual([
      120, 150, 180, 210, 240, 270, 300, 330, 0, 30, 60, 90,
    ]);
    const equal = await (await get(`date=1990-04-15&time=14:30&${LONDON}&houses=equal`)).json();
    expect(equal.cusps[1].longitude).toBeCloseTo(178.96, 2);
    const polar = await (await get("date=2026-01-10&time=12:00&lat=78.2232&lon=15.6267&tz=Arctic/Longyearbyen")).json();
    expect(polar.houseSystem).toBe("whole-sign");
    expect(polar.housesNote).toMatch(/^Placidus houses do not exist this close to the pole/);
  });

  test("[charts.api] a doubled autumn hour asks for an offset, and an offset picks one", async () => {
    const error = await problem(`date=2026-10-25&time=01:30&${LONDON}`);
    expect(error).toEqual({
      code: "ambiguous_local_time",
      message:
        "This local time happened twice in Europe/London: the clocks went back. Choose an offset: +01:00 (the first time) or +00:00 (the second).",
      choices: [
        { offset: "+01:00", instant: "2026-10-25T00:30:00.000Z" },
        { offset: "+00:00", instant: "2026-10-25T01:30:00.000Z" },
      ],
    });
    const first = await (await get(`date=2026-10-25&time=01:30&${LONDON}&offset=%2B01:00`)).json();
    expect(first.instant).toBe("2026-10-25T00:30:00.000Z");
    // A "+" written as it is in the URL arrives as a space and still reads as +.
    const second = await (await get(`date=2026-10-25&time=01:30&${LONDON}&offset=+00:00`)).json();
    expect(second.instant).toBe("2026-10-25T01:30:00.000Z");
    expect(second.utcOffset).toBe("+00:00");
  });

  test("[charts.api] a skipped spring hour names the offsets either side", async () => {
    const error = await problem("date=2026-03-08&time=02:30&lat=40.7128&lon=-74.006&tz=America/New_York");
    expect(error).toEqual({
      code: "nonexistent_local_time",
      message:
        "This local time did not exist in America/New_York: the clocks went forward. Choose an offset: -05:00 (the clocks before the change) or -04:00 (after it).",
      choices: [
        { offset: "-05:00", instant: "2026-03-08T07:30:00.000Z" },
        { offset: "-04:00", instant: "2026-03-08T06:30:00.000Z" },
      ],
    });
  });

  // Einstein, Ulm, 14 March 1879, 11:30 local time. Germany kept local mean time until 1 April 1893
  // (IANA: Europe/Berlin LMT +0:53:28 until 1893 Apr), so the clock was Ulm's own: 9.9876° E × 4
  // minutes = +0:39:57. The chart published for him has 11°38′ Cancer rising and the MC at
  // 12°50′ Pisces.
  const ULM_1879 = "date=1879-03-14&time=11:30&lat=48.4011&lon=9.9876&tz=Europe/Berlin&houses=placidus";
  const degreesOf = (point: { sign: string; degree: number }) => point.degree;

  test("[charts.local-mean-time] a birth before standard time is read on the birthplace's own clock", async () => {
    const body = await (await get(ULM_1879)).json();
    expect(body.utcOffset).toBe("+00:39:57");
    expect(body.clock).toEqual({ kind: "local-mean-time", longitude: 9.9876, zoneOffset: "+00:53:28" });
    expect(body.instant).toBe("1879-03-14T10:50:02.976Z");
    expect(body.ascendant.sign).toBe("cancer");
    expect(Math.abs(degreesOf(body.ascendant) - (11 + 38 / 60))).toBeLessThan(0.1);
    expect(body.midheaven.sign).toBe("pisces");
    expect(Math.abs(degreesOf(body.midheaven) - (12 + 50 / 60))).toBeLessThan(0.1);
  });

  test("[charts.local-mean-time] the zone's clock after standard time, and the reader's offset always, win", async () => {
    // Ulm after 1 April 1893 kept Central European Time like Berlin.
    const later = await (await get("date=1900-03-14&time=11:30&lat=48.4011&lon=9.9876&tz=Europe/Berlin")).json();
    expect(later).toMatchObject({ utcOffset: "+01:00", clock: { kind: "zone" } });
    // Dublin Mean Time (1880–1916) was Ireland's legal time: a Cork birth then used Dublin's clock.
    const cork = await (await get("date=1900-06-01&time=12:00&lat=51.8985&lon=-8.4756&tz=Europe/Dublin")).json();
    expect(cork).toMatchObject({ utcOffset: "-00:25:21", clock: { kind: "zone" } });
    // Before 1880 Cork kept its own time, 8.4756° W × 4 minutes = −0:33:54.
    const corkEarlier = await (await get("date=1870-06-01&time=12:00&lat=51.8985&lon=-8.4756&tz=Europe/Dublin")).json();
    expect(corkEarlier).toMatchObject({ utcOffset: "-00:33:54", clock: { kind: "local-mean-time" } });
    const offset = await (await get(`${ULM_1879}&offset=%2B00:40`)).json();
    expect(offset).toMatchObject({ utcOffset: "+00:40", clock: { kind: "offset" }, instant: "1879-03-14T10:50:00.000Z" });
    // Without a birth time the chart is drawn for the town's own noon.
    const noon = await (await get("date=1879-03-14&lat=48.4011&lon=9.9876&tz=Europe/Berlin")).json();
    expect(noon).toMatchObject({ instant: "1879-03-14T11:20:02.976Z", clock: { kind: "local-mean-time" } });
  });

  test("[charts.true-node] node=true gives the true node, named; the mean node is the default", async () => {
    const mean = await (await get(`date=1990-04-15&time=14:30&${LONDON}`)).json();
    const truly = await (await get(`date=1990-04-15&time=14:30&${LONDON}&node=true`)).json();
    const north = (body: { positions: { body: string; node?: string; longitude: number }[] }) =>
      body.positions.find((position) => position.body === "North Node")!;
    expect(mean.input.node).toBe("mean");
    expect(north(mean).node).toBe("mean");
    expect(truly.input.node).toBe("true");
    expect(north(truly).node).toBe("true");
    expect(north(truly).longitude).not.toBe(north(mean).longitude);
    expect(await problem(`date=1990-04-15&time=14:30&${LONDON}&node=osculating`)).toEqual({
      code: "invalid_node",
      message: "node must be mean or true",
    });
  });

  test("[charts.api] an explicit offset serves an old date without a zone", async () => {
    const res = await get("date=1850-06-01&time=06:00&lat=40.7128&lon=-74.006&offset=-04:56");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.instant).toBe("1850-06-01T10:56:00.000Z");
    expect(body.input.tz).toBeNull();
  });

  test.each([
    ["", "invalid_date", CHART_MESSAGES.date],
    [`date=1990-02-30&time=12:00&${LONDON}`, "invalid_date", CHART_MESSAGES.date],
    [`date=15/04/1990&${LONDON}`, "invalid_date", "date must be a date such as 1990-04-15"],
    [`date=0999-12-31&${LONDON}`, "invalid_date", "date must be in the years 1000 to 3000"],
    [`date=3001-01-01&${LONDON}`, "invalid_date", "date must be in the years 1000 to 3000"],
    [`date=1990-04-15&time=24:00&${LONDON}`, "invalid_time", "time must be a time such as 14:30"],
    [`date=1990-04-15&time=2pm&${LONDON}`, "invalid_time", CHART_MESSAGES.time],
    ["date=1990-04-15&lon=0&tz=Europe/London", "invalid_lat", "lat must be a latitude in degrees from -90 to 90, such as 51.5074"],
    ["date=1990-04-15&lat=90.5&lon=0&tz=Europe/London", "invalid_lat", CHART_MESSAGES.lat],
    ["date=1990-04-15&lat=1e1&lon=0&tz=Europe/London", "invalid_lat", CHART_MESSAGES.lat],
    [
      "date=1990-04-15&lat=51&lon=-181&tz=Europe/London",
      "invalid_lon",
      "lon must be a longitude in degrees from -180 to 180, such as -0.1278",
    ],
    ["date=1990-04-15&lat=51&lon=NaN&tz=Europe/London", "invalid_lon", CHART_MESSAGES.lon],
    ["date=1990-04-15&lat=51&lon=0", "invalid_tz", "tz must be an IANA time zone such as Europe/London"],
    ["date=1990-04-15&lat=51&lon=0&tz=Europe/Atlantis", "invalid_tz", CHART_MESSAGES.tz],
    [`date=1990-04-15&${LONDON}&houses=koch`, "invalid_houses", "houses must be placidus, whole-sign or equal"],
    [`date=1990-04-15&${LONDON}&offset=0100`, "invalid_offset", "offset must be a UTC offset such as +05:30 or -03:00, at most 14 hours"],
    [`date=1990-04-15&${LONDON}&offset=%2B15:00`, "invalid_offset", CHART_MESSAGES.offset],
  ])("[charts.api] ?%s is refused with 400 %s", async (query, code, message) => {
    expect(await problem(query)).toEqual({ code, message });
  });
});
