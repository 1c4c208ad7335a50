import { lazy, Suspense, useRef, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { UNLOCK_FORM_TEXTS } from "#app/features/newsletter/form-rules.ts";
import { joinReadersText } from "#app/features/newsletter/join-readers.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { SIGNS } from "#app/zodiac/signs.ts";

// The modal's code loads the first time someone asks to unlock.
const UnlockModal = lazy(() => import("#app/features/newsletter/unlock-modal.tsx").then((module) => ({ default: module.UnlockModal })));

type UnlockedToast = { title: string; description?: string };

/**
 * The email gate of a page with locked sections ([gating.unlock-flow]): Unlock opens the
 * subscribe modal; after a subscription the page's data is loaded again (now with the subscriber
 * cookie, so the full text comes), the session is re-checked, and when it holds the reader gets
 * the toast and is taken smoothly to the top.
 */
export function useEmailGate({
  sign,
  unlockedToast = { title: UNLOCK_FORM_TEXTS.unlockedToast },
}: {
  sign?: string;
  unlockedToast?: UnlockedToast;
}) {
  const [open, setOpen] = useState(false);
  // A ref, not state: the modal reports the subscription and closes itself in the same turn, and
  // that close must not be counted as a dismissal.
  const subscribed = useRef(false);
  const revalidator = useRevalidator();
  // The shell's data carries the verified count, so the modal says how many have joined.
  const subscribers = useRouteLoaderData<typeof rootLoader>("root")?.subscribers;

  const openGate = () => {
    subscribed.current = false;
    setOpen(true);
    trackEvent("gate_view", sign ? { sign } : {});
  };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next && !subscribed.current) trackEvent("gate_dismiss", sign ? { sign } : {});
  };

  const unlocked = async () => {
    subscribed.current = true;
    trackEvent("gate_submit_success", sign ? { sign } : {});
    await revalidator.revalidate();
    const session = await fetch("/api/me/subscriber", { credentials: "same-origin" })
      .then((response) => response.json() as Promise<{ authenticated?: boolean }>)
      .catch(() => ({ authenticated: false }));
    if (!session.authenticated) return;
    toast.success(unlockedToast.title, unlockedToast.description ? { description: unlockedToast.description } : undefined);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const element = open ? (
    <Suspense fallback={null}>
      <UnlockModal
        open={open}
        onOpenChange={changeOpen}
        signs={SIGNS}
        defaultSign={sign}
        onUnlocked={() => void unlocked()}
        readers={subscribers === undefined ? undefined : joinReadersText(subscribers)}
        track={trackEvent}
      />
    </Suspense>
  ) : null;

  return { openGate, element };
}
