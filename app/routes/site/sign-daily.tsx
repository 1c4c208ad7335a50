import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { requireSign } from "~/features/signs/require-sign";
import { modalityOf, rulerInProse } from "~/features/signs/signs";
import { dataMeta } from "~/lib/seo";
import type { Route } from "./+types/sign-daily";

export function loader({ params }: Route.LoaderArgs) {
  return { sign: requireSign(params.sign) };
}

export default function SignDailyPage({ loaderData }: Route.ComponentProps) {
  const { sign } = loaderData;
  return (
    <article className="prose-cosmic max-w-none">
      <PageHeader title={`${sign.name} Daily Horoscope`} eyebrow={`${sign.symbol} ${sign.dateRange}`}>
        <p>
          Your {sign.name} reading for today, written from the real sky: where the Moon is travelling, what{" "}
          {rulerInProse(sign)} is doing, which planets are retrograde and how they all meet the {sign.name} Sun.
        </p>
      </PageHeader>
      <p>
        {sign.name}, the {sign.nickname}, is a {modalityOf(sign).toLowerCase()} {sign.element} sign ruled by{" "}
        {rulerInProse(sign)}. People born between {sign.dateRange} tend to be {sign.traits.slice(0, 3).join(", ").toLowerCase()}
        {" "}and, on a bad day, a little {sign.traits.at(-1)?.toLowerCase()}. Each morning this page gathers the sky
        facts that touch those qualities and turns them into an overview and notes on love, career and mood, with a
        small ritual, lucky numbers and a lucky colour.
      </p>
      <p>
        Want to know more about the sign itself? Read about the{" "}
        <Link to={`/signs/${sign.slug}/personality`}>{sign.name} personality</Link>, the{" "}
        <Link to={`/signs/${sign.slug}/dates`}>{sign.name} season</Link>, or check{" "}
        <Link to={`/signs/${sign.slug}/compatibility`}>who {sign.name} gets along with</Link>.
      </p>
    </article>
  );
}

export const meta = dataMeta(({ sign }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} Daily Horoscope`,
  description: `Today's ${sign.name} horoscope from the real sky: overview, love, career, mood, a daily ritual, lucky numbers and lucky colour.`,
  type: "article",
}));
