import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A browser's side of a push subscription for tests: its own P-256 key pair and auth secret, the
 * subscription as PushSubscription.toJSON() would give it for `endpoint`, and the decryption of
 * what a push service would hand the browser (RFC 8291, aes128gcm; RFC 8188's one-record body).
 */
export function testBrowserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    p256dh: publicKey.toString("base64url"),
    auth: auth.toString("base64url"),
    subscriptionFor: (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    }),
    /** The plaintext of an aes128gcm body encrypted for these keys; throws when it was not. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const hmac = (key: Buffer, ...parts: Buffer[]) => createHmac("sha256", key).update(Buffer.concat(parts)).digest();
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = hmac(hmac(auth, shared), keyInfo, Buffer.from([1]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any zeros of padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("the push's last record has no closing delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

export type TestBrowserKeys = ReturnType<typeof testBrowserKeys>;

/**
 * Why a push request's VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`) is
 * not valid for `audience` and the site's `publicKey`, or undefined when it is: an ES256 token
 * signed by that key, for that origin, expiring within a day.
 */
export function vapidProblem(
  authorization: string | undefined,
  { audience, publicKey }: { audience: string; publicKey: string },
): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) return `not a vapid Authorization header: ${authorization}`;
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) return "signed with another public key";
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") };
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "the token's signature does not verify";
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  if (alg !== "ES256") return `alg ${alg}`;
  if (aud !== audience) return `audience ${aud}, not ${audience}`;
  const now = Date.now() / 1000;
  if (!exp || exp <= now || exp > now + 24 * 3600) return `expiry ${exp} is not within a day`;
  if (!sub || !/^(mailto:|https:)/.test(sub)) return `subject ${sub}`;
  return undefined;
}

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer; at: number };

/**
 * A push service of our own on loopback: it records every POST (path, headers, body, when) and
 * answers each path's status, 201 unless `statusOf` says otherwise (410 for a gone subscription).
 */
export async function startPushEndpoint({ port = 0, statusOf = () => 201 }: { port?: number; statusOf?: (path: string) => number } = {}) {
  const received: ReceivedPush[] = [];
  const heard = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      res.writeHead(req.method === "POST" ? statusOf(req.url ?? "/") : 405).end();
      for (const listener of heard) listener();
    });
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Resolves once `count` pushes reached `path`, or rejects after `timeoutMs`. */
    waitFor(path: string, count = 1, timeoutMs = 10_000): Promise<ReceivedPush[]> {
      return new Promise((done, failed) => {
        const check = () => {
          const mine = received.filter((push) => push.path === path);
          if (mine.length < count) return;
          heard.delete(check);
          clearTimeout(timer);
          done(mine);
        };
        const timer = setTimeout(() => {
          heard.delete(check);
          failed(new Error(`${count} push(es) to ${path} did not arrive within ${timeoutMs} ms (${received.length} received in all)`));
        }, timeoutMs);
        heard.add(check);
        check();
      });
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
