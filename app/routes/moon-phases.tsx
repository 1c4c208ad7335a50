import { data, Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { eclipsesOfYear, moonMonth, moonToday } from "#app/features/sky/moon-calendar.server.ts";
import { MoonPhaseIcon } from "#app/features/sky/moon-phase-icon.tsx";
import { AddToCalendar } from "#app/features/calendars/add-to-calendar.tsx";
import { CALENDAR_PATHS, calendarLinks } from "#app/features/calendars/calendars.ts";
import { PhaseTime, PhaseTimesNote, PhaseTimesProvider, phaseTimeText } from "#app/features/sky/phase-times.tsx";
import { SKY_YEARS } from "#app/zodiac/sky.ts";
import { percentLit } from "#app/features/sky/sky-words.ts";
import { calendarDateIn, dateFormat } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPage } from "#app/lib/public-page.ts";
import { signOf } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/moon-phases";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it;
// ?month= picks the calendar's month and is the only query that changes the page.
export const headers = publicPage({ query: ["month"] });

export const meta = pageMeta({
  title: "Moon Phases",
  description:
    "The eight phases of the Moon, why they happen, the 29.53-day synodic month, and what astrology traditionally links to each phase of the lunar cycle.",
});

const PHASES = [
  {
    emoji: "🌑",
    name: "New Moon",
    sky: "The Moon sits roughly between Earth and the Sun; its lit side faces away from us and it rises and sets with the Sun, invisible.",
    meaning: "Beginnings. Traditionally the time to set intentions, start a project quietly and plant seeds you cannot see yet.",
  },
  {
    emoji: "🌒",
    name: "Waxing Crescent",
    sky: "A thin bright sliver appears in the western sky just after sunset, growing a little each evening.",
    meaning: "Commitment. Gather what you need, take the first small practical steps and protect a fragile idea.",
  },
  {
    emoji: "🌓",
    name: "First Quarter",
    sky: "About a week after new moon, half the disc is lit. The Moon stands high at sunset, a quarter of the way around its orbit.",
    meaning: "Action and decisions. Obstacles show up; this phase is linked with pushing through and choosing a direction.",
  },
  {
    emoji: "🌔",
    name: "Waxing Gibbous",
    sky: "More than half lit and swelling towards full, rising in the afternoon and bright for most of the evening.",
    meaning: "Refinement. Adjust, edit and improve; patience and attention to detail are the traditional keynotes.",
  },
  {
    emoji: "🌕",
    name: "Full Moon",
    sky: "Earth lies roughly between the Sun and the Moon, so the whole face is lit. It rises at sunset and sets at sunrise.",
    meaning: "Culmination. Results, revelations and strong feelings; a time to celebrate, see clearly and release.",
  },
  {
    emoji: "🌖",
    name: "Waning Gibbous",
    sky: "Still bright but shrinking, rising later each night and visible into the morning.",
    meaning: "Sharing and gratitude. Pass on what you have learned, teach, thank and take stock.",
  },
  {
    emoji: "🌗",
    name: "Last Quarter",
    sky: "Half lit again, the opposite half. It rises around midnight and hangs in the southern morning sky at dawn (from the northern hemisphere).",
    meaning: "Letting go. Clear out, forgive, close open loops and drop what no longer works.",
  },
  {
    emoji: "🌘",
    name: "Waning Crescent",
    sky: "A thin crescent before dawn, slimmer each morning until it is lost in the Sun’s glare.",
    meaning: "Rest. Also called the balsamic moon: a time to recover, reflect and dream before the next cycle.",
  },
] as const;

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTHS_SHOWN = { first: SKY_YEARS.first + 1, last: SKY_YEARS.last - 1 } as const;

/** What the page says when ?month= is not a month it can draw. */
export const BAD_MONTH_MESSAGE = `The month must be written YYYY-MM (for example 2026-11), in the years ${MONTHS_SHOWN.first} to ${MONTHS_SHOWN.last}.`;

