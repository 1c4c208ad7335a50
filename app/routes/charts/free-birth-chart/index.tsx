import { data, Form, redirect } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { CardList } from "#app/components/ui/card-list.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import { houseSystemName } from "#app/features/charts/chart-tables.tsx";
import { HOUSE_SYSTEMS, DEFAULT_HOUSE_SYSTEM } from "#app/features/charts/houses.ts";
import { PlacePicker } from "#app/features/places/place-picker.tsx";
import { publicPage } from "#app/lib/public-page.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/index";
import { ChartResult } from "./_chart-result";
import { SaveChart } from "./_save-chart";
import { loadViewer } from "#app/features/accounts/viewer.server.ts";
import { findMyChart } from "#app/features/charts/saved-charts.server.ts";
import { BIRTH_CHART_QUERY, birthChartPage, type BirthChartForm, type BirthChartProblem } from "./_birth-chart.server";

// The empty form is the same for everyone, so shared caches (the site's own page cache too) may
// keep it. A chart's address carries someone's birth date, time and place: its page, a refusal
// or a redirect of it, is kept by no cache ([privacy.birth-data]).
const publicFormPage = publicPage({ query: BIRTH_CHART_QUERY });
const BIRTH_DATA_HEADERS = { "Cache-Control": "private, no-store" };

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : publicFormPage();
}

export const meta = pageMeta({
  title: "Free Birth Chart",
  description:
    "Draw your birth chart free: Sun, Moon, rising sign, planets in signs and houses, aspects, with the time zone of your birthplace worked out for you.",
});

/** Under a drawn chart, what "Save this chart" needs: who is reading, and the chart's own parameters. */
async function saving(context: Route.LoaderArgs["context"], request: Request, url: URL) {
  const viewer = request.headers.get("cookie") ? await loadViewer(context, request) : null;
  const parameters = BIRTH_CHART_QUERY.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });
  return {
    signedIn: viewer !== null,
    hasOwnChart: viewer ? (await findMyChart(context.db, viewer.id)) !== undefined : false,
    parameters,
    address: `${url.pathname}${url.search}`,
  };
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const birthData = BIRTH_CHART_QUERY.some((name) => url.searchParams.has(name));
  const headers = birthData ? BIRTH_DATA_HEADERS : undefined;
  const page = birthChartPage(url);
  if (page.kind === "redirect") throw redirect(page.location, { headers });
  const { form, problem, result } = page;
  const siteUrl = url.origin;
  const save = result ? await saving(context, request, url) : null;
  // A chart that cannot be drawn is the reader's to fix: the page says what, with a 400.
  return data({ form, problem, result, siteUrl, save }, { status: problem ? 400 : 200, headers });
}

const BIRTH_DATA = [
  {
    title: "Date of birth",
    text: "Places the Sun, which moves about one degree a day, and the slower planets, which can stay in one sign for weeks, months or years.",
  },
  {
    title: "Time of birth",
    text: "Fixes the rising sign and the twelve houses. The Ascendant moves through all twelve signs in a day, roughly one sign every two hours, and the Moon changes sign every two to three days.",
  },
  {
    title: "Place of birth",
    text: "Latitude and longitude turn clock time into local sidereal time and set the horizon the houses are measured from. The time zone in force that day matters too.",
  },
] as const;

const BIG_THREE = [
  {
    title: "Sun sign: the core",
    text: "Your conscious identity, what you are building and where you feel most yourself. It is the sign newspaper horoscopes use, and the one most people already know.",
  },
  {
    title: "Moon sign: the inner weather",
    text: "Emotional needs, instincts and what makes you feel safe. It often shows how you are at home, when tired, or with the people closest to you.",
  },
  {
    title: "Rising sign: the front door",
    text: "The sign on the eastern horizon at birth, the Ascendant. It colours first impressions, your style and how you meet new situations, and it sets the houses of the whole chart.",
  },
] as const;

