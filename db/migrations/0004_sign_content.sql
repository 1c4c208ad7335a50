CREATE TABLE "daily_horoscopes" (
	"sign" text NOT NULL,
	"date" date NOT NULL,
	"overview" text NOT NULL,
	"love" text NOT NULL,
	"career" text NOT NULL,
	"mood" text NOT NULL,
	"ritual" text NOT NULL,
	"lucky_numbers" integer[] NOT NULL,
	"lucky_color" text NOT NULL,
	"compatible_signs" text[] NOT NULL,
	"sky_facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_horoscopes_sign_date_pk" PRIMARY KEY("sign","date")
);
--> statement-breakpoint
CREATE TABLE "personality_content" (
	"sign" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_ratings" (
	"sign" text NOT NULL,
	"date" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ratings_sign_date_visitor_hash_pk" PRIMARY KEY("sign","date","visitor_hash"),
	CONSTRAINT "sign_ratings_rating_range" CHECK ("sign_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "sign_ratings_sign_idx" ON "sign_ratings" USING btree ("sign");