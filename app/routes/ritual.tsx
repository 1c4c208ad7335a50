import { PageJsonLd } from "#app/components/seo/page-json-ld.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { CLAIM_RITUALS } from "#app/features/rituals/claim-rituals.ts";
import { RITUAL_POOL } from "#app/features/rituals/spinner.ts";
import { capitalise, numberWord } from "#app/lib/text.ts";
import { RitualSpinner } from "#app/features/rituals/ritual-spinner.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Daily Ritual",
  description: `One small ritual a day, inspired by fire, earth, air or water: how the daily ritual spin works, how ritual streaks are counted, and ${numberWord(CLAIM_RITUALS.length)} rituals to try.`,
  type: "article",
});

export default function RitualPage() {
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="Daily Ritual" eyebrow="One spin a day">
        <p>
          A ritual is a small act done with attention. Each day Cosmic Daily offers you one, drawn from the four elements, with a lucky
          number and a lucky colour to go with it. It takes a few minutes, asks for nothing you do not already have, and gives the day a
          moment that is yours.
        </p>
      </PageHeader>

      <RitualSpinner track={trackEvent} />

      <div className="prose-cosmic">
        <h2>How the daily spin works</h2>
        <p>
          The ritual wheel picks one of {numberWord(RITUAL_POOL.length)} rituals at random for you, once per calendar day, each with a lucky
          number and a lucky colour. The day is your own local day, so the wheel opens again after midnight where you are, not on a server’s
          clock. If you have already spun today, you see today’s ritual again rather than a new one: the point is to do it, not to keep
          spinning until you like the answer.
        </p>
        <h2>Ritual streaks</h2>
        <p>
          Each spin also counts towards a ritual streak. Your first spin starts it at 1. Spin again the next day and it grows by one; spin
          twice on the same day and it stays put; skip a day and it starts again at 1. The date of your last spin and your streak are kept
          in this browser only, so nothing is sent to us and no account is needed. It is the site’s one idea of a streak, days in a row, the
          same rule as your <SiteLink to="/streak">cosmic streak</SiteLink> of visits.
        </p>
      </div>

      <div>
        <h2 className="mb-2 text-2xl font-semibold">{capitalise(numberWord(CLAIM_RITUALS.length))} rituals to try</h2>
        <p className="mb-4 max-w-3xl text-muted">
          Two for each element. Choose the one that matches your sign’s element, or the one you need most today.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {CLAIM_RITUALS.map((ritual) => (
            <li key={ritual.title} className="rounded-xl border border-border bg-surface p-5">
              <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-accent">{ritual.element}</p>
              <h3 className="mb-2 flex items-center gap-2 text-lg font-semibold">
                <span aria-hidden="true">{ritual.emoji}</span>
                {ritual.title}
              </h3>
              <p className="text-muted">{ritual.text}</p>
            </li>
          ))}
        </ul>
      </div>

      <div className="prose-cosmic">
        <h2>Making a ritual stick</h2>
        <p>
          Tie it to something you already do: morning coffee, the walk to the bus, brushing your teeth. Keep it small enough to do on a bad
          day. And let it follow the sky if you like: fire and air rituals suit the growing half of the{" "}
          <SiteLink to="/moon-phases">lunar cycle</SiteLink>, earth and water rituals its waning half. Not sure of your element? The guide
          to <SiteLink to="/elements">the four elements</SiteLink> lists the signs of each.
        </p>
      </div>
      <PageJsonLd
        headline="Daily Ritual"
        description="One small ritual a day, inspired by fire, earth, air or water, with a daily spin and a streak."
        breadcrumbs={[["Home", "/"]]}
      />
    </section>
  );
}
