CREATE TABLE "period_readings" (
	"sign" text NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"title" text NOT NULL,
	"overview" text NOT NULL,
	"love" text NOT NULL,
	"career" text NOT NULL,
	"key_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_readings_sign_period_start_pk" PRIMARY KEY("sign","period","start")
);
