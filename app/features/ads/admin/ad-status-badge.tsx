import { AD_STATUS_LABEL, type AdStatus } from "./ad-status";

// The word carries the status; the dot only helps the eye find the running ads in a long list.
const DOT: Record<AdStatus, string> = {
  active: "bg-[#0f766e] dark:bg-[#5eead4]",
  paused: "bg-muted",
  scheduled: "bg-accent",
  ended: "bg-danger",
};

export function AdStatusBadge({ status }: { status: AdStatus }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-foreground"
      data-status={status}
    >
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${DOT[status]}`} />
      {AD_STATUS_LABEL[status]}
    </span>
  );
}
