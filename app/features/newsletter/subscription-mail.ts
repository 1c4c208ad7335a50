import { escapeHtml } from "#app/lib/html-escape.ts";
import type { OutgoingMail } from "#app/lib/mail.ts";
import { brandedMailHtml, mailButton, mailParagraph, mailSmallPrint } from "./mail-layout";
/**
 * The double opt-in message, in text and branded HTML, with the one-click unsubscribe headers
 * of RFC 2369 and RFC 8058 so mail clients can offer their own unsubscribe button.
 */
export const SUBSCRIPTION_MAIL_KIND = "newsletter-confirmation";
export const SUBSCRIPTION_MAIL_SUBJECT = "Confirm your Cosmic Daily subscription";

type SubscriptionMailLinks = {
  /** `${siteUrl}/verify?token=…`: opens the page that confirms with a button press. */
  confirmUrl: string;
  /** `${siteUrl}/api/unsubscribe?token=…`: the RFC 8058 one-click target. */
  oneClickUrl: string;
  /** `${siteUrl}/unsubscribe?token=…`: the page a person opens from the message. */
  unsubscribePageUrl: string;
  /** A mailto: address for clients that only speak RFC 2369. */
  mailto: string;
  /** `${siteUrl}/newsletter/preferences?token=…`: choose the sign and the editions. */
  preferencesUrl: string;
};

export function subscriptionMail(to: string, name: string, links: SubscriptionMailLinks): OutgoingMail {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    "Please confirm your subscription to the Cosmic Daily newsletter:",
    links.confirmUrl,
    "",
    "The link works once, for 3 days. If you did not subscribe, ignore this message and you will receive nothing more.",
    "",
    `Choose your sign and editions: ${links.preferencesUrl}`,
    `Unsubscribe: ${links.unsubscribePageUrl}`,
  ].join("\n");
  const html = brandedMailHtml({
    title: SUBSCRIPTION_MAIL_SUBJECT,
    body: [
      mailParagraph(escapeHtml(greeting), "font-size:16px;line-height:24px;padding-bottom:8px"),
      mailParagraph(
        "Please confirm your subscription to the Cosmic Daily newsletter.",
        "font-size:16px;line-height:24px;padding-bottom:24px",
      ),
      mailButton(links.confirmUrl, "Confirm my subscription"),
      mailParagraph(
        "The link works once, for 3 days. If you did not subscribe, ignore this message and you will receive nothing more.",
        "font-size:13px;line-height:20px;color:#bdb9e6;padding-bottom:16px",
      ),
    ].join("\n"),
    footer: mailSmallPrint(
      `<a href="${escapeHtml(links.preferencesUrl)}" style="color:#8e8ab8">Choose your sign and editions</a> · <a href="${escapeHtml(links.unsubscribePageUrl)}" style="color:#8e8ab8">Unsubscribe</a>`,
    ),
  });
  return {
    kind: SUBSCRIPTION_MAIL_KIND,
    to,
    subject: SUBSCRIPTION_MAIL_SUBJECT,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.oneClickUrl}>, <${links.mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export const UNLOCK_MAIL_KIND = "newsletter-unlock";
export const UNLOCK_MAIL_SUBJECT = "Unlock the full readings on Cosmic Daily";

type UnlockMailLinks = Omit<SubscriptionMailLinks, "confirmUrl"> & {
  /** `${siteUrl}/verify?token=…&for=unlock`: opens the page that unlocks with a button press. */
  unlockUrl: string;
};

/**
 * What the unlock form sends an address already confirmed ([newsletter.same-answer]): a link that
 * unlocks the full readings where it is opened, and on the page that asked for it. Everyone who
 * types an address into the form gets the same answer; only the owner's mailbox sees which mail came.
 */
export function unlockMail(to: string, name: string, links: UnlockMailLinks): OutgoingMail {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const ask = "Someone asked to unlock the full readings on Cosmic Daily with this address. If it was you, open this link:";
  const smallPrint = "The link works once, for 3 days. If it was not you, ignore this message: nothing changes.";
  const text = [
    greeting,
    "",
    ask,
    links.unlockUrl,
    "",
    smallPrint,
    "",
    `Choose your sign and editions: ${links.preferencesUrl}`,
    `Unsubscribe: ${links.unsubscribePageUrl}`,
  ].join("\n");
  const html = brandedMailHtml({
    title: UNLOCK_MAIL_SUBJECT,
    body: [
      mailParagraph(escapeHtml(greeting), "font-size:16px;line-height:24px;padding-bottom:8px"),
      mailParagraph(
        "Someone asked to unlock the full readings on Cosmic Daily with this address. If it was you, press the button.",
        "font-size:16px;line-height:24px;padding-bottom:24px",
      ),
      mailButton(links.unlockUrl, "Unlock the full readings"),
      mailParagraph(smallPrint, "font-size:13px;line-height:20px;color:#bdb9e6;padding-bottom:16px"),
    ].join("\n"),
    footer: mailSmallPrint(
      `<a href="${escapeHtml(links.preferencesUrl)}" style="color:#8e8ab8">Choose your sign and editions</a> · <a href="${escapeHtml(links.unsubscribePageUrl)}" style="color:#8e8ab8">Unsubscribe</a>`,
    ),
  });
  return {
    kind: UNLOCK_MAIL_KIND,
    to,
    subject: UNLOCK_MAIL_SUBJECT,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.oneClickUrl}>, <${links.mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
