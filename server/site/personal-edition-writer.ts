import type { Database } from "#db/client.ts";
import { findUserByEmail } from "#app/features/accounts/users.server.ts";
import { readersDay } from "#app/features/charts/readers-day.server.ts";
import { findMyChart } from "#app/features/charts/saved-charts.server.ts";
import type { HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { sayingEachOnce, type EditionBlock } from "#app/features/newsletter/editions/edition-content.ts";
import type { PersonalEditionWriter } from "#app/features/newsletter/editions/edition-runs.server.ts";
import { longDateOf } from "#app/features/newsletter/editions/schedule.ts";
import { personalAudience } from "#app/features/newsletter/personal-edition.server.ts";
import { signOf } from "#app/zodiac/signs.ts";
import { possessive } from "#app/lib/text.ts";

type Sources = {
  db: Database;
  horoscopes: Pick<HoroscopeService, "getDaily">;
  siteUrl: string;
};

/**
 * The personal daily edition ([newsletter.personal-edition]), where the newsletter meets the
 * reader's own chart: "Today for you" read for the edition's date on the reader's clocks (the
 * zone they chose for the newsletter, else their birthplace's), then their Sun sign's day in
 * short, as the site shows both on /account/today. A subscriber whose address has no account, or
 * whose account keeps no chart of its own, has no personal edition: null, and the sign's mail.
 */
export function createPersonalEditionWriter({ db, horoscopes, siteUrl }: Sources): PersonalEditionWriter {
  const link = (path: string) => new URL(path, siteUrl).toString();
  return async (plan, recipient) => {
    const account = await findUserByEmail(db, recipient.email);
    const chart = account ? await findMyChart(db, account.id) : undefined;
    if (!chart) return null;
    const { reading, signs } = readersDay(chart, { date: plan.date, timeZone: recipient.timeZone ?? chart.tz ?? "UTC" });
    const sun = signOf(signs.sun);
    // Read through the service's cache, written on first request: the run has written the day's signs already.
    const sunDay = await horoscopes.getDaily(signs.sun, plan.date);
    const dateLine = longDateOf(plan.date);

    const blocks: EditionBlock[] = reading.items.map((item) => ({ heading: item.title, paragraphs: [item.detail, item.text] }));
    if (reading.moon) blocks.push({ heading: "The Moon in your houses", paragraphs: [reading.moon] });
    if (reading.changes.length) blocks.push({ heading: "Turning and moving", paragraphs: reading.changes });
    if (reading.alsoInPlay.length) blocks.push({ heading: "Also in play", paragraphs: [`${reading.alsoInPlay.join(", ")}.`] });
    blocks.push(
      {
        heading: `${sun.symbol} ${sun.name} today in short`,
        paragraphs: [`${sunDay.headline}. ${sunDay.summary}`],
        link: { label: `Read ${sun.name} in full`, href: link(`/signs/${signs.sun}`) },
      },
      {
        heading: "Your day on the site",
        paragraphs: ["Every transit's full reading, and the calendar of the weeks ahead, are on the site."],
        link: { label: "Open Today for you", href: link("/account/today") },
      },
    );

    return sayingEachOnce({
      kind: "daily",
      audience: personalAudience(recipient.id),
      subject: `Today for you: ${reading.headline}`,
      preheader: `${dateLine}. Your chart's day, then ${sun.name} in short.`,
      title: "Today for you",
      dateLine,
      // The headline is the subject and the first block's title: the intro says whose chart and whose clocks.
      intro: [
        `Read against ${possessive(chart.name)} chart, on ${reading.timeZone.replaceAll("_", " ")} clocks.`,
        reading.note,
        reading.quiet,
      ]
        .filter(Boolean)
        .join(" "),
      blocks,
    });
  };
}
