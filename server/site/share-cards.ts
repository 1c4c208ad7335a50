import { readPair } from "#app/features/compatibility/pair-reading.ts";
import type { HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { pairSvg, signDaySvg, type CardFonts } from "#app/features/share-images/card-svg.ts";
import type { CardKey } from "#app/features/share-images/cards.ts";
import type { CardSource } from "#app/features/share-images/share-images.server.ts";
import { describeMoon, skyForDay } from "#app/features/sky/sky.server.ts";
import { SIGNS } from "#app/zodiac/signs.ts";

type ShareCardSources = {
  horoscopes: Pick<HoroscopeService, "readForPage">;
  timeZone: string;
  /** SITE_URL: its host is printed on every card. */
  siteUrl: string;
};

/**
 * Every share card of a day for the pre-generation: each sign's (12) and each pair's in either
 * order (144, every address the pair pages name), signs first. The facts are gathered as the image
 * route gathers them (routes/_share-facts.server.ts, which server code cannot import): the Moon at
 * the day's noon from the sky, the stored reading's words and colour, the pair's score from the
 * compatibility reading of that day's positions. A stored card is thus byte for byte the one the
 * route would draw (tests/integration/share-image-budget.test.ts compares them). A sign whose
 * reading could not be read gives an incomplete card, which is not stored.
 */
export function shareCardsOf(
  { horoscopes, timeZone, siteUrl }: ShareCardSources,
  date: string,
): Array<{ key: CardKey; source: CardSource }> {
  const host = new URL(siteUrl).host;
  const sky = () => skyForDay(date, timeZone);
  const signCards = SIGNS.map((sign) => ({
    key: { kind: "sign", sign: sign.slug, date } as const,
    source: async () => {
      const reading = await horoscopes.readForPage(sign.slug, date);
      const { moon, positions } = sky();
      const moonSign = positions.find((position) => position.planet === "Moon")!.sign;
      const stored = reading.status === "ok" ? reading.horoscope : null;
      const facts = {
        sign,
        date,
        moon: describeMoon(moon, moonSign),
        luckyColor: stored ? { name: stored.lucky.color, hex: stored.lucky.colorHex } : null,
        reading: stored ? { headline: stored.headline, summary: stored.summary } : null,
      };
      return { svg: (fonts: CardFonts) => signDaySvg(facts, { fonts, host }), complete: reading.status === "ok" };
    },
  }));
  const pairCards = SIGNS.flatMap((first) =>
    SIGNS.map((second) => ({
      key: { kind: "pair", first: first.slug, second: second.slug, date } as const,
      source: () => {
        const { score, tier } = readPair(first, second, { date, positions: sky().positions });
        return { svg: (fonts: CardFonts) => pairSvg({ first, second, date, score, tier }, { fonts, host }), complete: true };
      },
    })),
  );
  return [...signCards, ...pairCards];
}
