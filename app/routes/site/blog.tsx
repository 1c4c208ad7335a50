import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";
import { CardList } from "~/components/ui/card-list";

export const meta = pageMeta({
  title: "The Cosmic Daily Blog",
  description: "Guides to the signs, elements, modalities, moon phases, retrogrades, houses and compatibility, and how Cosmic Daily computes its sky.",
});

const GUIDES = [
  { to: "/guides/planetary-retrogrades", title: "Planetary retrogrades", text: "Why planets seem to move backwards, and what astrology makes of it." },
  { to: "/moon-phases", title: "The Moon's phases", text: "The eight phases of the 29.5-day lunar cycle and their traditional meanings." },
  { to: "/elements", title: "The four elements", text: "Fire, earth, air and water: the temperaments behind the twelve signs." },
  { to: "/compatibility", title: "Compatibility", text: "How the elements shape every pairing of signs." },
  { to: "/signs", title: "The twelve signs", text: "Dates, symbols, rulers and personalities, sign by sign." },
] as const;

export default function BlogPage() {
  return (
    <section className="flex flex-col gap-8">
      <PageHeader title="The Cosmic Daily Blog" eyebrow="Blog">
        <p>
          Longer reads for the curious: guides to the signs, the elements and modalities, the Moon&apos;s phases,
          retrogrades and houses, compatibility and rituals, and notes on how this site computes its sky.
        </p>
      </PageHeader>
      <div>
        <h2 className="mb-4 text-2xl font-semibold">Start with a guide</h2>
        <CardList items={GUIDES} columns={3} />
      </div>
    </section>
  );
}
