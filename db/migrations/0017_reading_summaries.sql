ALTER TABLE "daily_horoscopes" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "daily_horoscopes" ADD COLUMN "summary" text;