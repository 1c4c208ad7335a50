import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { findSign, SIGNS } from "~/features/signs/signs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/compatibility";
import { CardList } from "~/components/ui/card-list";

export function loader({ request }: Route.LoaderArgs) {
  // ?sign1= prefills the first sign (sign-content spec section 2); anything unknown is ignored.
  const sign1 = findSign(new URL(request.url).searchParams.get("sign1") ?? undefined);
  return { sign1: sign1?.slug ?? null };
}

const ELEMENT_PAIRS = [
  { title: "Same element", text: "Two fire, earth, air or water signs share a temperament: easy understanding, sometimes too much of one thing." },
  { title: "Complementary", text: "Fire feeds on air and earth holds water: each partner supplies what the other lacks." },
  { title: "Opposing", text: "Fire meets water, earth meets air: strong attraction and real friction, worth it when both stay curious." },
  { title: "Mixed", text: "The remaining pairs neither clash nor blend by element; timing and effort shape them most." },
] as const;

export default function CompatibilityPage({ loaderData }: Route.ComponentProps) {
  const first = SIGNS.find((sign) => sign.slug === loaderData.sign1);
  return (
    <section className="flex flex-col gap-8">
      <PageHeader title="Zodiac Compatibility Checker" eyebrow="Compatibility">
        <p>
          How do two signs get along? Pick the first sign to see it matched with each of the twelve, read through the
          elements that shape every pairing.
        </p>
      </PageHeader>
      {first ? (
        <p className="text-lg">
          Comparing <strong>{first.name}</strong> with…{" "}
          <Link to={`/signs/${first.slug}/compatibility`} className="text-link underline">
            choose the second sign
          </Link>
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {SIGNS.map((sign) => (
          <li key={sign.slug}>
            <Link
              to={`/signs/${sign.slug}/compatibility`}
              aria-current={sign.slug === first?.slug ? "true" : undefined}
              className={`flex flex-col items-center gap-1 rounded-xl border p-4 hover:bg-surface-muted ${sign.slug === first?.slug ? "border-accent bg-surface-muted" : "border-border bg-surface"}`}
            >
              <span aria-hidden="true" className="text-3xl text-accent">{sign.symbol}</span>
              <span className="font-semibold">{sign.name}</span>
              <span className="text-xs text-muted">{sign.dateRange}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div>
        <h2 className="mb-4 text-2xl font-semibold">How compatibility is read</h2>
        <CardList items={ELEMENT_PAIRS} headingLevel="h3" />
      </div>
    </section>
  );
}

export const meta = pageMeta({
  title: "Zodiac Compatibility Checker",
  description: "Compare two zodiac signs in love and friendship: pick a first sign and see how it meets each of the twelve, by element.",
});
