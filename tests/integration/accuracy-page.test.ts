import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { differenceText } from "#app/lib/accuracy.ts";
import * as accuracyPage from "#app/routes/accuracy.tsx";

// The accuracy page as React Router serves it: the loader's rows, drawn to HTML.
const loaded = accuracyPage.loader();

function render(): string {
  const Stub = createRoutesStub([{ path: "/accuracy", Component: accuracyPage.default as never, loader: () => loaded }]);
  const html = renderToString(createElement(Stub, { initialEntries: ["/accuracy"], hydrationData: { loaderData: { "0": loaded } } }));
  return html.replaceAll("<!-- -->", "");
}

test("[accuracy.table] the page prints every row the tests check, each within its allowance", () => {
  const html = render();
  expect(loaded.groups.map((group) => group.title)).toEqual([
    "Equinoxes and solstices",
    "Moon phases",
    "Mercury’s stations",
    "Eclipses of 2026",
    "Chart angles",
    "Birth clocks",
  ]);
  const rows = loaded.groups.flatMap((group) => group.rows);
  expect(rows).toHaveLength(8 + 5 + 12 + 4 + 16 + 12);
  expect(html).toContain(`compares ${rows.length} of our figures with published almanacs`);
  for (const row of rows) {
    expect(row.difference).toBeLessThanOrEqual(row.tolerance);
    expect(html).toContain(`>${row.what}</th><td class="py-1.5 pr-3 tabular-nums">${row.reference}</td>`);
    expect(html).toContain(`<td class="py-1.5 pr-3 tabular-nums">${differenceText(row)}</td>`);
  }
  expect(html).toContain("How we compute the sky");
  // The library's Moon is Brown's theory as Montenbruck and Pfleger shortened it, and the phases use
  // apparent longitudes, the Sun's aberration counted.
  expect(html).toMatch(/E\. W\. Brown(&rsquo;|’)s\s+lunar theory in the shortened form Montenbruck and Pfleger give/);
  expect(html).not.toMatch(/lunar theory in Jean\s+Meeus/);
  expect(html).toContain("the Sun’s aberration (20.5 arcseconds");
  // The loader's figures are worked out once per process.
  expect(accuracyPage.loader().groups).toBe(loaded.groups);
});
