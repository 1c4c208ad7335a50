import { z } from "zod";
import { mailboxProblem } from "#app/lib/email.ts";
import { placeTimeZone } from "#app/lib/time-zones.ts";
import { SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import { DELIVERY_MESSAGES, deliveryTimeOf } from "./delivery-time";
import { FULL_FORM_TEXTS, QUICK_FORM_TEXTS, UNLOCK_FORM_TEXTS } from "./form-rules";

/**
 * The server's side of the subscribe forms' rules ([newsletter.server-rules]), with the words of
 * form-rules.ts, so the API refuses input with the forms' words.
 */
export const SUBSCRIBE_MESSAGES = {
  nameRequired: FULL_FORM_TEXTS.nameRequired,
  invalidEmail: FULL_FORM_TEXTS.invalidEmail,
  signRequired: FULL_FORM_TEXTS.signRequired,
  invalidEmailFormat: UNLOCK_FORM_TEXTS.invalidEmail,
  emailTooLong: UNLOCK_FORM_TEXTS.emailTooLong,
  localPartTooLong: UNLOCK_FORM_TEXTS.localPartTooLong,
  nameTooLong: UNLOCK_FORM_TEXTS.nameTooLong,
  invalidSign: UNLOCK_FORM_TEXTS.invalidSign,
  quickInvalidEmail: QUICK_FORM_TEXTS.invalidEmail,
} as const;

/** The list choices of the full form, and the tags the quick and modal forms send instead. */
export const SUBSCRIBE_TAGS = ["daily", "weekly", "monthly", "special", "quick-subscribe", "mobile-modal-subscribe"] as const;
export type SubscribeTag = (typeof SUBSCRIBE_TAGS)[number];

/** Which form an address came from; each form has its own rules and messages. */
export const SUBSCRIBE_SOURCES = ["subscribe-page", "quick-subscribe", "mobile-modal-subscribe", "unlock-modal"] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

const NAME_MAX_LENGTH = 100;

/**
 * Every form's address: trimmed, lower-cased and one mailbox within SMTP's limits (lib/email.ts),
 * whatever the form's own, looser browser rule; a wrong shape gets the form's own message.
 */
const mailbox = (invalidMessage: string) =>
  z
    .string({ error: invalidMessage })
    .trim()
    .toLowerCase()
    .superRefine((address, context) => {
      const problem = mailboxProblem(address);
      if (problem === null) return;
      const message =
        problem === "too-long"
          ? SUBSCRIBE_MESSAGES.emailTooLong
          : problem === "local-part-too-long"
            ? SUBSCRIBE_MESSAGES.localPartTooLong
            : invalidMessage;
      context.addIssue({ code: "custom", message });
    });
const signSlug = z.enum(SIGN_SLUGS, { error: SUBSCRIBE_MESSAGES.invalidSign });

/** The /subscribe page: name, email and sign are all required. */
const fullFormSchema = z.object({
  name: z
    .string({ error: SUBSCRIBE_MESSAGES.nameRequired })
    .trim()
    .min(1, SUBSCRIBE_MESSAGES.nameRequired)
    .max(NAME_MAX_LENGTH, SUBSCRIBE_MESSAGES.nameTooLong),
  email: mailbox(SUBSCRIBE_MESSAGES.invalidEmail),
  zodiacSign: z.enum(SIGN_SLUGS, { error: SUBSCRIBE_MESSAGES.signRequired }),
});

/** The unlock modal on gated content: email required, sign and name optional. */
const unlockFormSchema = z.object({
  email: mailbox(SUBSCRIBE_MESSAGES.invalidEmailFormat),
  zodiacSign: signSlug.optional(),
  name: z.string({ error: SUBSCRIBE_MESSAGES.nameTooLong }).trim().max(NAME_MAX_LENGTH, SUBSCRIBE_MESSAGES.nameTooLong).optional(),
});

/** The quick strip and the mobile modal (the browser only asks for an @; the server asks for a mailbox). */
export const quickFormSchema = z.object({
  email: mailbox(SUBSCRIBE_MESSAGES.quickInvalidEmail),
});

/** The first message of a failed parse, for the 'Invalid input' toast and the API's 400. */
function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? SUBSCRIBE_MESSAGES.invalidEmail;
}

