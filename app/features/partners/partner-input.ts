import { z } from "zod";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { PARTNER_CARDS, PARTNER_LIMITS, PARTNER_MESSAGES } from "./partners";

/** The address parsed by the URL standard, or null when it does not parse. */
function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const label = z
  .string({ error: PARTNER_MESSAGES.labelRequired })
  .trim()
  .min(1, PARTNER_MESSAGES.labelRequired)
  .max(PARTNER_LIMITS.label, PARTNER_MESSAGES.labelTooLong);

const url = z
  .string({ error: PARTNER_MESSAGES.urlRequired })
  .trim()
  .min(1, PARTNER_MESSAGES.urlRequired)
  .max(PARTNER_LIMITS.url, PARTNER_MESSAGES.urlTooLong)
  // Written out in full: "https:partner.example", "javascript:…" and the like never reach a page.
  .refine((value) => /^https?:\/\/[^/]/i.test(value) && parsed(value) !== null, PARTNER_MESSAGES.urlScheme)
  .refine((value) => {
    const address = parsed(value);
    return !address || (address.username === "" && address.password === "");
  }, PARTNER_MESSAGES.urlCredentials)
  // Stored as the URL standard writes it: host lower-cased, spaces and other characters encoded.
  .transform((value) => parsed(value)!.toString())
  // Encoding may lengthen the address; the stored form keeps to the limit too.
  .refine((value) => value.length <= PARTNER_LIMITS.url, PARTNER_MESSAGES.urlTooLong);

const signs = z
  .array(z.enum(SIGN_SLUGS, { error: PARTNER_MESSAGES.signs }), { error: PARTNER_MESSAGES.signs })
  .max(SIGN_SLUGS.length, PARTNER_MESSAGES.signs)
  // Each sign once, in the zodiac's order, whatever order they came in.
  .transform((chosen) => SIGN_SLUGS.filter((slug) => chosen.includes(slug)));

/**
 * A partner link as an admin may save it ([partners.validation]): a label of 1 to 80 characters,
 * an http(s) address of at most 2000, the card it sits on, the signs it shows for (none: every
 * sign) and whether it is on. The admin form and the API check the same rules.
 */
export const partnerInputSchema = z.object({
  label,
  url,
  card: z.enum(PARTNER_CARDS, { error: PARTNER_MESSAGES.card }),
  signs: signs.default([]),
  active: z.boolean({ error: PARTNER_MESSAGES.active }).default(true),
});

export type PartnerInput = z.output<typeof partnerInputSchema>;

/**
 * What `savePartner` takes, as the JSON API's body and the admin form (read by
 * partnerInputFromForm) send it: `{ label, url, card, signs?, active? }`.
 */
export type SavePartnerInput = z.input<typeof partnerInputSchema>;

/** The admin form's fields as the command's input (the signs as a list, the switch as a checkbox). */
export function partnerInputFromForm(form: FormData): unknown {
  return {
    label: String(form.get("label") ?? ""),
    url: String(form.get("url") ?? ""),
    card: String(form.get("card") ?? ""),
    signs: form.getAll("signs").map(String),
    active: form.get("active") === "on",
  };
}
