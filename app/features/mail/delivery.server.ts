import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Database } from "../../../db/client";
import { claimDueMail, markMailFailed, markMailSent, type PendingMail } from "./outbox.server";

/** What delivery needs of a transport; nodemailer's transporter fits, and so does a test double. */
export type MailTransport = {
  sendMail: (message: SendMailOptions) => Promise<unknown>;
  close?: () => void;
};

type DeliveryOutcome = {
  id: number;
  kind: string;
  outcome: "sent" | "failed";
  /** Failed attempts so far, this one included. */
  attempts: number;
  error?: string;
};

type DeliveryOptions = {
  transport: MailTransport;
  from: string;
  /** Messages at most per call, so one call never runs unbounded. */
  limit?: number;
  /** Aborts the message in flight and stops before the next one (shutdown). */
  signal?: AbortSignal;
  /** The clock; tests move it forward to skip a backoff. */
  now?: () => Date;
};

// The lease must outlast the longest SMTP conversation, or a second worker could send the same
// message while the first is still talking. SEND_DEADLINE_MS cuts every send off well before it.
export const CLAIM_LEASE_MS = 2 * 60_000;
const SEND_DEADLINE_MS = 60_000;
const DEFAULT_LIMIT = 50;

/**
 * A nodemailer SMTP transport for SMTP_URL. Nodemailer's own timeouts (2 min to connect,
 * 10 min of silence) are far longer than the claim lease, so they are tightened here.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

/**
 * Sends every message that is due, one claim at a time, until none is left or `limit` is reached.
 * Claiming one message at a time keeps the lease short (one SMTP conversation) and lets other
 * workers share the queue. No database transaction is open while SMTP is talked to.
 */
export async function deliverDueMail(db: Database, options: DeliveryOptions): Promise<DeliveryOutcome[]> {
  const { transport, from, signal } = options;
  const now = options.now ?? (() => new Date());
  const limit = options.limit ?? DEFAULT_LIMIT;
  const outcomes: DeliveryOutcome[] = [];
  while (outcomes.length < limit && !signal?.aborted) {
    const [mail] = await claimDueMail(db, now(), CLAIM_LEASE_MS, 1);
    if (!mail) break;
    outcomes.push(await deliverOne(db, mail, transport, from, now, signal));
  }
  return outcomes;
}

async function deliverOne(
  db: Database,
  mail: PendingMail,
  transport: MailTransport,
  from: string,
  now: () => Date,
  signal: AbortSignal | undefined,
): Promise<DeliveryOutcome> {
  const deadline = AbortSignal.timeout(SEND_DEADLINE_MS);
  try {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
  } catch (error) {
    const message = describeError(error);
    await markMailFailed(db, mail.id, message, now());
    return { id: mail.id, kind: mail.kind, outcome: "failed", attempts: mail.attempts + 1, error: message };
  }
  await markMailSent(db, mail.id, now());
  return { id: mail.id, kind: mail.kind, outcome: "sent", attempts: mail.attempts };
}

/** The SMTP error in one line, with its code when nodemailer gives one (EAUTH, ECONNECTION …). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const text = error.message.replace(/\s+/g, " ").trim();
  return typeof code === "string" && !text.includes(code) ? `${code}: ${text}` : text;
}
