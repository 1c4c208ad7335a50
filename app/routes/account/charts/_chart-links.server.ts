import { savedChartQuery, type SavedChart } from "#app/features/charts/saved-charts.server.ts";

/** The chart page's address of a saved chart, and the synastry of it with the reader's own, by the two charts' ids. */
export function chartLinks(charts: SavedChart[]) {
  const me = charts.find((chart) => chart.isMe);
  return charts.map((chart) => {
    const synastry: `/${string}` | null =
      me && me.id !== chart.id ? `/charts/synastry?${new URLSearchParams({ first: me.id, second: chart.id })}` : null;
    const open: `/${string}` = `/charts/free-birth-chart?${savedChartQuery(chart)}#chart`;
    return { ...chart, open, synastry };
  });
}
