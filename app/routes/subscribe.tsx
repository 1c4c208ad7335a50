import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { CardList } from "#app/components/ui/card-list.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { SubscribeForm } from "#app/features/newsletter/subscribe-form.tsx";
import { joinReadersText } from "#app/features/newsletter/join-readers.ts";
import { countVerified } from "#app/features/newsletter/subscribers.server.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import type { Route } from "./+types/subscribe";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

// The verified count, the same for every reader ([newsletter.join-readers]); it falls back to
// its stand-in only when the list cannot be read ([newsletter.count]).
export async function loader({ context }: Route.LoaderArgs) {
  return { subscribers: await countVerified(context.db) };
}

export const meta = pageMeta({
  title: "Subscribe to the Cosmic Daily Newsletter",
  description:
    "Get your sign's horoscope by email: daily readings, a weekly outlook, a monthly forecast and special editions. Free, double opt-in.",
});

const EDITIONS = [
  { title: "Daily", text: "Your sign's reading each morning, written from that day's sky." },
  { title: "Weekly", text: "The week's main sky events on Sunday evening, and what they mean for you." },
  { title: "Monthly", text: "A longer look at the month ahead: ingresses, retrogrades, new and full moons." },
  { title: "Special", text: "Eclipses, rare alignments and the start of each sign's season." },
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
      <SubscribeForm signs={SIGNS} track={trackEvent} />
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
