import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";
import { publicPageHeaders } from "~/lib/public-page";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

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

export default function MoonPhasesPage() {
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="Moon Phases" eyebrow="The lunar cycle">
        <p>
          Every month the Moon runs through the same sequence of shapes, from invisible to full and back again. This page explains why that
          happens, how long it takes, and what each of the eight phases has traditionally meant to astrologers, gardeners and anyone who
          likes to live by the sky.
        </p>
      </PageHeader>

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
