import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { isMailbox } from "#app/lib/email.ts";
import type { Mailer } from "#app/lib/mail.ts";
import { createRateLimiter, type HitCounter } from "#app/lib/rate-limiter.ts";
import { queueMail } from "./outbox.server";

/**
 * Mails that someone asks for on a public form (confirmation links) go to one recipient at most
 * this often, whichever form or endpoint asked ([mail.recipient-limit]): a person waiting for a
 * link asks again a few times; a script using the site to flood an inbox gets no further.
 */
export const REQUESTED_MAIL_LIMIT = { perRecipient: 5, windowMs: 60 * 60_000 } as const;

/**
 * The site's mailer: every message goes into the outbox, which the delivery worker sends when
 * SMTP_URL is set. Without SMTP the messages wait there (a later boot with SMTP sends them), and
 * the link a message carries is written to the log so the operator can still confirm accounts
 * and subscriptions.
 */
export function createMailer({
  db,
  delivering,
  logger,
  counter,
}: {
  db: Database;
  delivering: boolean;
  logger: Logger;
  counter: HitCounter;
}): Mailer {
  const perRecipient = createRateLimiter({
    name: "requested-mail",
    limit: REQUESTED_MAIL_LIMIT.perRecipient,
    windowMs: REQUESTED_MAIL_LIMIT.windowMs,
    counter,
  });
  return {
    async send(mail, { link, requested = false } = {}) {
      // Forms validate addresses; this is the last line: a message goes to exactly one mailbox.
      if (!isMailbox(mail.to) || mail.to !== mail.to.trim().toLowerCase()) {
        throw new Error(`refusing to queue a ${mail.kind} mail for a recipient that is not one normalised mailbox`);
      }
      if (requested && !(await perRecipient.hit(mail.to))) {
        // Callers answer the same either way, so the limit tells a visitor nothing about the address.
        logger.warn({ kind: mail.kind }, "a requested mail was held back: its recipient had enough this hour");
        return false;
      }
      await queueMail(db, mail);
      if (!delivering && link) {
        logger.info({ to: mail.to, kind: mail.kind }, `mail kept in the outbox; confirmation link: ${link}`);
      }
      return true;
    },
  };
}
