import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "~/lib/toast";
import { takeFlash } from "~/lib/flash";

/** Shows a message the server left across a redirect, once, on the page it led to. */
export function FlashToast() {
  const { key } = useLocation();
  useEffect(() => {
    const flash = takeFlash(document);
    if (!flash) return;
    if (flash.type === "success") toast.success(flash.text);
    else toast.error(flash.text);
  }, [key]);
  return null;
}
