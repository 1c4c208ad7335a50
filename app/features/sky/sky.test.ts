import { expect, test } from "vitest";
import { moonPhaseName } from "./sky";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { ASPECT_ORBS, separation } from "#app/zodiac/sky.ts";
import { MakeTime, MoonPhase as geometricElongation } from "#app/lib/astronomy.server.ts";
import { apparentElongation, moonQuartersBetween } from "./moon.server";
import { describeMoon, moonQuartersAfter, moonTonight, skyAt, skyForDay, sunIngresses } from "./sky.server";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function utc(iso: string): Date {
  return new Date(`${iso}Z`);
}

function minutesApart(a: Date, b: Date): number {
  return Math.abs(a.getTime() - b.getTime()) / MINUTE_MS;
}

function positionOf(at: Date, planet: Planet) {
  return skyAt(at).positions.find((position) => position.planet === planet)!;
}

// USNO / IMCCE times of the equinoxes and solstices, to the minute.
test.each([
  ["aries", "2025-03-20T09:01"],
  ["cancer", "2025-06-21T02:42"],
  ["libra", "2025-09-22T18:19"],
  ["capricorn", "2025-12-21T15:03"],
  ["aries", "2026-03-20T14:46"],
  ["cancer", "2026-06-21T08:24"],
  ["libra", "2026-09-23T00:05"],
  ["capricorn", "2026-12-21T20:50"],
])("[signs.dates-page] the Sun enters %s at %s UTC, within 5 minutes", (sign, expected) => {
  const at = utc(expected);
  const ingress = sunIngresses(at.getUTCFullYear()).find((entry) => entry.sign === sign)!;
  expect(minutesApart(ingress.at, at)).toBeLessThan(5);
});

test.each([2025, 2026, 1900, 2100])(
  "[signs.dates-page] sunIngresses(%i): twelve distinct signs, in time order, all inside the year",
  (year) => {
    const ingresses = sunIngresses(year);
    expect(ingresses).toHaveLength(12);
    expect(new Set(ingresses.map((entry) => entry.sign)).size).toBe(12);
    // Calendar order starts with Aquarius in January and ends with Capricorn in December.
    expect(ingresses[0]!.sign).toBe("aquarius");
    expect(ingresses[11]!.sign).toBe("capricorn");
    for (let i = 0; i < 12; i++) {
      const at = ingresses[i]!.at;
      expect(at.getUTCFullYear()).toBe(year);
      expect(at.getUTCMonth()).toBe(i);
      if (i > 0) expect(at.getTime()).toBeGreaterThan(ingresses[i - 1]!.at.getTime());
    }
  },
);

test("skyAt agrees with sunIngresses: the Sun changes sign at the ingress", () => {
  for (const { sign, at } of sunIngresses(2026)) {
    const index = SIGN_SLUGS.indexOf(sign);
    expect(positionOf(new Date(at.getTime() - MINUTE_MS), "Sun").sign).toBe(SIGN_SLUGS[(index + 11) % 12]);
    const after = positionOf(new Date(at.getTime() + MINUTE_MS), "Sun");
    expect(after.sign).toBe(sign);
    expect(after.degree).toBeLessThan(0.01);
  }
});

test("sunIngresses hands out fresh dates, so a caller cannot move the cached ones", () => {
  const first = sunIngresses(2027);
  const original = first[0]!.at.getTime();
  first[0]!.at.setTime(0);
  first.pop();
  expect(sunIngresses(2027)).toHaveLength(12);
  expect(sunIngresses(2027)[0]!.at.getTime()).toBe(original);
  expect(() => sunIngresses(2025.5)).toThrow(RangeError);
});

test("the Sun is in Sagittarius on 2026-11-23 at noon UTC", () => {
  expect(positionOf(utc("2026-11-23T12:00"), "Sun").sign).toBe("sagittarius");
});

const KNOWN_LUNATIONS_2025: Array<["Full Moon" | "New Moon", string]> = [
  ["Full Moon", "2025-01-13T22:27"],
  ["New Moon", "2025-01-29T12:36"],
  ["Full Moon", "2025-03-14T06:55"], // total lunar eclipse
  ["Full Moon", "2025-09-07T18:09"], // total lunar eclipse
  ["New Moon", "2025-09-21T19:54"], // partial solar eclipse
];

