import { PageJsonLd } from "#app/components/seo/page-json-ld.tsx";
import { data, Form } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { lotteryLine } from "#app/features/lucky/lottery.ts";
import { findSign, SIGNS, type Sign } from "#app/zodiac/signs.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { capitalise, possessive } from "#app/lib/text.ts";
import type { Route } from "./+types/lucky";
import { publicPage } from "#app/lib/public-page.ts";

const publicLuckyPage = publicPage({ query: ["sign"] });
/** A drawn line is this visitor's alone: no cache may keep it. */
const DRAWN = { "Cache-Control": "private, no-store" };

// The page without a draw is the same for everyone; with one, it is never cached.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : publicLuckyPage();
}

export function loader({ url }: Route.LoaderArgs) {
  // Each request draws afresh, so "Draw Again" is simply the same form sent again; an unknown sign is ignored.
  const sign = findSign(url.searchParams.get("sign") ?? undefined);
  if (!sign) return { sign: null, line: null };
  return data({ sign: sign.slug, line: lotteryLine(sign.luckyNumbers) }, { headers: DRAWN });
}

export default function LuckyPage({ loaderData }: Route.ComponentProps) {
  const sign = SIGNS.find((entry) => entry.slug === loaderData.sign);
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="Lucky Numbers" eyebrow="Numbers and the stars">
        <p>
          Every sign has numbers traditionally said to bring it luck. Below you will find the three lucky numbers of each sign, where such
          numbers come from, and how our lottery helper turns them into a full line of six.
        </p>
      </PageHeader>

      <LotteryHelper sign={sign} line={loaderData.line} />

      <div className="prose-cosmic">
        <h2>How lucky numbers work in astrology</h2>
        <p>
          Astrological lucky numbers grow out of the sign’s ruling planet and its place in the zodiac. In the old planetary correspondences
          each number from 1 to 9 belongs to a body: 1 to the Sun, 2 to the Moon, 3 to Jupiter, 4 to Uranus, 5 to Mercury, 6 to Venus, 7 to
          Neptune, 8 to Saturn and 9 to Mars. So Leo, ruled by the Sun, counts 1 among its numbers, Aries, ruled by Mars, counts 9, and
          Virgo and Gemini, ruled by Mercury, share 5. Higher numbers are usually reduced to one of those roots by adding their digits: 17
          becomes 1 + 7 = 8, and 24 becomes 2 + 4 = 6, Venus’s number, which is why it suits Taurus and Libra.
        </p>
        <h2>And in numerology</h2>
        <p>
          Numerology works from your own details rather than your sign. Your life path number is the sum of every digit of your birth date,
          reduced to a single digit (the master numbers 11 and 22 are usually kept whole). Someone born on 14 July 1990 adds 1 + 4 + 7 + 1 +
          9 + 9 + 0 = 31, then 3 + 1 = 4. If your life path number also appears among your sign’s lucky numbers, or reduces to the same
          root, tradition says it is doubly yours.
        </p>
        <p>
          People use lucky numbers for small choices: a seat, a door number, a time to send an important message, or a lottery line. They
          are a playful way to feel in step with your sign, and nothing more; no number changes the odds of a draw.
        </p>
      </div>

      <div>
        <h2 className="mb-4 text-2xl font-semibold">Lucky numbers by sign</h2>
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The three lucky numbers of each zodiac sign</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Sign
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Dates
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Ruler
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Element
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Lucky numbers
                </th>
              </tr>
            </thead>
            <tbody>
              {SIGNS.map((sign) => (
                <tr key={sign.slug} className="border-t border-border bg-surface">
                  <th scope="row" className="p-3 font-semibold">
                    <SiteLink to={`/signs/${sign.slug}`} className="inline-flex items-center gap-2 text-link underline">
                      <span aria-hidden="true">{sign.symbol}</span>
                      {sign.name}
                    </SiteLink>
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
          The lottery helper builds a line of six different numbers from 1 to 49, the format of many national draws. The first three are
          always your sign’s lucky numbers from the table above; the other three are drawn at random from the numbers that remain, so no
          number appears twice. A Leo line, for example, always opens with 1, 4 and 19, followed by three fresh numbers each time you ask.
        </p>
        <p>
          Any line of six has exactly the same chance as any other: about one in fourteen million in a 6-from-49 draw. The helper is there
          to make picking numbers more personal, not more likely to win, so play only what you can spend on fun.
        </p>
        <p>
          Your daily horoscope also shows lucky numbers for the day, chosen with that day’s sky in mind. Find them on your sign’s page from{" "}
          <SiteLink to="/signs">the twelve signs</SiteLink>, and see the rest of our <SiteLink to="/tools">astrology tools</SiteLink>.
        </p>
      </div>
      <PageJsonLd
        headline="Lucky Numbers"
        description="The lucky numbers of all twelve zodiac signs and a lottery helper built on them."
        breadcrumbs={[
          ["Home", "/"],
          ["Tools", "/tools"],
        ]}
      />
    </section>
  );
}

/** A GET form, so it works before scripts load and every draw has an address. */
function LotteryHelper({ sign, line }: { sign: Sign | undefined; line: number[] | null }) {
  return (
    <section aria-labelledby="lottery-helper" className="rounded-xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="lottery-helper" className="mb-2 text-2xl font-semibold">
        Lottery helper
      </h2>
      <p className="mb-4 text-muted">Choose a sign for a line of six numbers from 1 to 49, opening with its three lucky numbers.</p>
      <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
        <div className="flex min-w-64 flex-col gap-1.5">
          <label htmlFor="lucky-sign" className="text-sm font-medium">
            Your sign
          </label>
          <select
            id="lucky-sign"
            name="sign"
            required
            defaultValue={sign?.slug ?? ""}
            key={sign?.slug ?? "none"}
            className={`${inputClasses} h-11`}
          >
            <option value="">Select a sign</option>
            {SIGNS.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {`${entry.symbol} ${entry.name} (${entry.dateRange})`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("primary", "h-11")}>
          {line ? "Draw Again" : "Generate Numbers"}
        </button>
      </Form>
      {sign && line ? (
        <div className="mt-6" aria-live="polite">
          <h3 className="mb-3 text-lg font-semibold">Your {sign.name} line</h3>
          <ol className="flex flex-wrap gap-3" aria-label={`Six numbers for ${sign.name}`} data-testid="lottery-line">
            {line.map((number, index) => (
              <li
                key={number}
                className={`inline-flex size-12 items-center justify-center rounded-full text-lg font-bold ${index < 3 ? "bg-accent text-accent-foreground" : "border-2 border-accent bg-surface-muted"}`}
              >
                {number}
                {index < 3 ? <span className="sr-only"> ({sign.name} lucky number)</span> : null}
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-muted">
            The filled numbers are {possessive(sign.name)} lucky numbers; the outlined ones were drawn at random. Every line has the same
            odds: play only for fun.
          </p>
        </div>
      ) : null}
    </section>
  );
}

export const meta = pageMeta({
  title: "Lucky Numbers",
  description:
    "The lucky numbers of all twelve zodiac signs, where they come from in astrology and numerology, and how our lottery helper builds a line around them.",
  type: "article",
});
