import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { AD_SLOTS, type AdSlot } from "./inventory";

/**
 * A serve token is the site's signature on one ad served in one slot ([ads.serve-tokens]): the
 * serve's own random id, the ad, the slot, when it was served and a tag of the client address it
 * was served to. A metric counts only against a token the site issued, so a client cannot count
 * an ad it was never served, in a slot it was never served in, or from another address.
 */
export type Serve = { serveId: string; adId: string; slot: AdSlot; servedAt: number; clientTag: string };

/** A token is good for an hour: a page left open longer draws its ads afresh when it is read again. */
export const SERVE_TOKEN_LIFETIME_MS = 60 * 60_000;

export type ServeTokens = {
  issue: (serve: { adId: string; slot: AdSlot; clientIp: string }, now?: number) => string;
  /** The serve a token stands for, or why it stands for none. */
  read: (token: string, clientIp: string, now?: number) => Serve | ServeRefusal;
};

export type ServeRefusal = { refused: "invalid_token" | "expired_token" | "other_address" };

const SIGNATURE_BYTES = 16;

export function createServeTokens(secret: string): ServeTokens {
  // A key of its own, so a serve token can never pass for anything else the site signs.
  const key = createHmac("sha256", secret).update("cosmic-daily ad serve tokens v1").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  // The address is kept only as a keyed hash: the token tells a reader nothing about it.
  const tagOf = (clientIp: string) => createHmac("sha256", key).update(`address:${clientIp}`).digest("base64url").slice(0, 11);

  return {
    issue({ adId, slot, clientIp }, now = Date.now()) {
      const payload = [randomBytes(12).toString("base64url"), adId, slot, Math.floor(now / 1000).toString(36), tagOf(clientIp)].join(".");
      return `${payload}.${sign(payload).toString("base64url")}`;
    },
    read(token, clientIp, now = Date.now()) {
      const parts = token.split(".");
      if (parts.length !== 6) return { refused: "invalid_token" };
      const [serveId, adId, slot, servedAt, clientTag, signature] = parts as [string, string, string, string, string, string];
      const payload = parts.slice(0, 5).join(".");
      // Compared as text: decoding would let two spellings of the last character pass for one.
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(payload).toString("base64url"));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: "invalid_token" };
      if (!(AD_SLOTS as readonly string[]).includes(slot)) return { refused: "invalid_token" };
      const servedAtMs = parseInt(servedAt, 36) * 1000;
      if (!(servedAtMs <= now + 60_000) || now - servedAtMs > SERVE_TOKEN_LIFETIME_MS) return { refused: "expired_token" };
      if (clientTag !== tagOf(clientIp)) return { refused: "other_address" };
      return { serveId, adId, slot: slot as AdSlot, servedAt: servedAtMs, clientTag };
    },
  };
}
