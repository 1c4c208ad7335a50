import { readLocal, writeLocal } from "#app/lib/browser-storage.ts";
import { isSignSlug, type SignSlug } from "./signs";

/**
 * The reader's own sign, as this browser last saw it chosen: on a sign's page or in the subscribe
 * form. Kept in localStorage only, so the server's pages stay the same for everyone (and
 * cacheable); the home page reads it to greet a returning reader with their sign.
 */
export const READER_SIGN_KEY = "cosmic_sign";

export function rememberReaderSign(slug: string): void {
  if (isSignSlug(slug)) writeLocal(READER_SIGN_KEY, slug);
}

/** The remembered sign, or null when there is none (or what is stored is not a sign). */
export function readerSign(): SignSlug | null {
  const stored = readLocal(READER_SIGN_KEY);
  return stored !== null && isSignSlug(stored) ? stored : null;
}
