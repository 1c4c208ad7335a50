import { useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { PRODUCT_COPY, type Placement, type ProductId } from "./products";

/**
 * A paid product's call to action. The route decides whether it shows and passes the finished
 * link (productCta); this only draws it: an inline card, or a dismissible floating card.
 */
export function ProductCta({
  productId,
  href,
  price,
  placement = "inline",
}: {
  productId: ProductId;
  href: string;
  price: string;
  placement?: Placement;
}) {
  const [open, setOpen] = useState(true);
  const copy = PRODUCT_COPY[productId];
  if (!open) return null;
  const floating = placement === "floating";
  const headingId = `product-${productId.toLowerCase()}-${placement}`;
  return (
    <aside
      aria-labelledby={headingId}
      data-product-cta={productId}
      className={
        floating
          ? "fixed bottom-20 right-3 z-30 flex w-72 flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-lg md:bottom-4"
          : "flex flex-col gap-2 rounded-xl border border-border bg-surface p-5"
      }
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {copy.title}
        </h2>
        {floating ? (
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={`Dismiss ${copy.title}`}
            className="rounded-md px-2 py-1 text-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent"
          >
            ✕
          </button>
        ) : null}
      </div>
      <p className="text-sm leading-6">{copy.body}</p>
      <div className="flex flex-wrap items-center gap-3">
        <a href={href} target="_blank" rel="noopener noreferrer sponsored" className={buttonClasses("primary")}>
          {copy.action}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {price ? (
          <span className="font-semibold" data-testid="product-price">
            {price}
          </span>
        ) : null}
      </div>
    </aside>
  );
}
