import { useEffect, useRef } from "react";
import { useActionData } from "react-router";
import { toast } from "#app/lib/toast.ts";

/**
 * What an admin page's action answers about a write: the words for the toast, and on a refused
 * save each field's message, shown under that field. `answerWrite` (page-action.server.ts) makes
 * it; `useActionResult` shows it.
 */
export type ActionResult<Field extends string = string> = { ok: boolean; message: string; fieldErrors?: Partial<Record<Field, string>> };

/** Shows each new answer of a form action once, as a success or an error toast. */
export function useResultToast(result: { ok: boolean; message: string } | undefined): void {
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (!result || told.current === result) return;
    told.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
}

/** The page's own action's latest answer, told once as a toast; its field messages are the page's to show. */
export function useActionResult<Action>() {
  const result = useActionData<Action>();
  useResultToast(result as { ok: boolean; message: string } | undefined);
  return result;
}
