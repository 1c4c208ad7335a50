import { PARTNER_DISCLOSURE, type CardPartner, type PartnerCard } from "./partners";

/** The event a click reports; the route passes the analytics feature's tracker in. */
type PartnerTracker = (name: "partner_click", properties: Record<string, string | number>) => void;

/**
 * The partner links at the foot of an open card ([partners.link]): each link's text is the
 * partner's label, it opens in a new tab as a sponsored link, and the disclosure follows. A click
 * is reported first ([partners.click]); the report survives the page being left.
 */
export function CardPartnerLinks({
  card,
  partners,
  sign,
  track,
}: {
  card: PartnerCard;
  partners: readonly CardPartner[] | undefined;
  sign: string;
  track?: PartnerTracker;
}) {
  if (!partners || partners.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-1 border-t border-border pt-3 text-sm" data-card-partners={card}>
      <ul className="flex flex-col gap-1">
        {partners.map((partner) => (
          <li key={partner.id}>
            <a
              href={partner.href}
              target="_blank"
              rel="sponsored noopener"
              data-partner-id={partner.id}
              className="font-semibold text-link underline underline-offset-2 hover:no-underline"
              onClick={() => track?.("partner_click", { partnerId: partner.id, card, sign })}
              // A middle click opens the link in a new tab too.
              onAuxClick={(event) => {
                if (event.button === 1) track?.("partner_click", { partnerId: partner.id, card, sign });
              }}
            >
              {partner.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{PARTNER_DISCLOSURE}</p>
    </div>
  );
}
