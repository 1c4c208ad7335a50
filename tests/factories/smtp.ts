import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createMailTransport, type MailTransport } from "#app/features/mail/delivery.server.ts";

export type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; raw: string };

/** How the sink answers RCPT TO for an address: accepted (undefined), or refused with this code and text. */
export type RecipientRefusal = { code: number; message: string } | undefined;

/**
 * A real SMTP server on an ephemeral loopback port that keeps what it receives; no TLS, no auth.
 * `refuse` decides each RCPT TO; every RCPT TO is counted by address. Closing it waits half a
 * second at most for clients that still hold a pooled connection.
 */
export async function startSmtpSink({ port = 0, refuse }: { port?: number; refuse?: (address: string) => RecipientRefusal } = {}) {
  const received: ReceivedMail[] = [];
  const rcptAttempts = new Map<string, number>();
  let refusal: ((address: string) => RecipientRefusal) | undefined = refuse;
  let holdData: Promise<void> | undefined;
  let dataStarted = 0;
  const connections = { open: 0, opened: 0, peak: 0 };
  const dataListeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 500,
    onConnect(_session, callback) {
      connections.open++;
      connections.opened++;
      connections.peak = Math.max(connections.peak, connections.open);
      callback();
    },
    onClose() {
      connections.open--;
    },
    onRcptTo(address, _session, callback) {
      rcptAttempts.set(address.address, (rcptAttempts.get(address.address) ?? 0) + 1);
      const refused = refusal?.(address.address);
      if (!refused) return callback();
      callback(Object.assign(new Error(refused.message), { responseCode: refused.code }));
    },
    onData(stream, session, callback) {
      dataStarted++;
      for (const listener of dataListeners) listener();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        await holdData;
        const from = session.envelope.mailFrom;
        received.push({
          envelopeFrom: from ? from.address : "",
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    /** Connections open now, opened in all, and open at once at most. */
    connections,
    /** RCPT TO commands seen for an address, accepted or not. */
    rcptAttempts: (to: string) => rcptAttempts.get(to) ?? 0,
    /** Replaces how RCPT TO is answered. */
    refuseRecipients: (decide: ((address: string) => RecipientRefusal) | undefined) => (refusal = decide),
    /** Holds every message body until `release` is called; `started(n)` resolves once n more bodies have begun. */
    hold() {
      const before = dataStarted;
      let release = () => {};
      holdData = new Promise((done) => (release = done));
      const started = (count = 1) =>
        new Promise<void>((done) => {
          const check = () => {
            if (dataStarted - before < count) return;
            dataListeners.delete(check);
            done();
          };
          dataListeners.add(check);
          check();
        });
      return { started, release };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * Pooled transports a test opens, closed together before its sink: a pooled connection left
 * open would keep the sink's close waiting.
 */
export function transportsFor() {
  const open: MailTransport[] = [];
  return {
    open(url: string): MailTransport {
      const transport = createMailTransport(url);
      open.push(transport);
      return transport;
    },
    closeAll() {
      for (const transport of open.splice(0)) transport.close?.();
    },
  };
}

type Entity = { headers: Record<string, string>; body: string };

/** Just enough MIME for nodemailer's output: header unfolding, multipart, QP and base64. */
function parseEntity(raw: string): Entity {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

function decodeBody({ headers, body }: Entity): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes: number[] = [];
  const text = body.replace(/=\r\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The top-level headers and the decoded text/plain and text/html parts of a message. */
export function readMessage(raw: string) {
  const top = parseEntity(raw);
  const parts: Record<string, string> = {};
  const visit = (entity: Entity) => {
    const type = entity.headers["content-type"] ?? "text/plain";
    const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
    if (!boundary) {
      parts[type.split(";")[0]!.trim()] = decodeBody(entity).replace(/\r\n/g, "\n").replace(/\n$/, "");
      return;
    }
    const sections = entity.body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) visit(parseEntity(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  };
  visit(top);
  return { headers: top.headers, text: parts["text/plain"], html: parts["text/html"] };
}
