import { escapeHtml } from "#app/lib/html-escape.ts";

/**
 * The newsletter's branded mail frame: tables and inline styles, which every mail client renders
 * the same way, a dark card on a dark page, and a hidden preheader that clients show after the
 * subject. `body` and `footer` are HTML rows (`<tr>…</tr>`) that the caller has already escaped.
 */
export function brandedMailHtml({
  title,
  preheader = "",
  body,
  footer,
}: {
  title: string;
  preheader?: string;
  body: string;
  footer: string;
}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#0b0a1f;font-family:Arial,sans-serif;color:#ecebff">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#16143a;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;color:#f5c451;padding-bottom:16px">✦ Cosmic Daily</td></tr>
${body}
${footer}
</table></td></tr></table></body></html>`;
}

export const mailParagraph = (html: string, style = "font-size:16px;line-height:24px;padding-bottom:16px") =>
  `<tr><td style="${style}">${html}</td></tr>`;

export const mailButton = (href: string, label: string) =>
  `<tr><td style="padding-bottom:24px"><a href="${escapeHtml(href)}" style="background:#f5c451;color:#1a1530;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></td></tr>`;

export const mailSmallPrint = (html: string) => mailParagraph(html, "font-size:12px;line-height:18px;color:#8e8ab8;padding-top:8px");
