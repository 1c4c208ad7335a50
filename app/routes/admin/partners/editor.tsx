import { data } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { useSaving } from "#app/components/admin/editor-form.tsx";
import { EditorShell } from "#app/components/admin/editor-shell.tsx";
import { answerEditorWrite } from "#app/components/admin/page-action.server.ts";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { PartnerForm } from "#app/features/partners/partner-form.tsx";
import { PARTNER_ITEM } from "#app/features/partners/partner-item.ts";
import { NEW_PARTNER_VALUES, type PartnerFormValues } from "#app/features/partners/partners.ts";
import { findPartner, partnerIdOf } from "#app/features/partners/partners.server.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import type { Route } from "./+types/editor";
import { partnerWrites, savePartnerFromForm } from "./_actions.server";

export const meta = adminPageMeta("Edit Partner", "Create or edit a partner link on the daily reading's cards.");

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const partner = params.id ? await findPartnerNamed(context.db, params.id) : null;
  if (!partner) return { partner: null, values: NEW_PARTNER_VALUES };
  const { label, url: address, card, signs, active } = partner;
  const values: PartnerFormValues = { label, url: address, card, signs: [...signs], active };
  return { partner: { id: partner.id, name: label, active }, values };
}

/** The partner link an editor's address names; an address naming none is the 404 page. */
async function findPartnerNamed(db: Route.LoaderArgs["context"]["db"], idText: string) {
  const id = partnerIdOf(idText);
  const partner = id === undefined ? undefined : await findPartner(db, id);
  if (!partner) throw data({ message: "No partner link has that id." }, { status: 404 });
  return partner;
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const save = () => savePartnerFromForm(context, form, viewer.email, params.id);
  return answerEditorWrite(context, form, save, params.id ? partnerWrites(context, params.id, viewer.email) : undefined);
}

export default function PartnerEditor({ loaderData }: Route.ComponentProps) {
  const { partner, values } = loaderData;
  const result = useActionResult<typeof action>();
  const status = partner ? <p className="text-sm text-muted">{partner.active ? "Active" : "Hidden from readers"}</p> : null;
  return (
    <EditorShell
      kind={PARTNER_ITEM}
      title={partner ? "Edit Partner" : "New Partner"}
      item={partner}
      status={status}
      intro="The link shows at the foot of the chosen card, for the chosen signs, with a disclosure line."
    >
      <PartnerForm
        // Another partner's page starts from that partner's fields.
        key={partner?.id ?? "new"}
        initial={values}
        errors={result?.fieldErrors}
        busy={useSaving()}
        submitLabel={partner ? "Save partner" : "Create partner"}
      />
    </EditorShell>
  );
}
