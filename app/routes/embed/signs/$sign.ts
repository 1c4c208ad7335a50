import { redirect } from "react-router";
import {
  embedBrowserMaxAge,
  embedLookOf,
  embedRefusal,
  embedRefusalDocument,
  embedResponse,
  embedSignDocument,
} from "#app/features/embeds/embed-page.server.tsx";
import { EMBED_MESSAGES } from "#app/features/embeds/embeds.ts";
import { HOROSCOPE_MESSAGES } from "#app/features/horoscopes/messages.ts";
import { readingDayOf, readingHeading } from "#app/features/horoscopes/reading-days.ts";
import { weekdayMonthDayYear } from "#app/lib/dates.ts";
import { findSign } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/$sign";

/**
 * A sign's day in short as a page for other sites' frames ([embeds.pages]): the day's headline
 * and summary, which are never gated, so no visitor's gate is asked and nothing gated is read. A
 * resource route: the document is written whole here, without the site's shell, scripts or ads.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const siteUrl = context.env.siteUrl;
  const sign = findSign(params.sign);
  if (!sign) {
    const html = embedRefusalDocument({ heading: EMBED_MESSAGES.unknownSignHeading, message: EMBED_MESSAGES.unknownSign, siteUrl });
    return embedRefusal(html, 404);
  }
  // Sign addresses are lower case ([signs.slugs]): a differently cased one leads to its own.
  if (sign.slug !== params.sign) throw redirect(`/embed/signs/${sign.slug}${url.search}`, 301);
  const look = embedLookOf(url, siteUrl);
  if (look instanceof Response) return look;

  const today = context.horoscopes.today();
  const reading = await context.horoscopes.readForPage(sign.slug, today);
  const html = embedSignDocument({
    sign,
    heading: readingHeading(sign.name, readingDayOf("today")),
    day: { date: today, dateText: weekdayMonthDayYear(today) },
    reading: reading.horoscope && { headline: reading.horoscope.headline, summary: reading.horoscope.summary },
    noReading: HOROSCOPE_MESSAGES.noData,
    readingUrl: `${siteUrl}/signs/${sign.slug}`,
    siteUrl,
    look,
  });
  return embedResponse(html, {
    browserMaxAge: embedBrowserMaxAge(today, context.env.siteTimeZone, Date.now()),
    // A reading built on the spot while the database is away is not the day's stored one: no cache keeps it.
    stored: reading.status !== "failed",
  });
}
