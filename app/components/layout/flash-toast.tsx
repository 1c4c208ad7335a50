import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { takeFlash } from "#app/lib/flash.ts";
import { whenIdle } from "#app/lib/idle.ts";

/**
 * Shows a message the server left across a redirect, once, on the page it led to. Reading the
 * cookie costs a few milliseconds on every page, so it waits for an idle moment (whenIdle).
 */
export function FlashToast() {
  const { key } = useLocation();
  useEffect(() => {
    whenIdle(() => {
      const flash = takeFlash(document);
      if (!flash) return;
      if (flash.type === "success") toast.success(flash.text);
      else toast.error(flash.text);
    });
  }, [key]);
  return null;
}
