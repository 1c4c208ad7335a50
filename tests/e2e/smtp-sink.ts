import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps every message it is given. */
export async function startSmtpSink(): Promise<{ port: number; mails: CapturedMail[]; close: () => Promise<void> }> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", () => ready()));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, mails, close: () => new Promise((closed) => server.close(() => closed())) };
}

/** The first link in a captured mail whose path starts with `path`, quoted-printable undone. */
export function linkIn(mail: CapturedMail, path: string): string {
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  // The host alone before the path, so "/unsubscribe" does not find "/api/unsubscribe".
  const link = text.match(new RegExp(`https?://[^\\s"<>/]+${path.replace(/\//g, "\\/")}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${path} link in the mail to ${mail.to.join(", ")}`);
  return link;
}

/** Waits for the newest mail to an address whose content matches. */
export async function waitForMail(mails: CapturedMail[], to: string, pattern: RegExp, timeoutMs = 15_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mails.filter((mail) => mail.to.includes(to) && pattern.test(mail.raw.replace(/=\r?\n/g, ""))).at(-1);
    if (found) return found;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}
