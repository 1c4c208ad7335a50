/**
 * A one-time message that survives a redirect ("Successfully signed in!" on the page the
 * person lands on). It rides in a short-lived cookie the browser reads once and deletes.
 */
const FLASH_COOKIE = "cd_flash";

type Flash = { type: "success" | "error"; text: string };

export function flashCookie(flash: Flash, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(flash));
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=60; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Reads and clears the flash in the browser; null when there is none or it is malformed. */
export function takeFlash(doc: Document): Flash | null {
  const entry = doc.cookie.split("; ").find((part) => part.startsWith(`${FLASH_COOKIE}=`));
  if (!entry) return null;
  doc.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    const parsed = JSON.parse(decodeURIComponent(entry.slice(FLASH_COOKIE.length + 1))) as Partial<Flash>;
    if ((parsed.type === "success" || parsed.type === "error") && typeof parsed.text === "string") {
      return { type: parsed.type, text: parsed.text.slice(0, 200) };
    }
  } catch {
    // A damaged cookie is simply dropped.
  }
  return null;
}
