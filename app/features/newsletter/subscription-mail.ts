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
  return oneLinkMail(to, name, links, {
    kind: SUBSCRIPTION_MAIL_KIND,
    subject: SUBSCRIPTION_MAIL_SUBJECT,
    askText: "Please confirm your subscription to the Cosmic Daily newsletter:",
    askHtml: "Please confirm your subscription to the Cosmic Daily newsletter.",
    url: links.confirmUrl,
    button: "Confirm my subscription",
    smallPrint: "The link works once, for 3 days. If you did not subscribe, ignore this message and you will receive nothing more.",
  });
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
  return oneLinkMail(to, name, links, {
    kind: UNLOCK_MAIL_KIND,
    subject: UNLOCK_MAIL_SUBJECT,
    askText: "Someone asked to unlock the full readings on Cosmic Daily with this address. If it was you, open this link:",
    askHtml: "Someone asked to unlock the full readings on Cosmic Daily with this address. If it was you, press the button.",
    url: links.unlockUrl,
    button: "Unlock the full readings",
    smallPrint: "The link works once, for 3 days. If it was not you, ignore this message: nothing changes.",
  });
}

type OneLink = { kind: string; subject: string; askText: string; askHtml: string; url: string; button: string; smallPrint: string };

/**
 * A mail whose point is one single-use link: the greeting, what it is for, the link as a button
 * (and as text), the small print, and the list's own links and unsubscribe headers.
 */
function oneLinkMail(
  to: string,
  name: string,
  links: Pick<SubscriptionMailLinks, "preferencesUrl" | "unsubscribePageUrl" | "oneClickUrl" | "mailto">,
  mail: OneLink,
): OutgoingMail {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    mail.askText,
    mail.url,
    "",
    mail.smallPrint,
    "",
    `Choose your sign and editions: ${links.preferencesUrl}`,
    `Unsubscribe: ${links.unsubscribePageUrl}`,
  ].join("\n");
  const html = brandedMailHtml({
    title: mail.subject,
    body: [
      mailParagraph(escapeHtml(greeting), "font-size:16px;line-height:24px;padding-bottom:8px"),
      mailParagraph(mail.askHtml, "font-size:16px;line-height:24px;padding-bottom:24px"),
      mailButton(mail.url, mail.button),
      mailParagraph(mail.smallPrint, "font-size:13px;line-height:20px;color:#bdb9e6;padding-bottom:16px"),
    ].join("\n"),
    footer: mailSmallPrint(
      `<a href="${escapeHtml(links.preferencesUrl)}" style="color:#8e8ab8">Choose your sign and editions</a> · <a href="${escapeHtml(links.unsubscribePageUrl)}" style="color:#8e8ab8">Unsubscribe</a>`,
    ),
  });
  return {
    kind: mail.kind,
    to,
    subject: mail.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.oneClickUrl}>, <${links.mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
