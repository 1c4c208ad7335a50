import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { requireSign } from "~/features/signs/require-sign";
import { modalityOf, rulerInProse } from "~/features/signs/signs";
import { dataMeta } from "~/lib/seo";
import type { Route } from "./+types/sign-personality";

export function loader({ params }: Route.LoaderArgs) {
  return { sign: requireSign(params.sign) };
}

const MODALITY_NOTES = {
  Cardinal: "Cardinal signs open the seasons: they start things, take the lead and like to see movement.",
  Fixed: "Fixed signs hold the middle of each season: they sustain, deepen and see things through.",
  Mutable: "Mutable signs close the seasons: they adapt, connect and prepare what comes next.",
} as const;

export default function SignPersonalityPage({ loaderData }: Route.ComponentProps) {
  const { sign } = loaderData;
  const modality = modalityOf(sign);
  return (
    <article className="prose-cosmic max-w-none">
      <PageHeader title={`${sign.name} Personality`} eyebrow={`${sign.symbol} The ${sign.nickname}`}>
        <p>
          What makes a {sign.name} tick: the strengths, blind spots and habits astrology links to the {sign.nickname}.
        </p>
      </PageHeader>
      <h2>Core traits</h2>
      <ul>
        {sign.traits.map((trait) => (
          <li key={trait}>{trait}</li>
        ))}
      </ul>
      <p>
        As a {sign.element} sign, {sign.name} meets the world through{" "}
        {{ fire: "action and enthusiasm", earth: "the senses and practical results", air: "ideas and conversation", water: "feeling and intuition" }[sign.element]}
        . {MODALITY_NOTES[modality]} Its ruler, {rulerInProse(sign)}, colours the way {sign.name} loves, works and
        spends.
      </p>
      <p>
        People also search for the <Link to={`/signs/${sign.slug}`}>{sign.name} daily horoscope</Link>,{" "}
        <Link to={`/signs/${sign.slug}/dates`}>{sign.name} dates</Link>, the{" "}
        <Link to="/compatibility">compatibility checker</Link> and <Link to="/monthly">monthly horoscopes</Link>.
      </p>
    </article>
  );
}

export const meta = dataMeta(({ sign }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} Personality Traits`,
  description: `The ${sign.name} personality: core traits, strengths and blind spots, and how ${sign.name} approaches love, work and money.`,
  type: "article",
}));
