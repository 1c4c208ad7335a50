import { chartOf, readChartRequest } from "#app/features/charts/chart-request.server.ts";
import { chartWheelSvg } from "#app/features/charts/chart-wheel.server.ts";
import { shareImageFonts, svgToPng } from "#app/features/share-images/render.server.ts";
import type { Route } from "./+types/wheel";

/**
 * The chart wheel as a download ([charts.download]): /charts/free-birth-chart/wheel.svg and
 * wheel.png, for the same query as the page's chart (after the page has looked up the birthplace,
 * so latitude, longitude and zone are in it). A pure function of the query, so the reader's own
 * browser may keep it; the query is someone's birth data, so no shared cache may ([privacy.birth-data]).
 */
const DOWNLOAD_CACHE_CONTROL = "private, max-age=86400";

export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const read = readChartRequest((name) => {
    if (name === "time" && params.get("unknown") === "1") return undefined;
    return params.get(name) ?? undefined;
  });
  if (!read.ok) {
    return Response.json({ error: { code: read.error.code, message: read.error.message } }, { status: 400 });
  }
  const svg = chartWheelSvg(chartOf(read.request), { standalone: true });
  if (url.pathname.endsWith(".svg")) {
    return new Response(svg, {
      headers: {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Content-Disposition": 'attachment; filename="birth-chart.svg"',
        "Cache-Control": DOWNLOAD_CACHE_CONTROL,
      },
    });
  }
  const onProblem = (problem: string) => context.logger.warn({ problem }, "chart wheel: a font is missing; drawing with what there is");
  try {
    const png = await svgToPng(svg, shareImageFonts(onProblem));
    return new Response(new Uint8Array(png), {
      headers: {
        "Content-Type": "image/png",
        "Content-Disposition": 'attachment; filename="birth-chart.png"',
        "Cache-Control": DOWNLOAD_CACHE_CONTROL,
      },
    });
  } catch (error) {
    // No resvg binary for this platform: the SVG is still there to download.
    context.logger.error({ err: error }, "chart wheel PNG could not be drawn");
    return Response.json(
      { error: { code: "png_unavailable", message: "The PNG could not be drawn on this server; download the SVG instead." } },
      { status: 503 },
    );
  }
}