test.each(KNOWN_LUNATIONS_2025)("moonQuartersAfter finds the %s of %s UTC within 10 minutes", (name, expected) => {
  const at = utc(expected);
  const quarters = moonQuartersAfter(new Date(at.getTime() - 10 * DAY_MS), 4);
  const match = quarters.find((quarter) => quarter.name === name)!;
  expect(minutesApart(match.at, at)).toBeLessThan(10);
});

test.each(KNOWN_LUNATIONS_2025)("skyAt names the %s of %s UTC and how lit it is", (name, expected) => {
  const moon = skyAt(utc(expected)).moon;
  expect(moon.name).toBe(name);
  if (name === "Full Moon") {
    expect(moon.illumination).toBeGreaterThan(0.99);
    expect(Math.abs(moon.elongation - 180)).toBeLessThan(0.5);
  } else {
    expect(moon.illumination).toBeLessThan(0.01);
    expect(Math.min(moon.elongation, 360 - moon.elongation)).toBeLessThan(0.5);
  }
});

test("[sky.moon-phases] a quarter is the instant of apparent elongation, as Meeus' worked example has it", () => {
  // Meeus, Astronomical Algorithms (2nd ed.), Example 49.a: the New Moon of February 1977 falls at
  // 3h37m40s TD by the full ELP-2000/82 theory, 3h36m52s UT with that year's 47.7 s of ΔT.
  const [newMoon] = moonQuartersAfter(utc("1977-02-15T00:00"), 1);
  expect(newMoon!.name).toBe("New Moon");
  expect(Math.abs(newMoon!.at.getTime() - Date.parse("1977-02-18T03:36:52Z")) / 1000).toBeLessThan(5);
});

test("[sky.moon-phases] with the Sun's aberration each quarter comes 30 to 50 seconds before the geometric one", () => {
  const quarters = moonQuartersBetween(utc("2026-01-01T00:00"), utc("2027-01-01T00:00"));
  expect(quarters).toHaveLength(50);
  for (const [index, quarter] of quarters.entries()) {
    const target = (index % 4) * 90 + 180; // 2026 opens with a Full Moon.
    const time = MakeTime(quarter.at);
    // Exact to a hundredth of an arcsecond in apparent longitude...
    expect(Math.abs(((((apparentElongation(time) - target) % 360) + 540) % 360) - 180) * 3600).toBeLessThan(0.01);
    // ...while the geometric angle still lacks the 20.5″ of aberration, 30 to 50 seconds of the Moon's motion.
    const lag = ((((target - geometricElongation(time)) % 360) + 540) % 360) - 180;
    expect(lag * 3600).toBeGreaterThan(15);
    expect(lag * 3600).toBeLessThan(25);
  }
});

test("moonQuartersBetween keeps the range half open and empty when it holds no quarter", () => {
  // The Full Moon of 3 January 2026 falls at 10:02:49 UT.
  expect(moonQuartersBetween(utc("2026-01-03T10:02"), utc("2026-01-03T10:02:49"))).toEqual([]);
  expect(moonQuartersBetween(utc("2026-01-03T10:02"), utc("2026-01-03T10:03")).map((quarter) => quarter.name)).toEqual(["Full Moon"]);
  expect(moonQuartersBetween(utc("2026-01-04T00:00"), utc("2026-01-03T00:00"))).toEqual([]);
});

test("quarters come in cycle order, about a week apart", () => {
  const quarters = moonQuartersAfter(utc("2025-01-01T00:00"), 12);
  expect(quarters).toHaveLength(12);
  const cycle = ["New Moon", "First Quarter", "Full Moon", "Last Quarter"];
  for (let i = 1; i < quarters.length; i++) {
    expect(cycle.indexOf(quarters[i]!.name)).toBe((cycle.indexOf(quarters[i - 1]!.name) + 1) % 4);
    const days = (quarters[i]!.at.getTime() - quarters[i - 1]!.at.getTime()) / DAY_MS;
    expect(days).toBeGreaterThan(6.4);
    expect(days).toBeLessThan(8.4);
  }
  expect(quarters[0]!.at.getTime()).toBeGreaterThan(utc("2025-01-01T00:00").getTime());
  expect(moonQuartersAfter(utc("2025-01-01T00:00"), 0)).toEqual([]);
  expect(() => moonQuartersAfter(utc("2025-01-01T00:00"), -1)).toThrow(RangeError);
});

