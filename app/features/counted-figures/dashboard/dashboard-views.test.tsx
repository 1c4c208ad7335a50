import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { sampleDashboard } from "#tests/factories/analytics-dashboard.ts";
import { AdsTable, FunnelTable, NewsletterTable, RankedTable, RatingsTable, VitalsTable } from "./dashboard-tables";
import { exportHref, formatVital, instantText, rangeText, referrerName, signName } from "./format";
import { PeriodSelector } from "./period-selector";
import { TrafficChart } from "./traffic-chart";

const html = (element: ReactElement) => renderToString(element).replace(/<!-- -->/g, "");
/** Links and forms need a router around them. */
const inRouter = (element: ReactElement) =>
  html(<RouterProvider router={createMemoryRouter([{ path: "/admin/analytics", element }], { initialEntries: ["/admin/analytics"] })} />);
const dashboard = sampleDashboard();

test("[analytics.dashboard] a ranked table has a caption, right-aligned numbers in the site's format, and its CSV link", () => {
  const page = html(<RankedTable caption="Top pages" keyLabel="Page" countLabel="Page views" rows={dashboard.pages} csvHref="/x.csv" />);
  expect(page).toContain('<caption class="px-3 pb-2 pt-3 text-left font-semibold">Top pages</caption>');
  expect(page).toMatch(/<th scope="col" class="px-3 py-2 text-right tabular-nums font-semibold">Page views<\/th>/);
  expect(page).toMatch(
    /<th scope="row"[^>]*>\/signs\/leo<\/th><td class="px-3 py-2 text-right tabular-nums">2,100<\/td><td[^>]*>900<\/td>/,
  );
  expect(page).toContain('href="/x.csv"');
  expect(page).toContain('Download CSV<span class="sr-only"> of top pages</span>');
  const empty = html(<RankedTable caption="Signs" keyLabel="Sign" countLabel="Page views" rows={[]} csvHref="/y.csv" />);
  expect(empty).toContain("Nothing counted in this period.");
});

test("[analytics.dashboard] signs show by name and the empty referrer as a direct visit", () => {
  const signs = html(
    <RankedTable caption="Signs" keyLabel="Sign" countLabel="Page views" rows={dashboard.signs} keyText={signName} csvHref="/s.csv" />,
  );
  expect(signs).toMatch(/<th scope="row"[^>]*>Leo<\/th>/);
  expect(signs).toMatch(/<th scope="row"[^>]*>Pisces<\/th>/);
  expect(referrerName("")).toBe("(direct)");
  expect(referrerName("example.com")).toBe("example.com");
  const ratings = html(<RatingsTable ratings={dashboard.ratings} csvHref="/r.csv" />);
  expect(ratings).toMatch(/Leo<\/th><td[^>]*>12<\/td><td[^>]*>4\.3<\/td>/);
  expect(ratings).toMatch(/Virgo<\/th><td[^>]*>0<\/td><td[^>]*>—<\/td>/);
});

test("[analytics.dashboard] the funnel gives each step's share of the step before", () => {
  const page = html(<FunnelTable steps={dashboard.funnel} csvHref="/f.csv" />);
  expect(page).toMatch(
    /Saw a locked section<\/th><td[^>]*><code[^>]*>teaser_view<\/code><\/td><td[^>]*>60<\/td><td[^>]*>70<\/td><td[^>]*>—<\/td>/,
  );
  expect(page).toMatch(/Clicked to unlock<\/th>.*?<td[^>]*>35%<\/td>/);
  expect(page).toMatch(/Subscribed to unlock<\/th>.*?<td[^>]*>14\.3%<\/td>/);
});

test("[analytics.dashboard] the newsletter's days with the period's totals in the foot", () => {
  const page = html(<NewsletterTable newsletter={dashboard.newsletter} csvHref="/n.csv" />);
  expect(page).toMatch(/<time dateTime="2026-11-23">Nov 23<\/time><\/th><td[^>]*>4<\/td><td[^>]*>3<\/td><td[^>]*>1<\/td>/);
  expect(page).toMatch(/<tfoot>.*Total<\/th><td[^>]*>10<\/td><td[^>]*>5<\/td><td[^>]*>1<\/td>/);
});

test("[analytics.dashboard] web vitals: the 75th percentile with its unit and rating in words, the shares as text too", () => {
  expect(formatVital("LCP", 2_412.6)).toBe("2,413 ms");
  expect(formatVital("TTFB", 87.2)).toBe("87 ms");
  expect(formatVital("CLS", 0.1234)).toBe("0.12");
  expect(formatVital("INP", null)).toBe("—");
  const page = html(<VitalsTable vitals={dashboard.vitals} csvHref="/v.csv" />);
  // LCP 2,413 ms is under the 2,500 ms threshold: good, said in words beside the number.
  expect(page).toMatch(
    /home<\/th><td[^>]*>LCP<\/td><td[^>]*>40<\/td><td[^>]*><span[^>]*>2,413 ms<span[^>]*><span aria-hidden="true"[^>]*><\/span>Good<\/span>/,
  );
  expect(page).toMatch(/>80%<\/td><td[^>]*>15%<\/td><td[^>]*>5%<\/td>/);
  // CLS 0.12 is above 0.1: needs improvement.
  expect(page).toMatch(/0\.12<span[^>]*><span aria-hidden="true"[^>]*><\/span>Needs improvement<\/span>/);
  // The bar's wide segments carry their percentages; a narrow one has its title only.
  expect(page).toMatch(/title="Good: 80%"[^>]*>80%<\/span>/);
  expect(page).toMatch(/title="Poor: 5%"[^>]*><\/span>/);
  expect(page).toMatch(/INP<\/td><td[^>]*>0<\/td><td[^>]*><span[^>]*>—<\/span><\/td><td[^>]*>—<\/td>.*No samples/);
  expect(html(<VitalsTable vitals={[]} csvHref="/v.csv" />)).toContain("No web vitals were measured in this period.");
});

