import { expect, test } from "vitest";
import { productCta, productCtas, type ProductSetting } from "./products";

const forecast: ProductSetting = {
  productId: "7DAY_FORECAST",
  ctaEnabled: true,
  placementInline: true,
  placementFloating: false,
  gumroadUrl: "https://shop.example.com/l/forecast?ref=a",
  price: "$9",
};

test("[products.link] the link carries utm_source=site, the placement and the product", () => {
  const href = new URL(productCta(forecast, "inline", true)!);
  expect(href.origin + href.pathname).toBe("https://shop.example.com/l/forecast");
  expect(href.searchParams.get("ref")).toBe("a");
  expect(href.searchParams.get("utm_source")).toBe("site");
  expect(href.searchParams.get("utm_medium")).toBe("inline");
  expect(href.searchParams.get("utm_campaign")).toBe("7DAY_FORECAST");
  expect(new URL(productCta({ ...forecast, placementFloating: true }, "floating", true)!).searchParams.get("utm_medium")).toBe("floating");
});

test("[products.visibility] hidden unless product_cta_enabled, cta_enabled, the placement and a URL are all set", () => {
  expect(productCta(forecast, "inline", false)).toBeNull();
  expect(productCta({ ...forecast, ctaEnabled: false }, "inline", true)).toBeNull();
  expect(productCta(forecast, "floating", true)).toBeNull();
  expect(productCta({ ...forecast, placementInline: false }, "inline", true)).toBeNull();
  expect(productCta({ ...forecast, gumroadUrl: "" }, "inline", true)).toBeNull();
});

test("[products.catalogue] [products.visibility] productCtas lists what may show, per placement, in product order", () => {
  const ritual: ProductSetting = {
    ...forecast,
    productId: "RITUAL_PACK",
    placementFloating: true,
    gumroadUrl: "https://shop.example.com/l/ritual",
    price: "$5",
  };
  const links = productCtas([ritual, forecast, { ...forecast, productId: "COMPATIBILITY", gumroadUrl: "" }], true);
  expect(links.map(({ productId, placement }) => `${placement}:${productId}`)).toEqual([
    "inline:7DAY_FORECAST",
    "inline:RITUAL_PACK",
    "floating:RITUAL_PACK",
  ]);
  expect(links[1]!.price).toBe("$5");
  expect(productCtas([ritual, forecast], false)).toEqual([]);
});
