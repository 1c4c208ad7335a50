import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { DayFigures } from "#app/features/analytics/dashboard.ts";
import { formatCount, shortDay } from "./format";
import { CHART_LINES } from "./visitors-chart-frame";

// The visitors chart, drawn by uPlot on a canvas. This module is loaded on demand by the
// analytics page alone, so neither uPlot nor its stylesheet reaches any other page.

/** Steps between labelled days: a day, two, a week, a fortnight, four weeks, then longer. */
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182];
/** Steps between the counts' gridlines: 1, 2 or 5 times a power of ten. */
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((factor) => factor * 10 ** power)).flat();
/** With more days than this the points would crowd the lines; below it each day is marked. */
const MARKED_DAYS = 62;

/** A theme colour of the page, as it stands now (the element inherits the theme's custom properties). */
function cssColour(element: Element, property: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(property).trim() || fallback;
}

function chartOptions(element: HTMLElement, series: readonly DayFigures[], height: number): uPlot.Options {
  const muted = cssColour(element, "--muted", "#4a4670");
  const border = cssColour(element, "--border", "#d9d3ef");
  const font = `12px ${getComputedStyle(element).fontFamily || "sans-serif"}`;
  const axis = { stroke: muted, font, grid: { stroke: border, width: 1 }, ticks: { stroke: border, width: 1 } };
  const marked = series.length <= MARKED_DAYS;
  return {
    width: element.clientWidth,
    height,
    // The legend is drawn by the page around the chart, so it is there before the chart is.
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      // Days are placed by their index, so the labels name calendar days whatever the browser's
      // zone. The span is fixed to the days shown; a single day stands in the middle.
      x: { time: false, range: () => (series.length > 1 ? [0, series.length - 1] : [-1, 1]) },
      y: { range: (_chart, _min, max) => [0, Math.max(1, max * 1.1)] },
    },
    axes: [
      { ...axis, incrs: DAY_STEPS, values: (_chart, splits) => splits.map((index) => (series[index] ? shortDay(series[index].day) : "")) },
      { ...axis, incrs: COUNT_STEPS, size: 56, values: (_chart, splits) => splits.map((value) => formatCount(value)) },
    ],
    series: [
      {},
      ...CHART_LINES.map((line) => {
        const colour = cssColour(element, line.property, muted);
        return {
          label: line.label,
          stroke: colour,
          width: 2,
          dash: line.dash.length ? [...line.dash] : undefined,
          points: { show: marked, size: 6, stroke: colour, fill: colour },
        };
      }),
    ],
  };
}

function chartData(series: readonly DayFigures[]): uPlot.AlignedData {
  return [series.map((_, index) => index), series.map((day) => day.visitors), series.map((day) => day.pageViews)];
}

/** Visitors and page views per day as two lines; redrawn when the box is resized or the theme changes. */
export default function VisitorsChart({ series, height, label }: { series: readonly DayFigures[]; height: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    const draw = () => {
      chart?.destroy();
      chart = new uPlot(chartOptions(element, series, height), chartData(series), element);
    };
    draw();
    const resized = new ResizeObserver(() => {
      if (chart && chart.width !== element.clientWidth) chart.setSize({ width: element.clientWidth, height });
    });
    resized.observe(element);
    // The theme switch sets a class on <html>: draw again with that theme's colours.
    const themed = new MutationObserver(draw);
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => {
      resized.disconnect();
      themed.disconnect();
      chart?.destroy();
    };
  }, [series, height]);
  return <div ref={box} role="img" aria-label={label} className="h-full w-full" data-testid="visitors-chart" />;
}
