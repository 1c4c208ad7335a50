import type { AppLoadContext } from "react-router";
import { answerWrite, unknownAction } from "#app/components/admin/page-action.server.ts";
import { setPersonalEdition } from "#app/features/newsletter/personal-edition.server.ts";

/** The buttons of "Today for you by mail": the personal daily edition on or off, for the account's own address. */
export function personalEditionAction(context: AppLoadContext, email: string, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  if (intent !== "personal-edition-on" && intent !== "personal-edition-off") return unknownAction();
  return answerWrite(context, () => setPersonalEdition(context.db, email, intent === "personal-edition-on"), {
    failed: "choosing the personal edition failed",
  });
}
