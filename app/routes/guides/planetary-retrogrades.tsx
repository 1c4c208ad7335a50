import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { degreeInSign } from "#app/zodiac/sky.ts";
import { retrogradesOfYear, retrogradeStatusAt, type Station } from "#app/features/sky/stations.server.ts";
import { AddToCalendar } from "#app/features/calendars/add-to-calendar.tsx";
import { CALENDAR_PATHS, calendarLinks } from "#app/features/calendars/calendars.ts";
import { calendarDateIn, dateFormat } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import type { Route } from "./+types/planetary-retrogrades";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Planetary Retrogrades Guide",
  description:
    "Why planets seem to move backwards, how often Mercury, Venus, Mars and the outer planets go retrograde, what astrology links to each, and practical tips.",
});

// Average figures: individual retrogrades run a little longer or shorter than these.
const CYCLES = [
  {
    planet: "Mercury",
    often: "3 times a year, occasionally 4",
    length: "about 3 weeks",
    themes: "Communication, travel, paperwork, technology",
  },
  { planet: "Venus", often: "about every 19 months", length: "about 6 weeks", themes: "Love, money, values, beauty" },
  { planet: "Mars", often: "about every 26 months", length: "about 2 to 2½ months", themes: "Drive, anger, ambition, physical energy" },
  { planet: "Jupiter", often: "once a year", length: "about 4 months", themes: "Growth, belief, luck, learning" },
  { planet: "Saturn", often: "once a year", length: "about 4½ months", themes: "Duty, limits, structures, time" },
  { planet: "Uranus", often: "once a year", length: "about 5 months", themes: "Change, freedom, innovation" },
  { planet: "Neptune", often: "once a year", length: "about 5 months", themes: "Dreams, ideals, illusion, spirituality" },
  { planet: "Pluto", often: "once a year", length: "about 5 to 6 months", themes: "Power, transformation, what is hidden" },
] as const;

