import { campaignSlug, withUtm } from "#app/lib/utm.ts";
import type { SignSlug } from "#app/zodiac/signs.ts";

/** The reading's cards a partner link may sit on ([partners.cards]). */
export const PARTNER_CARDS = ["love", "career", "ritual"] as const;
export type PartnerCard = (typeof PARTNER_CARDS)[number];
export const CARD_LABELS: Record<PartnerCard, string> = { love: "Love", career: "Career", ritual: "Ritual" };

export const PARTNER_LIMITS = { label: 80, url: 2000 } as const;

/** What the admin form and the API answer when a field is refused ([partners.validation]). */
export const PARTNER_MESSAGES = {
  labelRequired: "Label is required",
  labelTooLong: `Label must be at most ${PARTNER_LIMITS.label} characters`,
  urlRequired: "URL is required",
  urlTooLong: `URL must be at most ${PARTNER_LIMITS.url} characters`,
  urlScheme: "URL must be an https:// or http:// address",
  urlCredentials: "URL must not hold a user name or password",
  card: "Card must be one of love, career, ritual",
  signs: "Signs must be a list of sign names such as aries or leo",
  active: "Active must be true or false",
} as const;

/** The line under every partner link on a card ([partners.link]). */
export const PARTNER_DISCLOSURE = "Partner link: Cosmic Daily may earn a commission.";

/** A partner link as a card shows it. */
export type CardPartner = { id: number; label: string; href: string };
/** The partners of each card open to the visitor; a locked card has no entry at all. */
export type CardPartners = Partial<Record<PartnerCard, CardPartner[]>>;

/**
 * Where a partner link on a card goes ([partners.link]): its address with utm_source=site,
 * utm_medium={card}-card and utm_campaign={a slug of its label}. Null for an address that is not
 * http(s) (a save refuses those, so only a row changed outside the admin could hold one).
 */
export function partnerHref(partner: { label: string; url: string }, card: PartnerCard): string | null {
  return withUtm(partner.url, { source: "site", medium: `${card}-card`, campaign: campaignSlug(partner.label, "partner") });
}

export function isPartnerCard(value: string): value is PartnerCard {
  return (PARTNER_CARDS as readonly string[]).includes(value);
}

/** Whether a partner with these signs shows on `sign`'s pages: none chosen means every sign. */
export function showsForSign(partnerSigns: readonly string[], sign: SignSlug): boolean {
  return partnerSigns.length === 0 || partnerSigns.includes(sign);
}

/** The admin form's fields as the browser holds them while the admin types. */
export type PartnerFormValues = { label: string; url: string; card: PartnerCard; signs: string[]; active: boolean };
export type PartnerFieldErrors = Partial<Record<keyof PartnerFormValues, string>>;

export const NEW_PARTNER_VALUES: PartnerFormValues = { label: "", url: "", card: "love", signs: [], active: true };
