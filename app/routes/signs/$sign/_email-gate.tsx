import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { UNLOCK_FORM_TEXTS } from "#app/features/newsletter/form-rules.ts";
import { joinReadersText } from "#app/features/newsletter/join-readers.ts";
import { storedSubscriberToken } from "#app/features/newsletter/session-keys.ts";
import type { UnlockedToast } from "#app/features/newsletter/unlock-watch.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { SIGNS } from "#app/zodiac/signs.ts";

// The modal's code loads the first time someone asks to unlock.
const UnlockModal = lazy(() => import("#app/features/newsletter/unlock-modal.tsx").then((module) => ({ default: module.UnlockModal })));

/**
 * The email gate of a page with locked sections ([gating.unlock-flow]): Unlock opens the
 * subscribe modal, which mails a link and says so; the sections stay locked. While a session of
 * this browser waits for its link (subscribed here, or a token in sessionStorage), the session is
 * re-checked whenever the reader comes back to the tab (it becomes visible, or the window gets
 * focus), never on a timer. Once the link has been spent (here or on any other device) the page's
 * data is loaded again with the full text, the reader gets the toast and is taken smoothly to the top.
 */
export function useEmailGate({
  sign,
  unlockedToast = { title: UNLOCK_FORM_TEXTS.unlockedToast },
  locked,
}: {
  sign?: string;
  unlockedToast?: UnlockedToast;
  /** Whether the page has a locked section: only then is there anything to re-check. */
  locked: boolean;
}) {
  const [open, setOpen] = useState(false);
  // A ref, not state: the modal reports the subscription before it can be closed, and that close
  // must not be counted as a dismissal.
  const subscribed = useRef(false);
  // A session of this page's subscription waits for its link, whether or not storage kept its token.
  const [waiting, setWaiting] = useState(false);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const toastOnUnlock = useRef(unlockedToast);
  toastOnUnlock.current = unlockedToast;
  // The shell's data carries the verified count, so the modal says how many have joined.
  const subscribers = useRouteLoaderData<typeof rootLoader>("root")?.subscribers;

  useEffect(() => {
    if (!locked || (!waiting && storedSubscriberToken() === null)) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("#app/features/newsletter/unlock-watch.ts").then(({ watchForConfirmation }) => {
      if (ended) return;
      stop = watchForConfirmation(async () => {
        setOpen(false);
        await revalidate.current();
        return toastOnUnlock.current;
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [locked, waiting]);

  const openGate = () => {
    subscribed.current = false;
    setOpen(true);
    trackEvent("gate_view", sign ? { sign } : {});
  };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next && !subscribed.current) trackEvent("gate_dismiss", sign ? { sign } : {});
  };

  const onSubscribed = () => {
    subscribed.current = true;
    trackEvent("gate_submit_success", sign ? { sign } : {});
    setWaiting(true);
  };

  const element = open ? (
    <Suspense fallback={null}>
      <UnlockModal
        open={open}
        onOpenChange={changeOpen}
        signs={SIGNS}
        defaultSign={sign}
        onSubscribed={onSubscribed}
        readers={subscribers === undefined ? undefined : joinReadersText(subscribers)}
        track={trackEvent}
      />
    </Suspense>
  ) : null;

  return { openGate, element };
}
