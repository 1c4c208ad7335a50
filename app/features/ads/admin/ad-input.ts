import { z } from "zod";
import { instantOfLocalDateTime } from "#app/lib/local-date-time.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { AD_PAGE_TARGETS, AD_SLOTS, AD_TYPES, ANCHOR_POSITIONS, DEFAULT_CTA_TEXT } from "#app/features/ads/inventory.ts";

/**
 * What an admin may save as an ad ([ads.inventory]): the admin form and the server check the
 * same rules. Links go to http(s) only; an image is http(s) or a path on this site; text is
 * plain (React escapes it wherever it is shown).
 */
export const AD_TEXT_LIMITS = { name: 100, headline: 90, subtext: 200, ctaText: 30 } as const;

const httpUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(2000, `${field} is too long`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, `${field} must be an http(s) address`);

const imageUrl = z
  .string()
  .trim()
  .max(2000, "Image URL is too long")
  .refine(
    (value) => value === "" || (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) || /^https?:\/\//i.test(value),
    "Image URL must be an http(s) address or a path on this site",
  )
  .refine((value) => !/^https?:\/\//i.test(value) || URL.canParse(value), "Image URL must be an http(s) address or a path on this site")
  .transform((value) => (value === "" ? null : value));

const DATE_MESSAGE = "Dates must be written like 2026-12-01";
/** ISO 8601 text that names one instant: a date and time with its offset, or a bare date (midnight UTC). */
const INSTANT_TEXT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * An ad's start or end is an instant (ADR 033): ISO 8601 text with its offset
 * ("2026-12-01T09:30:00Z", "2026-12-01T10:30+01:00"), or a bare date for its midnight UTC; "" or
 * null for none. A date and time without an offset names no instant (on whose clock?) and is
 * refused: the admin form turns its wall-clock values into instants first (adInputFromForm).
 */
const optionalInstant = z
  .union([z.string(), z.null()], { error: DATE_MESSAGE })
  .transform((value) => (value ?? "").trim())
  .refine((value) => value === "" || (INSTANT_TEXT.test(value) && !Number.isNaN(Date.parse(value))), DATE_MESSAGE)
  .transform((value) => (value === "" ? null : new Date(value)));

export const adInputSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(AD_TEXT_LIMITS.name, `Name must be at most ${AD_TEXT_LIMITS.name} characters`),
    type: z.enum(AD_TYPES, { error: "Choose an ad type" }),
    imageUrl,
    linkUrl: httpUrl("Link URL"),
    headline: z.string().trim().max(AD_TEXT_LIMITS.headline, `Headline must be at most ${AD_TEXT_LIMITS.headline} characters`),
    subtext: z.string().trim().max(AD_TEXT_LIMITS.subtext, `Text must be at most ${AD_TEXT_LIMITS.subtext} characters`),
    ctaText: z
      .string()
      .trim()
      .max(AD_TEXT_LIMITS.ctaText, `Button text must be at most ${AD_TEXT_LIMITS.ctaText} characters`)
      .transform((value) => value || DEFAULT_CTA_TEXT),
    anchorPosition: z.enum(ANCHOR_POSITIONS, { error: "Anchor position must be top or bottom" }),
    active: z.boolean(),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    slots: z.array(z.enum(AD_SLOTS, { error: "Unknown slot" })).min(1, "Choose at least one slot"),
    pageTypes: z.array(z.enum(AD_PAGE_TARGETS, { error: "Unknown page type" })).min(1, "Choose at least one page type"),
    signs: z.array(z.enum(SIGN_SLUGS, { error: "Unknown sign" })),
    weight: z.coerce.number().int("Weight must be a whole number").min(1, "Weight is 1 to 100").max(100, "Weight is 1 to 100"),
  })
  .refine((ad) => ad.type !== "image" || ad.imageUrl !== null, { message: "An image ad needs an image URL", path: ["imageUrl"] })
  .refine((ad) => ad.type === "image" || ad.headline !== "", { message: "A text ad needs a headline", path: ["headline"] })
  .refine((ad) => !ad.startsAt || !ad.endsAt || ad.endsAt > ad.startsAt, {
    message: "The end must come after the start",
    path: ["endsAt"],
  });

/** An ad as a command saves it, read and checked. */
export type AdInput = z.output<typeof adInputSchema>;

/**
 * What `saveAd` takes, as the JSON API's body and the admin form (read by adInputFromForm) send it:
 * the texts, the type, the switch, the dates as instants, the lists of slots, page types and signs,
 * and the weight (a number, or its digits).
 */
export type SaveAdInput = z.input<typeof adInputSchema>;

/**
 * The admin form's fields as the command's input (checkboxes and multi-selects as lists). The form
 * shows start and end as wall-clock times on the site's clocks (`timeZone`); here, and only here,
 * they become the instants the command takes. Text that is no such time is passed on as it is,
 * for the command to accept (an instant) or refuse.
 */
export function adInputFromForm(form: FormData, timeZone: string): unknown {
  const text = (name: string) => String(form.get(name) ?? "");
  const instant = (name: string) => instantOfLocalDateTime(text(name).trim(), timeZone)?.toISOString() ?? text(name);
  return {
    name: text("name"),
    type: text("type"),
    imageUrl: text("imageUrl"),
    linkUrl: text("linkUrl"),
    headline: text("headline"),
    subtext: text("subtext"),
    ctaText: text("ctaText"),
    anchorPosition: text("anchorPosition") || "bottom",
    active: form.get("active") === "on",
    startsAt: instant("startsAt"),
    endsAt: instant("endsAt"),
    slots: form.getAll("slots").map(String),
    pageTypes: form.getAll("pageTypes").map(String),
    signs: form.getAll("signs").map(String),
    weight: text("weight") || "1",
  };
}
