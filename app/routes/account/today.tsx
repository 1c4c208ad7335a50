import { data, Form, useNavigation } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { requireReaderViewer } from "#app/features/accounts/viewer.server.ts";
import { readDayQuery, readersDay } from "#app/features/charts/readers-day.server.ts";
import { findMyChart } from "#app/features/charts/saved-charts.server.ts";
import { personalEditionOf } from "#app/features/newsletter/personal-edition.server.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import { personalEditionAction } from "./_personal-edition.server";
import { TodayForYouCard } from "#app/features/charts/today-for-you-card.tsx";
import { addDays, weekdayDayMonth } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { signOf } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/today";

export const meta = pageMeta({
  title: "Today for You",
  description: "Your day read against your own birth chart, beside your Sun sign's reading.",
  noindex: true,
});

/**
 * The reader's day ([charts.transits]): "Today for you" from their own chart, and their Sun
 * sign's Today in short beside it, never instead of it. ?date= and ?tz= read another day or zone.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  const chart = await findMyChart(context.db, viewer.id);
  if (!chart) return { kind: "no-chart" as const };
  const now = new Date();
  const query = readDayQuery(
    { date: url.searchParams.get("date") ?? undefined, tz: url.searchParams.get("tz") ?? undefined },
    chart.tz,
    now,
  );
  if (!query.ok) return data({ kind: "bad-query" as const, problems: Object.values(query.fields) }, { status: 400 });
  const { reading, signs } = readersDay(chart, query.day, now);
  const sun = signOf(signs.sun);
  const daily = await context.horoscopes.getDaily(sun.slug, query.day.date).catch((error: unknown) => {
    context.logger.error({ err: error }, "the Sun sign's reading for a reader's day failed");
    return null;
  });
  const zone = url.searchParams.get("tz") ? `&tz=${encodeURIComponent(query.day.timeZone)}` : "";
  const dayLink = (date: string): `/${string}` => `/account/today?date=${date}${zone}`;
  return {
    kind: "day" as const,
    chartName: chart.name,
    reading,
    sun: { slug: sun.slug, name: sun.name, headline: daily?.headline ?? null, summary: daily?.summary ?? null },
    previous: dayLink(addDays(query.day.date, -1)),
    next: dayLink(addDays(query.day.date, 1)),
    edition: await personalEditionOf(context.db, viewer.email),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  return personalEditionAction(context, viewer.email, await readForm(request));
}

type Edition = Extract<Route.ComponentProps["loaderData"], { kind: "day" }>["edition"];

/** The choice of the personal daily edition ([newsletter.personal-edition]), for a subscriber of the account's address. */
function PersonalEditionBox({ edition }: { edition: Edition }) {
  useActionResult<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="personal-edition" className="flex max-w-2xl flex-col gap-2 rounded-xl border border-border bg-surface p-5">
      <h2 id="personal-edition" className="text-lg font-semibold">
        Today for you by mail
      </h2>
      {edition.kind === "not-subscribed" ? (
        <p>
          Subscribe to the daily horoscope with your account&apos;s address and confirm it, then choose here to have this page by mail each
          morning. <SiteLink to="/subscribe">Subscribe</SiteLink>
        </p>
      ) : (
        <>
          <p>
            {edition.personal
              ? "Your daily edition is Today for you, with your Sun sign's day in short"
              : "Your daily edition is your Sun sign's reading. It can be this page instead: Today for you, with your Sun sign's day in short"}
            , at {edition.deliveryTime}
            {edition.timeZone ? ` (${edition.timeZone.replaceAll("_", " ")})` : ""}.
          </p>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value={edition.personal ? "personal-edition-off" : "personal-edition-on"}
              disabled={busy}
              className={buttonClasses(edition.personal ? "secondary" : "primary", "self-start")}
            >
              {edition.personal ? "Go back to my Sun sign's edition" : "Send me Today for you"}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

export default function AccountTodayPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "no-chart") {
    return (
      <section className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-3xl font-semibold">Today for you</h1>
        <p>
          Today for you is written from your own birth chart: the Moon and the planets passing over your planets and angles. Draw your
          chart, then save it with &ldquo;This is me&rdquo; ticked.
        </p>
        <p className="flex flex-wrap gap-3">
          <SiteLink to="/charts/free-birth-chart" className={buttonClasses("primary")}>
            Draw your birth chart
          </SiteLink>
          <SiteLink to="/account/charts" className={buttonClasses("secondary")}>
            Your charts
          </SiteLink>
        </p>
      </section>
    );
  }
  if (loaderData.kind === "bad-query") {
    return (
      <section className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-3xl font-semibold">Today for you</h1>
        <div role="alert" className="flex flex-col gap-1">
          {loaderData.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
        <p>
          <SiteLink to="/account/today">Back to today</SiteLink>
        </p>
      </section>
    );
  }
  const { chartName, reading, sun, previous, next, edition } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">Today for you</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <TodayForYouCard reading={reading} chartName={chartName} />
        <section aria-labelledby="sun-sign-today" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">Your Sun sign · {weekdayDayMonth(reading.date)}</p>
          <h2 id="sun-sign-today" className="text-xl font-semibold">
            {sun.name}: {sun.headline ?? "Today in short"}
          </h2>
          {sun.summary ? <p className="leading-7">{sun.summary}</p> : <p>The reading for {sun.name} could not be loaded just now.</p>}
          <SiteLink to={`/signs/${sun.slug}`} className="font-semibold">
            Read {sun.name} in full
          </SiteLink>
        </section>
      </div>
      <nav aria-label="Other days" className="flex gap-4">
        <SiteLink to={previous} rel="prev">
          ← Previous day
        </SiteLink>
        <SiteLink to={next} rel="next">
          Next day →
        </SiteLink>
      </nav>
      <PersonalEditionBox edition={edition} />
    </div>
  );
}
