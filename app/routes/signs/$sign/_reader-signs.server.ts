import type { AppLoadContext } from "react-router";
import { loadViewer } from "#app/features/accounts/viewer.server.ts";
import { chartOf } from "#app/features/charts/chart-request.server.ts";
import { chartSigns } from "#app/features/charts/readers-day.server.ts";
import { findMyChart, savedChartRequest } from "#app/features/charts/saved-charts.server.ts";
import { signOf, type SignSlug } from "#app/zodiac/signs.ts";

/** A link to the same day's reading for another of the reader's signs. */
export type ReaderSignLink = { role: "Sun" | "Moon" | "rising"; name: string; to: `/signs/${string}` };

/**
 * "Also read for your Moon sign / rising sign" ([charts.transits]): for a signed-in reader with a
 * chart marked as theirs, the same day's reading of each of their Sun, Moon and rising signs that
 * is not the page's own sign. Nothing for a visitor, whose request has no cookie, so the page stays
 * the one stored for everyone.
 */
export async function readerSignLinks(
  context: AppLoadContext,
  request: Request,
  page: SignSlug,
  daySuffix: string,
): Promise<ReaderSignLink[]> {
  if (!request.headers.get("cookie")) return [];
  const viewer = await loadViewer(context, request);
  const chart = viewer ? await findMyChart(context.db, viewer.id) : undefined;
  if (!chart) return [];
  const signs = chartSigns(chartOf(savedChartRequest(chart)));
  const roles = [
    ["Sun", signs.sun],
    ["Moon", signs.moon],
    ["rising", signs.rising],
  ] as const;
  return roles.flatMap(([role, sign]) =>
    sign && sign !== page ? [{ role, name: signOf(sign).name, to: `/signs/${sign}${daySuffix}` as const }] : [],
  );
}
