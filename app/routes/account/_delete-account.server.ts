import { data, redirect, type AppLoadContext } from "react-router";
import { deleteOwnAccount } from "#app/features/accounts/account-deletion.server.ts";
import { endSession } from "#app/features/accounts/credentials.server.ts";
import { TRY_AGAIN } from "#app/components/admin/page-action.server.ts";
import { REFUSAL_STATUS } from "#app/lib/command.ts";
import { flashCookie } from "#app/lib/flash.ts";

/**
 * "Delete my account" ([privacy.account-deletion]): done, the browser's session cookie is cleared
 * and the reader lands on the home page with the message; refused, the page says why under the field.
 */
export async function deleteAccountAction(context: AppLoadContext, request: Request, userId: string, form: FormData) {
  const typed = form.get("email");
  let result: Awaited<ReturnType<typeof deleteOwnAccount>>;
  try {
    result = await deleteOwnAccount(context.db, userId, typeof typed === "string" ? typed : "");
  } catch (error) {
    context.logger.error({ err: error }, "deleting an account failed");
    return data({ ok: false, message: TRY_AGAIN }, { status: 503 });
  }
  if (!result.ok) {
    return data(
      { ok: false, message: result.message, ...(result.fields ? { fieldErrors: result.fields } : {}) },
      { status: REFUSAL_STATUS[result.refusal] },
    );
  }
  const headers = new Headers();
  // The session rows went with the account; the browser's cookie is cleared as at Sign Out.
  for (const cookie of await endSession(context.auth, request.headers)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie({ type: "success", text: result.message }, context.env.siteUrl.startsWith("https:")));
  throw redirect("/", { headers });
}
