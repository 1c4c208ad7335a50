/**
 * Where an ad stands for the admin ([ads.admin]), by its switch and its dates. An ad whose end has
 * passed reads "ended" whatever its switch, since resuming it would not bring it back; a paused
 * ad reads "paused" even before its start, since it will not start until resumed.
 */
export const AD_STATUSES = ["active", "paused", "scheduled", "ended"] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export const AD_STATUS_LABEL: Record<AdStatus, string> = {
  active: "Active",
  paused: "Paused",
  scheduled: "Scheduled",
  ended: "Ended",
};

type Schedule = { active: boolean; startsAt: Date | null; endsAt: Date | null };

/** The same bounds the server serves by: running from its start (inclusive) until its end (exclusive). */
export function adStatus({ active, startsAt, endsAt }: Schedule, now: Date = new Date()): AdStatus {
  if (endsAt && endsAt <= now) return "ended";
  if (!active) return "paused";
  if (startsAt && startsAt > now) return "scheduled";
  return "active";
}

/** When a scheduled ad starts, an ended one ended, or a running one ends, on the site's clocks ("" when none applies). */
export function scheduleNote(ad: { startsAt: Date | null; endsAt: Date | null }, status: AdStatus, timeZone: string): string {
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  if (status === "scheduled" && ad.startsAt) return `Starts ${format.format(ad.startsAt)}`;
  if (status === "ended" && ad.endsAt) return `Ended ${format.format(ad.endsAt)}`;
  if (ad.endsAt && status === "active") return `Until ${format.format(ad.endsAt)}`;
  return "";
}
