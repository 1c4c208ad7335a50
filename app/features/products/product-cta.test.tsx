import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { ProductCta } from "./product-cta";
import { PRODUCT_COPY } from "./products";

test("[products.link] an inline card: the product's copy, the price and a sponsored link opening in a new tab", () => {
  const href = "https://shop.example.com/l/ritual?utm_source=site&utm_medium=inline&utm_campaign=RITUAL_PACK";
  const html = renderToString(<ProductCta productId="RITUAL_PACK" href={href} price="$5" />).replace(/<!-- -->/g, "");
  expect(html).toContain(PRODUCT_COPY.RITUAL_PACK.title);
  expect(html).toContain(PRODUCT_COPY.RITUAL_PACK.body);
  expect(html).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
  expect(html).toContain('rel="noopener noreferrer sponsored"');
  expect(html).toContain("(opens in a new tab)");
  expect(html).toContain("$5");
  expect(html).not.toContain("Dismiss");
});

test("[products.visibility] the floating card can be dismissed", () => {
  const html = renderToString(<ProductCta productId="COMPATIBILITY" href="https://x.example/" price="" placement="floating" />);
  expect(html).toContain(`aria-label="Dismiss ${PRODUCT_COPY.COMPATIBILITY.title}"`);
  expect(html).toContain("fixed");
});
