import { SiteLink } from "#app/components/ui/site-link.tsx";
import { SIGNS } from "#app/zodiac/signs.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { CardList } from "#app/components/ui/card-list.tsx";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import { ReaderToday } from "#app/features/horoscopes/reader-today.tsx";
import { RitualClaim } from "#app/features/rituals/ritual-claim.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { moonTonight } from "#app/features/sky/sky.server.ts";
import { calendarDateIn, dateFormat } from "#app/lib/dates.ts";
import { loadViewer } from "#app/features/accounts/viewer.server.ts";
import { readDayQuery, readersDay } from "#app/features/charts/readers-day.server.ts";
import { findMyChart } from "#app/features/charts/saved-charts.server.ts";
import { TodayForYouCard } from "#app/features/charts/today-for-you-card.tsx";
import type { Route } from "./+types/index";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Cosmic Daily",
  description:
    "Free daily horoscopes for all twelve zodiac signs, written from the real positions of the planets, plus compatibility, moon phases and rituals.",
});

const EXPLORE = [
  { to: "/signs", title: "All twelve signs", text: "Dates, traits, elements and the daily reading for every sign." },
  { to: "/compatibility", title: "Compatibility", text: "See how two signs meet in love and friendship." },
  { to: "/lucky", title: "Lucky numbers", text: "Your sign's numbers and a lottery helper built on them." },
  { to: "/charts/free-birth-chart", title: "Free birth chart", text: "What a natal chart is and how to read your big three." },
  { to: "/monthly", title: "Monthly horoscopes", text: "The month ahead, sign by sign." },
] as const;

/**
 * A signed-in reader's "Today for you" ([charts.transits]), read for the site's today against the
 * chart they marked as theirs; null for a visitor (whose request has no cookie, so the page stays
 * the one stored for everyone) and "no-chart" for a reader who has not marked one yet.
 */
async function readersToday(context: Route.LoaderArgs["context"], request: Request, date: string, now: Date) {
  if (!request.headers.get("cookie")) return null;
  const viewer = await loadViewer(context, request);
  if (!viewer) return null;
  const chart = await findMyChart(context.db, viewer.id);
  if (!chart) return { kind: "no-chart" as const };
  const query = readDayQuery({ date }, chart.tz, now);
  if (!query.ok) return null;
  return { kind: "day" as const, chartName: chart.name, reading: readersDay(chart, query.day, now).reading };
}

// Written out on the server in the site's time zone, so every reader sees the same words.
export async function loader({ context, request }: Route.LoaderArgs) {
  const timeZone = context.env.siteTimeZone;
  const now = new Date();
  const { description, nextLunation } = moonTonight(now, timeZone);
  const day = (options: Intl.DateTimeFormatOptions) => dateFormat({ ...options, timeZone });
  const date = calendarDateIn(now, timeZone);
  return {
    date,
    forYou: await readersToday(context, request, date, now),
    today: day({ weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(now),
    moon: description,
    nextLunation: `${nextLunation.name}: ${day({ weekday: "long", month: "long", day: "numeric" }).format(nextLunation.at)}`,
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { date, today, moon, nextLunation, forYou } = loaderData;
  return (
    <div className="flex flex-col gap-12">
      {/*
        The reader's own day comes first, on a phone's first screen and before any other call to
        action ([shell.home-reading]): the page above it is one short heading, and the ritual's
        claim follows it.
      */}
      <div className="flex flex-col gap-5">
        <h1 className="max-w-3xl text-2xl font-semibold leading-tight sm:text-4xl">Your daily horoscope, written from the real sky</h1>
        <section aria-label="Today" className="grid items-start gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <ReaderToday date={date} />
            <RitualClaim track={trackEvent} source="home-page" />
          </div>
          <div className="flex flex-col gap-4">
            <div className="flex h-44 flex-col justify-center gap-2 rounded-xl border border-border bg-surface p-5" data-testid="sky-today">
              <h2 className="text-xl font-semibold">
                <time dateTime={date}>{today}</time>
              </h2>
              <p className="text-muted">Tonight: {moon}</p>
              <p className="text-muted">Next {nextLunation}</p>
            </div>
            <div className="flex flex-col gap-2 px-1">
              <p className="text-sm font-semibold uppercase tracking-widest text-accent">Today&apos;s sky, sign by sign</p>
              <p className="leading-7 text-muted">
                Every morning we compute where the Sun, the Moon and the planets actually are, then write each sign&apos;s reading from that
                sky and show the facts it rests on. Pick your sign to begin.
              </p>
            </div>
          </div>
        </section>
      </div>

      {forYou?.kind === "day" ? (
        <div className="flex flex-col gap-2">
          <TodayForYouCard reading={forYou.reading} chartName={forYou.chartName} />
          <SiteLink to="/account/today" className="px-1 font-semibold">
            Your day beside your Sun sign&apos;s, and other days
          </SiteLink>
        </div>
      ) : forYou?.kind === "no-chart" ? (
        <p className="rounded-xl border border-border bg-surface p-4" data-testid="today-for-you-invite">
          Want a reading written from your own chart?{" "}
          <SiteLink to="/charts/free-birth-chart" className="font-semibold">
            Draw your birth chart
          </SiteLink>{" "}
          and save it with This is me ticked: Today for you appears here each morning.
        </p>
      ) : null}

      <section aria-labelledby="choose-sign">
        <h2 id="choose-sign" className="mb-4 text-2xl font-semibold">
          Choose your sign
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {SIGNS.map((sign) => (
            <li key={sign.slug}>
              <SiteLink
                to={`/signs/${sign.slug}`}
                className="flex h-full flex-col gap-1 rounded-xl border border-border bg-surface p-4 transition-colors hover:bg-surface-muted"
              >
                <span aria-hidden="true" className="text-3xl text-accent">
                  {sign.symbol}
                </span>
                <span className="font-display text-lg font-semibold">{sign.name}</span>
                <span className="text-sm text-muted">{sign.dateRange}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="explore">
        <h2 id="explore" className="mb-4 text-2xl font-semibold">
          Explore the sky
        </h2>
        <CardList items={EXPLORE} columns={3} />
      </section>
    </div>
  );
}
