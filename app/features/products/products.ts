import { withUtm } from "#app/lib/utm.ts";

/** The three paid products, in display order ([products.catalogue]). */
export const PRODUCT_IDS = ["7DAY_FORECAST", "RITUAL_PACK", "COMPATIBILITY"] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];
export const PLACEMENTS = ["inline", "floating"] as const;
export type Placement = (typeof PLACEMENTS)[number];

export type ProductSetting = {
  productId: ProductId;
  ctaEnabled: boolean;
  placementInline: boolean;
  placementFloating: boolean;
  /** The purchase page; empty keeps the call to action hidden. */
  gumroadUrl: string;
  price: string;
};

export function isProductId(value: string): value is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(value);
}

export const PRODUCT_MESSAGES = {
  url: "Purchase URL must be an https:// address or empty",
  price: "Price must be at most 20 characters",
} as const;

/**
 * The purchase link for one placement, or null when the call to action must stay hidden: it shows
 * only with product_cta_enabled, the product's cta_enabled, that placement's flag and a URL.
 */
export function productCta(product: ProductSetting, placement: Placement, productCtaEnabled: boolean): string | null {
  if (!productCtaEnabled || !product.ctaEnabled || !product.gumroadUrl) return null;
  if (placement === "inline" ? !product.placementInline : !product.placementFloating) return null;
  return withUtm(product.gumroadUrl, { source: "site", medium: placement, campaign: product.productId });
}

/** Honest copy for each product: what the buyer gets, nothing promised beyond it. */
export const PRODUCT_COPY: Record<ProductId, { title: string; body: string; action: string }> = {
  "7DAY_FORECAST": {
    title: "Your 7-Day Forecast",
    body: "A week of readings for your sign, one per day, written from the same real sky positions as this page and delivered as a PDF. For entertainment.",
    action: "Get the 7-day forecast",
  },
  RITUAL_PACK: {
    title: "The Ritual Pack",
    body: "Thirty short daily rituals, grouped by element and moon phase, as a printable PDF you can keep by your desk. For entertainment.",
    action: "Get the ritual pack",
  },
  COMPATIBILITY: {
    title: "Compatibility Report",
    body: "A longer look at two signs together: elements, ruling planets and the everyday habits that tend to click or clash. A PDF for entertainment, not advice.",
    action: "Get the compatibility report",
  },
};

type ProductCtaLink = { productId: ProductId; placement: Placement; href: string; price: string };

/** Every call to action that may show, per placement, in product order. */
export function productCtas(settings: readonly ProductSetting[], productCtaEnabled: boolean): ProductCtaLink[] {
  const links: ProductCtaLink[] = [];
  for (const placement of PLACEMENTS) {
    for (const productId of PRODUCT_IDS) {
      const product = settings.find((row) => row.productId === productId);
      const href = product ? productCta(product, placement, productCtaEnabled) : null;
      if (product && href) links.push({ productId, placement, href, price: product.price });
    }
  }
  return links;
}
