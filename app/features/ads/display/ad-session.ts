/** The browser's ad session id ([ads.metrics]): random, kept in sessionStorage, gone with the tab. */
export const AD_SESSION_KEY = "cosmic_ad_session";

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function adSessionId(storage: Pick<Storage, "getItem" | "setItem"> | undefined = safeSessionStorage()): string {
  try {
    const stored = storage?.getItem(AD_SESSION_KEY);
    if (stored && /^[a-f0-9]{32}$/.test(stored)) return stored;
    const fresh = randomId();
    storage?.setItem(AD_SESSION_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused: this page view gets an id of its own.
    return randomId();
  }
}

/** A page view's own id: metrics count each event once per ad, slot and page view. */
export function newPageViewId(): string {
  return randomId();
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