export default function BirthChartPage({ loaderData }: Route.ComponentProps) {
  const { form, problem, result, siteUrl, save } = loaderData;
  return (
    <article className="prose-cosmic">
      <PageHeader title="Free Birth Chart" eyebrow="Natal astrology">
        <p>
          A birth chart is a map of the sky at the exact moment and place you were born. Enter your birth date, time and town to draw yours:
          the wheel, every position and a reading of your Sun, Moon, rising sign, planets and aspects. Nothing you enter is stored; the
          chart lives in its own link.
        </p>
      </PageHeader>

      <ChartForm form={form} problem={problem} />
      {problem?.choices ? <OffsetChoices problem={problem} /> : null}
      {result ? (
        <ChartResult result={result} siteUrl={siteUrl}>
          {save ? <SaveChart {...save} /> : null}
        </ChartResult>
      ) : null}

      <h2>What a natal chart contains</h2>
      <p>
        Picture a wheel. Around its rim runs the zodiac, the twelve signs of thirty degrees each through which the Sun, the Moon and the
        planets travel. On that rim the chart places ten bodies as they stood when you were born: the Sun and the Moon (the two “lights”),
        Mercury, Venus and Mars (the personal planets), Jupiter and Saturn (the social planets), and Uranus, Neptune and Pluto (the outer
        planets that take years to cross a sign).
      </p>
      <h3>Planets in signs</h3>
      <p>
        Each planet describes a function of life; the sign it sits in describes the style of that function. Venus is how you love and what
        you value: Venus in Taurus savours and stays, Venus in Gemini flirts through conversation. Mars is how you act and assert yourself:
        Mars in Aries charges in, Mars in Libra negotiates first.
      </p>
      <h3>Planets in houses</h3>
      <p>
        The wheel is also cut into twelve houses, each an area of life: self and appearance (1st), money and possessions (2nd),
        communication and siblings (3rd), home and roots (4th), creativity and romance (5th), work and health routines (6th), partnerships
        (7th), shared resources and transformation (8th), travel and belief (9th), career and reputation (10th), friends and hopes (11th),
        and the hidden, restful side of life (12th). A planet’s house shows where its energy tends to play out.
      </p>
      <h3>Aspects</h3>
      <p>
        Aspects are the angles between planets along the zodiac. The main ones are the conjunction (0°, fusion), the sextile (60°,
        opportunity), the square (90°, friction that drives growth), the trine (120°, ease and flow) and the opposition (180°, tension that
        asks for balance). Astrologers allow a few degrees of leeway, called the orb. Aspects are what turn a list of placements into a
        story: a Moon square Saturn tells a different tale from a Moon trine Jupiter.
      </p>

      <h2>The birth details you need</h2>
      <div className="mb-6">
        <CardList items={BIRTH_DATA} columns={3} headingLevel="h3" />
      </div>
      <h3>Why the birth time matters so much</h3>
      <p>
        Without a birth time, the positions of the planets in the signs can still be found, give or take the Moon, but the rising sign and
        the houses cannot: a difference of even fifteen minutes can move the Ascendant by several degrees, and sometimes into the next sign.
        The most reliable source is a birth certificate or hospital record that notes the time; family memory is often rounded to the hour.
        If the time is unknown, astrologers draw a “noon chart” and read only the signs and aspects, leaving the houses aside.
      </p>

      <h2>How to read your big three</h2>
      <p>
        The Sun, the Moon and the rising sign are called the big three, and together they give a far fuller portrait than the Sun alone.
        Read them first, before any house or aspect.
      </p>
      <div className="mb-6">
        <CardList items={BIG_THREE} columns={3} headingLevel="h3" />
      </div>
      <p>
        Then look at how they mix. Start with the elements: a Sun in fire with a Moon in water wants action and reassurance at the same
        time, while a Sun, Moon and rising all in earth describes someone steady, practical and perhaps slow to change. Our guide to{" "}
        <SiteLink to="/elements">the four elements</SiteLink> explains each temperament. Next, notice the modalities: cardinal signs start
        things, fixed signs sustain them, mutable signs adapt. Finally, read each sign’s profile on{" "}
        <SiteLink to="/signs">the twelve signs</SiteLink> pages and ask which parts ring true in which situations.
      </p>
      <p>
        A worked example: Sun in Capricorn, Moon in Leo, Libra rising. At work this person is disciplined and long-sighted (Capricorn);
        privately they need warmth, praise and a little drama (Leo); and strangers first meet someone gracious and diplomatic (Libra). None
        of the three is the “real” self: they are layers, and a good reading lets each have its place.
      </p>

      <h2>Beyond the big three</h2>
      <p>
        Once the big three feel familiar, look for the sign of your chart ruler (the planet that rules your rising sign), the house the Sun
        falls in, and any planet within a few degrees of the Ascendant or the Midheaven, the top of the chart. Planets that were{" "}
        <SiteLink to="/guides/planetary-retrogrades">retrograde at birth</SiteLink> are said to turn their themes inward. And because the
        Moon’s phase at birth is part of the chart too, our page on <SiteLink to="/moon-phases">moon phases</SiteLink> is a good next read.
      </p>
    </article>
  );
}

