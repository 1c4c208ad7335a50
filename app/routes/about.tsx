import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import type { Route } from "./+types/about";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "About Cosmic Daily",
  description: "Who makes Cosmic Daily, how our horoscopes are written from the real positions of the planets, and how to reach us.",
});

export function loader({ context }: Route.LoaderArgs) {
  return { contactEmail: context.env.contactEmail, siteHost: new URL(context.env.siteUrl).host };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { contactEmail, siteHost } = loaderData;
  return (
    <article className="prose-cosmic">
      <PageHeader title="About Cosmic Daily" eyebrow="Our story">
        <p>Cosmic Daily is a small, independent astrology site with one promise: every sky fact we print is true.</p>
      </PageHeader>
      <h2>Horoscopes from the actual sky</h2>
      <p>
        Most horoscope sites rotate a few hundred canned paragraphs. We start from astronomy instead. Each day our server computes where the
        Sun, the Moon and the planets really stand, which of them are retrograde, what phase the Moon is in and which angles they make to
        one another. Each sign's reading is then written from that sky, and the page tells you which facts it rests on, so you can look up
        and check.
      </p>
      <h2>What astrology is, and is not, here</h2>
      <p>
        Astrology is a symbolic language with a long history, and we enjoy it as a mirror for reflection, a conversation starter and a daily
        ritual. It is not a science and it cannot predict your future. Everything on Cosmic Daily is for entertainment only; please do not
        make medical, legal, financial or relationship decisions because of a horoscope.
      </p>
      <h2>Fast, honest, ad-supported</h2>
      <p>
        The site is paid for by advertising and by a few optional digital products. Ads are labelled, they reserve their space so the page
        never jumps under your thumb, and we never sell your email address. Our newsletter uses double opt-in and every message carries a
        one-click unsubscribe link.
      </p>
      <p>
        Want the daily reading in your inbox? <SiteLink to="/subscribe">Subscribe to the newsletter</SiteLink>.
      </p>
      <h2 id="contact">Contact</h2>
      <p>
        Questions, corrections and partnership ideas are welcome (this section is also at{" "}
        <SiteLink to="/contact">{`${siteHost}/contact`}</SiteLink>
        ). Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and a person will answer within two working days. If a sky fact on
        the site looks wrong to you, tell us the page and the date: we check every report against the ephemeris.
      </p>
      <p>
        For privacy requests (a copy of your data, or deleting it) see our <SiteLink to="/privacy">privacy policy</SiteLink>. You can also{" "}
        <SiteLink to="/subscribe">manage your subscription</SiteLink> at any time.
      </p>
    </article>
  );
}
