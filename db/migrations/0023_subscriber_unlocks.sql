CREATE TABLE "subscriber_unlocks" (
	"id" text PRIMARY KEY NOT NULL,
	"subscriber_id" text NOT NULL,
	"link_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriber_unlocks" ADD CONSTRAINT "subscriber_unlocks_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_unlocks_link_idx" ON "subscriber_unlocks" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "subscriber_unlocks_subscriber_idx" ON "subscriber_unlocks" USING btree ("subscriber_id","created_at");