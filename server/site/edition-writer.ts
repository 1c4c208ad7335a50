import type { HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { isOccasion, occasionNote, occasionSlug, occasionSummary, type OccasionEvent } from "#app/features/horoscopes/occasion-notes.ts";
import type { PeriodReadingService } from "#app/features/horoscopes/period-readings.server.ts";
import { periodSpan } from "#app/features/horoscopes/periods.ts";
import { luckyColorOfHex } from "#app/features/horoscopes/lucky-colors.ts";
import {
  sayingEachOnce,
  type EditionBlock,
  type EditionContent,
  type EditionWriter,
} from "#app/features/newsletter/editions/edition-content.ts";
import { DIGEST_AUDIENCE, type EditionAudience } from "#app/features/newsletter/editions/edition-kinds.ts";
import { longDateOf, type Occasion } from "#app/features/newsletter/editions/schedule.ts";
import { SIGNS, signOf, type SignSlug } from "#app/zodiac/signs.ts";
import { possessive } from "#app/lib/text.ts";

/**
 * Where the newsletter meets the readings: each edition is written from what the site already
 * publishes (the sign's daily reading, its weekly or monthly reading, the day's sky events), so a
 * mail never says something the site does not. A subscriber may read every section, so the mail
 * carries each section whole.
 */
type Sources = {
  horoscopes: Pick<HoroscopeService, "ensureDays" | "getDaily">;
  periodReadings: Pick<PeriodReadingService, "ensureSpans" | "get" | "eventsOf">;
  siteUrl: string;
};

const listInWords = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const firstSentences = (text: string, count: number) => (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, count).join("").trim();
const heading = (slug: SignSlug) => `${signOf(slug).symbol} ${signOf(slug).name}`;

/** The sky events of a local date that earn a special edition. */
export function occasionEvents(periodReadings: Pick<PeriodReadingService, "eventsOf">, date: string): OccasionEvent[] {
  return periodReadings
    .eventsOf(periodSpan("week", date))
    .filter(isOccasion)
    .filter((event) => event.date === date);
}

export function occasionsOn(periodReadings: Pick<PeriodReadingService, "eventsOf">, date: string): Occasion[] {
  return occasionEvents(periodReadings, date).map((event) => ({ slug: occasionSlug(event), title: occasionSummary(event).title }));
}

export function createEditionWriter({ horoscopes, periodReadings, siteUrl }: Sources): EditionWriter {
  const link = (path: string) => new URL(path, siteUrl).toString();

  async function daily(date: string, audience: EditionAudience): Promise<EditionContent> {
    await horoscopes.ensureDays([date]);
    const dateLine = longDateOf(date);
    if (audience === DIGEST_AUDIENCE) {
      const blocks: EditionBlock[] = [];
      for (const sign of SIGNS) {
        const reading = await horoscopes.getDaily(sign.slug, date);
        blocks.push({
          heading: heading(sign.slug),
          paragraphs: [`${reading.headline}. ${reading.summary}`],
          link: { label: `Read ${sign.name} in full`, href: link(`/signs/${sign.slug}`) },
        });
      }
      return {
        kind: "daily",
        audience,
        subject: `Your horoscopes for ${dateLine}`,
        preheader: "All twelve signs, with today's sky in a sentence each.",
        title: "Today for every sign",
        dateLine,
        intro:
          "You have not told us your sign yet, so here is a taste of all twelve. Choose yours in your preferences and tomorrow's edition will be yours alone.",
        blocks,
      };
    }
    const reading = await horoscopes.getDaily(audience, date);
    const sign = signOf(audience);
    const color = luckyColorOfHex(reading.luckyColor);
    return {
      kind: "daily",
      audience,
      subject: `Your ${sign.name} horoscope for ${dateLine}`,
      preheader: reading.summary,
      title: `${sign.symbol} ${sign.name} today`,
      dateLine,
      // The day in short comes first, as on the site.
      intro: `${reading.headline}. ${reading.summary}`,
      blocks: [
        { heading: "Overview", paragraphs: [reading.overview] },
        { heading: "Love", paragraphs: [reading.love] },
        { heading: "Career", paragraphs: [reading.career] },
        { heading: "Mood", paragraphs: [reading.mood] },
        { heading: "Ritual", paragraphs: [reading.ritual] },
        {
          heading: "Lucky today",
          paragraphs: [
            `Numbers ${reading.luckyNumbers.join(", ")}; colour ${color.name}; good company with ${listInWords(reading.compatibleSigns)}.`,
          ],
          link: { label: `Read ${sign.name} on Cosmic Daily`, href: link(`/signs/${audience}`) },
        },
      ],
    };
  }

  async function period(kind: "weekly" | "monthly", date: string, audience: EditionAudience): Promise<EditionContent> {
    const span = periodSpan(kind === "weekly" ? "week" : "month", date);
    await periodReadings.ensureSpans([span]);
    const label = kind === "weekly" ? "week" : "month";
    if (audience === DIGEST_AUDIENCE) {
      const blocks: EditionBlock[] = [];
      for (const sign of SIGNS) {
        const reading = await periodReadings.get(sign.slug, span.period, span.start);
        blocks.push({
          heading: heading(sign.slug),
          paragraphs: [firstSentences(reading.overview, 2)],
          link: { label: `${possessive(sign.name)} ${label} in full`, href: link(`/signs/${sign.slug}/${label}`) },
        });
      }
      return {
        kind,
        audience,
        subject: `The ${label} ahead for every sign: ${span.title}`,
        preheader: `What the ${label} brings, sign by sign.`,
        title: `${span.title} for every sign`,
        dateLine: span.title,
        intro: `The ${label}'s sky in brief for all twelve signs. Choose your sign in your preferences to get your own reading in full.`,
        blocks,
      };
    }
    const sign = signOf(audience);
    const reading = await periodReadings.get(audience, span.period, span.start);
    return {
      kind,
      audience,
      subject: `${sign.name}: ${span.title}`,
      preheader: firstSentences(reading.overview, 1),
      title: `${sign.symbol} ${sign.name}, ${kind === "weekly" ? "your week" : "your month"}`,
      dateLine: span.title,
      // The overview, whole, opens the mail; an intro taken from its first sentence said that sentence twice.
      intro: reading.overview,
      blocks: [
        { heading: "Love", paragraphs: [reading.love] },
        { heading: "Career", paragraphs: [reading.career] },
        {
          heading: "Key dates",
          paragraphs:
            reading.keyDates.length > 0
              ? reading.keyDates.map((entry) => `${longDateOf(entry.date)}: ${entry.text}`)
              : ["No sign changes or lunations fall in this span."],
          link: { label: `Read ${possessive(sign.name)} ${label} on Cosmic Daily`, href: link(`/signs/${audience}/${label}`) },
        },
      ],
    };
  }

  function special(date: string, occasion: string, audience: EditionAudience): EditionContent {
    const event = occasionEvents(periodReadings, date).find((candidate) => occasionSlug(candidate) === occasion);
    if (!event) throw new Error(`no ${occasion} on ${date}`);
    const summary = occasionSummary(event);
    const dateLine = longDateOf(date);
    if (audience === DIGEST_AUDIENCE) {
      return {
        kind: "special",
        audience,
        subject: `${summary.title}: what it means for every sign`,
        preheader: firstSentences(summary.explanation, 1),
        title: summary.title,
        dateLine,
        intro: summary.explanation,
        blocks: SIGNS.map((sign) => ({
          heading: heading(sign.slug),
          paragraphs: [occasionNote(event, sign.slug)[1]!],
          link: { label: `Read ${sign.name} today`, href: link(`/signs/${sign.slug}`) },
        })),
      };
    }
    const sign = signOf(audience);
    return {
      kind: "special",
      audience,
      subject: `${summary.title}: what it means for ${sign.name}`,
      preheader: firstSentences(summary.explanation, 1),
      title: summary.title,
      dateLine,
      intro: summary.explanation,
      blocks: [
        {
          heading: `For ${sign.name}`,
          paragraphs: occasionNote(event, audience),
          link: { label: `Read ${sign.name} today`, href: link(`/signs/${audience}`) },
        },
      ],
    };
  }

  const write = async (edition: Parameters<EditionWriter>[0], audience: EditionAudience): Promise<EditionContent> => {
    switch (edition.kind) {
      case "daily":
        return daily(edition.date, audience);
      case "weekly":
      case "monthly":
        return period(edition.kind, edition.date, audience);
      case "special":
        return special(edition.date, edition.occasion, audience);
    }
  };
  // A mail says each sentence once, though the readings' sections retell the same events.
  return async (edition, audience) => sayingEachOnce(await write(edition, audience));
}
