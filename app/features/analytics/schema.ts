import { z } from "zod";

/** Names of the product events the site records ([analytics.events]); any other name is refused. */
export const ANALYTICS_EVENT_NAMES = [
  "404_error",
  "gate_view",
  "gate_dismiss",
  "gate_submit_success",
  "teaser_view",
  "unlock_click",
  "unlock_dismiss",
  "ads",
  "ad_script_performance",
  "ad_script_error",
  "ad_unit_error",
  "partner_click",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

const sitePath = z
  .string()
  .max(2048, "path must be at most 2048 characters")
  .regex(/^\/(?!\/)/, "path must be a site path starting with /");

export const pageViewReportSchema = z.object({
  path: sitePath,
  search: z
    .string()
    .max(2048, "search must be at most 2048 characters")
    .regex(/^(\?.*)?$/, "search must be empty or start with ?")
    .default(""),
});
export type PageViewReport = z.infer<typeof pageViewReportSchema>;

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES, { error: "name must be a known event name" }),
  path: sitePath,
  properties: z
    .record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean()]))
    .refine((value) => Object.keys(value).length <= 16, "properties may hold at most 16 entries")
    .default({}),
});
export type AnalyticsEventReport = z.infer<typeof analyticsEventSchema>;