test("at first and last quarter the Moon is half lit and named so", () => {
  for (const quarter of moonQuartersAfter(utc("2025-05-01T00:00"), 8)) {
    const moon = skyAt(quarter.at).moon;
    expect(moon.name).toBe(quarter.name);
    if (quarter.name === "First Quarter" || quarter.name === "Last Quarter") {
      expect(Math.abs(moon.illumination - 0.5)).toBeLessThan(0.02);
    }
  }
});

test("the Moon's age counts from the last new moon (2024-12-30 22:27 UTC, 2025-01-29 12:36 UTC)", () => {
  // 2025-01-13 22:27 is exactly 14 days after the new moon of 2024-12-30 22:27.
  expect(skyAt(utc("2025-01-13T22:27")).moon.ageDays).toBeCloseTo(14, 2);
  expect(skyAt(utc("2025-01-30T12:36")).moon.ageDays).toBeCloseTo(1, 2);
  // Just before a new moon the age is a whole lunation, not zero.
  const justBefore = skyAt(utc("2025-01-29T12:00")).moon.ageDays;
  expect(justBefore).toBeGreaterThan(29.2);
  expect(justBefore).toBeLessThan(29.9);
});

test("illumination follows the elongation: (1 - cos e) / 2, give or take the Moon's latitude", () => {
  for (let day = 0; day < 60; day += 1.37) {
    const moon = skyAt(new Date(utc("2025-02-01T00:00").getTime() + day * DAY_MS)).moon;
    const expected = (1 - Math.cos((moon.elongation * Math.PI) / 180)) / 2;
    expect(Math.abs(moon.illumination - expected)).toBeLessThan(0.01);
    expect(moon.ageDays).toBeGreaterThanOrEqual(0);
    expect(moon.ageDays).toBeLessThan(29.9);
    expect(moon.name).toBe(moonPhaseName(moon.elongation));
  }
});

// Mercury's 2025 stations: Mar 15, Apr 7, Jul 18, Aug 11, Nov 9, Nov 29.
test.each(["2025-03-25", "2025-07-30", "2025-11-20"])("Mercury is retrograde on %s", (day) => {
  expect(positionOf(utc(`${day}T12:00`), "Mercury").retrograde).toBe(true);
});

test.each(["2025-03-05", "2025-04-20", "2025-07-05", "2025-08-25", "2025-12-10"])("Mercury is direct on %s", (day) => {
  expect(positionOf(utc(`${day}T12:00`), "Mercury").retrograde).toBe(false);
});

test("the Sun and Moon are never retrograde; the outer planets are, part of the year", () => {
  const retrogradeDays = new Map<Planet, number>();
  for (let day = 0; day < 366; day += 2) {
    const sky = skyAt(new Date(utc("2025-01-01T00:00").getTime() + day * DAY_MS));
    for (const position of sky.positions) {
      if (position.retrograde) retrogradeDays.set(position.planet, (retrogradeDays.get(position.planet) ?? 0) + 1);
    }
  }
  expect(retrogradeDays.get("Sun")).toBeUndefined();
  expect(retrogradeDays.get("Moon")).toBeUndefined();
  // Saturn and beyond spend roughly 4 to 6 months a year retrograde.
  for (const planet of ["Saturn", "Uranus", "Neptune", "Pluto"] as const) {
    expect(retrogradeDays.get(planet)).toBeGreaterThan(50);
    expect(retrogradeDays.get(planet)).toBeLessThan(100);
  }
});

test("well-known 2025 placements: Jupiter into Cancer on June 9, Pluto in Aquarius", () => {
  expect(positionOf(utc("2025-06-01T00:00"), "Jupiter").sign).toBe("gemini");
  expect(positionOf(utc("2025-06-15T00:00"), "Jupiter").sign).toBe("cancer");
  expect(positionOf(utc("2025-07-01T00:00"), "Pluto").sign).toBe("aquarius");
  // The Sun at the March equinox sits at 0° Aries.
  const sun = positionOf(utc("2025-03-20T09:01"), "Sun");
  expect(Math.min(sun.longitude, 360 - sun.longitude)).toBeLessThan(0.01);
});

