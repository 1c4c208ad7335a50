export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** Small counts in words, as prose writes them ("five rituals"); figures from 13 on. */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? wholeNumber(count);
}

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * A whole number with commas between its thousands ("34,281"), as en-US writes it, on the server
 * and in the browser alike. Counts shown on public pages are written here rather than with Intl:
 * the browser's first Intl formatter loads its locale data, 25 to 90 ms of main thread on a
 * desktop core (four times that on the phone Lighthouse models), and nothing else on a page's
 * first load needs it. Fractions are dropped toward zero; a value beyond the safe integers is left
 * to Intl.
 */
export function wholeNumber(value: number): string {
  const whole = Math.trunc(value);
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString("en-US");
  const grouped = String(Math.abs(whole)).replace(THOUSANDS, ",");
  return whole < 0 ? `-${grouped}` : grouped;
}

/** "Leo’s", and for a name ending in s "Aries’" (the site's style, with the typographic apostrophe). */
export function possessive(name: string): string {
  return name.endsWith("s") ? `${name}’` : `${name}’s`;
}

/**
 * An address as a page reached through a link shows it ([newsletter.preferences]): its first
 * letter and its domain, enough for its owner to recognise it and for no one else to read it
 * ("s•••••@example.com").
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  const local = email.slice(0, at);
  return `${local[0]}${"•".repeat(Math.min(Math.max(local.length - 1, 3), 6))}${email.slice(at)}`;
}

/** "a" or "an" for the word that follows, by its first letter: "an Aries", "a Leo", "an earthy". */
export function indefiniteArticle(word: string): "a" | "an" {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The word with its article: "an Aquarius", "a Taurus". */
export function withArticle(word: string): string {
  return `${indefiniteArticle(word)} ${word}`;
}

/**
 * PostgreSQL text cannot hold U+0000 (a query carrying one fails), and no field, address or token
 * of the site means one, so input holding it is refused as bad input before it reaches a query.
 */
export const NUL_TEXT_MESSAGE = "Text may not contain NUL characters.";

export function holdsNul(value: string): boolean {
  return value.includes("\0");
}

/** Whether any string in a parsed JSON value, key or value at any depth, holds U+0000. */
export function jsonHoldsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (holdsNul(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (holdsNul(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
