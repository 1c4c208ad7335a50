import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";
import { CardList } from "~/components/ui/card-list";
import { publicPageHeaders } from "~/lib/public-page";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "Free Birth Chart",
  description:
    "What a natal chart shows: Sun, Moon, rising sign, planets in signs and houses, and aspects. The birth details it needs, and how to read your big three.",
});

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

export default function BirthChartPage() {
  return (
    <article className="prose-cosmic">
      <PageHeader title="Free Birth Chart" eyebrow="Natal astrology">
        <p>
          A birth chart is a map of the sky at the exact moment and place you were born. Your Sun sign is one point on that map; the chart
          shows all the others, and how they speak to one another. This page explains what the chart contains, the details needed to draw it
          accurately, and how to begin reading it.
        </p>
      </PageHeader>

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
        <Link to="/elements">the four elements</Link> explains each temperament. Next, notice the modalities: cardinal signs start things,
        fixed signs sustain them, mutable signs adapt. Finally, read each sign’s profile on <Link to="/signs">the twelve signs</Link> pages
        and ask which parts ring true in which situations.
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
        <Link to="/guides/planetary-retrogrades">retrograde at birth</Link> are said to turn their themes inward. And because the Moon’s
        phase at birth is part of the chart too, our page on <Link to="/moon-phases">moon phases</Link> is a good next read.
      </p>
    </article>
  );
}
