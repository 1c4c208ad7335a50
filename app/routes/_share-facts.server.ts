import { readPair, type PairReading } from "#app/features/compatibility/pair-reading.ts";
import type { PageReading } from "#app/features/horoscopes/types.ts";
import {
  pairAlt,
  pairImagePath,
  signDayAlt,
  signImagePath,
  SHARE_IMAGE_SIZE,
  type PairFacts,
  type SignDayFacts,
} from "#app/features/share-images/cards.ts";
import { describeMoon, skyForDay } from "#app/features/sky/sky.server.ts";
import type { SocialImage } from "#app/lib/seo.ts";
import type { Sign } from "#app/zodiac/signs.ts";
import { pairDay } from "./_pair-day.server";

/**
 * What a sign page's share image shows, gathered from the features that own each fact: the sky
 * (the day's Moon at local noon, as the reading is written), the stored reading (its headline,
 * summary and lucky colour) and the compatibility score. The image route draws these facts, and the page describes the
 * same facts in its og:image:alt, so the two never disagree ([share.images]).
 */
export function signDayFacts(sign: Sign, date: string, timeZone: string, reading: PageReading): SignDayFacts {
  const sky = skyForDay(date, timeZone);
  const moonSign = sky.positions.find((position) => position.planet === "Moon")!.sign;
  // Only a stored reading's words and colour: one built on the spot (the database away) is not shown.
  const stored = reading.status === "ok" ? reading.horoscope : null;
  return {
    sign,
    date,
    moon: describeMoon(sky.moon, moonSign),
    luckyColor: stored ? { name: stored.lucky.color, hex: stored.lucky.colorHex } : null,
    reading: stored ? { headline: stored.headline, summary: stored.summary } : null,
  };
}

export function pairFacts(
  first: Sign,
  second: Sign,
  date: string,
  timeZone: string,
  reading: PairReading = readPair(first, second, pairDay(date, timeZone)),
): PairFacts {
  return { first, second, date, score: reading.score, tier: reading.tier };
}

export function signDayImage(facts: SignDayFacts): SocialImage {
  return { path: signImagePath(facts.sign.slug, facts.date), ...SHARE_IMAGE_SIZE, alt: signDayAlt(facts) };
}

export function pairImage(facts: PairFacts): SocialImage {
  return { path: pairImagePath(facts.first.slug, facts.second.slug, facts.date), ...SHARE_IMAGE_SIZE, alt: pairAlt(facts) };
}
