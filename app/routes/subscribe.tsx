import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { CardList } from "#app/components/ui/card-list.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { SubscribeForm } from "#app/features/newsletter/subscribe-form.tsx";
import { joinReadersText } from "#app/features/newsletter/join-readers.ts";
import { countVerified } from "#app/features/newsletter/subscribers.server.ts";
import { EDITION_NAMES } from "#app/features/newsletter/editions/edition-kinds.ts";
import { placeTimeZones } from "#app/lib/time-zones.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import type { Route } from "./+types/subscribe";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

// The verified count, the same for every reader ([newsletter.join-readers]); it falls back to
// its stand-in only when the list cannot be read ([newsletter.count]).
// The zones the server takes, and the site's zone and hour for a page shown before its script runs.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    subscribers: await countVerified(context.db),
    delivery: { zones: [...placeTimeZones()], zone: context.env.siteTimeZone, time: context.env.newsletterSendTime.slice(0, 5) },
  };
}

export const meta = pageMeta({
  title: "Subscribe to the Cosmic Daily Newsletter",
  description:
    "Get your sign's horoscope by email at your own hour: the daily horoscope, a weekly forecast, a monthly overview and special editions. Free, double opt-in.",
});

// Each edition by its one name ([newsletter.edition-names]), leaving when [newsletter.schedule] says, at the reader's hour.
const EDITIONS = [
  { title: EDITION_NAMES.daily, text: "Your sign's reading every morning at your delivery time, written from that day's sky." },
  { title: EDITION_NAMES.weekly, text: "The week's main sky events every Monday at your delivery time, and what they mean for you." },
  { title: EDITION_NAMES.monthly, text: "A longer look at the month ahead on the 1st: ingresses, retrogrades, new and full moons." },
  { title: EDITION_NAMES.special, text: "New and Full Moons, eclipses, the Sun entering a sign and Mercury turning, on the day." },
] as const;

export default function SubscribePage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-8">
      <PageHeader title="Subscribe to the Cosmic Daily Newsletter" eyebrow="Newsletter">
        <p>Your horoscope in your inbox, free. Choose the editions you want; change or leave at any time.</p>
        <p className="mt-2 font-semibold text-foreground" data-testid="join-readers">
          {joinReadersText(loaderData.subscribers)}
        </p>
      </PageHeader>
      <SubscribeForm signs={SIGNS} delivery={loaderData.delivery} track={trackEvent} />
      <CardList items={EDITIONS} />
      <div className="prose-cosmic">
        <h2>How it works</h2>
        <p>
          After you subscribe we send one email with a confirmation link. Only when you press the button behind that link does your address
          join the list, so nobody can sign you up without your say. Every email carries a one-click unsubscribe link.
        </p>
        <p>
          We keep your email, your first name and your sign so each issue fits you, and never sell or share them. Read the details in our{" "}
          <SiteLink to="/privacy">privacy policy</SiteLink>.
        </p>
      </div>
    </section>
  );
}
