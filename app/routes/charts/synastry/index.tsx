import { Form } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import { privatePageHeaders } from "#app/lib/public-page.ts";
import { dataMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/index";
import { SynastryResultView } from "./_synastry-result";
import { synastryPage, type SynastryForm } from "./_synastry-page.server";

// Both charts' birth data are in the address: no cache may keep the page ([privacy.birth-data]).
export const headers = privatePageHeaders;

// No ad beside two people's birth data.
export const handle = { ads: false };

// A comparison's address carries two people's birth data: only the empty form is for search engines.
export const meta = dataMeta<Route.ComponentProps["loaderData"]>((loaded) => ({
  title: "Synastry: Compare Two Birth Charts",
  description:
    "Compare two birth charts planet by planet: every contact between them read in plain words, with a score that shows its reasons.",
  noindex: Boolean(loaded?.result || loaded?.problem),
}));

export async function loader({ context, request, url }: Route.LoaderArgs) {
  return synastryPage(context, request, url);
}

type PageData = Route.ComponentProps["loaderData"];

const SIDES = [
  { id: "first", address: "a", name: "aname", legend: "First chart", fallback: "Chart A" },
  { id: "second", address: "b", name: "bname", legend: "Second chart", fallback: "Chart B" },
] as const;

function SideFields({
  side,
  form,
  charts,
  fields,
}: {
  side: (typeof SIDES)[number];
  form: SynastryForm;
  charts: PageData["charts"];
  fields: Record<string, string>;
}) {
  // Every problem of the side's chart, under its address: a pasted address can be wrong in several ways at once.
  const addressErrors = Object.entries(fields).filter(([field]) => field === side.address || field.startsWith(`${side.address}.`));
  const addressError = addressErrors.length ? addressErrors.map(([, message]) => message).join("; ") : undefined;
  const addressId = `synastry-${side.address}`;
  const nameId = `synastry-${side.name}`;
  const savedId = `synastry-${side.id}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 font-semibold">{side.legend}</legend>
      {charts.length ? (
        <Field id={savedId} label="One of your charts">
          <select id={savedId} name={side.id} defaultValue={form[side.id]} className={inputClasses}>
            <option value="">None: use the address below</option>
            {charts.map((chart) => (
              <option key={chart.id} value={chart.id}>
                {chart.isMe ? `${chart.name} (me)` : chart.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field
        id={addressId}
        label={charts.length ? "Or a birth chart's address" : "A birth chart's address"}
        hint="Draw the chart on the birth chart page, then copy its address from the browser."
        error={addressError}
      >
        <input
          id={addressId}
          name={side.address}
          defaultValue={form[side.address]}
          className={inputClasses}
          placeholder="/charts/free-birth-chart?date=…"
          {...fieldAria(addressId, addressError, true)}
        />
      </Field>
      <Field id={nameId} label="Name (optional)" error={fields[side.name]}>
        <input
          id={nameId}
          name={side.name}
          defaultValue={form[side.name]}
          maxLength={60}
          className={inputClasses}
          placeholder={side.fallback}
          {...fieldAria(nameId, fields[side.name])}
        />
      </Field>
    </fieldset>
  );
}

function SynastryForm({ form, charts, problem }: Pick<PageData, "form" | "charts" | "problem">) {
  const fields = problem?.fields ?? {};
  return (
    <Form method="get" className="flex flex-col gap-4" aria-label="Compare two charts">
      {problem ? (
        <p role="alert" className="rounded-md border border-danger p-3 text-sm">
          {problem.message}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {SIDES.map((side) => (
          <SideFields key={side.id} side={side} form={form} charts={charts} fields={fields} />
        ))}
      </div>
      <button type="submit" className={buttonClasses("primary", "self-start")}>
        Compare the charts
      </button>
    </Form>
  );
}

export default function SynastryPage({ loaderData }: Route.ComponentProps) {
  const { form, charts, signedIn, problem, result } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <PageHeader
        title={result ? `Synastry: ${result.names.a} and ${result.names.b}` : "Synastry: compare two birth charts"}
        eyebrow="Charts"
      >
        <p>
          Synastry lays one birth chart over another: each planet of one person against each planet and angle of the other. Close contacts
          are where two people feel each other most, easily or with friction. It reads the two charts themselves, not only the Sun signs.
        </p>
      </PageHeader>
      {result ? <SynastryResultView result={result} /> : null}
      <section aria-labelledby="compare-form" className="flex flex-col gap-3">
        <h2 id="compare-form" className="text-xl font-semibold">
          {result ? "Compare other charts" : "Choose two charts"}
        </h2>
        {signedIn ? null : (
          <p className="text-sm text-muted">
            <SiteLink to="/auth?redirectTo=%2Fcharts%2Fsynastry">Sign in</SiteLink> to pick from the charts you keep, or paste two chart
            addresses from the <SiteLink to="/charts/free-birth-chart">birth chart page</SiteLink>.
          </p>
        )}
        <SynastryForm form={form} charts={charts} problem={problem} />
      </section>
    </div>
  );
}
