/** Where the browser keeps the subscriber token (sign-content spec sections 3 and 9). */
export const SUBSCRIBER_STORAGE_KEY = "zodiac_auth_token";

/**
 * Removes the stored token once its exp has passed (sign-content spec section 6). The token's
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
    // A token that cannot be read is as good as expired; storage errors are ignored (spec).
    try {
      storage.removeItem(SUBSCRIBER_STORAGE_KEY);
    } catch {
      // nothing more to do
    }
  }
}
