import { useState } from "react";
import { data, useActionData, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { DeleteDialog, EditorActions } from "#app/components/admin/list-actions.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { PartnerForm } from "#app/features/partners/partner-form.tsx";
import { NEW_PARTNER_VALUES, type PartnerFormValues } from "#app/features/partners/partners.ts";
import { findPartner, partnerIdOf } from "#app/features/partners/partners.server.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import type { Route } from "./+types/editor";
import {
  activateOrDeactivate,
  deletePartnerFromForm,
  savePartnerFromForm,
  setPartnerActiveFromForm,
  type PartnerActionResult,
} from "./_actions.server";

export const meta = pageMeta({
  title: "Edit Partner",
  description: "Create or edit a partner link on the daily reading's cards.",
  noindex: true,
});

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  if (!params.id) return { partner: null, values: NEW_PARTNER_VALUES };
  const id = partnerIdOf(params.id);
  const partner = id === undefined ? undefined : await findPartner(context.db, id);
  if (!partner) throw data({ message: "No partner link has that id." }, { status: 404 });
  const values: PartnerFormValues = {
    label: partner.label,
    url: partner.url,
    card: partner.card,
    signs: [...partner.signs],
    active: partner.active,
  };
  return { partner: { id: partner.id, label: partner.label, active: partner.active }, values };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "save") return savePartnerFromForm(context, form, viewer.email, params.id);
  const switchTo = activateOrDeactivate(intent);
  if (params.id && switchTo) return setPartnerActiveFromForm(context, params.id, switchTo, viewer.email);
  if (params.id && intent === "delete") return deletePartnerFromForm(context, params.id, "/admin/partners");
  return data<PartnerActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

export default function PartnerEditor({ loaderData }: Route.ComponentProps) {
  const { partner, values } = loaderData;
  const result = useActionData<typeof action>();
  useResultToast(result);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const busy = navigation.state !== "idle";
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <section className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <SiteLink to="/admin/partners" className="self-start text-sm text-link underline underline-offset-2">
          All partners
        </SiteLink>
        <h1 className="text-3xl font-semibold">{partner ? "Edit Partner" : "New Partner"}</h1>
        {partner ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium">{partner.label}</p>
            <p className="text-sm text-muted">{partner.active ? "Active" : "Hidden from readers"}</p>
            <EditorActions
              toggle={partner.active ? { intent: "deactivate", label: "Deactivate" } : { intent: "activate", label: "Activate" }}
              busy={busy}
              onDelete={() => setConfirmingDelete(true)}
            />
          </div>
        ) : (
          <p className="text-muted">The link shows at the foot of the chosen card, for the chosen signs, with a disclosure line.</p>
        )}
      </div>

      <PartnerForm
        // Another partner's page starts from that partner's fields.
        key={partner?.id ?? "new"}
        initial={values}
        errors={result?.fieldErrors}
        busy={saving}
        submitLabel={partner ? "Save partner" : "Create partner"}
      />

      {partner ? (
        <DeleteDialog
          item={confirmingDelete ? { idField: "partnerId", id: partner.id, name: partner.label } : null}
          onClose={() => setConfirmingDelete(false)}
          title="Delete this partner link?"
          description={`“${partner.label}” will be removed from every card. This cannot be undone.`}
          confirmLabel="Delete partner link"
        />
      ) : null}
    </section>
  );
}
