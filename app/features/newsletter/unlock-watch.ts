import { toast } from "#app/lib/toast.ts";
import { storedSubscriberToken } from "./session-keys";

export type UnlockedToast = { title: string; description?: string };

/** Whether this browser's subscriber session is confirmed: the cookie, and the stored token where the cookie is refused. */
async function sessionConfirmed(): Promise<boolean> {
  const stored = storedSubscriberToken();
  const answer = await fetch("/api/me/subscriber", {
    credentials: "same-origin",
    headers: stored ? { Authorization: `Bearer ${stored}` } : {},
  })
    .then((response) => response.json() as Promise<{ authenticated?: boolean }>)
    .catch(() => ({ authenticated: false }));
  return answer.authenticated === true;
}

/**
 * Watches a session that waits for its mailed link ([session.unlocks-when-confirmed]): it is
 * checked whenever the reader comes back to the tab (it becomes visible, or the window gets
 * focus), never on a timer. The first time it holds, `confirmed` brings the page's full text and
 * answers the toast to show; the reader then gets it and is taken smoothly to the top. Loaded only
 * by a page that has such a session, so no other page carries it. Answers the function that stops it.
 */
export function watchForConfirmation(confirmed: () => Promise<UnlockedToast>): () => void {
  let checking = false;
  let done = false;
  const check = async () => {
    if (checking || done || document.visibilityState !== "visible") return;
    checking = true;
    try {
      if (!(await sessionConfirmed()) || done) return;
      done = true;
      const { title, description } = await confirmed();
      toast.success(title, description ? { description } : undefined);
      window.scrollTo({ top: 0, behavior: "smooth" });
    } finally {
      checking = false;
    }
  };
  const onCheck = () => void check();
  document.addEventListener("visibilitychange", onCheck);
  window.addEventListener("focus", onCheck);
  return () => {
    done = true;
    document.removeEventListener("visibilitychange", onCheck);
    window.removeEventListener("focus", onCheck);
  };
}
