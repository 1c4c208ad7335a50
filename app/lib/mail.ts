/**
 * A mail message, and the one way features hand messages over for delivery. Features receive a
 * Mailer from the composition root (server/site/site.ts) and never know how mail leaves the site.
 */
export type OutgoingMail = {
  /** What the mail is for, e.g. "account-confirmation"; logs and tests go by it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  /**
   * Queues the message for delivery; resolves once it is stored, never waits for SMTP. `link` is
   * the one action the mail carries (a confirmation link): while no SMTP server is set up the
   * operator finds it in the log instead. It is never sent back over HTTP. `requested` marks a
   * mail someone asked for on a public form: those are limited per recipient, and a mail held back
   * resolves false.
   */
  send(mail: OutgoingMail, options?: { link?: string; requested?: boolean }): Promise<boolean>;
};
