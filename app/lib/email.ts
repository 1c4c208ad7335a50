/**
 * One mailbox, the only kind of address the site stores or mails: `local@domain`, nothing else.
 * The local part is a dot-atom (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, single
 * dots between them); the domain is two or more labels of letters, digits and inner hyphens.
 * No display names, angle brackets, quotes, commas, spaces or control characters, so an address
 * can never smuggle a second recipient into a mail header or an SMTP envelope. The lengths are
 * SMTP's own limits (RFC 5321): 64 octets before the @, 254 in all.
 */
export const MAILBOX_LIMITS = { localPart: 64, total: 254 } as const;

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type MailboxProblem = "invalid" | "too-long" | "local-part-too-long";

/** Why a trimmed, lower-cased address is not one mailbox: its shape first, then its lengths; null when it is. */
export function mailboxProblem(address: string): MailboxProblem | null {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "invalid";
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  if (!LOCAL_PART.test(local)) return "invalid";
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return "invalid";
  // The last label is a top-level domain: never all digits (an IP address is not a mailbox domain here).
  if (/^\d+$/.test(labels.at(-1)!)) return "invalid";
  if (address.length > MAILBOX_LIMITS.total) return "too-long";
  if (local.length > MAILBOX_LIMITS.localPart) return "local-part-too-long";
  return null;
}

/** The address trimmed and lower-cased when it is one mailbox within SMTP's limits; otherwise null. */
export function normaliseMailbox(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const address = raw.trim().toLowerCase();
  return mailboxProblem(address) === null ? address : null;
}

export function isMailbox(raw: unknown): boolean {
  return normaliseMailbox(raw) !== null;
}
