import { useEffect, useRef } from "react";
import { toast } from "#app/lib/toast.ts";

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
