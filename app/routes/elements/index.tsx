import { PageJsonLd } from "#app/components/seo/page-json-ld.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ELEMENTS, type Element } from "#app/zodiac/elements.ts";
import { signsOfElement } from "#app/zodiac/signs.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { capitalise } from "#app/lib/text.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export const meta = pageMeta({
  title: "The Four Elements",
  description:
    "Fire, earth, air and water: the four elements of astrology, the three zodiac signs of each, their temperaments and how the elements combine.",
  type: "article",
});

const SUMMARIES: Record<Element, { emoji: string; keywords: string; text: string }> = {
  fire: {
    emoji: "🔥",
    keywords: "Spirit, courage, enthusiasm",
    text: "Fire signs act first and warm everyone around them. They run on inspiration and need room to move.",
  },
  earth: {
    emoji: "🌱",
    keywords: "Substance, patience, skill",
    text: "Earth signs build what lasts. They trust what they can touch, measure and improve over time.",
  },
  air: {
    emoji: "🌬️",
    keywords: "Mind, connection, perspective",
    text: "Air signs live through ideas and people. They name things, link them and see every side.",
  },
  water: {
    emoji: "🌊",
    keywords: "Feeling, intuition, bonds",
    text: "Water signs sense before they think. They read moods, remember deeply and care fiercely.",
  },
};

export default function ElementsPage() {
  return (
    <section className="flex flex-col gap-10">
      <PageHeader title="The Four Elements" eyebrow="Elements">
        <p>
          Astrology sorts the twelve signs into four elements, three signs each: fire, earth, air and water. The element is the quickest way
          to understand a sign’s temperament, and the first thing astrologers look at when two signs meet.
        </p>
      </PageHeader>

      <ul className="grid gap-4 sm:grid-cols-2">
        {ELEMENTS.map((element) => (
          <li key={element} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
            <h2 className="text-2xl font-semibold">
              <span aria-hidden="true" className="mr-2">
                {SUMMARIES[element].emoji}
              </span>
              <SiteLink to={`/elements/${element}`} className="text-link underline underline-offset-2">
                {capitalise(element)} signs
              </SiteLink>
            </h2>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">{SUMMARIES[element].keywords}</p>
            <p className="text-muted">{SUMMARIES[element].text}</p>
            <ul className="flex flex-wrap gap-2" aria-label={`The ${element} signs`}>
              {signsOfElement(element).map((sign) => (
                <li key={sign.slug}>
                  <SiteLink
                    to={`/signs/${sign.slug}`}
                    className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-muted px-3 py-1 text-sm hover:border-accent"
                  >
                    <span aria-hidden="true">{sign.symbol}</span>
                    {sign.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <div className="prose-cosmic">
        <h2>Where the elements come from</h2>
        <p>
          The four elements are older than the zodiac as we know it. Greek philosophers, Empedocles first, described the world as a mixture
          of fire, earth, air and water, and Hellenistic astrologers mapped them onto the signs in a repeating order: Aries fire, Taurus
          earth, Gemini air, Cancer water, and round again. The result is that every element appears once in each season, and every fourth
          sign shares a temperament.
        </p>
        <h2>Elements and modalities</h2>
        <p>
          Each element has one sign of each modality. The cardinal sign starts things, the fixed sign holds them steady and the mutable sign
          adapts them. So Aries, Leo and Sagittarius are all fire, but Aries ignites, Leo keeps the flame burning and Sagittarius carries it
          somewhere new. Element tells you what a sign is made of; modality tells you how it moves.
        </p>
        <h2>How the elements combine</h2>
        <p>
          Two signs of the same element understand each other without effort. Fire and air are complementary, since air feeds a fire, and so
          are earth and water, since water makes earth fertile. Fire and water, and earth and air, are the opposing pairs: strong
          attraction, real friction. The other mixes sit in between. This is the basis of our{" "}
          <SiteLink to="/compatibility">compatibility checker</SiteLink>.
        </p>
        <p>
          In a full <SiteLink to="/charts/free-birth-chart">birth chart</SiteLink> the elements are counted across all the planets. A chart
          heavy in one element shows that temperament strongly; an element with no planets at all is often a quality a person seeks in
          friends and partners.
        </p>
      </div>
      <PageJsonLd
        headline="The Four Elements"
        description="Fire, earth, air and water: the four elements of astrology and the three signs of each."
        breadcrumbs={[["Home", "/"]]}
      />
    </section>
  );
}