test("every position's sign and degree follow from its longitude", () => {
  for (let hour = 0; hour < 24 * 400; hour += 97) {
    const sky = skyAt(new Date(utc("2025-01-01T00:00").getTime() + hour * 3_600_000));
    expect(sky.positions.map((position) => position.planet)).toEqual([...PLANETS]);
    for (const position of sky.positions) {
      expect(position.longitude).toBeGreaterThanOrEqual(0);
      expect(position.longitude).toBeLessThan(360);
      expect(position.sign).toBe(SIGN_SLUGS[Math.floor(position.longitude / 30)]);
      expect(position.degree).toBeCloseTo(position.longitude % 30, 9);
      expect(position.degree).toBeGreaterThanOrEqual(0);
      expect(position.degree).toBeLessThan(30);
    }
  }
});

test("aspects: each pair at most once, within its orb, sorted, and none missed", () => {
  const limits = new Map(ASPECT_ORBS.map((aspect) => [aspect.kind, aspect]));
  for (let day = 0; day < 365; day += 11) {
    const sky = skyAt(new Date(utc("2026-01-01T00:00").getTime() + day * DAY_MS));
    const longitude = new Map(sky.positions.map((position) => [position.planet, position.longitude]));
    const pairs = new Set<string>();
    for (const aspect of sky.aspects) {
      expect(PLANETS.indexOf(aspect.from)).toBeLessThan(PLANETS.indexOf(aspect.to));
      const pair = `${aspect.from}-${aspect.to}`;
      expect(pairs.has(pair)).toBe(false);
      pairs.add(pair);
      expect(aspect.angle).toBe(limits.get(aspect.kind)!.angle);
      expect(aspect.orb).toBeGreaterThanOrEqual(0);
      expect(aspect.orb).toBeLessThanOrEqual(limits.get(aspect.kind)!.orb);
      expect(aspect.orb).toBeCloseTo(Math.abs(separation(longitude.get(aspect.from)!, longitude.get(aspect.to)!) - aspect.angle), 9);
    }
    for (let i = 1; i < sky.aspects.length; i++) expect(sky.aspects[i]!.orb).toBeGreaterThanOrEqual(sky.aspects[i - 1]!.orb);
    // Recount independently: every pair inside some orb must be listed.
    let expected = 0;
    for (let i = 0; i < PLANETS.length; i++) {
      for (let j = i + 1; j < PLANETS.length; j++) {
        const apart = separation(longitude.get(PLANETS[i]!)!, longitude.get(PLANETS[j]!)!);
        if (ASPECT_ORBS.some((aspect) => Math.abs(apart - aspect.angle) <= aspect.orb)) expected++;
      }
    }
    expect(sky.aspects).toHaveLength(expected);
  }
});

test("separation takes the short way round, across 0° Aries too", () => {
  expect(separation(350, 10)).toBeCloseTo(20, 9);
  expect(separation(10, 350)).toBeCloseTo(20, 9);
  expect(separation(0, 180)).toBe(180);
  expect(separation(90, 300)).toBeCloseTo(150, 9);
});

test("[daily.real-sky] skyForDay is the sky at local noon, cached per day and zone", () => {
  const paris = skyForDay("2026-06-01", "Europe/Paris");
  expect(paris.at.toISOString()).toBe("2026-06-01T10:00:00.000Z");
  expect(skyForDay("2026-06-01", "Europe/Paris")).toBe(paris);
  const tokyo = skyForDay("2026-06-01", "Asia/Tokyo");
  expect(tokyo).not.toBe(paris);
  expect(tokyo.at.toISOString()).toBe("2026-06-01T03:00:00.000Z");
  expect(skyForDay("2026-06-02", "Europe/Paris").at.toISOString()).toBe("2026-06-02T10:00:00.000Z");
  // Cached skies are shared, so nobody may change them.
  expect(Object.isFrozen(paris) && Object.isFrozen(paris.positions) && Object.isFrozen(paris.positions[0])).toBe(true);
});

test("skyForDay and skyAt refuse what is not a day, a zone or a date", () => {
  expect(() => skyForDay("2026-02-30", "UTC")).toThrow(RangeError);
  expect(() => skyForDay("2026-6-1", "UTC")).toThrow(RangeError);
  expect(() => skyForDay("2026-06-01", "Mars/Olympus_Mons")).toThrow(RangeError);
  expect(() => skyAt(new Date(Number.NaN))).toThrow(RangeError);
});

