ALTER TABLE "page_views" ADD COLUMN "referrer_dropped" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "address_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "not_found" boolean DEFAULT false NOT NULL;