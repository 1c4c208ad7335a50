// Written by scripts/moon-quarter-references.mjs from the Swiss Ephemeris, which the site does not use.
import SWISS_EPHEMERIS from "#tests/fixtures/moon-quarters-swiss-ephemeris.json";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { retrogradesOfYear } from "#app/features/sky/stations.server.ts";
import * as moonPage from "#app/routes/moon-phases.tsx";
import * as retrogradesPage from "#app/routes/guides/planetary-retrogrades.tsx";
import { buildEnv } from "#tests/factories/env.ts";

// The two sky pages as React Router serves them: the loader run on the server with the site's
// time zone, then the page drawn to HTML from its data. "Now" is pinned to an afternoon in London.
const NOW = new Date("2026-11-20T15:00:00Z");
const context = { env: buildEnv({ siteTimeZone: "Europe/London" }) } as unknown as AppLoadContext;

// Loaders are called as React Router calls them; their types want more than these tests need.
const args = (url: string) => ({ request: new Request(url), url: new URL(url), params: {}, context }) as never;

function render(path: string, module: { default: unknown }, loaded: unknown): string {
  const Stub = createRoutesStub([{ path: path.split("?")[0]!, Component: module.default as never, loader: () => loaded }]);
  const html = renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { "0": loaded } } }));
  // React marks where one text node ends and the next begins; the reader sees one text.
  return html.replaceAll("<!-- -->", "");
}

