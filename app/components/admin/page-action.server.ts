import { data, redirect, type AppLoadContext } from "react-router";
import { REFUSAL_STATUS, type CommandResult } from "#app/lib/command.ts";
import { flashCookie } from "#app/lib/flash.ts";
import type { ActionResult } from "./action-result";
import type { AdminItem } from "./item-actions";

/** What a page says when a write failed for a reason of the server's own (its database away, say). */
export const TRY_AGAIN = "The change could not be saved. Please try again.";

type WriteOptions<T, Reply> = {
  /** The log line of a failure. */
  failed: string;
  /** The toast of a failure, when the page says it in its own words. */
  tryAgain?: string;
  /** Where a done write leads, with its message as a flash: a new item's page, the list after a delete. */
  then?: (value: T) => string | undefined;
  /** What else a done write tells the page (the address a saved item now has). */
  reply?: (value: T) => Reply;
};

/**
 * The one way an admin page answers a write: the command runs; a failure of the server's own is
 * logged and answered 503 with `tryAgain`; a refusal is answered with its status (400, 404 or 409),
 * its message and each field's message; a done write answers its message for the toast, or leads
 * to `then` with the message as a flash (thrown, as React Router takes a redirect).
 */
export async function answerWrite<T, Reply extends object = object>(
  context: AppLoadContext,
  write: () => Promise<CommandResult<T>>,
  { failed, tryAgain = TRY_AGAIN, then, reply }: WriteOptions<T, Reply>,
) {
  type Answer = ActionResult & Partial<Reply>;
  let result: CommandResult<T>;
  try {
    result = await write();
  } catch (error) {
    context.logger.error({ err: error }, failed);
    return data({ ok: false, message: tryAgain } as Answer, { status: 503 });
  }
  if (!result.ok) {
    const fieldErrors = result.fields ? { fieldErrors: result.fields } : {};
    return data({ ok: false, message: result.message, ...fieldErrors } as Answer, { status: REFUSAL_STATUS[result.refusal] });
  }
  const to = then?.(result.value);
  if (to) {
    const cookie = flashCookie({ type: "success", text: result.message }, context.env.siteUrl.startsWith("https:"));
    throw redirect(to, { headers: { "Set-Cookie": cookie } });
  }
  return data({ ok: true, message: result.message, ...reply?.(result.value) } as Answer);
}

/** What a page's action answers about a write. */
export type WriteAnswer = ReturnType<typeof unknownAction>;

/** The answer to an intent the page has no button for. */
export function unknownAction() {
  return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

/**
 * An item's writes from its row of a list or its editor's top line: its switch's two intents and
 * delete, each through the item's own command.
 */
export type ItemWrites = {
  kind: AdminItem;
  /** The item as a log line names it, with its article. */
  what: string;
  setOn: (on: boolean) => Promise<CommandResult<unknown>>;
  remove: () => Promise<CommandResult<unknown>>;
};

/** Answers a switch or a delete; a delete from the item's own page leads to `afterDelete` (its list). */
export function answerItemWrite(context: AppLoadContext, intent: FormDataEntryValue | null, item: ItemWrites, afterDelete?: `/${string}`) {
  const { on, off } = item.kind.switch;
  if (intent === on.intent || intent === off.intent) {
    return answerWrite(context, () => item.setOn(intent === on.intent), { failed: `switching ${item.what} failed` });
  }
  if (intent === "delete") return answerWrite(context, item.remove, { failed: `deleting ${item.what} failed`, then: () => afterDelete });
  return unknownAction();
}

/**
 * An editor page's action: its form's save, and on an existing item's page (`item`) the top line's
 * switch and delete, after which the admin lands on the list.
 */
export function answerEditorWrite(context: AppLoadContext, form: FormData, save: () => Promise<WriteAnswer>, item?: ItemWrites) {
  if (form.get("intent") === "save") return save();
  return item ? answerItemWrite(context, form.get("intent"), item, item.kind.path) : unknownAction();
}
