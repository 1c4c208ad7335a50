CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	"counted_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_vitals_daily" (
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"samples" integer NOT NULL,
	"good" integer NOT NULL,
	"needs_improvement" integer NOT NULL,
	"poor" integer NOT NULL,
	"histogram" jsonb NOT NULL,
	CONSTRAINT "analytics_vitals_daily_day_page_type_metric_pk" PRIMARY KEY("day","page_type","metric")
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"metric_id" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"page_type" text NOT NULL,
	"path" text NOT NULL,
	"device" text DEFAULT 'desktop' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_metric_id_unique" UNIQUE("metric_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visitor_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "device" text DEFAULT 'desktop' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "sign" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "visitor_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "device" text DEFAULT 'desktop' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "sign" text;--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_day_idx" ON "analytics_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");