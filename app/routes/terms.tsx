import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Terms of Service",
  description:
    "The rules for using Cosmic Daily: entertainment-only readings, minimum age 13, accounts, acceptable use, affiliate links, products and the newsletter.",
});

export default function TermsPage() {
  return (
    <article className="prose-cosmic">
      <PageHeader title="Terms of Service" eyebrow="The small print">
        <p>
          These terms are the agreement between you and Cosmic Daily when you read the site, use its tools or subscribe to its newsletter.
          We have kept them short and in plain language; by using the site you accept them.
        </p>
      </PageHeader>

      <h2>1. Entertainment only</h2>
      <p>
        Horoscopes, compatibility readings, rituals, lucky numbers and every other reading on Cosmic Daily are offered for entertainment and
        reflection. The sky facts we cite, such as where a planet stands or the phase of the Moon, are computed with care, but the
        astrological meanings we draw from them are interpretation, not prediction. Nothing on the site is medical, legal, financial or
        psychological advice, and you should not rely on it for decisions in those areas.
      </p>

      <h2>2. Who may use Cosmic Daily</h2>
      <p>
        <strong>You must be at least 13 years old to use Cosmic Daily.</strong> If you are under the age of majority where you live, use the
        site with the knowledge of a parent or guardian. By subscribing or creating an account you confirm that you meet this age
        requirement.
      </p>

      <h2>3. Accounts</h2>
      <p>
        Readers do not need an account. Accounts exist for the people who run the site; the first account on a new installation to confirm
        its email address becomes its administrator. If you hold an account, keep your password to yourself, use an address you control, and
        tell us at once if you suspect someone else has used it. You are responsible for what is done with your account. We may suspend an
        account that breaks these terms or puts the site at risk.
      </p>

      <h2>4. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>copy, scrape or republish our readings in bulk, or feed them into another service, without permission;</li>
        <li>send automated traffic that strains the site, or try to get around rate limits and access controls;</li>
        <li>probe, scan or attack the site or its servers, or try to reach data that is not meant for you;</li>
        <li>subscribe someone else’s email address, or use the contact address to send spam or abuse;</li>
        <li>click our ads artificially, or encourage others to, in order to inflate ad figures;</li>
        <li>use the site in a way that breaks the law where you or we are.</li>
      </ul>

      <h2>5. Content and ownership</h2>
      <p>
        The texts, guides, horoscopes, design and code of Cosmic Daily belong to us or to those who licensed them to us. You are welcome to
        read them, share links to them and quote a short passage with a link back to the page. Any other reproduction needs our written
        permission. Astronomical facts themselves belong to no one, and you are free to check them against any ephemeris.
      </p>

      <h2>6. Affiliate links and digital products</h2>
      <p>
        Some pages link to products and services of other companies. Some of those links are affiliate links: if you buy through them, we
        may earn a commission at no extra cost to you. We only place them where they fit the reading, and their presence never changes what
        a horoscope says. Purchases on other sites are contracts between you and that seller, under their terms.
      </p>
      <p>
        We also offer a few optional digital products, such as extended forecasts, ritual packs and compatibility reports. Their price and
        content are shown before you buy, and payment is handled by the checkout provider named on the purchase page. Like everything else
        here, these products are for entertainment.
      </p>

      <h2>7. Advertising</h2>
      <p>
        The site is supported by ads, which are labelled as such. Advertisers are responsible for their own ads and the sites they lead to;
        an ad is not a recommendation from us. How ads use data is explained in our <SiteLink to="/privacy">privacy policy</SiteLink>.
      </p>

      <h2>8. The newsletter</h2>
      <p>
        The <SiteLink to="/subscribe">newsletter</SiteLink> is free. You choose the editions you want, confirm your address through the link
        we email you, and can leave at any time with the one-click unsubscribe link in every message. We may change the schedule or the
        content of the editions, and we may stop sending to addresses that bounce or that were clearly subscribed without their owner’s
        consent.
      </p>

      <h2>9. Disclaimers</h2>
      <p>
        We work to keep Cosmic Daily accurate and available, but we provide it “as is” and “as available”. We do not promise that it will
        always be online, free of errors or suited to a particular purpose, and we may change, pause or remove any page or tool. Readings
        are general: they are written for a sign, not for you personally.
      </p>

      <h2>10. Limitation of liability</h2>
      <p>
        To the extent the law allows, Cosmic Daily is not liable for indirect or consequential loss, or for any decision you make because of
        something you read on the site. Where we are liable, our liability is limited to the amount you paid us in the twelve months before
        the claim, which for most readers is nothing. Nothing in these terms limits rights that the law of your country says cannot be
        limited.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms as the site grows. The current version is always on this page; if a change matters to subscribers we will
        mention it in the newsletter. Continuing to use the site after a change means you accept the updated terms.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms are welcome. Use the <SiteLink to="/about#contact">contact details on our about page</SiteLink> and a
        person will answer.
      </p>
    </article>
  );
}
