import { data, redirect, type AppLoadContext } from "react-router";
import { partnerInputFromForm, partnerInputSchema } from "#app/features/partners/partner-input.ts";
import { partnerFieldErrors, type PartnerFieldErrors } from "#app/features/partners/partners.ts";
import {
  createPartner,
  deletePartner,
  findPartner,
  partnerIdOf,
  setPartnerActive,
  updatePartner,
} from "#app/features/partners/partners.server.ts";
import { flashCookie } from "#app/lib/flash.ts";

/** What the partner pages' actions answer: a toast's message, and on a refused save each field's message. */
export type PartnerActionResult = { ok: boolean; message: string; fieldErrors?: PartnerFieldErrors };

const TRY_AGAIN = "The change could not be saved. Please try again.";
const GONE = "That partner link no longer exists.";

const succeeded = (message: string): PartnerActionResult => ({ ok: true, message });
const failed = (message: string, status: number, fieldErrors?: PartnerFieldErrors) =>
  data<PartnerActionResult>({ ok: false, message, ...(fieldErrors ? { fieldErrors } : {}) }, { status });

function flashRedirect(context: AppLoadContext, to: string, text: string): Response {
  return redirect(to, { headers: { "Set-Cookie": flashCookie({ type: "success", text }, context.env.siteUrl.startsWith("https:")) } });
}

/**
 * Creates (no id) or saves a partner link from the admin form ([partners.admin]): every field is
 * checked by [partners.validation]'s rules and a refusal names each field's problem. A new
 * partner leads back to the list.
 */
export async function savePartnerFromForm(context: AppLoadContext, form: FormData, updatedBy: string, idText?: string) {
  const parsed = partnerInputSchema.safeParse(partnerInputFromForm(form));
  if (!parsed.success) {
    const fieldErrors = partnerFieldErrors(parsed.error.issues);
    const count = Object.keys(fieldErrors).length;
    return failed(`The partner link was not saved: ${count === 1 ? "one field needs" : `${count} fields need`} a fix.`, 400, fieldErrors);
  }
  const onChange = context.changed.partners;
  if (idText === undefined) {
    try {
      await createPartner(context.db, parsed.data, updatedBy, { onChange });
    } catch (error) {
      context.logger.error({ err: error }, "saving a partner link failed");
      return failed(TRY_AGAIN, 503);
    }
    throw flashRedirect(context, "/admin/partners", `“${parsed.data.label}” is created.`);
  }
  const id = partnerIdOf(idText);
  if (id === undefined) return failed(GONE, 404);
  try {
    if (!(await updatePartner(context.db, id, parsed.data, updatedBy, { onChange }))) return failed(GONE, 404);
  } catch (error) {
    context.logger.error({ err: error }, "saving a partner link failed");
    return failed(TRY_AGAIN, 503);
  }
  return succeeded("Partner link saved.");
}

/** Switches a partner link on (intent "activate") or off (intent "deactivate"). */
export async function setPartnerActiveFromForm(
  context: AppLoadContext,
  idText: string,
  intent: "activate" | "deactivate",
  updatedBy: string,
) {
  const id = partnerIdOf(idText);
  if (id === undefined) return failed(GONE, 404);
  try {
    const partner = await setPartnerActive(context.db, id, intent === "activate", updatedBy, { onChange: context.changed.partners });
    if (!partner) return failed(GONE, 404);
    return succeeded(`“${partner.label}” is ${partner.active ? "active" : "hidden from readers"}.`);
  } catch (error) {
    context.logger.error({ err: error }, "switching a partner link failed");
    return failed(TRY_AGAIN, 503);
  }
}

/** Deletes a partner link; `then` leads elsewhere (with the message as a toast) once it is gone. */
export async function deletePartnerFromForm(context: AppLoadContext, idText: string, then?: string) {
  const id = partnerIdOf(idText);
  if (id === undefined) return failed(GONE, 404);
  let label: string;
  try {
    const partner = await findPartner(context.db, id);
    if (!partner || !(await deletePartner(context.db, id, { onChange: context.changed.partners }))) return failed(GONE, 404);
    label = partner.label;
  } catch (error) {
    context.logger.error({ err: error }, "deleting a partner link failed");
    return failed(TRY_AGAIN, 503);
  }
  const message = `“${label}” is deleted.`;
  if (then) throw flashRedirect(context, then, message);
  return succeeded(message);
}

/** The intents the partner pages' buttons send besides saving. */
export function activateOrDeactivate(intent: FormDataEntryValue | null): "activate" | "deactivate" | null {
  return intent === "activate" || intent === "deactivate" ? intent : null;
}
