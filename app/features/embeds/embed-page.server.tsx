import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { addDays } from "#app/lib/dates.ts";
import { startOfDayIn } from "#app/lib/local-date-time.ts";
import { publicPage, PUBLIC_PAGE_MAX_AGE_S } from "#app/lib/public-page.ts";
import { SITE_NAME } from "#app/lib/seo.ts";
import type { Sign } from "#app/zodiac/signs.ts";
import { EMBED_BROWSER_MAX_AGE_S, EMBED_MESSAGES, parseEmbedLook, type EmbedLook, type EmbedTheme } from "./embeds";

/**
 * The embed pages as whole documents ([embeds.pages]): no site shell, no script, no web font, no
 * image (the glyph is a character), one inline stylesheet, so each stays far below its budget
 * ([embeds.size-budget]) and can set no cookie and show no ad. React writes them, escaping every
 * text it is given.
 */

/**
 * The site's own colours (app.css: `:root` for light, `.dark` for dark), each pair at least 4.5 : 1
 * against its background ([embeds.looks]); the card is the site's surface colour.
 */
export const EMBED_PALETTES = {
  light: { bg: "#ffffff", fg: "#1b1838", muted: "#4a4670", accent: "#5b32c4", link: "#4a25ab", border: "#d9d3ef" },
  dark: { bg: "#16143a", fg: "#ecebff", muted: "#bdb9e6", accent: "#f5c451", link: "#d2c4ff", border: "#34306b" },
} as const satisfies Record<EmbedTheme, Record<string, string>>;

const variables = (theme: EmbedTheme) =>
  Object.entries(EMBED_PALETTES[theme])
    .map(([name, value]) => `--${name}:${value}`)
    .join(";");

/** The look's colours: one of the two, or both with the device's preference choosing ([embeds.looks]). */
function lookStyle(look: EmbedLook): string {
  if (look !== "auto") return `:root{color-scheme:${look};${variables(look)}}`;
  return `:root{color-scheme:light dark;${variables("light")}}@media (prefers-color-scheme:dark){:root{${variables("dark")}}}`;
}

// The system's own fonts: nothing to download, and the reader's device draws them well.
const LAYOUT = [
  "*{box-sizing:border-box}",
  'html{background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}',
  "body{margin:0;padding:16px}",
  'h1{font:600 1.25rem/1.3 Georgia,"Times New Roman",serif;margin:.25rem 0}',
  "p{margin:0}",
  ".eyebrow,.label{font-size:.8125rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--accent)}",
  ".muted{color:var(--muted)}",
  ".box{border:1px solid var(--border);border-radius:12px;padding:12px;margin:12px 0}",
  ".headline{font-weight:600;font-size:1.0625rem;margin:.25rem 0}",
  "a{color:var(--link);font-weight:600;text-underline-offset:2px}",
  "a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}",
  ".sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}",
  "ul{list-style:none;margin:12px 0;padding:0}",
  "li{padding:6px 0;border-top:1px solid var(--border)}",
  ".by{font-size:.875rem;color:var(--muted);margin-top:12px}",
].join("");

/** The glyph drawn as text, not as an emoji (U+FE0E), and hidden from screen readers, which read the name. */
const Glyph = ({ sign }: { sign: Sign }) => <span aria-hidden="true">{`${sign.symbol}\uFE0E`}</span>;

/** A link out of the frame: always a new tab, which a screen reader is told. */
const OutLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} target="_blank" rel="noopener">
    {children}
    <span className="sr">{EMBED_MESSAGES.newTab}</span>
  </a>
);

function Document({ title, look, children, siteUrl }: { title: string; look: EmbedLook; children: ReactNode; siteUrl: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{`${lookStyle(look)}${LAYOUT}`}</style>
      </head>
      <body>
        <main>
          {children}
          <p className="by">
            {EMBED_MESSAGES.by} <OutLink href={`${siteUrl}/`}>{SITE_NAME}</OutLink>
          </p>
        </main>
      </body>
    </html>
  );
}

const render = (page: ReactNode) => `<!doctype html>${renderToStaticMarkup(page)}`;

export type EmbedDay = { date: string; dateText: string };

/** One sign's day in short: its glyph and dates, the heading, the site's today, the summary, and the way to the full reading. */
export function embedSignDocument({
  sign,
  heading,
  day,
  reading,
  readingUrl,
  siteUrl,
  look,
  noReading,
}: {
  sign: Sign;
  heading: string;
  day: EmbedDay;
  /** The day in short, never gated; null when the day has no reading. */
  reading: { headline: string; summary: string } | null;
  readingUrl: string;
  siteUrl: string;
  look: EmbedLook;
  /** Said in place of the day in short when the day has no reading. */
  noReading: string;
}): string {
  return render(
    <Document title={`${heading} | ${SITE_NAME}`} look={look} siteUrl={siteUrl}>
      <p className="eyebrow">
        <Glyph sign={sign} /> {sign.dateRange}
      </p>
      <h1>{heading}</h1>
      <p className="muted">
        <time dateTime={day.date}>{day.dateText}</time>
      </p>
      <div className="box">
        <p className="label">{EMBED_MESSAGES.inShort}</p>
        {reading ? (
          <>
            <p className="headline">{reading.headline}</p>
            <p>{reading.summary}</p>
          </>
        ) : (
          <p>{noReading}</p>
        )}
      </div>
      <p>
        <OutLink href={readingUrl}>{EMBED_MESSAGES.readMore(sign.name)}</OutLink>
      </p>
    </Document>,
  );
}

