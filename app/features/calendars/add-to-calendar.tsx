import { CALENDAR_LINK_TEXTS } from "./calendars";

/**
 * "Add to calendar": a webcal: link a calendar app subscribes to and the .ics file to download.
 * Plain anchors with no script: they go to the browser and the calendar app, never to the router.
 */
export function AddToCalendar({
  links,
  what,
  className = "",
}: {
  links: { subscribe: string; download: string };
  what: string;
  className?: string;
}) {
  return (
    <section
      aria-label={`${CALENDAR_LINK_TEXTS.heading}: ${what}`}
      className={`flex flex-col gap-2 text-sm ${className}`}
      data-testid="add-to-calendar"
    >
      <h2 className="text-base font-semibold">
        {CALENDAR_LINK_TEXTS.heading}: {what}
      </h2>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={links.subscribe} className="font-semibold text-link underline">
          {CALENDAR_LINK_TEXTS.subscribe}
        </a>
        <a href={links.download} download className="font-semibold text-link underline">
          {CALENDAR_LINK_TEXTS.download}
        </a>
      </p>
      <p className="text-muted">{CALENDAR_LINK_TEXTS.note}</p>
    </section>
  );
}
