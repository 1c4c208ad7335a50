import { describe, expect, it } from "vitest";
import { listToken, readListToken, recipientLinks } from "./list-links.server";

const SECRET = "a-secret-of-the-site-that-is-long-enough";
const ID = "0b6f2c3e-8d4a-4f1b-9c2d-7e5a6b4c3d21";

describe("[newsletter.list-links] the signed links every edition carries", () => {
  it("signs a subscriber id and reads it back, and nothing else", () => {
    const token = listToken(ID, SECRET);
    expect(token).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{27}$/);
    expect(readListToken(token, SECRET)).toBe(ID);
    expect(readListToken(token, "another-secret-entirely-long-enough")).toBeNull();
    const forged = `${"f".repeat(32)}${token.slice(32)}`;
    expect(readListToken(forged, SECRET)).toBeNull();
    expect(readListToken(token.slice(0, -1), SECRET)).toBeNull();
    expect(readListToken(undefined, SECRET)).toBeNull();
  });

  it("gives each recipient a browser view, preferences and unsubscribe link, and one-click unsubscribe headers", () => {
    const token = listToken(ID, SECRET);
    const links = recipientLinks("https://cosmicdaily.example", "daily-2026-11-25", token);
    expect(links.mergeFields).toEqual({
      browserUrl: `https://cosmicdaily.example/newsletter/editions/daily-2026-11-25?token=${token}`,
      preferencesUrl: `https://cosmicdaily.example/newsletter/preferences?token=${token}`,
      unsubscribeUrl: `https://cosmicdaily.example/unsubscribe?token=${token}`,
    });
    expect(links.headers).toEqual({
      "List-Unsubscribe": `<https://cosmicdaily.example/api/unsubscribe?token=${token}>, <mailto:unsubscribe@cosmicdaily.example?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
