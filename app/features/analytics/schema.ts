import { z } from "zod";
import { WEB_VITAL_NAMES } from "#app/lib/web-vitals.ts";
import { EVENTS_PER_REPORT, LARGEST_VITAL_VALUE, VITALS_PER_REPORT } from "./report-limits";

/**
 * Names of the product events the site records ([analytics.events]); any other name is refused.
 * The gating, error and ad events come from the product's definition; the rest follow the
 * site's own funnel: a subscription started and confirmed by the server, a rating given, a
 * ritual claimed, a compatibility pair checked, a share link used, a partner link followed.
 */
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
  "subscribe_started",
  "subscribe_succeeded",
  "rating_given",
  "ritual_claimed",
  "compatibility_checked",
  "share",
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
  /** document.referrer of the page load; only its host is kept, and only when it is another site. */
  referrer: z.string().max(2048, "referrer must be at most 2048 characters").default(""),
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

const eventBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema)
    .min(1, "events must hold at least one event")
    .max(EVENTS_PER_REPORT, `events may hold at most ${EVENTS_PER_REPORT} entries`),
});

/**
 * The body of POST /api/analytics/events: one event, or `{ events: [...] }` with up to 20. Each
 * shape is checked on its own, so a single event's error names its own field ("name: ...").
 */
export const analyticsEventsReportSchema = z.unknown().transform((value, context): AnalyticsEventReport[] => {
  const batch = typeof value === "object" && value !== null && !Array.isArray(value) && "events" in value;
  const result = batch ? eventBatchSchema.safeParse(value) : analyticsEventSchema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return "events" in result.data ? result.data.events : [result.data];
});

/** The web vitals of one page load, sent together; a metric may be sent again with a later value. */
export const webVitalsReportSchema = z.object({
  path: sitePath,
  metrics: z
    .array(
      z.object({
        id: z.string().min(1).max(100, "id must be at most 100 characters"),
        name: z.enum(WEB_VITAL_NAMES, { error: "name must be CLS, INP, LCP or TTFB" }),
        value: z
          .number()
          .finite()
          .min(0, "value must not be negative")
          .max(LARGEST_VITAL_VALUE, `value must be at most ${LARGEST_VITAL_VALUE}`),
      }),
    )
    .min(1, "metrics must hold at least one metric")
    .max(VITALS_PER_REPORT, `metrics may hold at most ${VITALS_PER_REPORT} entries`),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;
