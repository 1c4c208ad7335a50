import { expect, test } from "vitest";
import { SIGNS } from "#app/zodiac/signs.ts";
import { EMBED_BYTE_BUDGET, EMBED_FRAME_SIZES, embedPath, embedSnippet, parseEmbedLook, parseEmbedSubject } from "./embeds";

test("[embeds.size-budget] the budget is 15,000 bytes", () => {
  expect(EMBED_BYTE_BUDGET).toBe(15_000);
});

test("[embeds.looks] light and dark as written, auto or nothing for the device's own, anything else refused", () => {
  expect([null, "auto", "light", "dark"].map(parseEmbedLook)).toEqual(["auto", "auto", "light", "dark"]);
  for (const refused of ["", "Light", "blue", "dark ", "auto,dark"]) expect(parseEmbedLook(refused), refused).toBeUndefined();
});

test("[embeds.widget-page] the builder's sign is a slug or all twelve, Aries unless named", () => {
  expect([null, "all", "pisces"].map(parseEmbedSubject)).toEqual(["aries", "all", "pisces"]);
  for (const refused of ["", "Aries", "ophiuchus", "all "]) expect(parseEmbedSubject(refused), refused).toBeUndefined();
});

test("[embeds.snippet] one lazy iframe with the embed's absolute address, a title and a size", () => {
  expect(EMBED_FRAME_SIZES).toEqual({ sign: { width: 360, height: 460 }, all: { width: 360, height: 760 } });
  expect(embedSnippet("https://cosmic.example", "leo", "dark")).toBe(
    '<iframe src="https://cosmic.example/embed/signs/leo?theme=dark" title="Leo horoscope today from Cosmic Daily" width="360" height="460" loading="lazy" style="border:0;max-width:100%"></iframe>',
  );
  expect(embedSnippet("https://cosmic.example", "all", "auto")).toBe(
    '<iframe src="https://cosmic.example/embed/signs" title="Today’s horoscope for every sign from Cosmic Daily" width="360" height="760" loading="lazy" style="border:0;max-width:100%"></iframe>',
  );
  // The site's address is written as an attribute, escaped.
  expect(embedSnippet('https://x.example/"><script>', "aries", "light")).toContain(
    'src="https://x.example/&quot;>&lt;script>/embed/signs/aries?theme=light"',
  );
  for (const sign of SIGNS) expect(embedPath(sign.slug, "auto")).toBe(`/embed/signs/${sign.slug}`);
});
