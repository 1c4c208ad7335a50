import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { elementRelation } from "~/features/compatibility/element-relation";
import { requireSign } from "~/features/signs/require-sign";
import { rulerInProse } from "~/features/signs/signs";
import { dataMeta } from "~/lib/seo";
import type { Route } from "./+types/sign-pair";

export function loader({ params }: Route.LoaderArgs) {
  return { sign: requireSign(params.sign), partner: requireSign(params.partner) };
}

const RELATION_TEXT = {
  same: "share an element, so they speak the same emotional language from the first day",
  complementary: "have complementary elements: each supplies what the other lacks, and together they grow",
  opposing: "have opposing elements, which makes for strong attraction and real friction in equal measure",
  neutral: "have elements that neither clash nor blend, so the relationship is shaped mostly by effort and timing",
} as const;

export default function SignPairPage({ loaderData }: Route.ComponentProps) {
  const { sign, partner } = loaderData;
  const relation = elementRelation(sign.element, partner.element);
  return (
    <article className="prose-cosmic max-w-none">
      <PageHeader title={`${sign.name} and ${partner.name} Compatibility`} eyebrow={`${sign.symbol} + ${partner.symbol}`}>
        <p>
          {sign.name} ({sign.element}) and {partner.name} ({partner.element}) {RELATION_TEXT[relation]}.
        </p>
      </PageHeader>
      <p>
        {sign.name} brings {sign.traits.slice(0, 2).join(" and ").toLowerCase()} energy, ruled by {rulerInProse(sign)};{" "}
        {partner.name} answers with {partner.traits.slice(0, 2).join(" and ").toLowerCase()} qualities under{" "}
        {rulerInProse(partner)}. The best pairings are not the ones without friction but the ones where both people
        understand where the friction comes from.
      </p>
      <p>
        Try another pairing from the <Link to={`/signs/${sign.slug}/compatibility`}>{sign.name} compatibility checker</Link>{" "}
        or the <Link to="/compatibility">compatibility tool</Link>.
      </p>
    </article>
  );
}

export const meta = dataMeta(({ sign, partner }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} and ${partner.name} Compatibility`,
  description: `${sign.name} and ${partner.name} in love and friendship: where the pair clicks, where it clashes, and what helps.`,
  type: "article",
}));
