import { possessive } from "#app/lib/text.ts";

/** What the notifications page tells a reader, in one place so the page and its tests agree. */
export const NOTIFICATION_MESSAGES = {
  checking: "Checking whether this browser can show notifications…",
  unsupported:
    "This browser cannot show notifications from websites. On an iPhone or iPad, add Cosmic Daily to your Home Screen first (Share, then Add to Home Screen) and open it from there.",
  blocked:
    "Notifications are blocked for Cosmic Daily in this browser. Allow them in the site settings (the icon left of the address), then come back to this page.",
  refused: "You chose not to allow notifications, so none will be sent. Press the button again whenever you change your mind.",
  noWorker: "This page could not start the part of the site that shows notifications. Please reload the page and try again.",
  noPushService:
    "Your browser could not reach its push service, so notifications cannot be turned on here. Please try again later, or in another browser.",
  failed: "Something went wrong. Please try again.",
  on: "Notifications are on.",
  off: "Notifications are off. This browser will not get the day's reading any more.",
  offFailed: "Notifications could not be turned off here. Please try again.",
} as const;

/** The sentence that says what a reader will get, and when. */
export function scheduleSentence(signName: string, time: string, timeZone: string): string {
  return `Every day at ${time} (${timeZone.replace(/_/g, " ")}) this browser shows ${possessive(signName)} Today in short; tap it to open the reading.`;
}
