import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { findMonth, MONTH_NAMES, signSeasonsInMonth } from "#app/features/signs/months.ts";
import { SIGNS, type Sign } from "#app/zodiac/signs.ts";
import { keyDateText } from "#app/features/horoscopes/period-prose/events.ts";
import { periodSpan } from "#app/features/horoscopes/periods.ts";
import { shortWeekdayDayMonth } from "#app/lib/dates.ts";
import { dataMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/$month";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export function loader({ params, context }: Route.LoaderArgs) {
  const month = findMonth(params.month);
  if (!month) throw data("Unknown month", { status: 404 });
  // monthIndex counts from 0, like Date#getMonth, so the page can compare it with today's date.
  const monthIndex = MONTH_NAMES.indexOf(month);
  // The month as it comes next: this year's if it has not ended yet, else next year's.
  const today = context.horoscopes.today();
  const thisYear = Number(today.slice(0, 4));
  const year = monthIndex + 1 >= Number(today.slice(5, 7)) ? thisYear : thisYear + 1;
  const span = periodSpan("month", `${year}-${String(monthIndex + 1).padStart(2, "0")}-01`);
  const events = context.periodReadings.eventsOf(span).map((event) => ({ date: event.date, text: keyDateText(event) }));
  const isCurrent = span.start === periodSpan("month", today).start;
  return { month, monthIndex, year, events, isCurrent };
}

// One note per month on the mood of its two sign seasons; general, so it holds for any year.
const MONTH_NOTES: readonly string[] = [
  "January pairs Capricorn’s discipline with Aquarius’s appetite for the new. The first weeks favour structure, plans and honest accounting; from the Sun’s entry into Aquarius the mood turns towards friends, causes and ideas that break a habit.",
  "February moves from Aquarian detachment to Piscean feeling. Early in the month is good for group projects and fresh thinking; once Pisces season begins, rest, imagination and compassion take the lead, and boundaries need a little care.",
  "March closes the zodiac and opens it again. Pisces asks you to finish, forgive and let go; at the March equinox the Sun enters Aries and the astrological new year begins, with all its courage and impatience.",
  "April runs on Aries fire until Taurus slows everything to a walk. Start things in the first weeks, then give them roots: Taurus season rewards steady effort, good food and paying attention to money and the body.",
  "May holds Taurus’s calm and Gemini’s chatter. The first part of the month is for consolidating and enjoying what you have; Gemini season brings conversations, short trips, learning and a faster social rhythm.",
  "June spins from Gemini’s curiosity into Cancer’s care. Networking and errands fill the early weeks; at the June solstice the Sun enters Cancer and attention turns to home, family and the people who make you feel safe.",
  "July moves from Cancer’s protective instinct to Leo’s warmth. Nest and nurture first, then step into the light: Leo season favours creativity, play, romance and the courage to be seen.",
  "August starts in Leo’s sunshine and ends in Virgo’s workshop. Enjoy, celebrate and create early on; Virgo season brings a natural urge to sort, improve, plan routines and look after your health.",
  "September carries Virgo’s practical focus up to the September equinox, when the Sun enters Libra. Tidy the details first, then turn to balance, beauty and partnership, where fairness and good manners open doors.",
  "October moves from Libra’s diplomacy to Scorpio’s depth. Collaborations and agreements suit the first weeks; Scorpio season asks for honesty about what you want, what you share and what needs to end.",
  "November turns from Scorpio’s intensity to Sagittarius’s optimism. Do the deep work early, then lift your eyes: Sagittarius season favours travel, study, big questions and generous, outspoken good humour.",
  "December runs from Sagittarian adventure to Capricorn’s resolve. Celebrate, explore and speak freely; at the December solstice the Sun enters Capricorn and the mood turns to long-term goals and what you will build next year.",
];

