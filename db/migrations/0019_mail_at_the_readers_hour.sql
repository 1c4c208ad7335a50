ALTER TABLE "mail_outbox" ADD COLUMN "deliver_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "delivery_time" text DEFAULT '06:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- Addresses confirmed before the welcome mail existed were promised their first horoscope by the daily edition: they are not welcomed again.
UPDATE "subscribers" SET "welcomed_at" = "verified_at" WHERE "is_verified" AND "verified_at" IS NOT NULL;