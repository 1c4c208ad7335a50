import type { OutgoingMail } from "#app/lib/mail.ts";

/** The account confirmation message, in text and HTML. */
export function confirmationMail(to: string, url: string): OutgoingMail {
  const text = [
    "Welcome to Cosmic Daily.",
    "",
    "Please confirm your email address to finish creating your account:",
    url,
    "",
    "The link works for 24 hours. If you did not create an account, ignore this message.",
  ].join("\n");
  const safeUrl = url.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const html = `<!doctype html><html><body style="margin:0;background:#0b0a1f;font-family:Arial,sans-serif;color:#ecebff">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#16143a;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;color:#f5c451;padding-bottom:16px">✦ Cosmic Daily</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:24px">Please confirm your email address to finish creating your account.</td></tr>
<tr><td style="padding-bottom:24px"><a href="${safeUrl}" style="background:#f5c451;color:#1a1530;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Confirm my email</a></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#bdb9e6">The link works for 24 hours. If you did not create an account, ignore this message.</td></tr>
</table></td></tr></table></body></html>`;
  return { kind: "account-confirmation", to, subject: "Confirm your Cosmic Daily account", text, html };
}
