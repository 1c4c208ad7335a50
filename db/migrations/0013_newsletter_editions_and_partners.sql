CREATE TABLE "newsletter_edition_renders" (
	"edition_id" text NOT NULL,
	"audience" text NOT NULL,
	"subject" text NOT NULL,
	"content" jsonb NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_edition_renders_edition_id_audience_pk" PRIMARY KEY("edition_id","audience")
);
--> statement-breakpoint
CREATE TABLE "newsletter_editions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"issue_date" date NOT NULL,
	"title" text NOT NULL,
	"occasion" text DEFAULT '' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"card" text NOT NULL,
	"signs" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
DROP INDEX "mail_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "edition_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "edition_audience" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "merge_fields" jsonb;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_edition_renders" ADD CONSTRAINT "newsletter_edition_renders_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_edition_recipient_idx" ON "mail_outbox" USING btree ("edition_id","to_address");