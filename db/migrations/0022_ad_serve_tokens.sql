CREATE TABLE "ad_invalid_traffic" (
	"hour" timestamp with time zone NOT NULL,
	"ad_id" uuid NOT NULL,
	"event" text NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_invalid_traffic_hour_ad_id_event_reason_pk" PRIMARY KEY("hour","ad_id","event","reason")
);
--> statement-breakpoint
ALTER TABLE "ad_events" ADD COLUMN "serve_id" text;--> statement-breakpoint
ALTER TABLE "ad_invalid_traffic" ADD CONSTRAINT "ad_invalid_traffic_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_invalid_traffic_by_ad" ON "ad_invalid_traffic" USING btree ("ad_id","hour");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_events_once_per_serve" ON "ad_events" USING btree ("serve_id","event");