import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { CardPartnerLinks } from "./card-partners";
import { partnerHref, PARTNER_DISCLOSURE, showsForSign } from "./partners";

test("[partners.link] the card's link carries utm_source=site, utm_medium={card}-card and a slug of the label as the campaign", () => {
  const href = new URL(partnerHref({ label: "Moon & Co. Crystals", url: "https://partner.example/shop?ref=cd" }, "love")!);
  expect(href.origin + href.pathname).toBe("https://partner.example/shop");
  expect(href.searchParams.get("ref")).toBe("cd");
  expect(href.searchParams.get("utm_source")).toBe("site");
  expect(href.searchParams.get("utm_medium")).toBe("love-card");
  expect(href.searchParams.get("utm_campaign")).toBe("moon-co-crystals");
  expect(new URL(partnerHref({ label: "Desk", url: "http://partner.example/" }, "career")!).searchParams.get("utm_medium")).toBe(
    "career-card",
  );
  expect(new URL(partnerHref({ label: "✨", url: "http://partner.example/" }, "ritual")!).searchParams.get("utm_campaign")).toBe("partner");
  expect(partnerHref({ label: "Bad", url: "javascript:alert(1)" }, "love")).toBeNull();
});

test("[partners.cards] a partner naming no sign shows for every sign; one naming signs only for those", () => {
  expect(showsForSign([], "leo")).toBe(true);
  expect(showsForSign(["leo", "virgo"], "leo")).toBe(true);
  expect(showsForSign(["virgo"], "leo")).toBe(false);
});

test("[partners.link] the link's text is the label, it opens in a new tab as a sponsored link, and the disclosure follows", () => {
  const href = "https://partner.example/shop?utm_source=site&utm_medium=love-card&utm_campaign=moon-co";
  const html = renderToString(<CardPartnerLinks card="love" sign="leo" partners={[{ id: 7, label: "Moon & Co.", href }]} />).replace(
    /<!-- -->/g,
    "",
  );
  expect(html).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
  expect(html).toContain('target="_blank"');
  expect(html).toContain('rel="sponsored noopener"');
  expect(html).toMatch(/>Moon &amp; Co\.<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/);
  expect(html).toContain(PARTNER_DISCLOSURE);
  expect(PARTNER_DISCLOSURE).toBe("Partner link: Cosmic Daily may earn a commission.");
});

test("[partners.cards] a card without partners shows nothing at all, not even the disclosure", () => {
  expect(renderToString(<CardPartnerLinks card="love" sign="leo" partners={[]} />)).toBe("");
  expect(renderToString(<CardPartnerLinks card="love" sign="leo" partners={undefined} />)).toBe("");
});
