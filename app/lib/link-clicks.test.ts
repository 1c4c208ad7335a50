import { describe, expect, it } from "vitest";
import { clientNavigationFor, SITE_LINK_ATTRIBUTE } from "./link-clicks";

const here = { origin: "https://cosmic.example", pathname: "/signs/leo", search: "", hash: "" };
const plainClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

function anchor(href: string, { target = "", attributes = [SITE_LINK_ATTRIBUTE] }: { target?: string; attributes?: string[] } = {}) {
  return { href: new URL(href, here.origin).href, target, hasAttribute: (name: string) => attributes.includes(name) };
}

describe("[shell.site-links] which clicks on the site's links the client router follows", () => {
  it("follows a plain click on a site link to another page of the site", () => {
    expect(clientNavigationFor(plainClick, anchor("/signs/aries/dates?x=1#top"), here)).toEqual({
      path: "/signs/aries/dates?x=1#top",
      replace: false,
    });
  });

  it("replaces the history entry when the link leads to the address already open", () => {
    expect(clientNavigationFor(plainClick, anchor("/signs/leo"), here)).toEqual({ path: "/signs/leo", replace: true });
    expect(clientNavigationFor(plainClick, anchor("/signs/leo#contact"), here)).toEqual({ path: "/signs/leo#contact", replace: false });
  });

  it("leaves modified, middle and already handled clicks to the browser", () => {
    for (const change of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(clientNavigationFor({ ...plainClick, ...change }, anchor("/blog"), here)).toBeNull();
    }
  });

  it("leaves other anchors, new tabs, downloads and other origins to the browser", () => {
    expect(clientNavigationFor(plainClick, anchor("/blog", { attributes: [] }), here)).toBeNull();
    expect(clientNavigationFor(plainClick, anchor("/blog", { target: "_blank" }), here)).toBeNull();
    expect(clientNavigationFor(plainClick, anchor("/blog", { attributes: [SITE_LINK_ATTRIBUTE, "download"] }), here)).toBeNull();
    expect(clientNavigationFor(plainClick, anchor("https://elsewhere.example/blog"), here)).toBeNull();
    expect(clientNavigationFor(plainClick, anchor("/blog", { target: "_self" }), here)).toEqual({ path: "/blog", replace: false });
  });
});