const DATE_LIMITS = { min: "1000-01-01", max: "3000-12-31" };

function ChartForm({ form, problem }: { form: BirthChartForm; problem?: BirthChartProblem }) {
  const errorOf = (field: string) => (problem && !problem.choices && problem.field === field ? problem.message : undefined);
  const houses = (HOUSE_SYSTEMS as readonly string[]).includes(form.houses) ? form.houses : DEFAULT_HOUSE_SYSTEM;
  return (
    <Form
      method="get"
      // The answer opens at the chart, not at the top of the form again.
      action="/charts/free-birth-chart#chart"
      className="not-prose my-6 grid gap-4 rounded-xl border border-border bg-surface p-5 sm:grid-cols-2"
      aria-label="Your birth details"
    >
      <Field id="chart-date" label="Date of birth" error={errorOf("date")}>
        <input
          id="chart-date"
          name="date"
          type="date"
          required
          min={DATE_LIMITS.min}
          max={DATE_LIMITS.max}
          defaultValue={form.date}
          className={inputClasses}
          {...fieldAria("chart-date", errorOf("date"))}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <Field id="chart-time" label="Time of birth" error={errorOf("time")} hint="The local clock time, as on a birth certificate.">
          <input
            id="chart-time"
            name="time"
            type="time"
            defaultValue={form.time}
            className={inputClasses}
            {...fieldAria("chart-time", errorOf("time"), true)}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="unknown" value="1" defaultChecked={form.unknownTime} className="size-4" />I don&rsquo;t know my birth
          time
        </label>
      </div>
      <div className="sm:col-span-2">
        <PlacePicker
          id="chart-place"
          label="Birthplace"
          initial={{ place: form.place, lat: form.lat, lon: form.lon, tz: form.tz }}
          error={errorOf("place") ?? errorOf("lat") ?? errorOf("lon") ?? errorOf("tz")}
        />
      </div>
      <Field id="chart-houses" label="House system" hint="Placidus is the most used; Whole Sign is the oldest.">
        <select
          id="chart-houses"
          name="houses"
          defaultValue={houses}
          className={inputClasses}
          {...fieldAria("chart-houses", undefined, true)}
        >
          {HOUSE_SYSTEMS.map((system) => (
            <option key={system} value={system}>
              {houseSystemName(system)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="chart-node"
        label="Moon&rsquo;s nodes"
        hint="The mean node moves steadily; the true node follows the Moon&rsquo;s orbit of the moment."
      >
        <select
          id="chart-node"
          name="node"
          defaultValue={form.node === "true" ? "true" : "mean"}
          className={inputClasses}
          {...fieldAria("chart-node", undefined, true)}
        >
          <option value="mean">Mean node</option>
          <option value="true">True node</option>
        </select>
      </Field>
      <Field
        id="chart-offset"
        label="UTC offset (optional)"
        error={errorOf("offset")}
        hint="Only for an old date or a place whose clocks differed: for example +01:00. It replaces the time zone."
      >
        <input
          id="chart-offset"
          name="offset"
          type="text"
          inputMode="text"
          maxLength={9}
          placeholder="+01:00"
          defaultValue={form.offset}
          className={inputClasses}
          {...fieldAria("chart-offset", errorOf("offset"), true)}
        />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClasses("primary")}>
          Draw my chart
        </button>
      </div>
    </Form>
  );
}

/** A clock time the zone skipped or repeated: the reader picks which of the two was meant. */
function OffsetChoices({ problem }: { problem: BirthChartProblem }) {
  return (
    <section aria-labelledby="offset-choice" className="not-prose my-6 rounded-xl border-2 border-accent bg-surface p-5">
      <h2 id="offset-choice" className="text-lg font-semibold">
        Which time was it?
      </h2>
      <p role="alert" className="mt-2">
        {problem.message}
      </p>
      <ul className="mt-4 flex list-none flex-col gap-2 p-0">
        {problem.choices!.map((choice) => (
          <li key={choice.href}>
            <SiteLink to={choice.href} className={buttonClasses("secondary")}>
              {choice.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Sun, the Moon and the rising sign with their degrees, beside the wheel on a wide screen. */
