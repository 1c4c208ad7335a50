import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { CardList } from "#app/components/ui/card-list.tsx";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Astrology Tools",
  description:
    "Every Cosmic Daily tool in one place: compatibility checker, free birth chart, moon phases, lucky numbers, daily ritual, streaks and monthly horoscopes.",
});

const TOOLS = [
  {
    to: "/compatibility",
    title: "Compatibility checker",
    text: "Choose two signs and see how their elements meet: where they click, where they clash and what helps.",
  },
  {
    to: "/charts/free-birth-chart",
    title: "Free birth chart",
    text: "Draw your chart from your birth date, time and town: the wheel, every planet in its sign and house, and a reading of your Sun, Moon and rising.",
  },
  {
    to: "/charts/synastry",
    title: "Synastry",
    text: "Lay two birth charts over each other: every close contact between your planets and theirs, read in plain words, with a score that shows its sums.",
  },
  {
    to: "/moon-phases",
    title: "Moon phases",
    text: "Tonight's Moon, the dates and times of the next four phases, a month's calendar of phases, and this year's and next year's eclipses.",
  },
  {
    to: "/lucky",
    title: "Lucky numbers",
    text: "Each sign’s three lucky numbers, what they mean, and a lottery helper that builds a line around them.",
  },
  {
    to: "/ritual",
    title: "Daily ritual",
    text: "Spin once a day for a small, concrete ritual in the spirit of one of the four elements.",
  },
  {
    to: "/streak",
    title: "Cosmic streak",
    text: "Count the consecutive days you have visited, with milestones at 3, 7, 14 and 30 days.",
  },
  {
    to: "/notifications",
    title: "Daily notification",
    text: "Your sign's Today in short on your phone or computer at the time you choose, on your own clocks. Tap it to read the day in full.",
  },
  {
    to: "/monthly",
    title: "Monthly horoscopes",
    text: "The month ahead for every sign, and which sign seasons each calendar month spans.",
  },
  {
    to: "/elements",
    title: "The four elements",
    text: "Fire, earth, air and water: the temperaments behind the signs and how they combine.",
  },
  {
    to: "/guides/planetary-retrogrades",
    title: "Retrograde calendar",
    text: "Whether Mercury is retrograde now, and every station and shadow of Mercury to Pluto this year and next, computed from the sky.",
  },
  {
    to: "/widgets",
    title: "Horoscope widget",
    text: "Put today’s horoscope on your own site: a small box for one sign or all twelve, light or dark, with no cookies and no ads.",
  },
  {
    to: "/signs",
    title: "The twelve signs",
    text: "Dates, symbols, rulers, personality and the daily horoscope for every sign of the zodiac.",
  },
] as const;

export default function ToolsPage() {
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="Astrology Tools" eyebrow="Tools">
        <p>
          Calculators, checkers and guides for looking at the sky with an astrologer’s eye. Each tool starts from the same astronomy as our
          daily horoscopes and explains what it does, so you always know what a result rests on.
        </p>
      </PageHeader>

      <CardList items={TOOLS} columns={3} />

      <div className="prose-cosmic">
        <h2>Where to start</h2>
        <p>
          New to astrology? Begin with <SiteLink to="/signs">your Sun sign</SiteLink>, then read about{" "}
          <SiteLink to="/elements">its element</SiteLink>: fire, earth, air or water colours almost everything else, from how a sign handles
          stress to which signs it gets along with most easily.
        </p>
        <p>
          Already know your sign well? The <SiteLink to="/charts/free-birth-chart">free birth chart</SiteLink> goes further: the Moon and
          rising sign often explain the parts of you a Sun-sign horoscope misses. And if you like a daily habit, the{" "}
          <SiteLink to="/ritual">ritual</SiteLink> and the <SiteLink to="/streak">streak</SiteLink> turn a quick visit into a small moment
          of reflection.
        </p>
        <h2>How the tools treat your data</h2>
        <p>
          None of these tools needs an account. Streaks, ritual spins and ratings are kept in your own browser, not on our servers; the{" "}
          <SiteLink to="/privacy">privacy policy</SiteLink> lists exactly what is stored and where. A birth chart is not stored at all: it
          lives in its own link.
        </p>
        <h2>How the sky is computed</h2>
        <p>
          The Moon&rsquo;s phases, the retrogrades and the birth chart are worked out from astronomy when you ask, not copied from a table.{" "}
          <SiteLink to="/accuracy">Our accuracy page</SiteLink> explains how, and compares our figures with published almanacs.
        </p>
      </div>
    </section>
  );
}
