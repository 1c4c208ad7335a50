import type { OutgoingMail } from "~/lib/mail";
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
};

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

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
    `Unsubscribe: ${links.unsubscribePageUrl}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="margin:0;background:#0b0a1f;font-family:Arial,sans-serif;color:#ecebff">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#16143a;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;color:#f5c451;padding-bottom:16px">✦ Cosmic Daily</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:8px">${escapeHtml(greeting)}</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:24px">Please confirm your subscription to the Cosmic Daily newsletter.</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(links.confirmUrl)}" style="background:#f5c451;color:#1a1530;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Confirm my subscription</a></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#bdb9e6;padding-bottom:16px">The link works once, for 3 days. If you did not subscribe, ignore this message and you will receive nothing more.</td></tr>
<tr><td style="font-size:12px;line-height:18px;color:#8e8ab8"><a href="${escapeHtml(links.unsubscribePageUrl)}" style="color:#8e8ab8">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`;
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