function requestedMonth(url: URL, today: string): { year: number; month: number } {
  const param = url.searchParams.get("month");
  if (param === null) return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const match = MONTH_PARAM.exec(param);
  const year = Number(match?.[1]);
  if (!match || year < MONTHS_SHOWN.first || year > MONTHS_SHOWN.last) throw data({ message: BAD_MONTH_MESSAGE }, { status: 400 });
  return { year, month: Number(match[2]) };
}

function monthParam(year: number, month: number): string | null {
  if (year < MONTHS_SHOWN.first || year > MONTHS_SHOWN.last) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

// "Now" is read on the server, in the site's time zone, as the home page does: a page kept for a
// minute by the page cache is at most a minute behind the sky.
export function loader({ context, url }: Route.LoaderArgs) {
  const timeZone = context.env.siteTimeZone;
  const now = new Date();
  const today = calendarDateIn(now, timeZone);
  const { year, month } = requestedMonth(url, today);
  const { tonight, next } = moonToday(now, timeZone);
  const inZone = (options: Intl.DateTimeFormatOptions) => dateFormat({ ...options, timeZone });
  const longDay = inZone({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const calendar = moonMonth(year, month, timeZone);
  const thisYear = Number(today.slice(0, 4));
  // The month's first day falls on this weekday, Monday first: the calendar's empty leading cells.
  const leadingBlanks = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const monthName = dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, month - 1, 15));
  const eclipseDay = dateFormat({ month: "long", day: "numeric", timeZone: "UTC" });
  return {
    timeZone,
    calendarFile: calendarLinks(context.env.siteUrl, CALENDAR_PATHS.moon),
    tonight: {
      date: tonight.date,
      dateText: longDay.format(tonight.at),
      phase: tonight.phase,
      illumination: percentLit(tonight.illumination),
      ageDays: tonight.ageDays.toFixed(1),
      elongation: tonight.elongation,
      sign: signOf(tonight.sign).name,
    },
    next: next.map((quarter) => ({ name: quarter.name, at: quarter.at.toISOString(), text: phaseTimeText(quarter.at, timeZone) })),
    calendar: {
      title: monthName,
      leadingBlanks,
      previous: monthParam(month === 1 ? year - 1 : year, month === 1 ? 12 : month - 1),
      next: monthParam(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1),
      days: calendar.days.map((day) => ({
        date: day.date,
        day: Number(day.date.slice(8)),
        name: day.quarter?.name ?? day.phase,
        illumination: percentLit(day.illumination),
        elongation: day.elongation,
        isToday: day.date === today,
      })),
      phases: calendar.days.flatMap(({ quarter }) =>
        quarter ? [{ name: quarter.name, at: quarter.at.toISOString(), text: phaseTimeText(quarter.at, timeZone) }] : [],
      ),
    },
    eclipses: [thisYear, thisYear + 1].map((eclipseYear) => ({
      year: eclipseYear,
      eclipses: eclipsesOfYear(eclipseYear, timeZone).map((eclipse) => ({
        date: eclipse.date,
        dateText: eclipseDay.format(Date.parse(`${eclipse.date}T12:00:00Z`)),
        what: `${eclipse.kind[0]!.toUpperCase()}${eclipse.kind.slice(1)} ${eclipse.body === "Sun" ? "solar" : "lunar"} eclipse`,
        sign: signOf(eclipse.sign).name,
      })),
    })),
  };
}

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type LoaderData = Route.ComponentProps["loaderData"];

function TonightsMoon({ tonight, next }: Pick<LoaderData, "tonight" | "next">) {
  return (
    <section aria-labelledby="moon-tonight" className="grid gap-4 md:grid-cols-2" data-testid="moon-tonight">
      <div className="flex items-center gap-5 rounded-xl border border-border bg-surface p-5">
        <MoonPhaseIcon elongation={tonight.elongation} size={96} label={`${tonight.phase}, ${tonight.illumination}`} />
        <div className="flex flex-col gap-1">
          <h2 id="moon-tonight" className="text-xl font-semibold">
            Tonight&apos;s Moon
          </h2>
          <p className="text-sm text-muted">
            <time dateTime={tonight.date}>{tonight.dateText}</time>, at 9 pm
          </p>
          <p className="text-lg font-semibold">{tonight.phase}</p>
          <p>
            {tonight.illumination}, {tonight.ageDays} days old, in {tonight.sign}
          </p>
        </div>
      </div>
      <div className="rounded-xl border border-border bg-surface p-5">
        <h2 className="mb-2 text-xl font-semibold">The next phases</h2>
        <ul className="flex flex-col gap-1" data-testid="next-phases">
          {next.map((quarter) => (
            <li key={quarter.at}>
              <span className="font-semibold">{quarter.name}</span>: <PhaseTime at={quarter.at} text={quarter.text} />
            </li>
          ))}
        </ul>
        <PhaseTimesNote />
      </div>
    </section>
  );
}

function MonthCalendar({ calendar, timeZone }: Pick<LoaderData, "calendar" | "timeZone">) {
  const cells: Array<LoaderData["calendar"]["days"][number] | null> = [...Array<null>(calendar.leadingBlanks).fill(null), ...calendar.days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  return (
    <section aria-labelledby="moon-calendar" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="moon-calendar" className="text-2xl font-semibold">
          The Moon in {calendar.title}
        </h2>
        <nav aria-label="Other months" className="flex gap-4 text-sm">
          {calendar.previous ? (
            <Link to={`?month=${calendar.previous}`} className="text-link underline" preventScrollReset>
              Previous month
            </Link>
          ) : null}
          {calendar.next ? (
            <Link to={`?month=${calendar.next}`} className="text-link underline" preventScrollReset>
              Next month
            </Link>
          ) : null}
        </nav>
      </div>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full table-fixed text-center text-xs" data-testid="moon-calendar">
          <caption className="p-2 text-left text-sm text-muted">
            The Moon&apos;s phase each evening of {calendar.title} at 9 pm in {timeZone}; the day of each new, quarter and full moon is
            named after it.
          </caption>
          <thead className="bg-surface-muted">
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday} scope="col" className="p-1 font-semibold">
                  <abbr title={weekday}>{weekday.slice(0, 3)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={index} className="border-t border-border">
                {week.map((day, column) =>
                  day ? (
                    <td
                      key={day.date}
                      className={`p-1 align-top ${day.isToday ? "bg-surface-muted font-semibold" : "bg-surface"}`}
                      data-date={day.date}
                    >
                      <time dateTime={day.date} className="block">
                        {day.day}
                      </time>
                      <MoonPhaseIcon elongation={day.elongation} size={28} />
                      <span className="sr-only">
                        {day.name}, {day.illumination}
                        {day.isToday ? " (today)" : ""}
                      </span>
                    </td>
                  ) : (
                    <td key={`blank-${column}`} className="bg-surface" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="text-lg font-semibold">The phases of {calendar.title}</h3>
      <ul className="flex flex-col gap-1" data-testid="month-phases">
        {calendar.phases.map((phase) => (
          <li key={phase.at}>
            <span className="font-semibold">{phase.name}</span>: <PhaseTime at={phase.at} text={phase.text} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Eclipses({ eclipses }: Pick<LoaderData, "eclipses">) {
  return (
    <section aria-labelledby="eclipses" className="flex flex-col gap-3">
      <h2 id="eclipses" className="text-2xl font-semibold">
        Eclipses
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {eclipses.map(({ year, eclipses: ofYear }) => (
          <div key={year} className="rounded-xl border border-border bg-surface p-5">
            <h3 className="mb-2 text-lg font-semibold">{year}</h3>
            <ul className="flex flex-col gap-1" data-testid={`eclipses-${year}`}>
              {ofYear.map((eclipse) => (
                <li key={`${eclipse.date}-${eclipse.what}`}>
                  <time dateTime={eclipse.date}>{eclipse.dateText}</time>: {eclipse.what} in {eclipse.sign}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="text-sm text-muted">
        Dates are those of the greatest eclipse, anywhere on Earth; each eclipse is seen only from part of the world.
      </p>
    </section>
  );
}

export default function MoonPhasesPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="Moon Phases" eyebrow="The lunar cycle">
        <p>
          Every month the Moon runs through the same sequence of shapes, from invisible to full and back again. This page explains why that
          happens, how long it takes, and what each of the eight phases has traditionally meant to astrologers, gardeners and anyone who
          likes to live by the sky.
        </p>
      </PageHeader>

      <PhaseTimesProvider siteTimeZone={loaderData.timeZone}>
        <TonightsMoon tonight={loaderData.tonight} next={loaderData.next} />
        <MonthCalendar calendar={loaderData.calendar} timeZone={loaderData.timeZone} />
      </PhaseTimesProvider>
      <Eclipses eclipses={loaderData.eclipses} />
      <AddToCalendar links={loaderData.calendarFile} what="the Moon's phases and eclipses" />

      <div className="prose-cosmic">
        <h2>Why the Moon has phases</h2>
        <p>
          The Moon makes no light of its own. At every moment the Sun lights exactly half of it, just as it lights half of the Earth. What
          changes over the month is how much of that sunlit half faces us. When the Moon is on the Sun’s side of the Earth we see its dark
          side: new moon. When it is on the far side we see the whole lit face: full moon. In between, we see part of the day side and part
          of the night side, and the boundary between them draws the crescents, quarters and gibbous shapes. The phases have nothing to do
          with Earth’s shadow; that only falls on the Moon during a lunar eclipse.
        </p>
        <h2>The synodic month: 29.53 days</h2>
        <p>
          The Moon circles the Earth in about 27.3 days measured against the stars, the sidereal month. But in that time the Earth has moved
          along its own orbit, so the Moon needs a little over two more days to catch up with the Sun again. The full cycle from one new
          moon to the next, the synodic month, averages 29.53 days, and the length of a single cycle varies by several hours because the
          Moon’s orbit is an ellipse. The word “month” itself comes from the Moon.
        </p>
        <p>
          “Waxing” means growing, “waning” shrinking. In the northern hemisphere a waxing moon is lit on the right; in the southern
          hemisphere the picture is flipped, and near the equator the crescent lies on its back.
        </p>
      </div>

      <div>
        <h2 className="mb-4 text-2xl font-semibold">The eight phases</h2>
        <ol className="grid gap-4 sm:grid-cols-2">
          {PHASES.map((phase) => (
            <li key={phase.name} className="rounded-xl border border-border bg-surface p-5">
              <h3 className="mb-2 flex items-center gap-2 text-lg font-semibold">
                <span aria-hidden="true" className="text-2xl">
                  {phase.emoji}
                </span>
                {phase.name}
              </h3>
              <p className="mb-2 text-sm text-muted">{phase.sky}</p>
              <p className="text-sm">{phase.meaning}</p>
            </li>
          ))}
        </ol>
      </div>

      <div className="prose-cosmic">
        <h2>How astrology uses the Moon’s phases</h2>
        <p>
          Astrologers read the lunar cycle as a rhythm of growth and release. The waxing half, from new to full, is associated with
          building: starting, gathering and pushing forward. The waning half, from full back to new, is associated with harvesting, sharing,
          clearing and rest. Many people time personal rituals to that rhythm: writing intentions at the new moon and reviewing them at the
          full moon two weeks later.
        </p>
        <p>
          The sign the Moon occupies adds colour. A new moon always falls in the sign the Sun is in, so a new moon in Capricorn season
          carries a Capricorn tone of ambition and structure. A full moon falls in the sign opposite the Sun, which is why full moons are
          read as moments of tension between two sides of life. Because the Moon changes sign every two to three days, it also sets the
          emotional weather of each day, and it is the main fast-moving factor in our <Link to="/signs">daily horoscopes</Link>.
        </p>
        <p>
          The phase you were born under is part of your birth chart too: a new-moon birth is said to favour instinct and fresh starts, a
          full-moon birth awareness of others. Our <Link to="/charts/free-birth-chart">birth chart guide</Link> explains the rest of the
          chart, and the <Link to="/ritual">daily ritual</Link> offers a small practice for any phase.
        </p>
      </div>
    </section>
  );
}
