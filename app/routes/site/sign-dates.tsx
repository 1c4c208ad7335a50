import { PageHeader } from "~/components/layout/page-header";
import { requireSign } from "~/features/signs/require-sign";
import { seasonsOf } from "~/features/signs/seasons";
import { modalityOf, rulerInProse } from "~/features/signs/signs";
import { dataMeta } from "~/lib/seo";
import { capitalise } from "~/lib/text";
import type { Route } from "./+types/sign-dates";

export function loader({ params }: Route.LoaderArgs) {
  return { sign: requireSign(params.sign) };
}

export default function SignDatesPage({ loaderData }: Route.ComponentProps) {
  const { sign } = loaderData;
  const seasons = seasonsOf(sign);
  return (
    <article className="prose-cosmic max-w-none">
      <PageHeader title={`${sign.name} Dates & Season`} eyebrow={`${sign.symbol} ${sign.dateRange}`}>
        <p>
          {sign.name} season runs from {sign.dateRange}, the stretch of about thirty days the Sun spends crossing this
          part of the zodiac.
        </p>
      </PageHeader>
      <p>
        The exact day the Sun enters {sign.name} moves by a day or so from year to year, because the calendar year and
        the Sun's yearly circuit do not line up perfectly. Anyone born on the edge of a sign, on a so-called cusp,
        needs the exact moment of the Sun's entry for their birth year to know their Sun sign for certain.
      </p>
      <p>
        In the northern hemisphere {sign.name} season falls in {seasons.northern}; south of the equator the same days
        are {seasons.southern}. {sign.name} is a {modalityOf(sign).toLowerCase()} {sign.element} sign ruled by{" "}
        {rulerInProse(sign)}, and its symbol {sign.symbol} stands for the {sign.nickname}.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {[
          ["Date range", sign.dateRange],
          ["Northern hemisphere", capitalise(seasons.northern)],
          ["Southern hemisphere", capitalise(seasons.southern)],
          ["Element", capitalise(sign.element)],
          ["Modality", modalityOf(sign)],
          ["Ruling planet", sign.rulingPlanet],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl border border-border bg-surface p-4">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export const meta = dataMeta(({ sign }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} Dates & Season`,
  description: `${sign.name} dates (${sign.dateRange}), its season in both hemispheres, element, modality and ruling planet.`,
  type: "article",
}));