const thrownBy = (run: () => unknown) => {
  try {
    return { returned: run() };
  } catch (error) {
    return error;
  }
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("/moon-phases", () => {
  test("[sky.moon-tonight] tonight's Moon is drawn and described, with the next four phases in the site's zone", () => {
    const loaded = moonPage.loader(args("http://localhost/moon-phases"));
    const html = render("/moon-phases", moonPage, loaded);
    expect(html).toContain('role="img" aria-label="Waxing Gibbous, 82% lit"');
    expect(html).toMatch(/Waxing Gibbous<\/p><p>82% lit, 11\.6 days old, in Aries<\/p>/);
    // The full moon of 24 Nov 2026, 14:53:34 UT (the USNO prints 14:53), is 14:53 in London (GMT).
    expect(html).toContain('<time dateTime="2026-11-24T14:53:34.078Z">Tuesday, November 24 at 14:53</time>');
    expect(html).toContain("Times are given for the time zone Europe/London.");
    const listed = (testId: string) => {
      const list = html.slice(html.indexOf(`data-testid="${testId}"`), html.indexOf("</ul>", html.indexOf(`data-testid="${testId}"`)));
      return [...list.matchAll(/<li><span class="font-semibold">([^<]+)<\/span>: <time dateTime="([^"]+)">/g)].map((match) => [
        match[1],
        match[2],
      ]);
    };
    expect(listed("next-phases").map(([name]) => name)).toEqual(["Full Moon", "Last Quarter", "New Moon", "First Quarter"]);
    // [sky.moon-times] Under the calendar, the month's own phases with their exact instants, each
    // within 6 s of the Swiss Ephemeris' (scripts/moon-quarter-references.mjs).
    const month = listed("month-phases");
    expect(month.map(([name]) => name)).toEqual(["Last Quarter", "New Moon", "First Quarter", "Full Moon"]);
    for (const [name, at] of month) {
      const reference = SWISS_EPHEMERIS.quarters.find((quarter) => quarter.name === name && quarter.at.startsWith(at!.slice(0, 10)))!;
      expect(Math.abs(Date.parse(at!) - Date.parse(reference.at)), `${name} ${at}`).toBeLessThanOrEqual(6_000);
    }
    // The page's existing article is still there.
    expect(html).toContain("Why the Moon has phases");
  });

  test("[sky.moon-calendar] this month is a captioned table with one drawn, named cell per day", () => {
    const html = render("/moon-phases", moonPage, moonPage.loader(args("http://localhost/moon-phases")));
    const table = html.slice(html.indexOf('data-testid="moon-calendar"'), html.indexOf("</table>"));
    expect(table).toContain("<caption");
    expect(table).toContain("of November 2026 at 9 pm");
    expect(table.match(/<td [^>]*data-date="/g)).toHaveLength(30);
    // 1 November 2026 is a Sunday: six empty cells before it, Monday first.
    expect(table.match(/<tr class="border-t border-border"><td class="bg-surface"><\/td>/g)).toHaveLength(1);
    expect(table.match(/<td class="bg-surface"><\/td>/g)).toHaveLength(6 + 6);
    // Each day has its drawing and, for screen readers, its name; quarter days carry the quarter's name.
    expect(table.match(/<svg/g)).toHaveLength(30);
    expect(table).toMatch(
      /data-date="2026-11-24"><time dateTime="2026-11-24" class="block">24<\/time><svg[^]*?<span class="sr-only">Full Moon, 100% lit<\/span>/,
    );
    expect(table).toMatch(/data-date="2026-11-20">[^]*?<span class="sr-only">Waxing Gibbous, 82% lit \(today\)<\/span>/);
    expect(html).toContain('href="/moon-phases?month=2026-10"');
    expect(html).toContain('href="/moon-phases?month=2026-12"');
  });

  test("[sky.moon-calendar] ?month= shows another month; a bad one is a 400 with the message", () => {
    const february = moonPage.loader(args("http://localhost/moon-phases?month=2028-02"));
    expect(february.calendar.title).toBe("February 2028");
    expect(february.calendar.days).toHaveLength(29);
    // 1 February 2028 is a Tuesday.
    expect(february.calendar.leadingBlanks).toBe(1);
    for (const bad of ["2026-13", "2026-1", "november", "0999-12", "3000-01", ""]) {
      expect(
        thrownBy(() => moonPage.loader(args(`http://localhost/moon-phases?month=${bad}`))),
        bad,
      ).toMatchObject({
        data: { message: "The month must be written YYYY-MM (for example 2026-11), in the years 1001 to 2999." },
        init: { status: 400 },
      });
    }
    expect(moonPage.headers()["No-Vary-Search"]).toBe('key-order, params, except=("month")');
  });

  test("[sky.eclipses] this year's and next year's eclipses with their dates, kinds and signs", () => {
    const html = render("/moon-phases", moonPage, moonPage.loader(args("http://localhost/moon-phases")));
    const of2026 = html.slice(html.indexOf('data-testid="eclipses-2026"'), html.indexOf('data-testid="eclipses-2027"'));
    const items = [...of2026.matchAll(/<li><time dateTime="([\d-]+)">[^<]+<\/time>: ([^<]+) in ([A-Za-z]+)/g)].map((match) => [
      match[1],
      match[2],
      match[3],
    ]);
    expect(items).toEqual([
      ["2026-02-17", "Annular solar eclipse", "Aquarius"],
      ["2026-03-03", "Total lunar eclipse", "Virgo"],
      ["2026-08-12", "Total solar eclipse", "Leo"],
      ["2026-08-28", "Partial lunar eclipse", "Pisces"],
    ]);
    expect(html).toContain('<time dateTime="2027-08-02">August 2</time>: Total solar eclipse in Leo');
  });
});

describe("/guides/planetary-retrogrades", () => {
  test("[sky.retrograde-now] the page answers whether Mercury is retrograde, consistently with the stations", () => {
    // 20 Nov 2026 falls between Mercury's station retrograde of 24 Oct and station direct of 13 Nov… so: after it.
    const [, , autumn] = retrogradesOfYear(2026).filter((period) => period.planet === "Mercury");
    expect(NOW > autumn!.stationDirect.at).toBe(true);
    const loaded = retrogradesPage.loader(args("http://localhost/guides/planetary-retrogrades"));
    const html = render("/guides/planetary-retrogrades", retrogradesPage, loaded);
    expect(html).toContain("Is Mercury retrograde now?</h2><p");
    expect(html).toMatch(/>No<\/p>/);
    expect(html).toContain(`<time dateTime="${autumn!.stationDirect.at.toISOString()}">November 13, 2026 at 15:52</time>`);
    // The next station retrograde is Mercury's first of 2027.
    const next = retrogradesOfYear(2027).find((period) => period.planet === "Mercury")!;
    expect(html).toContain(`it next stations retrograde on <time dateTime="${next.stationRetrograde.at.toISOString()}">`);
    expect(html).toContain("Times are given for the time zone Europe/London.");

    // During that retrograde the answer is Yes, until the station direct.
    vi.setSystemTime(new Date("2026-11-01T12:00:00Z"));
    const during = retrogradesPage.loader(args("http://localhost/guides/planetary-retrogrades"));
    expect(during.mercury).toMatchObject({ retrograde: true, until: { at: autumn!.stationDirect.at.toISOString() } });
    expect(render("/guides/planetary-retrogrades", retrogradesPage, during)).toMatch(/>Yes<\/p>/);
  });

  test("[sky.retrograde-calendar] this year's and next year's tables list every retrograde, Mercury's of 2026 first", () => {
    const html = render(
      "/guides/planetary-retrogrades",
      retrogradesPage,
      retrogradesPage.loader(args("http://localhost/guides/planetary-retrogrades")),
    );
    const table = html.slice(html.indexOf('data-testid="retrogrades-2026"'), html.indexOf('data-testid="retrogrades-2027"'));
    const rows = [...table.matchAll(/<tr [^>]*><th scope="row"[^>]*>([A-Za-z]+)<\/th>(.*?)<\/tr>/g)];
    expect(rows.map((row) => row[1])).toEqual(retrogradesOfYear(2026).map((period) => period.planet));
    const mercury = rows
      .filter((row) => row[1] === "Mercury")
      .map((row) => [...row[2]!.matchAll(/>([^<>]+)<\/(?:time|span)>/g)].map((match) => match[1]));
    // Pre-shadow, station retrograde (date, place), station direct (date, place), post-shadow; dates in London.
    expect(mercury).toEqual([
      ["Feb 11, 2026", "Feb 26, 2026", "22°33′ Pisces", "Mar 20, 2026", "8°29′ Pisces", "Apr 9, 2026"],
      ["Jun 13, 2026", "Jun 29, 2026", "26°15′ Cancer", "Jul 23, 2026", "16°19′ Cancer", "Aug 7, 2026"],
      ["Oct 4, 2026", "Oct 24, 2026", "20°58′ Scorpio", "Nov 13, 2026", "5°02′ Scorpio", "Nov 30, 2026"],
    ]);
    expect(html).toContain("The retrogrades of 2027");
    // The page's existing article is still there.
    expect(html).toContain("What retrograde motion is");
  });
});
