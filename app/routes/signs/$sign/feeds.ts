import { getFlags } from "#app/features/flags/flags.server.ts";
import { gateReading, type GatedSection } from "#app/features/gating/gate.ts";
import { toClientHoroscope } from "#app/features/horoscopes/client-horoscope.ts";
import type { ClientHoroscope } from "#app/features/horoscopes/types.ts";
import { addDays, weekdayMonthDayYear } from "#app/lib/dates.ts";
import { escapeHtml } from "#app/lib/html-escape.ts";
import { startOfDayIn } from "#app/lib/local-date-time.ts";
import { notFoundResource, textResource } from "#app/lib/resource-response.server.ts";
import { SITE_NAME } from "#app/lib/seo.ts";
import { ATOM_CONTENT_TYPE, RSS_CONTENT_TYPE, writeFeed, type FeedEntry, type FeedFormat } from "#app/lib/syndication.server.ts";
import { possessive } from "#app/lib/text.ts";
import { findSign, type Sign } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/feeds";

/**
 * A sign's daily reading as a feed ([feeds.signs]), one module under two routes:
 * /signs/{sign}/feed.xml (RSS 2.0) and /signs/{sign}/atom.xml (Atom). One entry a day, the last
 * SIGN_FEED_DAYS days up to today on the site's clock, each with the day in short, a link to the
 * day's page, and the full text of the sections an anonymous reader may read: a feed is read by
 * no one in particular, so it is gated as a visitor without a subscription, and a locked section
 * is left out whole (its teaser too).
 */

/** How many days of readings a sign's feed holds: today and the six before. */
export const SIGN_FEED_DAYS = 7;

/**
 * The same for every reader, and new at the site's midnight or when a gating flag changes: any
 * cache may keep it five minutes, as the daily API's answers.
 */
export const FEED_CACHE_CONTROL = "public, max-age=300";

export const SIGN_FEED_TEXTS = {
  title: (signName: string) => `${signName} Daily Horoscope | ${SITE_NAME}`,
  description: (signName: string) =>
    `${possessive(signName)} daily horoscope from the real sky: the day in short and the reading, every day.`,
  inShort: "The day in short",
  locked: "The rest of this reading is on the site for newsletter subscribers.",
  readOn: `Read it on ${SITE_NAME}`,
  notFound:
    "No feed at this address: a sign's feeds are /signs/{sign}/feed.xml (RSS) and /signs/{sign}/atom.xml (Atom), the sign in lower case.",
} as const;

const SECTION_TITLES: Record<"overview" | "love" | "career" | "mood" | "ritual", (sign: Sign) => string> = {
  overview: () => "Overview",
  love: () => "Love",
  career: () => "Career",
  mood: () => "Mood",
  ritual: (sign) => `${possessive(sign.name)} Ritual`,
};

const FORMATS: Record<string, FeedFormat> = { "feed.xml": "rss", "atom.xml": "atom" };

export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  // A feed's address is not a page: an unknown sign is a plain 404, and another spelling is no redirect.
  const sign = findSign(params.sign);
  const format = FORMATS[url.pathname.split("/").at(-1) ?? ""];
  if (!sign || sign.slug !== params.sign || !format) return notFoundResource(SIGN_FEED_TEXTS.notFound);
  const { siteUrl, siteTimeZone } = context.env;
  const today = context.horoscopes.today();
  const flags = await getFlags(context.db);
  // No ?ungated=1 and no subscriber session: the feed holds what every anonymous visitor may read.
  const gate = { gating: flags.horoscope_gating, blurs: flags.section_blurs, subscriber: false };
  const days = Array.from({ length: SIGN_FEED_DAYS }, (_, index) => addDays(today, -index));
  const readings = await Promise.all(days.map((date) => context.horoscopes.getDaily(sign.slug, date)));
  const entries = readings.map((row): FeedEntry => {
    const { reading, locked } = gateReading(toClientHoroscope(row), gate);
    const link = `${siteUrl}/signs/${sign.slug}/${row.date}`;
    return {
      title: `${weekdayMonthDayYear(row.date)}: ${reading.headline}`,
      link,
      date: startOfDayIn(row.date, siteTimeZone),
      summary: `${reading.headline}. ${reading.summary}`,
      content: entryContent(sign, reading, locked, link),
    };
  });
  const base = `${siteUrl}/signs/${sign.slug}`;
  const body = writeFeed(
    format,
    {
      title: SIGN_FEED_TEXTS.title(sign.name),
      description: SIGN_FEED_TEXTS.description(sign.name),
      link: base,
      rss: `${base}/feed.xml`,
      atom: `${base}/atom.xml`,
      updated: startOfDayIn(today, siteTimeZone),
    },
    entries,
  );
  return textResource(request, body, {
    "Content-Type": format === "atom" ? ATOM_CONTENT_TYPE : RSS_CONTENT_TYPE,
    "Cache-Control": FEED_CACHE_CONTROL,
  });
}

/** The entry's HTML: the day in short, then each section the gate left open, then the link. */
function entryContent(sign: Sign, reading: ClientHoroscope, locked: Partial<Record<GatedSection, true>>, link: string): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const parts = [
    `<h2>${SIGN_FEED_TEXTS.inShort}</h2>`,
    `<p><strong>${escapeHtml(reading.headline)}</strong></p>`,
    paragraph(reading.summary),
  ];
  for (const section of ["overview", "love", "career", "mood", "ritual"] as const) {
    if (section !== "mood" && locked[section]) continue;
    parts.push(`<h2>${escapeHtml(SECTION_TITLES[section](sign))}</h2>`, paragraph(reading[section]));
  }
  if (Object.keys(locked).length > 0) parts.push(paragraph(SIGN_FEED_TEXTS.locked));
  parts.push(`<p><a href="${escapeHtml(link)}">${escapeHtml(SIGN_FEED_TEXTS.readOn)}</a></p>`);
  return parts.join("\n");
}
