import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";
// Written by scripts/transit-references.mjs from the Swiss Ephemeris, which the site does not use.
import SWISS_EPHEMERIS from "#tests/fixtures/transits-swiss-ephemeris.json";

/** How far the API's orb may sit from the reference's, in degrees. */
const ORB_AGREEMENT = 0.1;
/** An aspect the reference brings this close is one the API must list; nearer the orb's edge it may go either way. */
const MUST_LIST = SWISS_EPHEMERIS.orb - ORB_AGREEMENT;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const MOON_EXACT_MS = 10 * MINUTE_MS;
const OTHER_EXACT_MS = 2 * HOUR_MS;
// Before every reference day, so none of them is today and each day's orbs are read at its local noon, as the reference's are.
const NOW = new Date("2025-01-01T00:00:00Z");

type Answer = {
  at: string;
  transits: Array<{ body: string; point: string; aspect: string; orb: number; exact: string | null }>;
};

// A slow planet near a station moves an arcsecond an hour or less, so this bound holds its place to
// about 2″ of the reference's ([sky.outer-planets]).
const allowedExactGap = (body: string) => (body === "Moon" ? MOON_EXACT_MS : OTHER_EXACT_MS);

describe("[charts.transits] GET /api/me/transits against the Swiss Ephemeris", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    ({ app } = buildTestApp(database));
    for (const { chart } of SWISS_EPHEMERIS.charts) {
      const cookie = await signedInAccount(app, database.db, `${chart.name.toLowerCase()}@example.com`);
      const { name, date, time, lat, lon, tz, houses } = chart;
      const saved = await app.request(`${SITE_URL}/api/me/charts`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: cookie },
        body: JSON.stringify({ name, me: true, date, time, lat, lon, tz, houses }),
      });
      expect(saved.status).toBe(201);
      cookies.set(chart.name, cookie);
    }
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const days = SWISS_EPHEMERIS.charts.flatMap(({ chart, days: each }) => each.map((day) => ({ name: chart.name, ...day })));

  test.each(days)(
    "$name, $date: every orb within 0.1°, every exact moment within 10 minutes (the Moon) or 2 hours (or 30″ of a creeping planet's motion), nothing missing",
    async ({ name, date, timeZone, at, transits }) => {
      const res = await app.request(`${SITE_URL}/api/me/transits?date=${date}&tz=${encodeURIComponent(timeZone)}`, {
        headers: { Cookie: cookies.get(name)! },
      });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as Answer;
      expect(Date.parse(answer.at)).toBe(Date.parse(at));
      expect(answer.transits.length).toBeGreaterThan(0);

      const key = (body: string, point: string, aspect: string) => `${body} ${aspect} ${point}`;
      const reference = new Map(transits.map((transit) => [key(transit.body, transit.point, transit.aspect), transit]));
      const problems: string[] = [];
      for (const transit of answer.transits) {
        const label = key(transit.body, transit.point, transit.aspect);
        const expected = reference.get(label);
        if (!expected) {
          problems.push(`${label}: listed, but the reference never brings it within ${SWISS_EPHEMERIS.kept}° in the day`);
          continue;
        }
        const orbGap = Math.abs(transit.orb - expected.orb);
        if (orbGap > ORB_AGREEMENT) problems.push(`${label}: orb ${transit.orb}° against ${expected.orb}°`);
        if (transit.exact && expected.exact) {
          const gap = Math.abs(Date.parse(transit.exact) - Date.parse(expected.exact));
          if (gap > allowedExactGap(transit.body))
            problems.push(`${label}: exact ${transit.exact} against ${expected.exact} (${(gap / MINUTE_MS).toFixed(1)} min)`);
        } else if ((transit.exact === null) !== (expected.exact === null) && expected.closest <= MUST_LIST) {
          problems.push(`${label}: exact ${transit.exact} against ${expected.exact}`);
        }
      }
      const listed = new Set(answer.transits.map((transit) => key(transit.body, transit.point, transit.aspect)));
      for (const [label, expected] of reference)
        if (expected.closest <= MUST_LIST && !listed.has(label))
          problems.push(`${label}: within ${expected.closest}° in the day, not listed`);
      expect(problems).toEqual([]);
    },
  );
});
