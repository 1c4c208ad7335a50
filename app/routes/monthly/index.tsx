import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { MONTH_NAMES, monthSlug, signSeasonsInMonth, type MonthName } from "#app/features/signs/months.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Monthly Horoscopes",
  description:
    "Monthly horoscopes for all twelve signs, month by month from January to December, with the two sun-sign seasons every calendar month spans.",
});

function seasonsIn(month: MonthName): string[] {
  const { ending, starting } = signSeasonsInMonth(month);
  return [ending, starting].flatMap((sign) => (sign ? [sign.name] : []));
}

export default function MonthlyPage() {
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="Monthly Horoscopes" eyebrow="Month by month">
        <p>
          The month ahead, sign by sign. Every calendar month straddles two zodiac seasons, because the Sun enters a new sign between the
          nineteenth and the twenty-third of each month. Choose a month to see which seasons it spans and what its sky favours for each of
          the twelve signs.
        </p>
      </PageHeader>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MONTH_NAMES.map((month) => (
          <li key={month}>
            <SiteLink
              to={`/monthly/${monthSlug(month)}`}
              className="flex h-full flex-col gap-1 rounded-xl border border-border bg-surface p-5 transition-colors hover:bg-surface-muted"
            >
              <span className="font-display text-xl font-semibold">{month}</span>
              <span className="text-sm text-muted">{seasonsIn(month).join(" and ")} seasons</span>
            </SiteLink>
          </li>
        ))}
      </ul>

      <div className="prose-cosmic">
        <h2>Why a month holds two signs</h2>
        <p>
          The zodiac divides the Sun’s yearly path into twelve equal signs, and the Sun spends about thirty days in each. The tropical
          zodiac used in Western astrology starts at the March equinox, when the Sun enters Aries, so the sign boundaries fall late in each
          month rather than on the first. That is why January belongs partly to Capricorn and partly to Aquarius, and why no month has a
          single sign to itself.
        </p>
        <h2>What a monthly horoscope looks at</h2>
        <p>
          A month is long enough for the Sun to change sign, for the Moon to pass through its full cycle of phases and through all twelve
          signs, and for the fast planets, Mercury, Venus and Mars, to change sign or station retrograde. Monthly readings weigh those
          movements: which part of your chart the Sun lights up, where the new and full moons fall for your sign, and whether a{" "}
          <SiteLink to="/guides/planetary-retrogrades">retrograde</SiteLink> asks you to slow down. Our guide to{" "}
          <SiteLink to="/moon-phases">moon phases</SiteLink> explains the lunar rhythm that runs under every month.
        </p>
        <h2>Getting the most from it</h2>
        <p>
          Read your Sun sign’s month first and your rising sign’s second if you know it; the{" "}
          <SiteLink to="/charts/free-birth-chart">birth chart guide</SiteLink> explains why the rising sign matters. For the day to day,
          your <SiteLink to="/signs">daily horoscope</SiteLink> follows the same sky in closer detail.
        </p>
      </div>
    </section>
  );
}
