import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The lasting links every newsletter mail carries: view in browser, preferences and unsubscribe.
 * Their token is the subscriber's id signed with the site's secret, so no token is stored per
 * mail and an edition for 100,000 readers signs 100,000 ids instead of writing 100,000 rows.
 * Shape: the id's 32 hex digits, then 27 characters of the signature (160 bits, base64url),
 * distinct from the random 43-character tokens of confirmation links.
 */
const ID_HEX = /^[0-9a-f]{32}$/;
const SIGNATURE_LENGTH = 27;
const LIST_TOKEN_SHAPE = /^[0-9a-f]{32}[A-Za-z0-9_-]{27}$/;

const signature = (idHex: string, secret: string) =>
  createHmac("sha256", secret).update(`newsletter-list-link:${idHex}`).digest("base64url").slice(0, SIGNATURE_LENGTH);

const toHex = (subscriberId: string) => subscriberId.replace(/-/g, "").toLowerCase();
const toUuid = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export function listToken(subscriberId: string, secret: string): string {
  const hex = toHex(subscriberId);
  if (!ID_HEX.test(hex)) throw new Error("a subscriber id is a UUID");
  return `${hex}${signature(hex, secret)}`;
}

/** The subscriber id a list token was signed for, or null for anything else. */
export function readListToken(token: unknown, secret: string): string | null {
  if (typeof token !== "string" || !LIST_TOKEN_SHAPE.test(token)) return null;
  const hex = token.slice(0, 32);
  const given = Buffer.from(token.slice(32));
  const expected = Buffer.from(signature(hex, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? toUuid(hex) : null;
}

export const PREFERENCES_PATH = "/newsletter/preferences";
export const EDITION_PAGE_PATH = "/newsletter/editions";
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/unsubscribe";

const withToken = (siteUrl: string, path: string, token: string) => {
  const url = new URL(path, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
};

/** A recipient's own links for one edition, and the headers that let mail clients offer unsubscribe. */
export function recipientLinks(siteUrl: string, editionId: string, token: string) {
  const oneClickUrl = withToken(siteUrl, ONE_CLICK_UNSUBSCRIBE_PATH, token);
  return {
    mergeFields: {
      browserUrl: withToken(siteUrl, `${EDITION_PAGE_PATH}/${editionId}`, token),
      preferencesUrl: withToken(siteUrl, PREFERENCES_PATH, token),
      unsubscribeUrl: withToken(siteUrl, UNSUBSCRIBE_PAGE_PATH, token),
    },
    headers: {
      "List-Unsubscribe": `<${oneClickUrl}>, <mailto:unsubscribe@${new URL(siteUrl).hostname}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
