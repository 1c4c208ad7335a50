import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { ShareButtons } from "./share-buttons";
import { shareTargets } from "./share-links";

const URL_ = "https://cosmicdaily.example/signs/leo/compatibility/libra";
const TEXT = "Leo and Libra Compatibility & more";

test("[share.buttons] X, Facebook, WhatsApp and email, in that order, each carrying the page's address", () => {
  const targets = shareTargets({ url: URL_, text: TEXT });
  expect(targets.map((target) => target.label)).toEqual(["X", "Facebook", "WhatsApp", "Email"]);
  const [x, facebook, whatsapp, email] = targets.map((target) => new URL(target.href));
  expect(`${x!.origin}${x!.pathname}`).toBe("https://twitter.com/intent/tweet");
  expect(x!.searchParams.get("url")).toBe(URL_);
  expect(x!.searchParams.get("text")).toBe(TEXT);
  expect(`${facebook!.origin}${facebook!.pathname}`).toBe("https://www.facebook.com/sharer/sharer.php");
  expect(facebook!.searchParams.get("u")).toBe(URL_);
  expect(`${whatsapp!.origin}${whatsapp!.pathname}`).toBe("https://wa.me/");
  expect(whatsapp!.searchParams.get("text")).toBe(`${TEXT} ${URL_}`);
  expect(email!.protocol).toBe("mailto:");
  // Spaces as %20, never "+", which mail programs would show as it is.
  expect(targets[3]!.href).toBe(`mailto:?subject=${encodeURIComponent(TEXT)}&body=${encodeURIComponent(`${TEXT}\n\n${URL_}`)}`);
  expect(targets[3]!.href).not.toContain("+");
});

test("[share.buttons] the server's HTML holds labelled links that work without scripts; new tabs never keep an opener", () => {
  const html = renderToString(<ShareButtons url={URL_} text={TEXT} heading="Share this match" />).replace(/<!-- -->/g, "");
  const headingId = html.match(/<h2 id="([^"]+)"[^>]*>Share this match<\/h2>/)?.[1];
  expect(headingId).toBeTruthy();
  expect(html).toContain(`<section aria-labelledby="${headingId}"`);
  const links = [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, content]) => ({
    href: attributes!.match(/href="([^"]*)"/)![1]!.replace(/&amp;/g, "&"),
    target: attributes!.match(/target="([^"]*)"/)?.[1],
    rel: attributes!.match(/rel="([^"]*)"/)?.[1],
    name: content!.replace(/<[^>]+>/g, ""),
  }));
  expect(links.map((link) => link.name)).toEqual([
    "Share on X (opens in a new tab)",
    "Share on Facebook (opens in a new tab)",
    "Share on WhatsApp (opens in a new tab)",
    "Share by Email",
  ]);
  expect(links.map((link) => link.href)).toEqual(shareTargets({ url: URL_, text: TEXT }).map((target) => target.href));
  for (const link of links.slice(0, 3)) expect([link.target, link.rel]).toEqual(["_blank", "noopener noreferrer"]);
  expect([links[3]!.target, links[3]!.rel]).toEqual([undefined, undefined]);
  // The clipboard and the share sheet are the browser's: their buttons appear once it is interactive.
  expect(html).not.toContain("<button");
});
