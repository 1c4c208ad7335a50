import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { addDays } from "#app/lib/dates.ts";
import { BAR_DAYS, DaySeriesChart } from "./day-series-chart";

const html = (element: ReactElement) => renderToString(element).replace(/<!-- -->/g, "");
const daysFrom = (first: string, count: number) => Array.from({ length: count }, (_, index) => addDays(first, index));

test("one day of two series: bars, a named image, a legend list, a tooltip and a table row", () => {
  const page = html(
    <DaySeriesChart
      days={["2026-11-25"]}
      series={[
        { key: "a", label: "Apples", values: [3] },
        { key: "b", label: "Pears", values: [0] },
      ]}
      title="Fruit per day"
      tableCaption="Fruit per day"
      testId="fruit"
    />,
  );
  expect(page).toContain('data-testid="fruit"');
  // Named by its title alone; the description says how it is drawn.
  expect(page).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="([^" ]+)-title" aria-describedby="\1-desc"/);
  expect(page).toContain(">Fruit per day, Nov 25</title>");
  expect(page).toContain("Grouped bars, one group per day. The table “Fruit per day” holds the same numbers.");
  expect(page).toMatch(/<ul[^>]*aria-label="Legend"><li[^>]*>.*?Apples<\/li><li[^>]*>.*?Pears<\/li><\/ul>/);
  // A zero draws no bar; the day's tooltip still says it.
  expect(page.match(/<rect[^>]*data-series="a"/g)).toHaveLength(1);
  expect(page).not.toContain('data-series="b"');
  expect(page).toContain("<title>Nov 25: Apples 3, Pears 0</title>");
  expect(page).toMatch(/<caption class="sr-only">Fruit per day<\/caption>/);
  expect(page).toMatch(/<th scope="col"[^>]*>Day<\/th><th scope="col"[^>]*>Apples<\/th><th scope="col"[^>]*>Pears<\/th>/);
  expect(page).toMatch(/<time dateTime="2026-11-25">Nov 25<\/time><\/th><td[^>]*>3<\/td><td[^>]*>0<\/td>/);
  expect(page).toMatch(/<button type="button" aria-expanded="false" aria-controls="[^"]+"[^>]*>Show the daily numbers<\/button>/);
  // The chart is the server's drawing: no canvas, nothing left for a script to draw.
  expect(page).not.toContain("<canvas");
});

test(`up to ${BAR_DAYS} days are bars; a year is a line per series, each named with its dash in the legend`, () => {
  const month = daysFrom("2026-01-01", BAR_DAYS);
  const bars = html(
    <DaySeriesChart days={month} series={[{ key: "a", label: "A", values: month.map(() => 1) }]} title="A" tableCaption="A" />,
  );
  expect(bars.match(/<rect[^>]*data-series="a"/g)).toHaveLength(BAR_DAYS);
  expect(bars).toContain("Bars, one per day.");

  const year = daysFrom("2025-11-26", 366);
  const series = ["a", "b", "c"].map((key, index) => ({ key, label: key.toUpperCase(), values: year.map((_, day) => day * (index + 1)) }));
  const lines = html(
    <DaySeriesChart
      days={year}
      series={series}
      title="Three"
      tableCaption="Three per day"
      columns={[{ label: "Note", values: year.map(() => "x") }]}
    />,
  );
  expect(lines).not.toMatch(/<rect[^>]*data-series=/);
  expect(lines.match(/<path[^>]*data-series="/g)).toHaveLength(3);
  expect(lines).toContain("A line per series across the days.");
  expect(lines).toMatch(/A<span class="text-muted">\(solid line\)<\/span>/);
  expect(lines).toMatch(/B<span class="text-muted">\(dashed line\)<\/span>/);
  expect(lines).toMatch(/C<span class="text-muted">\(dotted line\)<\/span>/);
  // A year that spans two calendar years names them.
  expect(lines).toContain(">Three, Nov 26, 2025 to Nov 26, 2026</title>");
  expect(lines.match(/<g data-day="[^"]+"><title>/g)).toHaveLength(366);
  expect(lines).toContain("<title>Nov 26: A 365, B 730, C 1,095, Note x</title>");
  expect(lines.match(/<tr/g)).toHaveLength(367);
  // At most eight days named under the axis, the last day always among them.
  expect(lines.match(/<text[^>]*text-anchor="middle"/g)!.length).toBeLessThanOrEqual(8);
  expect(lines).toMatch(/text-anchor="middle"[^>]*>Nov 26<\/text><\/g><line/);
});

test("more series than it has looks for is refused", () => {
  const five = ["a", "b", "c", "d", "e"].map((key) => ({ key, label: key, values: [1] }));
  expect(() => html(<DaySeriesChart days={["2026-11-25"]} series={five} title="Five" tableCaption="Five" />)).toThrow(RangeError);
});
