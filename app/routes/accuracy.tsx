import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { differenceText, type AccuracyGroup } from "#app/lib/accuracy.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/accuracy";
import { accuracyGroups } from "./_accuracy.server";

// The same for every reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "How Accurate Is Our Sky?",
  description:
    "How Cosmic Daily computes the planets, the Moon, retrogrades and birth charts, and a table of its figures against published almanacs and independent calculations.",
});

export function loader() {
  return { groups: accuracyGroups() };
}

function allowedText(row: AccuracyGroup["rows"][number]): string {
  if (row.unit === "days") return "same day";
  return differenceText({ difference: row.tolerance, unit: row.unit }).replace(/\.0 /, " ");
}

export default function AccuracyPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const rows = groups.reduce((sum, group) => sum + group.rows.length, 0);
  return (
    <article className="prose-cosmic">
      <PageHeader title="How Accurate Is Our Sky?" eyebrow="Our astronomy">
        <p>
          Every sky fact on Cosmic Daily is computed, not copied: where the planets stand, when the Moon is full, when Mercury turns
          retrograde, what was rising when you were born. This page says how, and compares {rows} of our figures with published almanacs and
          independent calculations.
        </p>
      </PageHeader>

      <h2>How we compute the sky</h2>
      <p>
        Positions come from astronomy-engine, an open-source library built on the VSOP87 planetary theory and, for the Moon, E. W.
        Brown&rsquo;s lunar theory in the shortened form Montenbruck and Pfleger give in <cite>Astronomy on the Personal Computer</cite>,
        good to about an arcminute for the years the site covers (1000 to 3000). The slow planets, which move only a few arcseconds an hour
        near their stations, come from fuller series: Jupiter to Neptune from VSOP87 with every term of 0.02 arcseconds or more, and Pluto
        from Jean Meeus&rsquo; series between 1885 and 2099, each within a few arcseconds of the Swiss Ephemeris where the library&rsquo;s
        own are up to 20 arcseconds off. We use apparent geocentric longitudes in the true ecliptic of date, as astrologers&rsquo;
        ephemerides do. Retrograde stations are found by searching for the moment a planet&rsquo;s longitude stops and turns; Moon phases
        and the seasons are the instants the Moon or the Sun reach the right angle in those apparent longitudes, so the Sun&rsquo;s
        aberration (20.5 arcseconds, about 40 seconds of the Moon&rsquo;s motion) is counted. Universal time becomes the astronomers&rsquo;
        uniform time with the measured ΔT (69.1 seconds in 2026), not the library&rsquo;s older forecast of 75 seconds.
      </p>
      <p>
        A <SiteLink to="/charts/free-birth-chart">birth chart</SiteLink> turns your local birth time into universal time with the time-zone
        history of the IANA database, so summer time and wartime clocks are applied as they were on the day; a time the clocks skipped or
        repeated makes the form ask which you meant. Before a place kept a standard time, the chart uses the town&rsquo;s own local mean
        time, 4 minutes for each degree of longitude, as the table below checks against Einstein&rsquo;s chart. Birthplaces come from
        GeoNames&rsquo; list of towns of 500 people or more, found by any of their names, with each town&rsquo;s time zone from the
        timezone-boundary-builder&rsquo;s border polygons. The Ascendant and Midheaven come from the apparent sidereal time at the
        birthplace; Placidus houses are found by iteration, and above the polar circles, where Placidus houses do not exist, the chart uses
        Whole Sign houses and says so.
      </p>

      <h2>Our figures against the references</h2>
      <p>
        These tables are worked out by the same code that draws the site&rsquo;s pages, and the site&rsquo;s automated tests check every row
        against its allowance: a figure that drifted would stop a release before it reached this page. Times are universal time (UT).
      </p>
      {groups.map((group, index) => (
        <section key={group.title} aria-labelledby={`accuracy-group-${index}`}>
          <h3 id={`accuracy-group-${index}`}>{group.title}</h3>
          <p>{group.method}</p>
          <div className="not-prose overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{group.title}: our figures against the references</caption>
              <thead>
                <tr className="border-b border-border">
                  {["Figure", "Reference", "Cosmic Daily", "Difference", "Allowed"].map((cell) => (
                    <th key={cell} scope="col" className="py-1.5 pr-3 font-semibold">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.what} className="border-b border-border/60">
                    <th scope="row" className="py-1.5 pr-3 font-medium">
                      {row.what}
                    </th>
                    <td className="py-1.5 pr-3 tabular-nums">{row.reference}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{row.ours}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{differenceText(row)}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{allowedText(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}

      <h2>What the figures do not show</h2>
      <p>
        A chart is only as exact as the birth time it is given: the Ascendant moves about a degree every four minutes, so a time rounded to
        the hour can move it by a whole sign. Almanacs print their times to the minute, so a difference under a minute is within their own
        rounding. Mercury crawls at its stations, moving a few arcseconds an hour, which is why a station&rsquo;s time is harder to pin down
        than its place.
      </p>
    </article>
  );
}
