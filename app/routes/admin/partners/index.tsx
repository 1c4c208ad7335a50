import { useState } from "react";
import { data, useActionData, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { DeleteDialog, RowActions } from "#app/components/admin/list-actions.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { CARD_LABELS } from "#app/features/partners/partners.ts";
import { listPartners } from "#app/features/partners/partners.server.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import { signOf, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/index";
import { activateOrDeactivate, deletePartnerFromForm, setPartnerActiveFromForm, type PartnerActionResult } from "./_actions.server";

export const meta = pageMeta({
  title: "Partners",
  description: "The partner links on the love, career and ritual cards of the daily reading.",
  noindex: true,
});

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const partners = await listPartners(context.db);
  return {
    partners: partners.map((partner) => ({
      id: partner.id,
      label: partner.label,
      url: partner.url,
      card: partner.card,
      signs: signNames(partner.signs),
      active: partner.active,
    })),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const partnerId = String(form.get("partnerId") ?? "");
  const intent = form.get("intent");
  const switchTo = activateOrDeactivate(intent);
  if (switchTo) return setPartnerActiveFromForm(context, partnerId, switchTo, viewer.email);
  if (intent === "delete") return deletePartnerFromForm(context, partnerId);
  return data<PartnerActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

/** The signs a partner shows for, by name; "Every sign" when it names none. */
function signNames(signs: readonly string[]): string {
  const known = signs.filter((slug): slug is SignSlug => (SIGN_SLUGS as readonly string[]).includes(slug));
  return known.length === 0 ? "Every sign" : known.map((slug) => signOf(slug).name).join(", ");
}

const cell = "px-2 py-3 first:pl-3 last:pr-3";

export default function AdminPartners({ loaderData }: Route.ComponentProps) {
  const { partners } = loaderData;
  useResultToast(useActionData<typeof action>());
  const busy = useNavigation().state !== "idle";
  const [deleting, setDeleting] = useState<{ idField: string; id: number; name: string } | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">Partners</h1>
        <SiteLink to="/admin/partners/new" className={buttonClasses()}>
          New partner
        </SiteLink>
      </div>
      <p className="text-sm text-muted">
        Affiliate links at the foot of the love, career and ritual cards of the daily reading, shown only on a card the reader may read in
        full, with a disclosure line. Changes apply at once, on every server of the site.
      </p>
      {partners.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          No partner links yet.{" "}
          <SiteLink to="/admin/partners/new" className="text-link underline underline-offset-2">
            Create the first one
          </SiteLink>
          .
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label="Partner links">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className={cell}>
                  Partner
                </th>
                <th scope="col" className={cell}>
                  Card
                </th>
                <th scope="col" className={cell}>
                  Signs
                </th>
                <th scope="col" className={cell}>
                  Status
                </th>
                <th scope="col" className={cell}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {partners.map((partner) => (
                <tr key={partner.id} className="border-t border-border align-top" data-testid="partner-row">
                  <th scope="row" className={`${cell} min-w-[12rem] max-w-[24rem] font-normal`}>
                    <SiteLink to={`/admin/partners/${partner.id}`} className="font-medium text-link underline underline-offset-2">
                      {partner.label}
                    </SiteLink>
                    <span className="block break-all text-xs text-muted">{partner.url}</span>
                  </th>
                  <td className={cell}>{CARD_LABELS[partner.card]}</td>
                  <td className={`${cell} min-w-[8rem]`}>{partner.signs}</td>
                  <td className={cell}>
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${partner.active ? "bg-accent text-accent-foreground" : "bg-surface-muted text-foreground"}`}
                    >
                      {partner.active ? "Active" : "Hidden"}
                    </span>
                  </td>
                  <td className={cell}>
                    <RowActions
                      item={{ idField: "partnerId", id: partner.id, name: partner.label }}
                      editTo={`/admin/partners/${partner.id}`}
                      toggle={partner.active ? { intent: "deactivate", label: "Deactivate" } : { intent: "activate", label: "Activate" }}
                      busy={busy}
                      onDelete={() => setDeleting({ idField: "partnerId", id: partner.id, name: partner.label })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this partner link?"
        description={`“${deleting?.name}” will be removed from every card. This cannot be undone.`}
        confirmLabel="Delete partner link"
      />
    </section>
  );
}
