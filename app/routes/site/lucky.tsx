import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { SIGNS } from "~/features/signs/signs";
import { pageMeta } from "~/lib/seo";
import { capitalise } from "~/lib/text";

export const meta = pageMeta({
  title: "Lucky Numbers",
  description:
    "The lucky numbers of all twelve zodiac signs, where they come from in astrology and numerology, and how our lottery helper builds a line around them.",
});

export default function LuckyPage() {
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="Lucky Numbers" eyebrow="Numbers and the stars">
        <p>
          Every sign has numbers traditionally said to bring it luck. Below you will find the three lucky numbers of
          each sign, where such numbers come from, and how our lottery helper turns them into a full line of six.
        </p>
      </PageHeader>

      <div className="prose-cosmic">
        <h2>How lucky numbers work in astrology</h2>
        <p>
          Astrological lucky numbers grow out of the sign’s ruling planet and its place in the zodiac. In the old
          planetary correspondences each number from 1 to 9 belongs to a body: 1 to the Sun, 2 to the Moon, 3 to Jupiter,
          4 to Uranus, 5 to Mercury, 6 to Venus, 7 to Neptune, 8 to Saturn and 9 to Mars. So Leo, ruled by the Sun,
          counts 1 among its numbers, Aries, ruled by Mars, counts 9, and Virgo and Gemini, ruled by Mercury, share 5.
          Higher numbers are usually reduced to one of those roots by adding their digits: 17 becomes 1 + 7 = 8, and 24
          becomes 2 + 4 = 6, Venus’s number, which is why it suits Taurus and Libra.
        </p>
        <h2>And in numerology</h2>
        <p>
          Numerology works from your own details rather than your sign. Your life path number is the sum of every
          digit of your birth date, reduced to a single digit (the master numbers 11 and 22 are usually kept whole).
          Someone born on 14 July 1990 adds 1 + 4 + 7 + 1 + 9 + 9 + 0 = 31, then 3 + 1 = 4. If your life path number
          also appears among your sign’s lucky numbers, or reduces to the same root, tradition says it is doubly yours.
        </p>
        <p>
          People use lucky numbers for small choices: a seat, a door number, a time to send an important message, or a
          lottery line. They are a playful way to feel in step with your sign, and nothing more; no number changes the
          odds of a draw.
        </p>
      </div>

      <div>
        <h2 className="mb-4 text-2xl font-semibold">Lucky numbers by sign</h2>
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The three lucky numbers of each zodiac sign</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">Sign</th>
                <th scope="col" className="p-3 font-semibold">Dates</th>
                <th scope="col" className="p-3 font-semibold">Ruler</th>
                <th scope="col" className="p-3 font-semibold">Element</th>
                <th scope="col" className="p-3 font-semibold">Lucky numbers</th>
              </tr>
            </thead>
            <tbody>
              {SIGNS.map((sign) => (
                <tr key={sign.slug} className="border-t border-border bg-surface">
                  <th scope="row" className="p-3 font-semibold">
                    <Link to={`/signs/${sign.slug}`} className="inline-flex items-center gap-2 text-link underline">
                      <span aria-hidden="true">{sign.symbol}</span>
                      {sign.name}
                    </Link>
                  </th>
                  <td className="p-3 text-muted">{sign.dateRange}</td>
                  <td className="p-3 text-muted">{sign.rulingPlanet}</td>
                  <td className="p-3 text-muted">{capitalise(sign.element)}</td>
                  <td className="p-3">
                    <span className="flex gap-2">
                      {sign.luckyNumbers.map((number) => (
                        <span
                          key={number}
                          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
                        >
                          {number}
                        </span>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <div className="prose-cosmic">
        <h2>The lottery helper</h2>
        <p>
          The lottery helper builds a line of six different numbers from 1 to 49, the format of many national draws.
          The first three are always your sign’s lucky numbers from the table above; the other three are drawn at
          random from the numbers that remain, so no number appears twice. A Leo line, for example, always opens with
          1, 4 and 19, followed by three fresh numbers each time you ask.
        </p>
        <p>
          Any line of six has exactly the same chance as any other: about one in fourteen million in a 6-from-49 draw.
          The helper is there to make picking numbers more personal, not more likely to win, so play only what you
          can spend on fun.
        </p>
        <p>
          Your daily horoscope also shows lucky numbers for the day, chosen with that day’s sky in mind. Find them on
          your sign’s page from <Link to="/signs">the twelve signs</Link>, and see the rest of our{" "}
          <Link to="/tools">astrology tools</Link>.
        </p>
      </div>
    </section>
  );
}
