import type { AppLoadContext } from "react-router";
import { answerWrite, unknownAction } from "#app/components/admin/page-action.server.ts";
import { createSavedChart, deleteSavedChart, updateSavedChart } from "#app/features/charts/saved-charts.server.ts";

/** The chart page's parameters a "Save this chart" form carries, as its address does. */
const CHART_FIELDS = ["date", "time", "unknown", "lat", "lon", "tz", "offset", "houses", "node", "place"] as const;

/** A form's text, or null for a field left out or blank (the chart reader takes null as "not given"). */
function formText(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The chart a "Save this chart" form sent, in the shape the saved charts read ([charts.saved]). */
function chartOfForm(form: FormData) {
  const chart: Record<string, unknown> = { name: formText(form, "name") ?? "", me: form.get("me") === "on" };
  for (const field of CHART_FIELDS) chart[field] = formText(form, field);
  if (chart.unknown) chart.time = null;
  return chart;
}

/**
 * The charts page's buttons ([charts.saved]): keep a chart drawn on the chart page, rename one,
 * mark one as the reader's own, or delete one. Each answers with the reader's charts page.
 */
export function chartAction(context: AppLoadContext, userId: string, form: FormData) {
  const id = String(form.get("id") ?? "");
  const options = { failed: "changing a saved chart failed", then: () => "/account/charts" };
  switch (String(form.get("intent") ?? "")) {
    case "save":
      return answerWrite(context, () => createSavedChart(context.db, userId, chartOfForm(form)), options);
    case "rename":
      return answerWrite(context, () => updateSavedChart(context.db, userId, id, { name: formText(form, "name") ?? "" }), options);
    case "me":
      return answerWrite(context, () => updateSavedChart(context.db, userId, id, { me: true }), options);
    case "delete":
      return answerWrite(context, () => deleteSavedChart(context.db, userId, id), options);
    default:
      return unknownAction();
  }
}
