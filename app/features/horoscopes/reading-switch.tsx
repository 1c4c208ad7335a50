import { SiteLink } from "#app/components/ui/site-link.tsx";
import { READING_DAYS } from "./reading-days";

/** Every reading a sign page offers, each at its own URL under /signs/{sign}: three days, then the longer spans. */
export const READING_TABS = [
  ...READING_DAYS.map(({ key, label, suffix }) => ({ key, label, suffix })),
  { key: "week", label: "Week", suffix: "/week" },
  { key: "month", label: "Month", suffix: "/month" },
  { key: "year", label: "Year", suffix: "/year" },
] as const;

export type ReadingTabKey = (typeof READING_TABS)[number]["key"];

/**
 * The switch between a sign's readings: plain links, so each works without JavaScript and can be
 * shared. A day read at its date is none of them (`current` undefined).
 */
export function ReadingSwitch({ signSlug, current }: { signSlug: string; current: ReadingTabKey | undefined }) {
  return (
    <nav aria-label="Reading period">
      <ul className="inline-flex flex-wrap rounded-lg border border-border bg-surface p-1 text-sm font-semibold">
        {READING_TABS.map((tab) => (
          <li key={tab.key}>
            <SiteLink
              to={`/signs/${signSlug}${tab.suffix}`}
              aria-current={tab.key === current ? "page" : undefined}
              className={`inline-block rounded-md px-3 py-1.5 ${tab.key === current ? "bg-accent text-accent-foreground" : "text-muted hover:text-foreground"}`}
            >
              {tab.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
