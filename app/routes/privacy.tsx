import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Privacy Policy",
  description:
    "What Cosmic Daily stores about you, why, for how long and who sees it: newsletter data, page-view reports, browser storage, ads and your rights.",
});

// Kept as data so the table and the prose cannot drift apart when a key is added.
const BROWSER_STORAGE = [
  { what: "Theme", where: "localStorage", why: "Remembers whether you chose the dark or the light look." },
  {
    what: "Welcome and streak flags",
    where: "localStorage and sessionStorage",
    why: "Your first-visit date, streak day count and last greeting date, plus a once-per-session flag so the welcome message is not repeated.",
  },
  {
    what: "Ritual spins",
    where: "localStorage",
    why: "The date of your last ritual spin and your ritual streak, so you get one spin per calendar day.",
  },
  {
    what: "Rating visitor id",
    where: "cookie cosmic_visitor (HttpOnly, a year)",
    why: "A random id, signed by us, set only when you rate a reading, so each sign gets one rating from you a day. We store only a hash of it.",
  },
  {
    what: "Analytics event list",
    where: "localStorage",
    why: "The latest 100 product events (for example a page not found), kept on your device only.",
  },
  {
    what: "Subscriber token",
    where: "sessionStorage, and the cookie cosmic_subscriber (HttpOnly, 30 days)",
    why: "Shows that you subscribed in this browser; once you open the link we email you, full readings unlock here. It holds what you typed in the form and nothing we store about your address.",
  },
] as const;