// "Now" is read on the server, in the site's time zone, as the home page does: a page kept for a
// minute by the page cache is at most a minute behind the sky. The stations themselves are
// computed once per year and process (stations.server.ts).
export function loader({ context }: Route.LoaderArgs) {
  const timeZone = context.env.siteTimeZone;
  const now = new Date();
  const thisYear = Number(calendarDateIn(now, timeZone).slice(0, 4));
  const dayAndTime = dateFormat({
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  const day = dateFormat({ month: "short", day: "numeric", year: "numeric", timeZone });
  const mercury = retrogradeStatusAt("Mercury", now);
  const station = (at: Station) => ({ at: at.at.toISOString(), date: day.format(at.at), place: degreeInSign(at.sign, at.degree) });
  return {
    timeZone,
    calendarFile: calendarLinks(context.env.siteUrl, CALENDAR_PATHS.retrogrades),
    mercury: {
      retrograde: mercury.retrograde,
      since: { at: mercury.since.toISOString(), text: dayAndTime.format(mercury.since) },
      until: { at: mercury.until.toISOString(), text: dayAndTime.format(mercury.until) },
    },
    years: [thisYear, thisYear + 1].map((year) => ({
      year,
      periods: retrogradesOfYear(year).map((period) => ({
        planet: period.planet,
        preShadow: { at: period.preShadowFrom.toISOString(), date: day.format(period.preShadowFrom) },
        stationRetrograde: station(period.stationRetrograde),
        stationDirect: station(period.stationDirect),
        postShadow: { at: period.postShadowUntil.toISOString(), date: day.format(period.postShadowUntil) },
      })),
    })),
  };
}

type LoaderData = Route.ComponentProps["loaderData"];

function MercuryNow({ mercury, timeZone }: Pick<LoaderData, "mercury" | "timeZone">) {
  return (
    <section aria-labelledby="mercury-now" className="mb-8 rounded-xl border border-border bg-surface p-5" data-testid="mercury-now">
      <h2 id="mercury-now" className="text-xl font-semibold">
        Is Mercury retrograde now?
      </h2>
      <p className="mt-2 text-3xl font-semibold">{mercury.retrograde ? "Yes" : "No"}</p>
      <p className="mt-2">
        {mercury.retrograde
          ? "Mercury has been retrograde since it stationed on "
          : "Mercury has been direct since it stationed direct on "}
        <time dateTime={mercury.since.at}>{mercury.since.text}</time>
        {mercury.retrograde ? ", and it stations direct on " : ", and it next stations retrograde on "}
        <time dateTime={mercury.until.at}>{mercury.until.text}</time>.
      </p>
      <p className="mt-1 text-sm text-muted">Times are given for the time zone {timeZone}.</p>
    </section>
  );
}

function RetrogradeCalendar({ years }: Pick<LoaderData, "years">) {
  return (
    <>
      {years.map(({ year, periods }) => (
        <section key={year} aria-labelledby={`retrogrades-${year}`}>
          <h2 id={`retrogrades-${year}`}>The retrogrades of {year}</h2>
          <div className="mb-6 overflow-x-auto rounded-xl border border-border">
            <table className="w-full text-left text-sm" data-testid={`retrogrades-${year}`}>
              <caption className="p-3 text-left text-muted">
                Every retrograde of Mercury to Pluto under way in {year}: the shadow before it, the station retrograde, the station direct
                and the shadow after it, with the degree and sign of each station.
              </caption>
              <thead className="bg-surface-muted">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    Planet
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Pre-shadow from
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Stations retrograde
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Stations direct
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Post-shadow until
                  </th>
                </tr>
              </thead>
              <tbody>
                {periods.map((period) => (
                  <tr key={`${period.planet}-${period.stationRetrograde.at}`} className="border-t border-border bg-surface align-top">
                    <th scope="row" className="p-3 font-semibold">
                      {period.planet}
                    </th>
                    <td className="p-3">
                      <time dateTime={period.preShadow.at}>{period.preShadow.date}</time>
                    </td>
                    <td className="p-3">
                      <time dateTime={period.stationRetrograde.at}>{period.stationRetrograde.date}</time>
                      <span className="block text-muted">{period.stationRetrograde.place}</span>
                    </td>
                    <td className="p-3">
                      <time dateTime={period.stationDirect.at}>{period.stationDirect.date}</time>
                      <span className="block text-muted">{period.stationDirect.place}</span>
                    </td>
                    <td className="p-3">
                      <time dateTime={period.postShadow.at}>{period.postShadow.date}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

export default function RetrogradesGuidePage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="prose-cosmic">
      <PageHeader title="Planetary Retrogrades Guide" eyebrow="Guide">
        <p>
          Few astrological phrases travel as far as “Mercury is retrograde”. This guide explains what a retrograde really is in the sky, how
          often each planet has one and for how long, what astrologers associate with each, and how to use these periods sensibly rather
          than fearfully.
        </p>
      </PageHeader>

      <MercuryNow mercury={loaderData.mercury} timeZone={loaderData.timeZone} />
      <RetrogradeCalendar years={loaderData.years} />
      <AddToCalendar links={loaderData.calendarFile} what="the retrogrades and their shadows" className="not-prose mb-8" />

      <h2>What retrograde motion is</h2>
      <p>
        Night after night, the planets drift slowly eastward against the background stars, in the same direction as the Sun and the Moon.
        Every so often, though, a planet appears to slow down, stop, and drift westward for a while, before stopping again and resuming its
        usual course. That backward stretch is called retrograde motion, and the moments when the planet seems to stand still are its
        stations: it “stations retrograde” and later “stations direct”.
      </p>
      <p>
        No planet ever actually reverses in its orbit. Retrograde motion is an effect of watching from a moving platform. Think of
        overtaking a slower car on a motorway: as you pass it, it seems to slide backwards against the distant hills, although both of you
        are driving forwards. The Earth overtakes Mars, Jupiter, Saturn and the other outer planets in the same way once per lap, around the
        time each one is opposite the Sun in our sky, which is also when it is closest and brightest. Mercury and Venus orbit inside the
        Earth’s orbit and move faster than we do, so they are the ones doing the overtaking: they appear retrograde when they pass between
        the Earth and the Sun.
      </p>
      <p>
        Ancient astronomers took retrograde loops very seriously: explaining them was one of the main reasons for the epicycles of Ptolemy’s
        Earth-centred model, and their simple explanation was one of the strongest arguments for Copernicus’s Sun-centred one. The Sun and
        the Moon never go retrograde.
      </p>

      <h2>How often, and for how long</h2>
      <div className="mb-6 overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Retrograde frequency, typical length and themes by planet</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                Planet
              </th>
              <th scope="col" className="p-3 font-semibold">
                How often
              </th>
              <th scope="col" className="p-3 font-semibold">
                Typical length
              </th>
              <th scope="col" className="p-3 font-semibold">
                Themes in astrology
              </th>
            </tr>
          </thead>
          <tbody>
            {CYCLES.map((cycle) => (
              <tr key={cycle.planet} className="border-t border-border bg-surface align-top">
                <th scope="row" className="p-3 font-semibold">
                  {cycle.planet}
                </th>
                <td className="p-3">{cycle.often}</td>
                <td className="p-3">{cycle.length}</td>
                <td className="p-3 text-muted">{cycle.themes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        The further a planet is from the Sun, the more of its time it spends retrograde. Mercury is retrograde for roughly a fifth of the
        year; Saturn, Neptune and Pluto for around forty percent of it. Because the outer planets are retrograde so often, astrologers treat
        their retrogrades as slow background themes, while the personal planets, Mercury, Venus and Mars, get most of the attention.
      </p>

      <h2>Mercury retrograde</h2>
      <p>
        Mercury rules thinking, speech, writing, trade, short journeys and, in modern readings, devices and data. When it turns retrograde,
        astrology expects these areas to snag: messages go astray, plans need revising, travel stalls, contracts hide details nobody read.
        The more useful reading is the “re-” words. Mercury retrograde is traditionally good for reviewing, revising, repairing,
        reconnecting with old contacts and returning to unfinished work, and less suited to launching something brand new.
      </p>

      <h2>Venus retrograde</h2>
      <p>
        Venus governs love, attraction, pleasure, taste and money. Its retrograde is rarer and longer, and astrologers read it as a time
        when relationships and values come up for review. Old flames reappear, partners renegotiate, and we ask what we truly value and what
        we spend on. Traditional advice is to avoid drastic changes of appearance and large luxury purchases, and to think twice before a
        new romantic commitment.
      </p>

      <h2>Mars retrograde</h2>
      <p>
        Mars is the planet of drive, desire, competition and anger. When it goes retrograde, energy turns inward: projects slow, frustration
        builds and conflicts from the past may resurface. Astrologers suggest using the period to rethink strategy, rest the body and
        channel anger into something constructive, rather than forcing new battles or beginning a demanding physical venture.
      </p>

      <h2>The outer planets</h2>
      <p>
        Jupiter retrograde is read as growth turned inward: a time to examine beliefs and plans before expanding further. Saturn retrograde
        invites a review of responsibilities, commitments and structures, what still holds and what has become a cage. Uranus retrograde
        internalises change, so that revolutions happen in the mind before they show in life. Neptune retrograde is said to lift the fog,
        letting illusions dissolve, and Pluto retrograde turns attention to hidden power, control and the transformations going on beneath
        the surface. Because these planets move so slowly, their retrogrades are felt most when they touch a planet or angle in your own{" "}
        <SiteLink to="/charts/free-birth-chart">birth chart</SiteLink>.
      </p>

      <h2>The shadow periods</h2>
      <p>
        A retrograde loop covers a stretch of the zodiac three times: once going forward before the station, once backwards, and once
        forward again afterwards. The forward passes over those same degrees are called the pre- and post-retrograde shadow. Many
        astrologers feel a retrograde’s themes begin to stir in the pre-shadow and only settle once the planet has cleared the post-shadow.
      </p>

      <h2>Practical tips for any retrograde</h2>
      <ul>
        <li>Back up your files and phone, and check travel bookings, addresses and times twice.</li>
        <li>Read contracts slowly; if you can, sign after the station direct, and if you cannot, ask more questions.</li>
        <li>Use the period to finish, edit and repair rather than to launch.</li>
        <li>Expect the past to knock: an old friend, an old idea, an old problem. Decide calmly what to let back in.</li>
        <li>Leave extra time in your plans so a delay does not become a crisis.</li>
        <li>Remember that life does not stop: people marry, move and start jobs during retrogrades all the time.</li>
      </ul>
      <p>
        Your <SiteLink to="/signs">daily horoscope</SiteLink> notes every planet that is retrograde on the day, and the{" "}
        <SiteLink to="/monthly">monthly horoscopes</SiteLink> weigh the retrogrades that shape each month. For the other great rhythm of the
        sky, read our guide to <SiteLink to="/moon-phases">the phases of the Moon</SiteLink>.
      </p>
    </article>
  );
}
