import { PageHeader } from "#app/components/layout/page-header.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { requireSign } from "#app/zodiac/require-sign.ts";
import { seasonsOf } from "#app/features/signs/seasons.ts";
import { getSignProfile } from "#app/features/signs/sign-profiles.ts";
import { modalityOf } from "#app/zodiac/modalities.ts";
import { rulerInProse } from "#app/zodiac/planets.ts";
import { sunIngresses } from "#app/features/sky/sky.server.ts";
import { calendarDateIn, dateFormat, monthDayYear } from "#app/lib/dates.ts";
import { dataMeta } from "#app/lib/seo.ts";
import { articleStructuredData } from "#app/lib/structured-data.ts";
import { capitalise } from "#app/lib/text.ts";
import type { Route } from "./+types/dates";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export function loader({ params, context, url }: Route.LoaderArgs) {
  const sign = requireSign(params.sign, url);
  const profile = getSignProfile(sign.slug)!;
  const timeZone = context.env.siteTimeZone;
  const year = Number(calendarDateIn(new Date(), timeZone).slice(0, 4));
  return {
    sign,
    profile,
    seasons: seasonsOf(sign),
    sunTransits: [year, year + 1].map((y) => ({ year: y, ...sunTransitOf(sign.slug, y, timeZone) })),
    timeZone,
    siteUrl: context.env.siteUrl,
  };
}

const MOMENT = { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;

/** When the Sun enters the sign in a year and when it moves on, as text in the site's time zone. */
function sunTransitOf(slug: string, year: number, timeZone: string): { enters: string; leaves: string } {
  const ingresses = [...sunIngresses(year), ...sunIngresses(year + 1)];
  const entry = ingresses.findIndex((ingress) => ingress.sign === slug && ingress.at.getUTCFullYear() === year);
  const format = dateFormat({ ...MOMENT, timeZone });
  return { enters: format.format(ingresses[entry]!.at), leaves: format.format(ingresses[entry + 1]!.at) };
}

export default function SignDatesPage({ loaderData }: Route.ComponentProps) {
  const { sign, profile, seasons, sunTransits, siteUrl } = loaderData;
  const path = `/signs/${sign.slug}/dates`;
  const facts: Array<[string, string]> = [
    ["Date range", sign.dateRange],
    ["Symbol", `${sign.symbol} The ${sign.nickname}`],
    ["Element", capitalise(sign.element)],
    ["Modality", modalityOf(sign)],
    ["Ruling planet", sign.rulingPlanet],
    ["Northern hemisphere", capitalise(seasons.northern)],
    ["Southern hemisphere", capitalise(seasons.southern)],
  ];
  return (
    <article className="flex flex-col gap-8">
      <PageHeader title={`${sign.name} Dates & Season`} eyebrow={`${sign.symbol} ${sign.dateRange}`}>
        <p>
          {sign.name} season runs from {sign.dateRange}, the stretch of about thirty days the Sun spends crossing this part of the zodiac.
          The exact moment it begins moves by a day or so from year to year.
        </p>
      </PageHeader>

      <section aria-labelledby="sun-dates">
        <h2 id="sun-dates" className="mb-3 text-2xl font-semibold">
          When the Sun is in {sign.name}
        </h2>
        <table className="w-full overflow-hidden rounded-xl border border-border text-left text-sm">
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-4 py-3">
                Year
              </th>
              <th scope="col" className="px-4 py-3">
                The Sun enters {sign.name}
              </th>
              <th scope="col" className="px-4 py-3">
                The Sun moves on
              </th>
            </tr>
          </thead>
          <tbody>
            {sunTransits.map((transit) => (
              <tr key={transit.year} className="border-t border-border">
                <th scope="row" className="px-4 py-3">
                  {transit.year}
                </th>
                <td className="px-4 py-3">{transit.enters}</td>
                <td className="px-4 py-3">{transit.leaves}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-muted">
          Computed from the Sun's true position. Born within a day of either moment? Your Sun sign depends on the exact time of your birth:
          the birth chart tool works it out.
        </p>
      </section>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl border border-border bg-surface p-4">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="prose-cosmic max-w-none">
        <h2>{sign.name} season in both hemispheres</h2>
        <h3>North of the equator: {seasons.northern}</h3>
        <p>{profile.seasonNorth}</p>
        <h3>South of the equator: {seasons.southern}</h3>
        <p>{profile.seasonSouth}</p>

        <h2>
          {capitalise(sign.element)}, the {sign.name} element
        </h2>
        <p>{profile.elementText}</p>
        <h2>
          {sign.rulingPlanet}, the {sign.name} ruler
        </h2>
        <p>{profile.planetText}</p>

        <h2>What to expect in {sign.name} season</h2>
        <p>{profile.whatToExpect}</p>

        <h2>Famous {sign.name} people</h2>
        <ul>
          {profile.famousPeople.map((person) => (
            <li key={person.name}>
              <strong>{person.name}</strong> (born {monthDayYear(person.born)}): {person.knownFor}
            </li>
          ))}
        </ul>
        <p>
          {sign.name} is a {modalityOf(sign).toLowerCase()} {sign.element} sign ruled by {rulerInProse(sign)}.
        </p>
      </div>

      <JsonLd
        data={articleStructuredData({
          siteUrl,
          path,
          headline: `${sign.name} Dates & Season`,
          description: `${sign.name} dates, this year's exact Sun ingress and the season in both hemispheres.`,
          breadcrumbs: [
            ["Home", "/"],
            ["Signs", "/signs"],
            [sign.name, `/signs/${sign.slug}`],
            ["Dates & Season", path],
          ],
          datePublished: "2026-11-23",
        })}
      />
    </article>
  );
}

export const meta = dataMeta(({ sign }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} Dates & Season`,
  description: `${sign.name} dates (${sign.dateRange}), this year's exact Sun ingress, its season in both hemispheres, element, modality and ruling planet.`,
  type: "article",
}));
