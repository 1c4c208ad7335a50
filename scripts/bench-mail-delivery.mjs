// `node scripts/bench-mail-delivery.mjs [count]`: a newsletter edition from the list to SMTP. On the
// embedded database (PGlite in memory), `count` confirmed subscribers (default 100,000); today's
// daily edition is run as the schedule runs it (written once for its 13 audiences from the real
// readings, then one outbox row per recipient with their signed links, in batches), then the
// site's delivery (batched claims, the pooled SMTP transport, renders filled in per recipient)
// runs until every row is sent, to a loopback smtp-server in a process of its own, as a relay on
// another machine would be. Prints the time to render and queue, mails per second and the
// delivering process's CPU time per mail, and rewrites the mail-delivery section of
// docs/benchmarks.md (only for the default count; the targets are under 60 s to render and queue,
// 300 mails/s or more to deliver).
import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";

const DEFAULT_COUNT = 100_000;

if (process.argv[2] === "--sink") await runSink();
else await main();

/** The SMTP sink: accepts everything, counts messages, keeps the first few whole for a check. */
async function runSink() {
  const { SMTPServer } = await import("smtp-server");
  let received = 0;
  const kept = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks = kept.length < 3 ? [] : undefined;
      stream.on("data", (chunk) => chunks?.push(chunk));
      stream.on("end", () => {
        if (chunks) kept.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") });
        received++;
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1", () => process.send({ port: server.server.address().port }));
  process.on("message", (message) => {
    if (message === "report") process.send({ received, kept });
    if (message === "close") server.close(() => process.disconnect());
  });
}

async function main() {
  const { measuredLine, writeSection } = await import("./bench-doc.mjs");
  const { loadSiteModules } = await import("./site-modules.mjs");
  const root = new URL("..", import.meta.url).pathname;
  const count = Number(process.argv[2] ?? DEFAULT_COUNT);
  if (!Number.isInteger(count) || count < 1) throw new Error(`usage: node scripts/bench-mail-delivery.mjs [count], not ${process.argv[2]}`);

  const {
    openDatabase,
    runMigrations,
    createMailTransport,
    runMailDelivery,
    RenderCache,
    CLAIM_BATCH_SIZE,
    SMTP_POOL_SIZE,
    createHoroscopeService,
    createPeriodReadingService,
    skyForDay,
    lunationsBetween,
    eclipsesBetween,
    createEditionWriter,
    runEdition,
    editionsOn,
    queueEditionMail,
    editionMailCount,
    SIGN_SLUGS,
  } = await loadSiteModules(
    "/db/client.ts",
    "/db/migrate.ts",
    "/app/features/mail/delivery.server.ts",
    "/app/features/horoscopes/horoscopes.server.ts",
    "/app/features/horoscopes/period-readings.server.ts",
    "/app/features/sky/sky.server.ts",
    "/server/site/edition-writer.ts",
    "/app/features/newsletter/editions/edition-runs.server.ts",
    "/app/features/newsletter/editions/schedule.ts",
    "/app/features/mail/edition-outbox.server.ts",
    "/app/zodiac/signs.ts",
  );
  const { sql } = await import("drizzle-orm");

  const target = { kind: "pglite", dataDir: undefined };
  const database = await openDatabase(target);
  await runMigrations(database, target);
  const { db } = database;
  const rows = async (query) => (await db.execute(query)).rows;

  // The list: `count` confirmed subscribers, one in thirteen without a sign (the digest).
  const AUDIENCES = [...SIGN_SLUGS, "all"];
  for (let first = 1; first <= count; first += 20_000) {
    const last = Math.min(count, first + 19_999);
    await db.execute(sql`
      insert into subscribers (id, email, zodiac_sign, tags, is_verified, verified_at, source, consent_at, consent_text_version)
      select gen_random_uuid()::text, 'reader' || n || '@example.com', (${`{${SIGN_SLUGS.join(",")}}`}::text[])[1 + n % 13],
        array['daily'], true, now(), 'subscribe-page', now(), 'bench'
      from generate_series(${first}::int, ${last}::int) as n`);
  }

  // Today's daily edition, as the schedule runs it: written for the 13 audiences from the real
  // readings, then one outbox row per recipient, in batches.
  const silent = { child: () => silent, debug() {}, info() {}, warn() {}, error() {} };
  const horoscopes = createHoroscopeService({ db, skyForDay, timeZone: "UTC", logger: silent });
  const periodReadings = createPeriodReadingService({ db, skyForDay, lunationsBetween, eclipsesBetween, timeZone: "UTC", logger: silent });
  const write = createEditionWriter({ horoscopes, periodReadings, siteUrl: "https://cosmicdaily.example" });
  const today = horoscopes.today();
  const [plan] = editionsOn(today, []);
  const EDITION = plan.id;
  const queueStarted = performance.now();
  const run = await runEdition(db, plan, {
    write,
    queue: (batch) => queueEditionMail(db, batch),
    countQueued: (id) => editionMailCount(db, id),
    siteUrl: "https://cosmicdaily.example",
    secret: "a-benchmark-secret-that-is-long-enough",
  });
  const queueSeconds = (performance.now() - queueStarted) / 1000;
  if (run.recipients !== count) throw new Error(`the edition queued ${run.recipients} recipients, not ${count}`);
  const [{ html: leoHtml }] = await rows(
    sql`select html from newsletter_edition_renders where edition_id = ${EDITION} and audience = 'leo'`,
  );
  const htmlBytes = Buffer.byteLength(leoHtml);
  console.log(`rendered and queued ${EDITION} for ${count.toLocaleString("en-US")} subscribers in ${queueSeconds.toFixed(1)} s`);

  const sink = fork(new URL(import.meta.url), ["--sink"]);
  const { port } = await new Promise((ready) => sink.once("message", ready));
  const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
  const renders = new RenderCache();

  let sent = 0;
  let other = 0;
  let nextReport = 10_000;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (;;) {
    const { outcomes, more } = await runMailDelivery(db, { transport, from: "Cosmic Daily <hello@cosmicdaily.example>", renders });
    for (const outcome of outcomes) {
      if (outcome.outcome === "sent") sent++;
      else other++;
    }
    if (sent >= nextReport) {
      console.log(`  ${sent.toLocaleString("en-US")} sent after ${((performance.now() - started) / 1000).toFixed(1)} s`);
      nextReport += 10_000;
    }
    if (!more) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const perSecond = Math.round(sent / seconds);
  const cpuMsPerMail = (cpuSeconds * 1000) / sent;

  const [stored] = await rows(
    sql`select count(*) filter (where sent_at is not null)::int as sent, count(*)::int as total from mail_outbox`,
  );
  sink.send("report");
  const { received, kept } = await new Promise((done) => sink.once("message", done));
  transport.close();
  sink.send("close");
  await database.close();

  const problems = [];
  if (other > 0) problems.push(`${other} messages were not sent`);
  if (stored.sent !== count) problems.push(`${stored.sent} of ${count} rows are marked sent`);
  if (received !== count) problems.push(`the sink received ${received} messages, not ${count}`);
  if (renders.reads !== AUDIENCES.length) problems.push(`renders were read ${renders.reads} times, not ${AUDIENCES.length}`);
  for (const mail of kept) {
    const body = mail.raw.replace(/=\r\n/g, "");
    if (body.includes("{{")) problems.push(`the mail to ${mail.to} still holds a placeholder`);
    if (!/^List-Unsubscribe: <https:\/\/cosmicdaily\.example\/api\/unsubscribe\?token=/m.test(mail.raw.replace(/\r\n[ \t]+/g, " ")))
      problems.push(`the mail to ${mail.to} lacks its List-Unsubscribe`);
  }
  console.table([
    {
      mails: count,
      "render+queue s": Number(queueSeconds.toFixed(1)),
      seconds: Number(seconds.toFixed(1)),
      "mails/s": perSecond,
      "CPU ms/mail": Number(cpuMsPerMail.toFixed(2)),
      "renders read": renders.reads,
      "claim batch": CLAIM_BATCH_SIZE,
      connections: SMTP_POOL_SIZE,
    },
  ]);
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  if (count !== DEFAULT_COUNT) {
    console.log(`docs/benchmarks.md not updated: it records the default count (${DEFAULT_COUNT.toLocaleString("en-US")})`);
    return;
  }
  writeSection(
    root,
    "mail-delivery",
    `${measuredLine(
      `PGlite in memory in the delivering process, the loopback smtp-server sink in a process of its own`,
      "node scripts/bench-mail-delivery.mjs",
    )}
${count.toLocaleString("en-US")} confirmed subscribers; today's daily edition written for its 13 audiences from the real readings
(${(htmlBytes / 1024).toFixed(1)} KB of HTML for Leo) and queued one outbox row per recipient with their own signed links and
List-Unsubscribe headers, then delivered: claims of ${CLAIM_BATCH_SIZE}, ${SMTP_POOL_SIZE} pooled SMTP connections.
Targets: rendered and queued in under 60 s; delivered at 300 mails/s or more. CPU is the delivering process's own
(database included), per mail sent.

| subscribers | render and queue (s) | budget | delivery (s) | mails/s | budget | CPU ms/mail | renders read from the database |
|---:|---:|---:|---:|---:|---:|---:|---:|
| ${count.toLocaleString("en-US")} | ${queueSeconds.toFixed(1)} | 60${queueSeconds > 60 ? " (over)" : ""} | ${seconds.toFixed(1)} | ${perSecond} | 300${perSecond < 300 ? " (under)" : ""} | ${cpuMsPerMail.toFixed(2)} | ${renders.reads} |`,
  );
  console.log("updated docs/benchmarks.md");
}
