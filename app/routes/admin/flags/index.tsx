import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { useFetcher } from "react-router";
import { useResultToast, type ActionResult } from "#app/components/admin/action-result.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { listFlags, type FlagName } from "#app/features/flags/flags.server.ts";
import { PRODUCT_COPY, PRODUCT_IDS, type ProductSetting } from "#app/features/products/products.ts";
import { getProductSettings } from "#app/features/products/products.server.ts";
import type { Route } from "./+types/index";
import { flagsAction } from "./_actions.server";
import { readForm } from "#app/lib/request-input.server.ts";

export const meta = adminPageMeta("Flags & Products", "Switch gating and product calls to action.");

const FLAG_TEXT: Record<FlagName, string> = {
  horoscope_gating: "Anonymous visitors see only a teaser of the daily overview and of the personality article.",
  section_blurs: "Anonymous visitors see only teasers of love, career and ritual.",
  product_cta_enabled: "Product calls to action may show (each product also needs its own switch and a purchase URL).",
};

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const [flags, products] = await Promise.all([listFlags(context.db), getProductSettings(context.db)]);
  return { flags: flags.map(({ name, enabled, updatedBy }) => ({ name, enabled, updatedBy })), products };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  return flagsAction(context, await readForm(request), viewer.email);
}

export default function AdminFlags({ loaderData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-10">
      <div>
        <h1 className="mb-2 text-3xl font-semibold">Flags &amp; Products</h1>
        <p className="text-muted">Changes apply at once, on every server of the site.</p>
      </div>
      <section aria-labelledby="flags-heading" className="flex max-w-2xl flex-col gap-3">
        <h2 id="flags-heading" className="text-xl font-semibold">
          Feature flags
        </h2>
        {loaderData.flags.map((flag) => (
          <FlagSwitch key={flag.name} name={flag.name} enabled={flag.enabled} updatedBy={flag.updatedBy} />
        ))}
      </section>
      <section aria-labelledby="products-heading" className="flex max-w-2xl flex-col gap-4">
        <h2 id="products-heading" className="text-xl font-semibold">
          Products
        </h2>
        {PRODUCT_IDS.map((productId) => {
          const product = loaderData.products.find((row) => row.productId === productId);
          return product ? <ProductForm key={productId} product={product} /> : null;
        })}
      </section>
    </section>
  );
}

function FlagSwitch({ name, enabled, updatedBy }: { name: FlagName; enabled: boolean; updatedBy: string | null }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  // Optimistic: the switch shows the value being saved.
  const pending = fetcher.formData?.get("enabled");
  const on = pending === undefined || pending === null ? enabled : pending === "true";
  const labelId = `flag-${name}-label`;
  const toggle = () => fetcher.submit({ intent: "flag", name, enabled: String(!on) }, { method: "post" });
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-surface p-4">
      <div>
        <p id={labelId} className="font-mono font-semibold">
          {name}
        </p>
        <p id={`flag-${name}-text`} className="text-sm text-muted">
          {FLAG_TEXT[name]}
        </p>
        {updatedBy ? <p className="text-xs text-muted">Last changed by {updatedBy}</p> : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={`flag-${name}-text`}
        disabled={fetcher.state !== "idle"}
        onClick={toggle}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60 ${
          on ? "border-accent bg-accent" : "border-muted bg-surface-muted"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-background shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`}
        />
      </button>
    </div>
  );
}

function ProductForm({ product }: { product: ProductSetting }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const id = product.productId.toLowerCase();
  const urlError = fetcher.data?.fieldErrors?.gumroadUrl;
  const priceError = fetcher.data?.fieldErrors?.price;
  return (
    <fetcher.Form
      method="post"
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {PRODUCT_COPY[product.productId].title} <span className="font-mono text-sm text-muted">{product.productId}</span>
      </h3>
      <input type="hidden" name="intent" value="product" />
      <input type="hidden" name="productId" value={product.productId} />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Where the call to action shows</legend>
        <Check name="ctaEnabled" label="Call to action on" checked={product.ctaEnabled} />
        <Check name="placementInline" label="Inline card" checked={product.placementInline} />
        <Check name="placementFloating" label="Floating card" checked={product.placementFloating} />
      </fieldset>
      <Field id={`${id}-url`} label="Purchase URL" error={urlError} hint="https:// address; leave empty to hide the call to action.">
        <input
          id={`${id}-url`}
          name="gumroadUrl"
          type="url"
          defaultValue={product.gumroadUrl}
          className={inputClasses}
          {...fieldAria(`${id}-url`, urlError, true)}
        />
      </Field>
      <Field id={`${id}-price`} label="Price" error={priceError} hint="As shown to visitors, at most 20 characters (e.g. $9).">
        <input
          id={`${id}-price`}
          name="price"
          defaultValue={product.price}
          maxLength={20}
          className={inputClasses}
          {...fieldAria(`${id}-price`, priceError, true)}
        />
      </Field>
      <div>
        <button type="submit" className={buttonClasses("primary")} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save product"}
        </button>
      </div>
    </fetcher.Form>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-4 accent-[var(--color-accent)]" />
      {label}
    </label>
  );
}
