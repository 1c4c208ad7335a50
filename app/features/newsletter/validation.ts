import { z } from "zod";
import { mailboxProblem } from "#app/lib/email.ts";
import { SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
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
};

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
});

/**
 * Validates a POST /api/subscribe body with the rules of the form named by `source`; answers
 * the request, or the first message to show.
 */
export function parseSubscriptionRequest(body: unknown): { ok: true; request: SubscriptionRequest } | { ok: false; message: string } {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return { ok: false, message: firstMessage(envelope.error) };
  const { source, tags, website } = envelope.data;
  const sign = envelope.data.zodiacSign === "unknown" || envelope.data.zodiacSign === "" ? undefined : envelope.data.zodiacSign;
  const fields = { email: envelope.data.email ?? "", name: envelope.data.name ?? undefined, zodiacSign: sign ?? undefined };
  const uniqueTags = [...new Set(tags)];
  if (source === "subscribe-page") {
    const parsed = fullFormSchema.safeParse({ ...fields, name: fields.name ?? "" });
    if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
    return { ok: true, request: { ...parsed.data, tags: uniqueTags, source, website } };
  }
  if (source === "unlock-modal") {
    const parsed = unlockFormSchema.safeParse(fields);
    if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
    const { email, name = "", zodiacSign = null } = parsed.data;
    return { ok: true, request: { email, name, zodiacSign, tags: uniqueTags, source, website } };
  }
  const parsed = quickFormSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
  return { ok: true, request: { email: parsed.data.email, name: "", zodiacSign: null, tags: uniqueTags, source, website } };
}
