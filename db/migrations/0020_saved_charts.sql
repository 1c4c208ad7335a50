CREATE TABLE "saved_charts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"is_me" boolean DEFAULT false NOT NULL,
	"birth_date" text NOT NULL,
	"birth_time" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text,
	"utc_offset" text,
	"place" text,
	"house_system" text NOT NULL,
	"node_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_charts" ADD CONSTRAINT "saved_charts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_charts_user_id_idx" ON "saved_charts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_charts_one_me_idx" ON "saved_charts" USING btree ("user_id") WHERE "saved_charts"."is_me";