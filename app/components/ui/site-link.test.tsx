import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isActiveLink, SiteLink, SiteNavLink } from "./site-link";

describe("[shell.site-links] the site's links", () => {
  it("render as a plain anchor the router discovers and the document listener follows", () => {
    const html = renderToString(
      <SiteLink to="/signs/leo" className="text-link">
        Leo
      </SiteLink>,
    );
    expect(html).toBe('<a class="text-link" href="/signs/leo" data-discover="true" data-site-link="">Leo</a>');
  });

  it("mark the current page in a menu, and the section of a page below it unless told to match exactly", () => {
    expect(isActiveLink("/signs/leo", "/signs")).toBe(true);
    expect(isActiveLink("/Signs", "/signs")).toBe(true);
    expect(isActiveLink("/signs/leo", "/signs", true)).toBe(false);
    expect(isActiveLink("/signsxyz", "/signs")).toBe(false);
    expect(isActiveLink("/blog", "/")).toBe(false);
    expect(isActiveLink("/", "/")).toBe(true);

    const menu = (path: string) => {
      const router = createMemoryRouter(
        [
          {
            path: "*",
            element: (
              <nav>
                <SiteNavLink to="/" end className={({ isActive }) => (isActive ? "on" : "off")}>
                  Home
                </SiteNavLink>
                <SiteNavLink to="/blog" className={({ isActive }) => (isActive ? "on" : "off")}>
                  Blog
                </SiteNavLink>
              </nav>
            ),
          },
        ],
        { initialEntries: [path] },
      );
      return renderToString(<RouterProvider router={router} />);
    };
    expect(menu("/blog/a-post")).toContain(
      '<a class="on" aria-current="page" href="/blog" data-discover="true" data-site-link="">Blog</a>',
    );
    expect(menu("/blog/a-post")).toContain('<a class="off" href="/" data-discover="true" data-site-link="">Home</a>');
    expect(menu("/")).toContain('<a class="on" aria-current="page" href="/" data-discover="true" data-site-link="">Home</a>');
  });
});
