import type { AppLoadContext } from "react-router";
import { answerWrite, type ItemWrites } from "#app/components/admin/page-action.server.ts";
import { deletePartner, savePartner, switchPartner } from "#app/features/partners/partner-commands.server.ts";
import { partnerInputFromForm } from "#app/features/partners/partner-input.ts";
import { PARTNER_ITEM } from "#app/features/partners/partner-item.ts";

/** The partner form's save ([partners.admin]); a new partner link leads back to the list. */
export function savePartnerFromForm(context: AppLoadContext, form: FormData, by: string, id?: string) {
  return answerWrite(context, () => savePartner(context.db, partnerInputFromForm(form), by, { id, onChange: context.changed.partners }), {
    failed: "saving a partner link failed",
    then: ({ created }) => (created ? "/admin/partners" : undefined),
  });
}

/** What a partner link's row and its page's top line send: activate, deactivate, delete. */
export function partnerWrites(context: AppLoadContext, partnerId: string, by: string): ItemWrites {
  const onChange = context.changed.partners;
  return {
    kind: PARTNER_ITEM,
    what: "a partner link",
    setOn: (active) => switchPartner(context.db, partnerId, active, by, { onChange }),
    remove: () => deletePartner(context.db, partnerId, { onChange }),
  };
}
