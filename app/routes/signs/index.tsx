import { PageJsonLd } from "#app/components/seo/page-json-ld.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { modalityOf } from "#app/zodiac/modalities.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { capitalise } from "#app/lib/text.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "The Twelve Zodiac Signs",
  description:
    "All twelve zodiac signs with their dates, symbols, elements, modalities and ruling planets. Choose a sign for its daily horoscope and profile.",
  type: "article",
});

export default function SignsPage() {
  return (
    <section>
      <PageHeader title="The Twelve Zodiac Signs" eyebrow="Signs">
        <p>
          The zodiac is the band of sky the Sun, the Moon and the planets travel through, divided into twelve signs of thirty degrees each.
          Your Sun sign is the one the Sun was crossing when you were born.
        </p>
      </PageHeader>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SIGNS.map((sign) => (
          <li key={sign.slug}>
            <SiteLink
              to={`/signs/${sign.slug}`}
              className="flex h-full gap-4 rounded-xl border border-border bg-surface p-5 transition-colors hover:bg-surface-muted"
            >
              <span aria-hidden="true" className="text-4xl text-accent">
                {sign.symbol}
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-display text-xl font-semibold">{sign.name}</span>
                <span className="text-sm text-muted">{sign.dateRange}</span>
                <span className="text-sm">
                  {capitalise(sign.element)} · {modalityOf(sign)} · {sign.rulingPlanet}
                </span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <PageJsonLd
        headline="The Twelve Zodiac Signs"
        description="All twelve zodiac signs with their dates, symbols, elements, modalities and ruling planets."
        breadcrumbs={[["Home", "/"]]}
      />
    </section>
  );
}
