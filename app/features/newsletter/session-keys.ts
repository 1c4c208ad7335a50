/** Where the browser keeps the subscriber token: sessionStorage, for this browser session ([session.storage]). */
export const SUBSCRIBER_STORAGE_KEY = "zodiac_auth_token";

/**
 * Removes the stored token once its exp has passed ([session.expiry]). The token's
 * first part is its claims in base64url; only exp is read here, the signature is the server's job.
 */
export function dropExpiredSubscriberToken(storage: Pick<Storage, "getItem" | "removeItem">, now = Date.now()): void {
  try {
    const token = storage.getItem(SUBSCRIBER_STORAGE_KEY);
    if (!token) return;
    const payload = token.split(".")[0] ?? "";
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    if (typeof exp !== "number" || exp * 1000 <= now) storage.removeItem(SUBSCRIBER_STORAGE_KEY);
  } catch {
    // A token that cannot be read is as good as expired; a storage error must not break the page.
    try {
      storage.removeItem(SUBSCRIBER_STORAGE_KEY);
    } catch {
      // nothing more to do
    }
  }
}

/** The token this browser session keeps, or null (none, or storage unavailable). */
export function storedSubscriberToken(storage: Pick<Storage, "getItem"> | undefined = globalThis.sessionStorage): string | null {
  try {
    return storage?.getItem(SUBSCRIBER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
