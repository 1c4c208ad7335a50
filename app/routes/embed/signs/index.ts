import { embedAllSignsDocument, embedBrowserMaxAge, embedLookOf, embedResponse } from "#app/features/embeds/embed-page.server.tsx";
import { weekdayMonthDayYear } from "#app/lib/dates.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/index";

/**
 * The twelve signs' day as a page for other sites' frames ([embeds.pages]): each sign's headline,
 * never gated, and a link to its reading. A resource route, written whole without the site's shell.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const siteUrl = context.env.siteUrl;
  const look = embedLookOf(url, siteUrl);
  if (look instanceof Response) return look;

  const today = context.horoscopes.today();
  const readings = await Promise.all(SIGNS.map((sign) => context.horoscopes.readForPage(sign.slug, today)));
  const html = embedAllSignsDocument({
    day: { date: today, dateText: weekdayMonthDayYear(today) },
    lines: SIGNS.map((sign, at) => ({
      sign,
      headline: readings[at]!.horoscope?.headline ?? null,
      readingUrl: `${siteUrl}/signs/${sign.slug}`,
    })),
    siteUrl,
    look,
  });
  return embedResponse(html, {
    browserMaxAge: embedBrowserMaxAge(today, context.env.siteTimeZone, Date.now()),
    // A reading built on the spot while the database is away is not the day's stored one: no cache keeps it.
    stored: readings.every((reading) => reading.status !== "failed"),
  });
}