test("years far outside 1000..3000 are refused rather than crawled through for seconds", () => {
  expect(() => skyAt(utc("9999-12-31T12:00"))).toThrow(RangeError);
  expect(() => skyForDay("0001-01-01", "UTC")).toThrow(RangeError);
  expect(() => sunIngresses(999)).toThrow(RangeError);
  expect(() => moonQuartersAfter(utc("3001-01-01T00:00"), 1)).toThrow(RangeError);
  expect(skyAt(utc("1000-06-01T12:00")).positions).toHaveLength(10);
  expect(sunIngresses(3000)).toHaveLength(12);
});

test("skyAt keeps its own copy of the instant", () => {
  const at = utc("2026-06-01T10:00");
  const sky = skyAt(at);
  at.setTime(0);
  expect(sky.at.toISOString()).toBe("2026-06-01T10:00:00.000Z");
});

test.each([
  [0, "New Moon"],
  [22.4, "New Moon"],
  [22.5, "Waxing Crescent"],
  [90, "First Quarter"],
  [135, "Waxing Gibbous"],
  [157.4, "Waxing Gibbous"],
  [180, "Full Moon"],
  [225, "Waning Gibbous"],
  [270, "Last Quarter"],
  [315, "Waning Crescent"],
  [337.4, "Waning Crescent"],
  [337.5, "New Moon"],
  [359.9, "New Moon"],
])("an elongation of %f° is a %s", (elongation, name) => {
  expect(moonPhaseName(elongation)).toBe(name);
});

test("describeMoon capitalises the sign, lower-cases the phase and rounds the light", () => {
  const moon = { name: "Waxing Gibbous", illumination: 0.8749, ageDays: 10.2, elongation: 139 } as const;
  expect(describeMoon(moon, "taurus")).toBe("The Moon is in Taurus, waxing gibbous and 87% lit.");
  expect(describeMoon({ ...moon, name: "Full Moon", illumination: 0.9996 }, "sagittarius")).toBe(
    "The Moon is in Sagittarius, full moon and 100% lit.",
  );
  expect(describeMoon({ ...moon, name: "Waning Crescent", illumination: 0.125 }, "pisces")).toBe(
    "The Moon is in Pisces, waning crescent and 13% lit.",
  );
});

test("moonTonight: the Moon at 21:00 of the site's day and the next new or full moon (published: full moon 2026-11-24 14:53 UTC, new moon 2026-12-09 00:51 UTC)", () => {
  const beforeFull = moonTonight(new Date("2026-11-23T12:00:00Z"), "UTC");
  expect(beforeFull.nextLunation.name).toBe("Full Moon");
  expect(Math.abs(beforeFull.nextLunation.at.getTime() - Date.parse("2026-11-24T14:53:00Z"))).toBeLessThan(10 * 60_000);
  expect(beforeFull.description).toMatch(/^The Moon is in [A-Z][a-z]+, [a-z ]+ and \d{1,3}% lit\.$/);
  // The evening's Moon, whatever the hour of the request that day.
  expect(moonTonight(new Date("2026-11-23T00:30:00Z"), "UTC").description).toBe(beforeFull.description);
  expect(beforeFull.description).toBe(describeMoon(skyAt(new Date("2026-11-23T21:00:00Z")).moon, moonAt("2026-11-23T21:00:00Z")));
  const afterFull = moonTonight(new Date("2026-11-25T12:00:00Z"), "UTC");
  expect(afterFull.nextLunation.name).toBe("New Moon");
  expect(Math.abs(afterFull.nextLunation.at.getTime() - Date.parse("2026-12-09T00:51:00Z"))).toBeLessThan(10 * 60_000);
});

function moonAt(iso: string) {
  return skyAt(new Date(iso)).positions.find((position) => position.planet === "Moon")!.sign;
}

test("moonTonight is kept for the day, and names the lunation after next once the next one has passed", () => {
  const morning = moonTonight(new Date("2026-11-24T06:00:00Z"), "UTC");
  expect(morning.nextLunation.name).toBe("Full Moon"); // 14:53 UTC that day
  expect(moonTonight(new Date("2026-11-24T07:00:00Z"), "UTC")).toBe(morning);
  const evening = moonTonight(new Date("2026-11-24T20:00:00Z"), "UTC");
  expect(evening.nextLunation.name).toBe("New Moon");
  expect(evening.description).toBe(morning.description);
});
