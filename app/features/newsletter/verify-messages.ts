/** What the /verify and /unsubscribe pages say; fixed here so tests can hold them to it. */
export const VERIFY_MESSAGES = {
  confirmed: "Your subscription is confirmed. Welcome to Cosmic Daily! Your first horoscope is on its way.",
  invalid:
    "This confirmation link has expired, has already been used or is not valid. Enter your email below and we will send you a new one.",
  resent: "If that address is waiting for confirmation, a new confirmation email is on its way. Check your inbox and spam folder.",
  limited: "Too many requests. Please try again in a minute.",
  noToken: "This page needs the link from your confirmation email. If you cannot find it, we can send you a new one.",
  /** Said after `confirmed`, which the spec fixes: what the welcome mail brings ([newsletter.welcome-mail]). */
  welcomeSent: "We have just sent you a welcome email with today's reading, and your editions follow at the delivery time you chose.",
  /** The unlock form's link to an address already confirmed, once pressed ([session.unlocks-when-confirmed]). */
  unlocked: "Your email is confirmed and the full readings are unlocked.",
  /** Where the link unlocked: here alone (a link asked for again), or here and in the session that waited for it. */
  openHere: "Every section of the readings is now open in this browser.",
  openBoth: "Every section of the readings is now open in this browser, and in the browser you asked from as soon as you go back to it.",
} as const;

export const UNSUBSCRIBE_MESSAGES = {
  done: "You are unsubscribed. You will receive no more newsletters from Cosmic Daily.",
  invalid: "This unsubscribe link is not valid. Use the link from your most recent Cosmic Daily email.",
  noToken: "This page needs the unsubscribe link from one of our emails.",
} as const;
