import type { ReactNode } from "react";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import type { LockedSections } from "#app/features/gating/gate.ts";
import { LockedSection } from "#app/features/gating/locked-section.tsx";
import { ReadingCard, type CardExtras } from "#app/features/horoscopes/daily-reading.tsx";
import type { ClientHoroscope } from "#app/features/horoscopes/types.ts";
import { possessive } from "#app/lib/text.ts";

/**
 * The five sections of a reading when some are locked: a locked one shows the teaser the server
 * sent (nothing more exists on the page); the others read as usual, with their extras (partner
 * links) at the foot. A locked card never shows an extra ([partners.cards]). Composed here because
 * the gating and horoscope features never import each other.
 */
export function GatedReadingSections({
  horoscope,
  signName,
  locked,
  onUnlock,
  overviewTitle,
  extras = {},
}: {
  horoscope: ClientHoroscope;
  signName: string;
  locked: LockedSections;
  onUnlock: () => void;
  overviewTitle: string;
  extras?: CardExtras;
}) {
  const card = (section: "overview" | "love" | "career" | "ritual", title: string, emphasis = false): ReactNode =>
    locked[section] ? (
      <LockedSection
        section={section}
        title={title}
        teaser={horoscope[section]}
        onUnlock={onUnlock}
        track={trackEvent}
        emphasis={emphasis}
      />
    ) : (
      <ReadingCard title={title} emphasis={emphasis}>
        <p className={emphasis ? "text-lg leading-8" : undefined}>{horoscope[section]}</p>
        {section === "overview" ? null : extras[section]}
      </ReadingCard>
    );
  return (
    <div className="flex flex-col gap-4">
      {card("overview", overviewTitle, true)}
      <div className="grid gap-4 md:grid-cols-2">
        {card("love", "Love")}
        {card("career", "Career")}
        <ReadingCard title="Mood">
          <p>{horoscope.mood}</p>
        </ReadingCard>
        {card("ritual", `${possessive(signName)} Ritual`)}
      </div>
    </div>
  );
}
