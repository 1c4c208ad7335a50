import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { elementRelation } from "~/features/compatibility/element-relation";
import { requireSign } from "~/features/signs/require-sign";
import { SIGNS } from "~/features/signs/signs";
import { dataMeta } from "~/lib/seo";
import type { Route } from "./+types/sign-compatibility";

export function loader({ params }: Route.LoaderArgs) {
  return { sign: requireSign(params.sign) };
}

const RELATION_LABEL = {
  same: "Same element",
  complementary: "Complementary elements",
  opposing: "Opposing elements",
  neutral: "Mixed elements",
} as const;

export default function SignCompatibilityPage({ loaderData }: Route.ComponentProps) {
  const { sign } = loaderData;
  return (
    <section>
      <PageHeader
        title={
          <>
            <span aria-hidden="true" className="mr-2 text-accent">{sign.symbol}</span>
            {sign.name} Compatibility Checker
          </>
        }
      >
        <p>
          Pick a second sign to see how it meets {sign.name}: where the two click, where they clash, and what helps.
        </p>
      </PageHeader>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SIGNS.map((partner) => (
          <li key={partner.slug}>
            <Link
              to={`/signs/${sign.slug}/compatibility/${partner.slug}`}
              className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4 hover:bg-surface-muted"
            >
              <span aria-hidden="true" className="text-2xl">{partner.symbol}</span>
              <span className="flex flex-col">
                <span className="font-semibold">
                  {sign.name} &amp; {partner.name}
                </span>
                <span className="text-sm text-muted">{RELATION_LABEL[elementRelation(sign.element, partner.element)]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = dataMeta(({ sign }: Route.ComponentProps["loaderData"]) => ({
  title: `${sign.name} Compatibility Checker`,
  description: `How ${sign.name} gets along with each of the twelve signs in love and friendship, read from the elements.`,
  type: "article",
}));
