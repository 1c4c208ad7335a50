import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { deliverDueMail } from "#app/features/mail/delivery.server.ts";
import { mirrorToKit } from "#app/features/newsletter/kit.server.ts";
import { confirmSubscription, countVerified } from "#app/features/newsletter/subscribers.server.ts";
import { buildEnv } from "#tests/factories/env.ts";
import { newsletterClient, SITE } from "#tests/factories/newsletter.ts";
import { buildTestApp } from "#tests/factories/site.ts";
import { transportsFor } from "#tests/factories/smtp.ts";
import { createTestDatabase, testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`newsletter delivery tests run on: ${kinds.join(", ")}`);

const FROM = buildEnv().mailFrom;
const later = (ms: number) => () => new Date(Date.now() + ms);

/** A real SMTP server on loopback that keeps the raw messages it receives. */
async function startSmtpSink(port = 0) {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") });
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
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The unfolded top-level headers of a raw message, and its text with soft line breaks undone. */
function headersOf(raw: string) {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return Object.fromEntries(
    head.split("\r\n").map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
}
const unfoldQp = (raw: string) => raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");

describe.each(kinds)("newsletter mail delivery on %s", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });
  // Pooled transports keep their connections: each is closed before its sink.
  const transports = transportsFor();
  const createMailTransport = transports.open;
  afterEach(() => transports.closeAll());

  test("with SMTP down during 20 subscriptions, all 20 confirmation mails arrive exactly once after it returns", async () => {
    const client = newsletterClient(database, { smtpUrl: "smtp://127.0.0.1:9" });
    const first = await startSmtpSink();
    const port = first.port;
    await first.close();

    const emails = Array.from({ length: 20 }, (_, n) => `reader${n}@example.com`);
    const answers = await Promise.all(
      emails.map((email) => client.subscribe({ email, tags: ["quick-subscribe"], source: "quick-subscribe" })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));

    // A second ahead: the last mail may have been stamped, to the microsecond, in this very millisecond.
    const down = await deliverDueMail(database.db, {
      transport: createMailTransport(`smtp://127.0.0.1:${port}`),
      from: FROM,
      now: later(1_000),
    });
    expect(down).toHaveLength(20);
    expect(down.every((outcome) => outcome.outcome === "failed")).toBe(true);

    const sink = await startSmtpSink(port);
    try {
      const transport = createMailTransport(sink.url);
      expect(await deliverDueMail(database.db, { transport, from: FROM })).toEqual([]); // still backing off
      const up = await deliverDueMail(database.db, { transport, from: FROM, now: later(32_000) });
      expect(up.filter((outcome) => outcome.outcome === "sent")).toHaveLength(20);
      expect(await deliverDueMail(database.db, { transport, from: FROM, now: later(2 * 3_600_000) })).toEqual([]);

      const recipients = sink.received.flatMap((mail) => mail.to).sort();
      expect(recipients).toEqual([...emails].sort());
      const message = sink.received.find((mail) => mail.to[0] === "reader7@example.com")!;
      const headers = headersOf(message.raw);
      expect(headers["subject"]).toBe("Confirm your Cosmic Daily subscription");
      expect(headers["list-unsubscribe"]).toMatch(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w-]+>, <mailto:unsubscribe@localhost\?subject=unsubscribe>$/,
      );
      expect(headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

      // The link in the delivered mail confirms, and the count grows.
      const link = unfoldQp(message.raw).match(/http:\/\/localhost:3000\/verify\?token=([\w-]+)/)![1]!;
      expect(await countVerified(database.db)).toBe(0);
      expect(await confirmSubscription(database.db, link)).toBe("confirmed");
      expect(await (await client.send("/api/subscribers/count")).json()).toEqual({ count: 1 });
    } finally {
      transports.closeAll();
      await sink.close();
    }
  }, 60_000);
});

/** A stand-in for Kit's API on loopback that records requests and answers with `status`. */
async function startFakeKit() {
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  let status = 200;
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ url: req.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown> });
      // No keep-alive: a test that blocks the event loop for seconds (opening PGlite) must not
      // find its next request on a socket this server has closed meanwhile.
      res.writeHead(status, { "Content-Type": "application/json", Connection: "close" }).end(JSON.stringify({ subscription: {} }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (code: number) => (status = code),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe("the Kit mirror", () => {
  let kit: Awaited<ReturnType<typeof startFakeKit>>;
  let warnings: string[];
  const logger = () => pino({ level: "warn" }, { write: (line: string) => void warnings.push(line) });
  beforeEach(async () => {
    kit = await startFakeKit();
    warnings = [];
  });
  afterEach(async () => {
    await kit.close();
  });

  test("posts the email, first name, zodiac_sign field and tags to the form", async () => {
    const options = { apiKey: "kit-secret-key", formId: "12345", logger: logger(), baseUrl: kit.baseUrl };
    expect(await mirrorToKit({ email: "a@example.com", name: "Ana", zodiacSign: "leo", tags: ["daily", "special"] }, options)).toBe(true);
    expect(await mirrorToKit({ email: "b@example.com", name: "", zodiacSign: null, tags: ["quick-subscribe"] }, options)).toBe(true);
    expect(kit.requests).toEqual([
      {
        url: "/v3/forms/12345/subscribe",
        body: {
          api_key: "kit-secret-key",
          email: "a@example.com",
          first_name: "Ana",
          fields: { zodiac_sign: "leo" },
          tags: ["daily", "special"],
        },
      },
      {
        url: "/v3/forms/12345/subscribe",
        body: { api_key: "kit-secret-key", email: "b@example.com", fields: { zodiac_sign: "unknown" }, tags: ["quick-subscribe"] },
      },
    ]);
  });

  test("a refusing or unreachable Kit logs a warning without the key and never fails the subscription", async () => {
    kit.answer(500);
    const options = { apiKey: "kit-secret-key", formId: "1", logger: logger(), baseUrl: kit.baseUrl };
    expect(await mirrorToKit({ email: "c@example.com", name: "", zodiacSign: null, tags: [] }, options)).toBe(false);
    expect(
      await mirrorToKit({ email: "c@example.com", name: "", zodiacSign: null, tags: [] }, { ...options, baseUrl: "http://127.0.0.1:9" }),
    ).toBe(false);
    expect(warnings).toHaveLength(2);
    expect(warnings.join("\n")).not.toContain("kit-secret-key");

    const database = await createTestDatabase("pglite");
    try {
      const { app } = buildTestApp(database, {
        env: { kitApiKey: "kit-secret-key", kitFormId: "1" },
        logger: logger(),
        kitBaseUrl: kit.baseUrl,
      });
      const res = await app.request(`${SITE}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE },
        body: JSON.stringify({
          email: "d@example.com",
          zodiacSign: "unknown",
          tags: ["mobile-modal-subscribe"],
          source: "mobile-modal-subscribe",
        }),
      });
      expect(res.status).toBe(200);
      const deadline = Date.now() + 5_000;
      while (!kit.requests.some((request) => request.body.email === "d@example.com") && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 20));
      expect(kit.requests.at(-1)!.body).toMatchObject({
        email: "d@example.com",
        fields: { zodiac_sign: "unknown" },
        tags: ["mobile-modal-subscribe"],
      });
    } finally {
      await database.drop();
    }
  });
});
