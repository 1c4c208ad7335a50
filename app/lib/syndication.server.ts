import { Feed, type FeedOptions } from "feed";
import { escapeHtml } from "./html-escape";
import { SITE_NAME, type FeedLink } from "./seo";

/**
 * The site's RSS 2.0 and Atom feeds, written by the `feed` library from one description of a
 * channel and its entries. A summary is plain text; a content is HTML the caller built from
 * escaped text. Both formats carry the same entries, ids and dates.
 */

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

export type FeedFormat = "rss" | "atom";

const feedLink = (type: FeedLink["type"], title: string, href: string): FeedLink => ({
  tagName: "link",
  rel: "alternate",
  type,
  title,
  href,
});

/** The blog's feed, named by every blog page ([feeds.blog]). */
export function blogFeeds(siteUrl: string): FeedLink[] {
  return [feedLink("application/rss+xml", `${SITE_NAME} Blog`, `${siteUrl}/rss.xml`)];
}

/** A sign's two feeds of its daily reading, named by the sign's reading pages ([feeds.signs]). */
export function signFeeds(siteUrl: string, sign: { slug: string; name: string }): FeedLink[] {
  return [
    feedLink("application/rss+xml", `${sign.name} Daily Horoscope (RSS)`, `${siteUrl}/signs/${sign.slug}/feed.xml`),
    feedLink("application/atom+xml", `${sign.name} Daily Horoscope (Atom)`, `${siteUrl}/signs/${sign.slug}/atom.xml`),
  ];
}

export type FeedChannel = {
  title: string;
  description: string;
  /** The page the feed follows. */
  link: string;
  /** The feed's own addresses: each format names itself as rel="self". */
  rss: string;
  atom?: string;
  /** When the newest entry changed: the feed's lastBuildDate and updated. */
  updated: Date;
};

export type FeedEntry = {
  title: string;
  /** The entry's page. */
  link: string;
  /**
   * A stable id for the entry (an RSS guid that is not a permalink, an Atom id). Left out, the
   * link is the id, and the RSS guid says it is a permalink.
   */
  id?: string;
  /** When the entry was published or last changed. */
  date: Date;
  /** Plain text. */
  summary: string;
  /** HTML, its text already escaped. */
  content?: string;
  categories?: readonly string[];
};

// XML 1.0 forbids most control characters anywhere, escaped or not; a stored text may hold one.
// eslint-disable-next-line no-control-regex -- matching the forbidden control characters is the point
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (text: string) => text.replace(FORBIDDEN_IN_XML, "");

/** The channel and entries as RSS 2.0 or Atom 1.0. */
export function writeFeed(format: FeedFormat, channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const options: FeedOptions = {
    id: format === "atom" ? (channel.atom ?? channel.rss) : channel.link,
    title: xmlText(channel.title),
    description: xmlText(channel.description),
    link: channel.link,
    updated: channel.updated,
    language: "en",
    generator: false,
    copyright: `© ${channel.updated.getUTCFullYear()} ${SITE_NAME}`,
    // Atom asks every feed for an author: the site itself writes these.
    author: { name: SITE_NAME, link: new URL(channel.link).origin },
    feedLinks: { rss: channel.rss, ...(channel.atom ? { atom: channel.atom } : {}) },
  };
  const feed = new Feed(options);
  for (const entry of entries) {
    feed.addItem({
      // An RSS title is plain text; an Atom title is written with type="html", so it is escaped.
      // Text inside CDATA cannot escape its end, which no title of ours needs.
      title: format === "atom" ? escapeHtml(xmlText(entry.title)) : xmlText(entry.title).replaceAll("]]>", "]] >"),
      link: entry.link,
      ...(entry.id ? { id: entry.id, guid: entry.id } : {}),
      date: entry.date,
      description: escapeHtml(xmlText(entry.summary)),
      ...(entry.content ? { content: xmlText(entry.content) } : {}),
      ...(entry.categories ? { category: entry.categories.map((name) => ({ name: xmlText(name), term: xmlText(name) })) } : {}),
    });
  }
  return format === "atom" ? feed.atom1() : feed.rss2();
}
