CREATE TABLE "posts" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"date" date NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"minutes_to_read" integer DEFAULT 5 NOT NULL,
	"image_url" text,
	"content" text NOT NULL,
	"source" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "posts_date_slug_idx" ON "posts" USING btree ("date","slug");