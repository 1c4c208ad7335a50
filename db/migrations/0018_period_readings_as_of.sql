-- Stored period readings are the writer's output over the real sky, never edited by anyone: they
-- are cleared here and written again, as read on their day, on first request and at start-up.
DELETE FROM "period_readings";--> statement-breakpoint
ALTER TABLE "period_readings" DROP CONSTRAINT "period_readings_sign_period_start_pk";--> statement-breakpoint
ALTER TABLE "period_readings" ADD COLUMN "as_of" date NOT NULL;--> statement-breakpoint
ALTER TABLE "period_readings" ADD COLUMN "forecast" jsonb;--> statement-breakpoint
ALTER TABLE "period_readings" ADD CONSTRAINT "period_readings_sign_period_start_as_of_pk" PRIMARY KEY("sign","period","start","as_of");