test("[analytics.dashboard] ads: impressions, viewable, clicks and CTR, with all ads in the foot", () => {
  const page = html(<AdsTable ads={dashboard.ads} csvHref="/a.csv" />);
  expect(page).toMatch(/Moon journal, winter<\/th><td[^>]*>1,000<\/td><td[^>]*>600<\/td><td[^>]*>25<\/td><td[^>]*>2\.5%<\/td>/);
  expect(page).toMatch(/All ads<\/th><td[^>]*>1,000<\/td><td[^>]*>600<\/td><td[^>]*>25<\/td><td[^>]*>2\.5%<\/td>/);
  // The rate is written as on the ads' own pages: one decimal always, a dash before any impression.
  const even = html(<AdsTable ads={{ ...dashboard.ads, ctr: 0.25, rows: [{ ...dashboard.ads.rows[0]!, ctr: null }] }} csvHref="/a.csv" />);
  expect(even).toMatch(/Moon journal, winter<\/th>(<td[^>]*>[^<]*<\/td>){3}<td[^>]*>—<\/td>/);
  expect(even).toMatch(/All ads<\/th>(<td[^>]*>[^<]*<\/td>){3}<td[^>]*>25\.0%<\/td>/);
});

test("[analytics.dashboard] the chart is drawn on the server: a named image, a legend, a tooltip per day and the numbers as a table", () => {
  const page = html(<TrafficChart series={dashboard.series} />);
  expect(page).toContain('data-testid="visitors-chart"');
  expect(page).toMatch(/<svg[^>]*role="img"/);
  expect(page).toContain("<title id=");
  expect(page).toContain(">Visitors and page views per day, Nov 23 to Nov 25</title>");
  expect(page).toMatch(
    /<ul[^>]*aria-label="Legend"><li[^>]*><span aria-hidden="true"[^>]*><\/span>Visitors<\/li><li[^>]*><span aria-hidden="true"[^>]*><\/span>Page views<\/li><\/ul>/,
  );
  // Three days are bars: one per series a day, none where the day counted nothing.
  expect(page.match(/<rect[^>]*data-series="visitors"/g)).toHaveLength(2);
  expect(page.match(/<rect[^>]*data-series="pageViews"/g)).toHaveLength(2);
  expect(page).toContain("<title>Nov 25: Visitors 1,050, Page views 2,910</title>");
  expect(page).toContain(">Visitors and page views per day</caption>");
  expect(page).toMatch(/Nov 25<\/time><\/th><td[^>]*>1,050<\/td><td[^>]*>2,910<\/td>/);
  expect(page).toMatch(/<button type="button" aria-expanded="false"[^>]*>Show the daily numbers<\/button>/);
});

test("[analytics.dashboard-range] the period selector: the chosen preset marked, labelled date fields, a GET form", () => {
  const page = inRouter(<PeriodSelector period="7d" from="2026-11-19" to="2026-11-25" today="2026-11-25" />);
  /** The opening tag of the element that holds `marker`, to check its attributes whatever their order. */
  const tagWith = (marker: string) => page.slice(page.lastIndexOf("<", page.indexOf(marker)), page.indexOf(">", page.indexOf(marker)) + 1);
  expect(page).toContain('<nav aria-label="Period">');
  const current = tagWith('aria-current="page"');
  expect(current).toContain('href="/admin/analytics?period=7d"');
  expect(page.match(/aria-current/g)).toHaveLength(1);
  expect(page).toContain('href="/admin/analytics?period=today"');
  expect(page).toContain('href="/admin/analytics?period=30d"');
  const form = tagWith('aria-label="Custom period"');
  expect(form).toMatch(/^<form /);
  expect(form).toContain('method="get"');
  expect(page).toContain('<input type="hidden" name="period" value="custom"/>');
  // Each date field sits inside its label, so the label names it.
  expect(page).toMatch(/<label[^>]*>From<input type="date"[^>]*name="from" value="2026-11-19"\/><\/label>/);
  expect(page).toMatch(/<label[^>]*>To<input type="date"[^>]*name="to" value="2026-11-25"\/><\/label>/);
  expect(tagWith('name="from"')).toContain('max="2026-11-25"');
  expect(page).toMatch(/<button type="submit"[^>]*>Show period<\/button>/);
});

test("[analytics.csv] a table's download keeps the page's period", () => {
  expect(exportHref("pages", { period: "7d", from: "2026-11-19", to: "2026-11-25" })).toBe("/admin/analytics/export?table=pages&period=7d");
  expect(exportHref("vitals", { period: "custom", from: "2026-11-01", to: "2026-11-03" })).toBe(
    "/admin/analytics/export?table=vitals&period=custom&from=2026-11-01&to=2026-11-03",
  );
});

test("[analytics.dashboard] the period and the counting moment in words, on the site's clock", () => {
  expect(rangeText({ from: "2026-11-19", to: "2026-11-25" })).toBe("Nov 19, 2026 to Nov 25, 2026");
  expect(rangeText({ from: "2026-11-25", to: "2026-11-25" })).toBe("Nov 25, 2026");
  expect(instantText("2026-11-25T14:05:09.123Z", "UTC")).toBe("Nov 25, 2026, 14:05");
  expect(instantText("2026-11-25T23:30:00Z", "Asia/Tokyo")).toBe("Nov 26, 2026, 08:30");
});