export default function MonthlyMonthPage({ loaderData }: Route.ComponentProps) {
  const { month, monthIndex, year, events, isCurrent } = loaderData;
  const { ending, starting } = signSeasonsInMonth(month);
  const seasonSigns = [ending, starting].filter((sign): sign is Sign => sign !== undefined);
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title={`${month} Horoscope`} eyebrow="Monthly horoscope">
        <p>
          {month} spans two sun-sign seasons:{" "}
          {seasonSigns.map((sign, i) => (
            <span key={sign.slug}>
              {i > 0 ? " and " : null}
              <SiteLink to={`/signs/${sign.slug}`} className="text-link underline">
                {sign.name}
              </SiteLink>{" "}
              ({sign.dateRange})
            </span>
          ))}
          . Here is what that pairing means for the month, and where to read on for your own sign.
        </p>
      </PageHeader>

      <div className="prose-cosmic">
        <h2>
          The sky in {month} {year}
        </h2>
        {events.length > 0 ? (
          <>
            <p>
              Computed from the real sky. Each event falls in a different house of each sign’s chart; your sign’s{" "}
              {isCurrent ? "monthly reading" : "readings"} tell{isCurrent ? "s" : ""} you which.
            </p>
            <ol data-testid="month-events">
              {events.map((event) => (
                <li key={`${event.date}-${event.text}`}>
                  <time dateTime={event.date}>{shortWeekdayDayMonth(event.date)}</time>: {event.text}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p>No planet changes sign or direction this month, and there is no New or Full Moon.</p>
        )}
        <h2>The mood of {month}</h2>
        <p>{MONTH_NOTES[monthIndex]}</p>
        {seasonSigns.length === 2 ? (
          <p>
            If you were born in {month}, your Sun sign depends on the day: up to the end of {seasonSigns[0]!.name} season you are a{" "}
            {seasonSigns[0]!.name}, from then on a {seasonSigns[1]!.name}. The changeover day shifts by a day or so from year to year, so if
            your birthday sits on the boundary, check the{" "}
            <SiteLink to={`/signs/${seasonSigns[1]!.slug}/dates`}>{seasonSigns[1]!.name} dates page</SiteLink>.
          </p>
        ) : null}
        <h2>How to read a monthly horoscope</h2>
        <p>
          Read the forecast for your Sun sign first, then for your rising sign if you know it: the Sun describes what drives you this month,
          the rising sign which areas of life the month’s sky lights up. Where the two readings agree, pay attention. Monthly forecasts
          describe the broad weather of a month; your <SiteLink to="/signs">daily horoscope</SiteLink> follows the faster movements of the
          Moon and the inner planets.
        </p>
      </div>

      <div>
        <h2 className="mb-4 text-2xl font-semibold">All twelve signs in {month}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SIGNS.map((sign) => {
            const inSeason = seasonSigns.includes(sign);
            return (
              <li key={sign.slug}>
                <SiteLink
                  to={isCurrent ? `/signs/${sign.slug}/month` : `/signs/${sign.slug}`}
                  className={`flex items-center gap-3 rounded-xl border p-4 transition-colors hover:bg-surface-muted ${inSeason ? "border-accent bg-surface-muted" : "border-border bg-surface"}`}
                >
                  <span aria-hidden="true" className="text-2xl text-accent">
                    {sign.symbol}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold">{sign.name}</span>
                    <span className="text-sm text-muted">
                      {sign.dateRange}
                      {inSeason ? ` · in season in ${month}` : ""}
                    </span>
                  </span>
                </SiteLink>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-muted">
          <SiteLink to="/monthly" className="text-link underline">
            See every month
          </SiteLink>
        </p>
      </div>
    </section>
  );
}

export const meta = dataMeta(({ month }: Route.ComponentProps["loaderData"]) => {
  const { ending, starting } = signSeasonsInMonth(month);
  return {
    title: `${month} Horoscope`,
    description: `The ${month} horoscope for all twelve zodiac signs: what the ${ending?.name} and ${starting?.name} seasons bring, and where to read your own sign's month.`,
    type: "article",
  };
});
