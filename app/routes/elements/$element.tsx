import { PageJsonLd } from "#app/components/seo/page-json-ld.tsx";
import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ELEMENT_TEXTS } from "#app/features/signs/element-texts.ts";
import { ELEMENTS, type Element } from "#app/zodiac/elements.ts";
import { signsOfElement } from "#app/zodiac/signs.ts";
import { modalityOf } from "#app/zodiac/modalities.ts";
import { rulerInProse } from "#app/zodiac/planets.ts";
import { dataMeta } from "#app/lib/seo.ts";
import { capitalise } from "#app/lib/text.ts";
import type { Route } from "./+types/$element";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

function isElement(value: string | undefined): value is Element {
  return (ELEMENTS as readonly string[]).includes(value ?? "");
}

export function loader({ params }: Route.LoaderArgs) {
  // Only the lowercase slug is a page, so each element has exactly one URL.
  if (!isElement(params.element)) throw data("Unknown element", { status: 404 });
  return { element: params.element };
}

export default function ElementPage({ loaderData }: Route.ComponentProps) {
  const { element } = loaderData;
  const text = ELEMENT_TEXTS[element];
  const name = capitalise(element);
  const signs = signsOfElement(element);
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title={`${name} Signs`} eyebrow={`${text.emoji} The ${element} element`}>
        <p>
          {text.intro} The three {element} signs are{" "}
          {signs.map((sign, i) => (
            <span key={sign.slug}>
              {i === 0 ? "" : i === signs.length - 1 ? " and " : ", "}
              <SiteLink to={`/signs/${sign.slug}`} className="text-link underline">
                {sign.name}
              </SiteLink>
            </span>
          ))}
          .
        </p>
      </PageHeader>

      <div className="prose-cosmic">
        <h2>The {element} temperament</h2>
        {text.temperament.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-xl border border-border bg-surface p-5">
          <h2 className="mb-3 text-xl font-semibold">Strengths</h2>
          <ul className="list-disc space-y-1 pl-5 text-muted">
            {text.strengths.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section className="rounded-xl border border-border bg-surface p-5">
          <h2 className="mb-3 text-xl font-semibold">Challenges</h2>
          <ul className="list-disc space-y-1 pl-5 text-muted">
            {text.challenges.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>

      <div>
        <h2 className="mb-4 text-2xl font-semibold">The three {element} signs</h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {signs.map((sign) => {
            const modality = modalityOf(sign);
            return (
              <li key={sign.slug} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <span aria-hidden="true" className="text-2xl text-accent">
                    {sign.symbol}
                  </span>
                  <SiteLink to={`/signs/${sign.slug}`} className="text-link underline underline-offset-2">
                    {sign.name}
                  </SiteLink>
                </h3>
                <p className="text-sm text-muted">
                  {modality} {element} · {sign.dateRange} · ruled by {rulerInProse(sign)}
                </p>
                <p className="text-sm">
                  The {modality.toLowerCase()} {element} sign {text.byModality[modality]}
                </p>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="prose-cosmic">
        <h2>How {element} combines with the other elements</h2>
        <ul>
          {ELEMENTS.map((other) => (
            <li key={other}>
              <strong>
                {name} with {other === element ? `${element} (same element)` : other}:
              </strong>{" "}
              {text.withElement[other]} {other === element ? null : <SiteLink to={`/elements/${other}`}>About the {other} signs</SiteLink>}
            </li>
          ))}
        </ul>
        <p>
          Element is only the first layer of a match: the <SiteLink to="/compatibility">compatibility checker</SiteLink> reads every pairing
          of signs, and the <SiteLink to="/elements">overview of the four elements</SiteLink> explains where the scheme comes from.
        </p>
      </div>
      <PageJsonLd
        headline={`${name} Signs`}
        description={`The ${element} signs and their shared temperament.`}
        breadcrumbs={[
          ["Home", "/"],
          ["Elements", "/elements"],
        ]}
      />
    </section>
  );
}

export const meta = dataMeta(({ element }: Route.ComponentProps["loaderData"]) => {
  const signs = signsOfElement(element).map((sign) => sign.name);
  return {
    title: `${capitalise(element)} Signs`,
    description: `The ${element} signs ${signs.slice(0, 2).join(", ")} and ${signs[2]}: their shared temperament, strengths, challenges and how ${element} combines with the other elements.`,
    type: "article",
  };
});
