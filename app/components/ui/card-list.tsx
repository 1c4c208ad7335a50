import { SiteLink } from "#app/components/ui/site-link.tsx";

type CardItem = { title: string; text: string; to?: `/${string}` };

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

const CARD = "flex h-full flex-col gap-1 rounded-xl border border-border bg-surface p-5";

/**
 * A grid of small cards, each a title and a sentence, linked when it has `to`.
 * Margins are reset so the grid reads the same inside long prose.
 */
export function CardList({
  items,
  columns = 2,
  headingLevel = "h2",
}: {
  items: readonly CardItem[];
  columns?: keyof typeof COLUMNS;
  /** The level the card titles take in the page outline (linked cards have no heading). */
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <ul className={`my-0 grid list-none gap-4 pl-0 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="mb-0">
          {item.to ? (
            <SiteLink to={item.to} className={`${CARD} no-underline transition-colors hover:bg-surface-muted`}>
              <span className="font-semibold text-foreground">{item.title}</span>
              <span className="text-sm text-muted">{item.text}</span>
            </SiteLink>
          ) : (
            <div className={CARD}>
              <Heading className="mt-0 mb-1 text-lg font-semibold">{item.title}</Heading>
              <p className="mb-0 text-sm text-muted">{item.text}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
