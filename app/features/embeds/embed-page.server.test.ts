import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { findSign } from "#app/zodiac/signs.ts";
import { EMBED_BROWSER_MAX_AGE_S } from "./embeds";
import { EMBED_PALETTES, embedBrowserMaxAge, embedSignDocument } from "./embed-page.server";

/** The custom properties a block of app.css sets, by name. */
function cssBlock(css: string, selector: string): Record<string, string> {
  const body = new RegExp(`^${selector.replace(".", "\\.")} \\{([^}]*)\\}`, "m").exec(css)?.[1] ?? "";
  return Object.fromEntries([...body.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})/g)].map((match) => [match[1]!, match[2]!]));
}

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const s = parseInt(hex.slice(at, at + 2), 16) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test("[embeds.looks] the embeds' colours are the site's own, each text colour at least 4.5 : 1 on its background", () => {
  const css = readFileSync("app/app.css", "utf8");
  for (const [theme, selector] of [
    ["light", ":root"],
    ["dark", ".dark"],
  ] as const) {
    const site = cssBlock(css, selector);
    const palette = EMBED_PALETTES[theme];
    expect({
      bg: palette.bg,
      fg: palette.fg,
      muted: palette.muted,
      accent: palette.accent,
      link: palette.link,
      border: palette.border,
    }).toEqual({
      bg: site.surface,
      fg: site.foreground,
      muted: site.muted,
      accent: site.accent,
      link: site.link,
      border: site.border,
    });
    for (const text of [palette.fg, palette.muted, palette.accent, palette.link])
      expect(contrast(text, palette.bg), `${theme} ${text}`).toBeGreaterThanOrEqual(4.5);
  }
});

test("[embeds.cache] the browser keeps an embed five minutes, never past the site's midnight less the page cache's minute", () => {
  const at = (iso: string) => Date.parse(iso);
  expect(EMBED_BROWSER_MAX_AGE_S).toBe(300);
  expect(embedBrowserMaxAge("2026-12-03", "UTC", at("2026-12-03T12:00:00Z"))).toBe(300);
  expect(embedBrowserMaxAge("2026-12-03", "UTC", at("2026-12-03T23:55:00Z"))).toBe(240);
  expect(embedBrowserMaxAge("2026-12-03", "UTC", at("2026-12-03T23:59:30Z"))).toBe(0);
  // On the site's own clock: midnight in New York is 05:00 UTC in December.
  expect(embedBrowserMaxAge("2026-12-03", "America/New_York", at("2026-12-04T04:57:00Z"))).toBe(120);
});

test("[embeds.pages] a sign's embed is one document with its language, title and one heading, and no script", () => {
  const html = embedSignDocument({
    sign: findSign("aries")!,
    heading: "Aries Daily Horoscope",
    day: { date: "2026-12-03", dateText: "Thursday, December 3, 2026" },
    reading: { headline: "Mars <b>speaks</b> & acts", summary: "Say it plainly." },
    noReading: "No horoscope data available",
    readingUrl: "https://cosmic.example/signs/aries",
    siteUrl: "https://cosmic.example",
    look: "dark",
  });
  expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
  expect(html).toContain("<title>Aries Daily Horoscope | Cosmic Daily</title>");
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).not.toMatch(/<script|<img|<link|@font-face|@import/i);
  // What it is given is text, never markup.
  expect(html).toContain("Mars &lt;b&gt;speaks&lt;/b&gt; &amp; acts");
  expect(html).toContain(
    '<a href="https://cosmic.example/signs/aries" target="_blank" rel="noopener">Read today’s full Aries horoscope on Cosmic Daily<span class="sr"> (opens in a new tab)</span></a>',
  );
  expect(html).toContain('<time dateTime="2026-12-03">Thursday, December 3, 2026</time>');
  // The dark look alone: no device preference is consulted.
  expect(html).toContain(`--bg:${EMBED_PALETTES.dark.bg}`);
  expect(html).not.toContain(EMBED_PALETTES.light.fg);
  expect(html).not.toContain("prefers-color-scheme");
});