type SubscriptionRequest = {
  email: string;
  name: string;
  zodiacSign: SignSlug | null;
  tags: SubscribeTag[];
  source: SubscribeSource;
  /** The honeypot: people never see the field, so anything in it came from a bot. */
  website: string;
  /** The reader's zone as the runtime spells it; null when the form sent none (the site's zone is used). */
  timeZone: string | null;
  /** "06:00"; null when the form sent none (the site's NEWSLETTER_SEND_TIME is used). */
  deliveryTime: string | null;
};

type Delivery = Pick<SubscriptionRequest, "timeZone" | "deliveryTime">;

/**
 * The reader's hour and zone, which every form may send (the quick forms send the browser's zone
 * alone). A zone or time that is there but not valid is refused, never stored or guessed at.
 */
function deliveryOf(timeZone: unknown, deliveryTime: unknown): { ok: true; delivery: Delivery } | { ok: false; message: string } {
  const zone = timeZone === undefined || timeZone === "" ? null : placeTimeZone(timeZone);
  if (zone === null && !(timeZone === undefined || timeZone === "")) return { ok: false, message: DELIVERY_MESSAGES.invalidZone };
  const time = deliveryTime === undefined || deliveryTime === "" ? null : deliveryTimeOf(deliveryTime);
  if (time === null && !(deliveryTime === undefined || deliveryTime === "")) return { ok: false, message: DELIVERY_MESSAGES.invalidTime };
  return { ok: true, delivery: { timeZone: zone, deliveryTime: time } };
}

const envelopeSchema = z.object({
  email: z.unknown().optional(),
  name: z.unknown().optional(),
  // The quick forms ask for no sign and send 'unknown'; it is stored as none.
  zodiacSign: z.unknown().optional(),
  tags: z
    .array(z.enum(SUBSCRIBE_TAGS, { error: "Unknown subscription type" }))
    .max(SUBSCRIBE_TAGS.length)
    .default([]),
  source: z.enum(SUBSCRIBE_SOURCES, { error: "Unknown subscription source" }),
  website: z.string().max(500).optional().default(""),
  timeZone: z.unknown().optional(),
  deliveryTime: z.unknown().optional(),
});

/**
 * Validates a POST /api/subscribe body with the rules of the form named by `source`; answers
 * the request, or the first message to show.
 */
export function parseSubscriptionRequest(body: unknown): { ok: true; request: SubscriptionRequest } | { ok: false; message: string } {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return { ok: false, message: firstMessage(envelope.error) };
  const { source, tags, website } = envelope.data;
  const form = formFields(envelope.data);
  if (!form.ok) return form;
  const delivery = deliveryOf(envelope.data.timeZone, envelope.data.deliveryTime);
  if (!delivery.ok) return delivery;
  return { ok: true, request: { ...form.fields, tags: [...new Set(tags)], source, website, ...delivery.delivery } };
}

/** The fields each form asks for, by that form's own rules and words. */
function formFields(
  data: z.infer<typeof envelopeSchema>,
): { ok: true; fields: Pick<SubscriptionRequest, "email" | "name" | "zodiacSign"> } | { ok: false; message: string } {
  const { source } = data;
  const sign = data.zodiacSign === "unknown" || data.zodiacSign === "" ? undefined : data.zodiacSign;
  const fields = { email: data.email ?? "", name: data.name ?? undefined, zodiacSign: sign ?? undefined };
  if (source === "subscribe-page") {
    const parsed = fullFormSchema.safeParse({ ...fields, name: fields.name ?? "" });
    if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
    return { ok: true, fields: parsed.data };
  }
  if (source === "unlock-modal") {
    const parsed = unlockFormSchema.safeParse(fields);
    if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
    const { email, name = "", zodiacSign = null } = parsed.data;
    return { ok: true, fields: { email, name, zodiacSign } };
  }
  const parsed = quickFormSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
  return { ok: true, fields: { email: parsed.data.email, name: "", zodiacSign: null } };
}
