import type { AppLoadContext } from "react-router";
import { answerWrite, unknownAction } from "#app/components/admin/page-action.server.ts";
import { sendTestEdition, switchSending } from "#app/features/newsletter/editions/edition-commands.server.ts";

const formText = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : null);

/** The newsletter page's buttons ([newsletter.admin]): pause or resume sending, and send a test of the previewed edition. */
export function newsletterAction(context: AppLoadContext, form: FormData, by: string) {
  const intent = form.get("intent");
  if (intent === "pause" || intent === "resume") {
    return answerWrite(context, () => switchSending(context.db, intent === "pause", by), { failed: "pausing or resuming sending failed" });
  }
  if (intent !== "send-test") return unknownAction();
  const choice = { kind: formText(form.get("kind")), sign: formText(form.get("sign")) };
  return answerWrite(context, () => sendTestEdition(context, choice, by), {
    failed: "sending a test edition failed",
    tryAgain: "The test could not be sent. Please try again.",
  });
}
