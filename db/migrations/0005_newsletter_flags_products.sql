CREATE TABLE "feature_flags" (
	"flag_name" text PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "product_settings" (
	"product_id" text PRIMARY KEY NOT NULL,
	"cta_enabled" boolean DEFAULT false NOT NULL,
	"placement_inline" boolean DEFAULT true NOT NULL,
	"placement_floating" boolean DEFAULT false NOT NULL,
	"gumroad_url" text DEFAULT '' NOT NULL,
	"price" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "subscriber_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"zodiac_sign" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"source" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_text_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "subscriber_tokens" ADD CONSTRAINT "subscriber_tokens_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_tokens_subscriber_idx" ON "subscriber_tokens" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "subscribers_verified_idx" ON "subscribers" USING btree ("is_verified");