export default function PrivacyPage() {
  return (
    <article className="prose-cosmic">
      <PageHeader title="Privacy Policy" eyebrow="Your data">
        <p>
          Cosmic Daily is built to need as little of your data as possible. You can read every horoscope without an account, without giving
          us your email and without being tracked across the web by us. This page lists everything we do store, why, and how to make us
          delete it.
        </p>
      </PageHeader>

      <h2>Who is responsible</h2>
      <p>
        Cosmic Daily is run by the small team described on our <SiteLink to="/about">about page</SiteLink>. We decide what is collected and
        how it is used, and we answer privacy questions ourselves. You can reach us through the{" "}
        <SiteLink to="/about#contact">contact details on the about page</SiteLink>.
      </p>

      <h2>Newsletter subscribers</h2>
      <p>
        When you <SiteLink to="/subscribe">subscribe to the newsletter</SiteLink> we store your email address, the first name you give us,
        your zodiac sign, the editions you chose (daily, weekly, monthly, special) and the moment you gave your consent. We use them for one
        purpose only: sending you the editions you asked for, written for your sign. We never sell, rent or share your address with
        advertisers.
      </p>
      <p>
        Subscriptions use <strong>double opt-in</strong>. After you fill in the form we send a single email with a confirmation link; your
        address only joins the list when you confirm it on our <SiteLink to="/verify">confirmation page</SiteLink>. If you never confirm,
        you receive nothing further. Every newsletter carries a <strong>one-click unsubscribe</strong> link, and once you use it no further
        editions are sent.
      </p>
      <p>
        Unlocking the full readings works the same way: the email we send opens them in the browser where you open it and in the one you
        asked from. For that we keep, with your address, when each unlock was asked for and when it was confirmed; an unlock not confirmed
        within 3 days, or confirmed more than 30 days ago, is removed the next time you subscribe, and all of them when your address is
        removed.
      </p>

      <h2 id="notifications">Notifications</h2>
      <p>
        When you turn on <SiteLink to="/notifications">the daily notification</SiteLink>, we store what your browser gives us to reach it
        (the address of its push service and the keys your notifications are encrypted with), the sign you chose, the time and time zone you
        chose, and the date of the last notification we sent. Nothing links it to your email address or an account. Turning notifications
        off on that page deletes it at once; if you turn them off in your browser instead, we delete it the next time its push service tells
        us it is gone.
      </p>

      <h2>Admin accounts</h2>
      <p>
        Accounts exist only for the people who run the site. For them we store an email address, an optional full name, a securely hashed
        password (never the password itself) and their role. Readers never need an account to read the site; what we keep for those who open
        one to save charts is described next.
      </p>

      <h2 id="saved-charts">Signed-in readers and saved charts</h2>
      <p>
        When you open an account to keep birth charts, we store your email address, the name you give, a hashed password, your sign-in
        sessions (when they started and end, and the browser and address they came from) and the charts you save. For each chart we keep the
        name you give it, the birth date, the birth time or that it is unknown, the birthplace with its latitude, longitude and time zone
        (or a UTC offset), and the house system. We keep them for one purpose: to draw the chart and to work out your daily transits for
        Today for you and your calendar.
      </p>
      <ul>
        <li>
          You can delete your account at any time on <SiteLink to="/account/data">Your data</SiteLink>: its charts are deleted with it, at
          once.
        </li>
        <li>
          While signed in you can download everything we hold about your account as a JSON file:{" "}
          <a href="/api/me/export" download>
            Download your data
          </a>
          .
        </li>
        <li>
          Birth data never goes into our logs or page-view reports, and no shared cache keeps it: a chart&apos;s page, its wheel and its
          figures may be kept only by your own browser.
        </li>
        <li>
          A chart&apos;s address carries its birth date, time and place. Sharing a chart&apos;s address shares them with whoever receives
          it.
        </li>
      </ul>

      <h2>Page-view reports and analytics events</h2>
      <p>
        Each time you move to a new page, your browser tells our own server which path and query string you opened (for example{" "}
        <code>/signs/leo</code>); under <code>/charts</code>, <code>/account</code> and <code>/auth</code> only the path is kept, never the
        query string, which can hold a birth date, time and place. We also record a few named product events, such as a page that was not
        found or a reader unlocking a full reading. These reports are stored in our own database; they are not sent to a third-party
        analytics company, and <strong>no IP address, cookie or browser fingerprint is stored with them</strong>. We use them to learn which
        pages are read and which links are broken. Your IP address is used only briefly, in memory, to stop a single machine flooding the
        site with requests.
      </p>

      <h2>What your browser keeps</h2>
      <p>
        Several small conveniences are stored in your own browser rather than on our servers. They never leave your device unless a feature
        says so, and you can remove them at any time by clearing this site’s data in your browser settings.
      </p>
      <div className="mb-6 overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                What
              </th>
              <th scope="col" className="p-3 font-semibold">
                Where
              </th>
              <th scope="col" className="p-3 font-semibold">
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {BROWSER_STORAGE.map((item) => (
              <tr key={item.what} className="border-t border-border bg-surface align-top">
                <th scope="row" className="p-3 font-semibold">
                  {item.what}
                </th>
                <td className="p-3 text-muted">{item.where}</td>
                <td className="p-3">{item.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        When the site shows its own ads, a random ad session id is also kept in sessionStorage so we can count impressions and clicks per
        visit without knowing who you are. It is discarded when you close the tab.
      </p>

      <h2>Advertising and cookies</h2>
      <p>
        Cosmic Daily is paid for by advertising. Our own ad slots set no cookies. When the site is configured to show Google AdSense ads,
        Google and its partners may set or read cookies and similar identifiers in your browser to show ads, limit how often you see them,
        measure them and, where the law allows, personalise them. Google’s handling of that data is governed by Google’s own privacy policy,
        and you can adjust ad personalisation in your Google account’s ad settings. When ads are switched off, no advertising code is loaded
        at all.
      </p>

      <h2>How long we keep data</h2>
      <ul>
        <li>
          <strong>Subscribers:</strong> for as long as you stay subscribed. When you unsubscribe we stop sending mail at once and remove
          your details, keeping only what we need to honour the unsubscribe.
        </li>
        <li>
          <strong>Unconfirmed sign-ups:</strong> removed once the confirmation link has expired without being used.
        </li>
        <li>
          <strong>Admin accounts:</strong> for as long as the person helps run the site.
        </li>
        <li>
          <strong>Readers&apos; accounts and saved charts:</strong> until the account is deleted, or a chart before it.
        </li>
        <li>
          <strong>Page views and events:</strong> kept for statistics; they identify no one, so they cannot be traced back to you.
        </li>
        <li>
          <strong>Browser storage:</strong> stays on your device until you clear it; sessionStorage ends with the tab.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>
        You may ask us for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete it. You can withdraw
        your newsletter consent at any moment with the unsubscribe link, without giving a reason. Write to us through the{" "}
        <SiteLink to="/about#contact">contact details on the about page</SiteLink> from the address concerned and we will answer within
        thirty days. If you think we have mishandled your data, you may also complain to your local data protection authority.
      </p>

      <h2>Children</h2>
      <p>
        Cosmic Daily is not meant for children. You must be at least 13 years old to use the site or subscribe to the newsletter. If you
        believe a child under 13 has given us personal data, tell us and we will delete it.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as hashes, and access to subscriber data is limited to the site&apos;s administrators. No system is
        perfectly secure, but we collect little precisely so that there is little to lose.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change what we collect or why, we will update this page before the change takes effect and, for changes that affect
        subscribers, say so in the newsletter. Our <SiteLink to="/terms">terms of service</SiteLink> describe the rules for using the site
        itself.
      </p>
    </article>
  );
}
