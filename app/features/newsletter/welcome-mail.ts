import { escapeHtml } from "#app/lib/html-escape.ts";
import type { OutgoingMail } from "#app/lib/mail.ts";
import type { EditionContent } from "./editions/edition-content";
import { editionParts, listFooter, type ListLinks } from "./editions/edition-mail";
import { brandedMailHtml, mailParagraph } from "./mail-layout";

export const WELCOME_MAIL_KIND = "newsletter-welcome";

type WelcomeMail = {
  to: string;
  name: string;
  /** Today's daily edition on the reader's clocks, for their sign or the all-signs digest. */
  today: EditionContent;
  /** When their editions will leave: "06:00" and their zone. */
  hour: { time: string; timeZone: string };
  links: ListLinks & { headers: Record<string, string> };
};

/**
 * The mail that follows a confirmation at once ([newsletter.welcome-mail]): a welcome, then today's
 * reading whole, in the frame and with the list links of every edition mail.
 */
export function welcomeMail({ to, name, today, hour, links }: WelcomeMail): OutgoingMail {
  const greeting = name ? `Welcome to Cosmic Daily, ${name}!` : "Welcome to Cosmic Daily!";
  const promise = `Here is today's reading. Your editions will arrive at ${hour.time}, ${hour.timeZone} time.`;
  const parts = editionParts(today);
  const footer = listFooter(links);
  const html = brandedMailHtml({
    title: greeting,
    preheader: today.preheader,
    body: [
      mailParagraph(escapeHtml(greeting), "font-size:20px;line-height:28px;font-weight:bold;padding-bottom:8px"),
      mailParagraph(escapeHtml(promise), "font-size:16px;line-height:24px;padding-bottom:24px"),
      ...parts.html,
    ].join("\n"),
    footer: footer.html,
  });
  return {
    kind: WELCOME_MAIL_KIND,
    to,
    subject: `Welcome to Cosmic Daily: ${today.subject.replace(/^Your /, "your ")}`,
    text: [greeting, "", promise, "", ...parts.text, ...footer.text].join("\n"),
    html,
    headers: links.headers,
  };
}