/** The twelve signs, each a short line (the day's headline) and a link to its reading. */
export function embedAllSignsDocument({
  day,
  lines,
  siteUrl,
  look,
}: {
  day: EmbedDay;
  lines: ReadonlyArray<{ sign: Sign; headline: string | null; readingUrl: string }>;
  siteUrl: string;
  look: EmbedLook;
}): string {
  return render(
    <Document title={`${EMBED_MESSAGES.allHeading} | ${SITE_NAME}`} look={look} siteUrl={siteUrl}>
      <h1>{EMBED_MESSAGES.allHeading}</h1>
      <p className="muted">
        <time dateTime={day.date}>{day.dateText}</time>
      </p>
      <ul>
        {lines.map(({ sign, headline, readingUrl }) => (
          <li key={sign.slug}>
            <Glyph sign={sign} />{" "}
            <OutLink href={readingUrl}>
              {sign.name}
              <span className="sr">{EMBED_MESSAGES.signLinkSuffix}</span>
            </OutLink>
            {headline ? <span className="muted">: {headline}</span> : null}
          </li>
        ))}
      </ul>
    </Document>,
  );
}

/** An embed that cannot be drawn as asked (no such sign, no such look): what went wrong, and the way to the widget page. */
export function embedRefusalDocument({ heading, message, siteUrl }: { heading: string; message: string; siteUrl: string }): string {
  return render(
    <Document title={`${heading} | ${SITE_NAME}`} look="auto" siteUrl={siteUrl}>
      <h1>{heading}</h1>
      <p>{message}</p>
      <p className="by">
        <OutLink href={`${siteUrl}/widgets`}>{EMBED_MESSAGES.widgetsLink}</OutLink>
      </p>
    </Document>,
  );
}

/**
 * How long the reader's browser may keep an embed: five minutes, but never past the site's
 * midnight, less the minute the page cache may have kept the page ([embeds.cache]), so no frame
 * shows yesterday's reading once today's exists.
 */
export function embedBrowserMaxAge(today: string, timeZone: string, now: number): number {
  const untilMidnight = Math.floor((startOfDayIn(addDays(today, 1), timeZone).getTime() - now) / 1000) - PUBLIC_PAGE_MAX_AGE_S;
  return Math.max(0, Math.min(EMBED_BROWSER_MAX_AGE_S, untilMidnight));
}

/** Embeds duplicate the sign pages, which are the ones search engines should list ([embeds.headers]). */
const EMBED_HEADERS = { "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" } as const;

/** The query parameter an embed reads: its look. The page cache keys on it and ignores every other. */
const EMBED_PAGE_HEADERS = publicPage({ query: ["theme"] })();

/**
 * An embed's answer: a public page the page cache and shared caches keep for a minute, and the
 * browser for `browserMaxAge` seconds; or, for a reading built on the spot while the database was
 * away, kept by no cache at all.
 */
export function embedResponse(html: string, { browserMaxAge, stored }: { browserMaxAge: number; stored: boolean }): Response {
  const caching = stored
    ? { ...EMBED_PAGE_HEADERS, "Cache-Control": `public, max-age=${browserMaxAge}, s-maxage=${PUBLIC_PAGE_MAX_AGE_S}` }
    : { "Cache-Control": "no-store" };
  return new Response(html, { status: 200, headers: { ...EMBED_HEADERS, ...caching } });
}

/** A refused embed (404 for no such sign, 400 for no such look): the same for everyone, kept five minutes. */
export function embedRefusal(html: string, status: 400 | 404): Response {
  return new Response(html, { status, headers: { ...EMBED_HEADERS, "Cache-Control": `public, max-age=${EMBED_BROWSER_MAX_AGE_S}` } });
}

/** The look an embed's address asks for, or the 400 page that says which looks there are ([embeds.looks]). */
export function embedLookOf(url: URL, siteUrl: string): EmbedLook | Response {
  const look = parseEmbedLook(url.searchParams.get("theme"));
  if (look) return look;
  const html = embedRefusalDocument({ heading: EMBED_MESSAGES.unknownThemeHeading, message: EMBED_MESSAGES.unknownTheme, siteUrl });
  return embedRefusal(html, 400);
}
