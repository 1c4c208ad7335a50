/**
 * localStorage that never throws. A browser may refuse storage (a private window, a full quota,
 * a blocked site): reading then answers null and writing does nothing, so what was chosen holds
 * for the page in view only.
 */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Refused: see above.
  }
}
