import type { AppLoadContext } from "react-router";
import { answerWrite, unknownAction } from "#app/components/admin/page-action.server.ts";
import { refreshPublicCount, unsubscribeSubscriber } from "#app/features/newsletter/subscriber-admin.server.ts";

/** The subscribers page's buttons: unsubscribe one address, and count the public number afresh ([newsletter.count]). */
export function subscriberAction(context: AppLoadContext, form: FormData) {
  const onChange = context.changed.subscribers;
  const intent = form.get("intent");
  if (intent === "refresh-count") {
    return answerWrite(context, () => refreshPublicCount(context.db, { onChange }), { failed: "refreshing the subscriber count failed" });
  }
  if (intent !== "unsubscribe") return unknownAction();
  const subscriberId = String(form.get("subscriberId") ?? "");
  return answerWrite(context, () => unsubscribeSubscriber(context.db, subscriberId, { onChange }), {
    failed: "unsubscribing an address failed",
  });
}
