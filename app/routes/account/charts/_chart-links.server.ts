import { savedChartQuery, type SavedChart } from "#app/features/charts/saved-charts.server.ts";

/** The chart page's address of a saved chart, and a synastry's of two. */
export function chartLinks(charts: SavedChart[]) {
  const me = charts.find((chart) => chart.isMe);
  return charts.map((chart) => {
    const synastry: `/${string}` | null =
      me && me.id !== chart.id
        ? `/charts/synastry?${new URLSearchParams({ a: savedChartQuery(me).toString(), aname: me.name, b: savedChartQuery(chart).toString(), bname: chart.name })}`
        : null;
    const open: `/${string}` = `/charts/free-birth-chart?${savedChartQuery(chart)}#chart`;
    return { ...chart, open, synastry };
  });
}
