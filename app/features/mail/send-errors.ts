/**
 * What a failed send means for the message, read from nodemailer's error:
 * - "bounce": the receiving server refused this message for good (a 5xx answer to RCPT TO or to
 *   the message itself, e.g. "550 mailbox unavailable"). Never retried; the address is bouncing.
 * - "refused": it can never be sent, but no server said anything about the address (nodemailer
 *   itself found the envelope or the message unusable). Never retried.
 * - "transient": anything else, tried again after a backoff: 4xx answers (greylisting, a full
 *   mailbox, rate limits), connections that fail, time out or are aborted, and 5xx answers that
 *   are about the session or the site's own SMTP setup rather than this message: the greeting,
 *   AUTH (a wrong password would otherwise bounce every address), MAIL FROM (the site's sender)
 *   and 503 (commands out of sequence).
 */
export type SendFailure = "bounce" | "refused" | "transient";

type SmtpErrorFields = { code?: unknown; responseCode?: unknown; command?: unknown };

const MESSAGE_ERROR_CODES = new Set(["EENVELOPE", "EMESSAGE"]);

export function classifySendError(error: unknown): SendFailure {
  if (typeof error !== "object" || error === null) return "transient";
  const { code, responseCode, command } = error as SmtpErrorFields;
  if (typeof code !== "string" || !MESSAGE_ERROR_CODES.has(code)) return "transient";
  // Nodemailer refused the envelope or message before any server saw it: retrying changes nothing.
  if (command === "API") return "refused";
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599 || responseCode === 503) return "transient";
  if (command === "MAIL FROM") return "transient";
  return "bounce";
}

/**
 * The SMTP error in one line, with its code when nodemailer gives one (EAUTH, ECONNECTION …) and
 * the reason of an aborted send (the deadline, or the worker stopping).
 */
export function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  const text = `${error.message}${cause}`.replace(/\s+/g, " ").trim();
  return typeof code === "string" && !text.includes(code) ? `${code}: ${text}` : text;
}

/** The server's own answer when there is one ("550 5.1.1 mailbox unavailable"), else the error in one line. */
export function serverAnswer(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  return typeof response === "string" && response.trim() ? response.replace(/\s+/g, " ").trim() : describeSendError(error);
}

/** An error line fit for a log: every mail address in it (servers often quote the recipient) is left out. */
export function withoutAddresses(line: string): string {
  return line.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, "<address>");
}
