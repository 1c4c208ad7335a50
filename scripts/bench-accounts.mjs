// The accounts benchmark: sign-in latency (argon2id verification included) and the guarded
// /admin page. Accounts are made through the real sign-up and confirmation flow on a first
// boot that logs their links; the measurements run on a second, quiet boot of the same data.
import { startBenchServer, load, rowOf } from "./bench-server.mjs";

const ACCOUNTS = 50;
const SIGN_INS_PER_ACCOUNT = 4; // under the limit of five a minute per account
const PASSWORD = "bench-password";

export async function benchAccounts({ root, port, dataDir, durationS, connections }) {
  const emails = Array.from({ length: ACCOUNTS }, (_, n) => `bench${n}@example.com`);
  await createConfirmedAccounts({ root, port, dataDir, emails });

  // Each request comes from its own address through a trusted proxy header, as real visitors
  // would, so the per-address limit measures nothing here.
  const server = startBenchServer({ root, port, dataDir, env: { TRUSTED_PROXY_HEADER: "X-Forwarded-For" } });
  await server.ready();
  const origin = { "content-type": "application/json", origin: server.base };
  let next = 0;
  const signIns = await load({
    url: `${server.base}/api/auth/sign-in/email`,
    connections: 4,
    amount: ACCOUNTS * SIGN_INS_PER_ACCOUNT,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            headers: { ...origin, "x-forwarded-for": `10.1.${Math.floor(n / 250)}.${n % 250}` },
            body: JSON.stringify({ email: emails[n % ACCOUNTS], password: PASSWORD }),
          };
        },
      },
    ],
  });

  // The first account is the admin (the first sign-up of an installation).
  const signedIn = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { ...origin, "x-forwarded-for": "10.2.0.1" },
    body: JSON.stringify({ email: emails[0], password: PASSWORD }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .find((line) => line.includes("session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`admin sign-in failed: ${signedIn.status}`);
  const adminPage = `${server.base}/admin`;
  const headers = { cookie, "accept-encoding": "br, gzip" };
  await load({ url: adminPage, headers, connections, duration: 2 });
  const admin = await load({ url: adminPage, headers, connections, duration: durationS });
  await load({ url: adminPage, connections, duration: 2 });
  const visitor = await load({ url: adminPage, connections, duration: durationS });
  await server.stop();

  return [
    rowOf(`sign-in, right password (${ACCOUNTS * SIGN_INS_PER_ACCOUNT} requests, 4 connections)`, signIns),
    rowOf("/admin as a signed-in admin", admin),
    // A visitor is redirected to /auth: autocannon counts the 302 as non-2xx, so it is not an error here.
    { ...rowOf("/admin as a visitor (302 to /auth)", visitor), errors: visitor.errors },
  ];
}

async function createConfirmedAccounts({ root, port, dataDir, emails }) {
  const links = new Map();
  const server = startBenchServer({
    root,
    port,
    dataDir,
    env: { LOG_LEVEL: "info", TRUSTED_PROXY_HEADER: "X-Forwarded-For" },
    onOutput: (text) => {
      for (const match of text.matchAll(/"to":"([^"]+)"[^\n]*?(https?:\/\/\S+?\/auth\/confirm\?token=[\w-]+)/g))
        links.set(match[1], match[2]);
    },
  });
  await server.ready();
  const headers = { "content-type": "application/json", origin: server.base };
  for (const [n, email] of emails.entries()) {
    const res = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { ...headers, "x-forwarded-for": `10.0.0.${n}` },
      body: JSON.stringify({ email, password: PASSWORD, name: "" }),
    });
    if (!res.ok) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`);
  }
  for (let wait = 0; links.size < emails.length && wait < 50; wait++) await new Promise((done) => setTimeout(done, 100));
  for (const email of emails) {
    const link = links.get(email);
    if (!link) throw new Error(`no confirmation link logged for ${email}`);
    const token = new URL(link).searchParams.get("token");
    const res = await fetch(`${server.base}/auth/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: new URLSearchParams({ token }),
    });
    if (!res.ok) throw new Error(`confirmation of ${email} failed: ${res.status}`);
  }
  await server.stop();
}
