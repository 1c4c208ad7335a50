import { z } from "zod";
import { minuteOfDayOf } from "#app/lib/time-of-day.ts";
import { placeTimeZone } from "#app/lib/time-zones.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { endpointProblem, ENDPOINT_MESSAGES } from "./push-services";

/** The words of every refusal, for the API's 400 and the page's message alike. */
export const PUSH_INPUT_MESSAGES = {
  endpoint: ENDPOINT_MESSAGES.invalid,
  p256dh: "The subscription's p256dh key must be 65 bytes in base64url, as the browser gives it.",
  auth: "The subscription's auth secret must be 16 bytes in base64url, as the browser gives it.",
  sign: "Please choose your sign.",
  time: "Please choose a time such as 07:00.",
  timeZone: "Please choose your time zone from the list.",
} as const;

/** The time a reader is offered first. */
export const DEFAULT_PUSH_TIME = "07:00";

/** How many bytes a base64url text (no padding) decodes to, or -1 when it is not one. */
function base64UrlLength(text: string): number {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return -1;
  const bare = text.replace(/=+$/, "");
  return bare.length % 4 === 1 ? -1 : Math.floor((bare.length * 3) / 4);
}

/** A key as the browser's PushSubscription.toJSON() gives it, kept without padding. */
const key = (bytes: number, message: string, check: (text: string) => boolean = () => true) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => base64UrlLength(text) === bytes && check(text), message)
    .transform((text) => text.replace(/=+$/, ""));

/**
 * The subscription a browser sends, as PushSubscription.toJSON() writes it, with the reader's
 * choices beside it. `extraOrigins` is PUSH_SERVICE_ORIGINS, the operator's additions to the
 * known push services.
 */
export function subscribeSchema(extraOrigins: readonly string[]) {
  return z.object({
    subscription: z.object(
      {
        endpoint: z
          .string({ error: PUSH_INPUT_MESSAGES.endpoint })
          .trim()
          .superRefine((endpoint, context) => {
            const problem = endpointProblem(endpoint, extraOrigins);
            if (problem) context.addIssue({ code: "custom", message: problem });
          }),
        keys: z.object(
          {
            // An uncompressed P-256 point starts with 0x04 (its base64url with "B").
            p256dh: key(65, PUSH_INPUT_MESSAGES.p256dh, (text) => text.startsWith("B")),
            auth: key(16, PUSH_INPUT_MESSAGES.auth),
          },
          { error: PUSH_INPUT_MESSAGES.p256dh },
        ),
      },
      { error: PUSH_INPUT_MESSAGES.endpoint },
    ),
    sign: z.enum(SIGN_SLUGS, { error: PUSH_INPUT_MESSAGES.sign }),
    time: z.string({ error: PUSH_INPUT_MESSAGES.time }).transform((text, context) => {
      const minute = minuteOfDayOf(text);
      if (minute !== null) return minute;
      context.addIssue({ code: "custom", message: PUSH_INPUT_MESSAGES.time });
      return z.NEVER;
    }),
    timeZone: z.string({ error: PUSH_INPUT_MESSAGES.timeZone }).transform((text, context) => {
      const zone = placeTimeZone(text);
      if (zone) return zone;
      context.addIssue({ code: "custom", message: PUSH_INPUT_MESSAGES.timeZone });
      return z.NEVER;
    }),
  });
}

/** A browser turning its notifications off: its endpoint, and its auth secret to prove it holds the subscription. */
export const removeSchema = z.object({
  endpoint: z
    .string({ error: PUSH_INPUT_MESSAGES.endpoint })
    .trim()
    .min(1, PUSH_INPUT_MESSAGES.endpoint)
    .max(2048, PUSH_INPUT_MESSAGES.endpoint),
  auth: key(16, PUSH_INPUT_MESSAGES.auth),
});

export type PushSubscriptionInput = z.infer<ReturnType<typeof subscribeSchema>>;
export type PushRemovalInput = z.infer<typeof removeSchema>;
