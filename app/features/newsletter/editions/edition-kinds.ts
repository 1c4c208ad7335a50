import type { SignSlug } from "#app/zodiac/signs.ts";

/** The newsletter's editions, as the subscribe form offers them. */
export const EDITION_KINDS = ["daily", "weekly", "monthly", "special"] as const;
export type EditionKind = (typeof EDITION_KINDS)[number];

/**
 * Each edition's one name ([newsletter.edition-names]): the subscribe form, the preferences page,
 * the admin and every mail of the edition say it in these words and no others.
 */
export const EDITION_NAMES: Record<EditionKind, string> = {
  daily: "Daily horoscope",
  weekly: "Weekly forecast",
  monthly: "Monthly overview",
  special: "Special edition",
};

/** What each edition brings and when it leaves ([newsletter.schedule]), shown beside its name on the forms. */
export const EDITION_WHEN: Record<EditionKind, string> = {
  daily: "the day's whole reading, every morning",
  weekly: "the week ahead, every Monday",
  monthly: "the month ahead, on the 1st",
  special: "New and Full Moons, eclipses, the Sun changing sign, Mercury turning: on the day",
};

/** Who an edition goes to when a subscriber has no sign: the all-signs digest. */
export const DIGEST_AUDIENCE = "all";
export type EditionAudience = SignSlug | typeof DIGEST_AUDIENCE;
/** Whom a stored render is for: an audience of many, or one reader's personal edition (personal-edition.server.ts). */
export type RenderAudience = EditionAudience | `personal-${string}`;

export function isEditionKind(value: unknown): value is EditionKind {
  return typeof value === "string" && (EDITION_KINDS as readonly string[]).includes(value);
}

/**
 * The editions a subscriber receives: the ones they chose. The quick forms and the unlock modal
 * offer no choice, and an address that chose nothing gets the daily edition, which is what every
 * form promises ("your first horoscope is on its way").
 */
export function editionsChosen(tags: readonly string[]): EditionKind[] {
  const chosen = EDITION_KINDS.filter((kind) => tags.includes(kind));
  return chosen.length > 0 ? chosen : ["daily"];
}

/** The tags stored for a choice of editions, keeping the tags that say where the address came from. */
export function tagsWithEditions(tags: readonly string[], editions: readonly EditionKind[]): string[] {
  const others = tags.filter((tag) => !isEditionKind(tag));
  return [...others, ...EDITION_KINDS.filter((kind) => editions.includes(kind))];
}

/** An edition's id: its kind, its local date and, for a special edition, its occasion. */
export function editionId(kind: EditionKind, date: string, occasion = ""): string {
  return kind === "special" ? `special-${date}-${occasion}` : `${kind}-${date}`;
}

/** Edition ids as they may appear in a URL: lower-case words, digits and hyphens, bounded. */
export const EDITION_ID_SHAPE = /^(daily|weekly|monthly|special)-\d{4}-\d{2}-\d{2}(-[a-z0-9-]{1,60})?$/;
