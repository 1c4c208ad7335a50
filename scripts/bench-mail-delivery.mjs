// `node scripts/bench-mail-delivery.mjs [count]`: how fast the outbox hands a newsletter edition to
// SMTP. On the embedded database (PGlite in memory), one edition rendered for its 13 audiences (the
// twelve signs and "all", some 15 KB of HTML each, with the recipient's links as placeholders) and
// `count` outbox rows (default 100,000) that name the edition, their audience and their own links;
// then the site's delivery (batched claims, the pooled SMTP transport, renders filled in per
// recipient) runs until every row is sent, to a loopback smtp-server in a process of its own, as a
// relay on another machine would be. Prints mails per second and the delivering process's CPU time
// per mail, and rewrites the mail-delivery section of docs/benchmarks.md (only for the default
// count; the target is 300 mails/s or more).
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
  const { createServer } = await import("vite");
  const { measuredLine, writeSection } = await import("./bench-doc.mjs");
  const root = new URL("..", import.meta.url).pathname;
  const count = Number(process.argv[2] ?? DEFAULT_COUNT);
  if (!Number.isInteger(count) || count < 1) throw new Error(`usage: node scripts/bench-mail-delivery.mjs [count], not ${process.argv[2]}`);

  // The site's modules as the server runs them, loaded through Vite so the TypeScript needs no build.
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": `${root}app` } },
    server: { middlewareMode: true },
    appType: "custom",
  });
  const load = (path) => vite.ssrLoadModule(path);
  const { openDatabase } = await load("/db/client.ts");
  const { runMigrations } = await load("/db/migrate.ts");
  const { createMailTransport, runMailDelivery, RenderCache, CLAIM_BATCH_SIZE, SMTP_POOL_SIZE } = await load(
    "/app/features/mail/delivery.server.ts",
  );
  const { sql } = await import("drizzle-orm");
  await vite.close();

  const target = { kind: "pglite", dataDir: undefined };
  const database = await openDatabase(target);
  await runMigrations(database, target);
  const { db } = database;
  const rows = async (query) => (await db.execute(query)).rows;

  // One edition, rendered for every audience.
  const EDITION = "weekly-2026-11-23";
  const AUDIENCES = [
    "aries",
    "taurus",
    "gemini",
    "cancer",
    "leo",
    "virgo",
    "libra",
    "scorpio",
    "sagittarius",
    "capricorn",
    "aquarius",
    "pisces",
    "all",
  ];
  await db.execute(
    sql`insert into newsletter_editions (id, kind, issue_date, title) values (${EDITION}, 'weekly', '2026-11-23', 'The week of 23 November')`,
  );
  for (const audience of AUDIENCES) {
    const { subject, html, text } = renderFor(audience);
    await db.execute(
      sql`insert into newsletter_edition_renders (edition_id, audience, subject, content, html, text) values (${EDITION}, ${audience}, ${subject}, '{}'::jsonb, ${html}, ${text})`,
    );
  }
  const htmlBytes = Buffer.byteLength(renderFor("leo").html);

  // The recipients: one row each, with their own links and one-click unsubscribe headers, queued a
  // second ago in batches as an edition run queues them.
  const queueStarted = performance.now();
  const site = "https://cosmicdaily.example";
  const audiences = `{${AUDIENCES.join(",")}}`;
  for (let first = 1; first <= count; first += 20_000) {
    const last = Math.min(count, first + 19_999);
    await db.execute(sql`
      insert into mail_outbox (kind, to_address, subject, text_body, html_body, headers, edition_id, edition_audience, merge_fields, next_attempt_at)
      select 'newsletter-weekly', 'reader' || n || '@example.com', '', '', '', 
        jsonb_build_object(
          'List-Unsubscribe', '<' || ${site} || '/api/unsubscribe?token=' || md5('u' || n) || '>, <mailto:unsubscribe@cosmicdaily.example?subject=unsubscribe>',
          'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
        ${EDITION}, (${audiences}::text[])[1 + n % 13],
        jsonb_build_object(
          'browserUrl', ${site} || '/newsletter/editions/' || ${EDITION} || '?for=' || (${audiences}::text[])[1 + n % 13] || '&utm_source=newsletter',
          'preferencesUrl', ${site} || '/newsletter/preferences?token=' || md5('p' || n),
          'unsubscribeUrl', ${site} || '/unsubscribe?token=' || md5('u' || n)),
        now() - interval '1 second'
      from generate_series(${first}::int, ${last}::int) as n`);
  }
  const queueSeconds = (performance.now() - queueStarted) / 1000;
  console.log(`queued ${count.toLocaleString("en-US")} edition rows in ${queueSeconds.toFixed(1)} s`);

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
One weekly edition with 13 renders (${(htmlBytes / 1024).toFixed(1)} KB of HTML each) to ${count.toLocaleString("en-US")} recipients,
each with their own links and List-Unsubscribe headers; claims of ${CLAIM_BATCH_SIZE}, ${SMTP_POOL_SIZE} pooled SMTP connections.
Target: 300 mails/s or more. CPU is the delivering process's own (database included), per mail sent.

| mails | seconds | mails/s | CPU ms/mail | renders read from the database |
|---:|---:|---:|---:|---:|
| ${count.toLocaleString("en-US")} | ${seconds.toFixed(1)} | ${perSecond} | ${cpuMsPerMail.toFixed(2)} | ${renders.reads} |`,
  );
  console.log("updated docs/benchmarks.md");
}

/** An edition's render for one audience: some 15 KB of HTML in the mail layout's manner, and its text. */
function renderFor(audience) {
  const title = audience === "all" ? "Your week, every sign" : `${audience[0].toUpperCase()}${audience.slice(1)}, your week`;
  const paragraph = (n) =>
    `The Moon moves through your chart this week and lights up plans you set aside in spring (${n}). ` +
    `Mercury asks for patience with paperwork, Venus for an evening with the people who make you laugh, ` +
    `and Mars for one brave conversation you have been putting off.`;
  const rows = Array.from(
    { length: 42 },
    (_, n) => `<tr><td style="font-size:16px;line-height:24px;color:#e9e6ff;padding-bottom:16px">${paragraph(n)}</td></tr>`,
  );
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#120f24"><table role="presentation" width="100%" style="background:#120f24"><tr><td align="center">
<table role="presentation" width="600" style="font-family:Inter,Arial,sans-serif">
<tr><td style="font-size:12px;color:#8e8ab8"><a href="{{browserUrl}}" style="color:#8e8ab8">View this edition in your browser</a></td></tr>
<tr><td style="font-size:24px;line-height:30px;font-weight:bold;color:#f5c451">${title}</td></tr>
${rows.join("\n")}
<tr><td style="padding:24px 0"><a href="{{browserUrl}}" style="background:#f5c451;color:#1a1530;padding:12px 20px;border-radius:8px;text-decoration:none">Read it in your browser</a></td></tr>
<tr><td style="font-size:12px;line-height:18px;color:#8e8ab8">You receive this because you subscribed to the Cosmic Daily newsletter.<br>
<a href="{{preferencesUrl}}" style="color:#8e8ab8">Change your sign or editions</a> · <a href="{{unsubscribeUrl}}" style="color:#8e8ab8">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    title,
    "",
    ...Array.from({ length: 42 }, (_, n) => paragraph(n)),
    "",
    "View in your browser: {{browserUrl}}",
    "Change your sign or editions: {{preferencesUrl}}",
    "Unsubscribe: {{unsubscribeUrl}}",
  ].join("\n");
  return { subject: title, html, text };
}
