import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { NotificationsPanel } from "#app/features/notifications/notifications-panel.tsx";
import { publicPage } from "#app/lib/public-page.ts";
import { queryValue } from "#app/lib/request-input.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { placeTimeZones } from "#app/lib/time-zones.ts";
import { findSign, SIGNS } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/notifications";

// The same for every anonymous reader of a ?sign=: what is on in this browser is read by the browser.
export const headers = publicPage({ query: ["sign"] });

export const meta = pageMeta({
  title: "Daily Horoscope Notifications",
  description:
    "Get your sign's Today in short as a notification at the time you choose, on your own clocks. Tap it to open the day's reading. No account, no email.",
});

// The sign preselected is the page's the reader came from (?sign=leo); the zones are the server's.
export function loader({ context, url }: Route.LoaderArgs) {
  const sign = findSign(queryValue(url, "sign")?.toLowerCase() ?? undefined) ?? SIGNS[0]!;
  return { sign: sign.slug, zones: [...placeTimeZones()].sort(), zone: context.env.siteTimeZone };
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-8">
      <PageHeader title="Your horoscope as a notification" eyebrow="Notifications">
        <p>
          Once a day, at the time you choose, this browser shows your sign&apos;s Today in short: the day&apos;s main change for your sign
          and one thing to do about it. Tap the notification to open the full reading.
        </p>
      </PageHeader>
      <NotificationsPanel
        signs={SIGNS.map(({ slug, name }) => ({ slug, name }))}
        sign={loaderData.sign}
        zones={loaderData.zones}
        zone={loaderData.zone}
      />
      <div className="prose-cosmic">
        <h2>How it works</h2>
        <p>
          Your browser asks whether Cosmic Daily may show notifications; nothing is sent unless you allow it. The time is on the clocks of
          the time zone shown, which is your browser&apos;s own unless you pick another. A notification your device could not receive within
          the hour after your time is skipped, so you never get a day&apos;s reading late.
        </p>
        <p>
          Notifications need no account and no email address. We keep only what your browser needs to receive them, your sign and your time;
          the <SiteLink to="/privacy#notifications">privacy policy</SiteLink> says exactly what. Turn them off here at any time, or in your
          browser&apos;s settings. Rather have it by email? <SiteLink to="/subscribe">Subscribe to the newsletter</SiteLink>.
        </p>
      </div>
    </section>
  );
}
