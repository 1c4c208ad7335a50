CREATE TABLE "deleted_posts" (
	"slug" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
