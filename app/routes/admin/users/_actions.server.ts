import type { AppLoadContext } from "react-router";
import { answerWrite, unknownAction } from "#app/components/admin/page-action.server.ts";
import { grantAdminRole, revokeAdminRole, signOutEverywhere } from "#app/features/accounts/user-commands.server.ts";

const ACCOUNT_WRITES = new Map([
  ["grant-admin", grantAdminRole],
  ["revoke-admin", revokeAdminRole],
  ["revoke-sessions", signOutEverywhere],
]);

/** The users page's buttons ([admin.users]): make an account admin, take the role back, sign it out everywhere. */
export function accountAction(context: AppLoadContext, form: FormData) {
  const write = ACCOUNT_WRITES.get(String(form.get("intent") ?? ""));
  if (!write) return unknownAction();
  const userId = String(form.get("userId") ?? "");
  return answerWrite(context, () => write(context.db, userId), { failed: "changing an account failed" });
}
