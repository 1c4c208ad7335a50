import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Your Cosmic Streak",
  description:
    "How the Cosmic Daily streak counts the days you visit in a row, the milestones at 3, 7, 14 and 30 days, and why your streak lives only in this browser.",
});

const MILESTONES = [
  { days: 3, title: "Three days", text: "The habit has begun: three mornings in a row checking in with the sky." },
  { days: 7, title: "One week", text: "A full week, roughly a quarter of the Moon’s cycle from one phase to the next." },
  { days: 14, title: "Two weeks", text: "About half a lunar month: long enough to watch a new moon grow to full." },
  { days: 30, title: "Thirty days", text: "A whole cycle of the Moon and then some. The streak is now a ritual of its own." },
] as const;

export default function StreakPage() {
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="Your Cosmic Streak" eyebrow="Streaks">
        <p>
          Your cosmic streak counts how many days in a row you have visited Cosmic Daily. It is a light-hearted way to turn reading your
          horoscope into a daily habit, and it greets you each time you come back.
        </p>
      </PageHeader>

      <div className="prose-cosmic">
        <h2>How the streak is counted</h2>
        <p>
          The streak follows calendar days in your own time zone, not twenty-four-hour periods. Your very first visit welcomes you and
          starts the count at 1. After that, each time the site greets you on a new visit:
        </p>
        <ul>
          <li>
            <strong>If you visited yesterday</strong>, the streak grows by one day.
          </li>
          <li>
            <strong>If you already visited today</strong>, it stays as it is, however many pages you read.
          </li>
          <li>
            <strong>If you missed a day</strong>, the count starts again at 1.
          </li>
        </ul>
        <p>
          A welcome-back message shows your streak once per browser session, shortly after the page loads, so you are not greeted again on
          every page you open.
        </p>
      </div>

      <div>
        <h2 className="mb-4 text-2xl font-semibold">Milestones</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MILESTONES.map((milestone) => (
            <li key={milestone.days} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
              <span className="font-display text-4xl font-semibold text-accent">{milestone.days}</span>
              <h3 className="text-lg font-semibold">{milestone.title}</h3>
              <p className="text-sm text-muted">{milestone.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-muted">
          When your streak reaches exactly 3, 7, 14 or 30 days, a “Milestone Achieved!” message follows the welcome.
        </p>
      </div>

      <div className="prose-cosmic">
        <h2>Kept only in this browser</h2>
        <p>
          Your streak is stored in this browser’s local storage: the date of your first visit, the number of days and the date of the last
          greeting. It is never sent to our servers and needs no account. That has two consequences. Your phone and your laptop each keep
          their own streak, and clearing this site’s data, or browsing in a private window, starts the count from scratch. If your browser
          refuses storage altogether, the site still works; it simply cannot remember your streak.
        </p>
        <p>
          A streak on Cosmic Daily always means the same thing, counted by the same rule: days in a row. The{" "}
          <SiteLink to="/ritual">daily ritual</SiteLink> applies it to the days you spin for a ritual, so its streak and this one grow
          together when you come back each day for both. Our <SiteLink to="/privacy">privacy policy</SiteLink> lists everything the site
          keeps in your browser.
        </p>
        <h2>Keep it going</h2>
        <p>
          The easiest way to keep a streak is to make the visit worth it: read <SiteLink to="/signs">your daily horoscope</SiteLink>, or let
          the newsletter remind you each morning by <SiteLink to="/subscribe">subscribing to the daily edition</SiteLink>.
        </p>
      </div>
    </section>
  );
}
