CREATE TABLE "ad_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ad_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"event" text NOT NULL,
	"page_type" text NOT NULL,
	"path" text NOT NULL,
	"page_view_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"image_url" text,
	"link_url" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"subtext" text DEFAULT '' NOT NULL,
	"cta_text" text DEFAULT 'Learn More' NOT NULL,
	"anchor_position" text DEFAULT 'bottom' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"slots" text[] NOT NULL,
	"page_types" text[] NOT NULL,
	"signs" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "ads_weight_range" CHECK ("ads"."weight" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_events_once_per_view" ON "ad_events" USING btree ("ad_id","slot","event","page_view_id");--> statement-breakpoint
CREATE INDEX "ad_events_by_ad_and_time" ON "ad_events" USING btree ("ad_id","created_at");