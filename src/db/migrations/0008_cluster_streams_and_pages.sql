-- Issue 18: the live streams every instance serves, and the shared copy of LiveRC pages (UNLOGGED: a cache).
CREATE TABLE "live_messages" (
	"track_url" text NOT NULL,
	"seq" bigint NOT NULL,
	"message" jsonb NOT NULL,
	CONSTRAINT "live_messages_track_url_seq_pk" PRIMARY KEY("track_url","seq")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "liverc_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"fresh_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"track_url" text PRIMARY KEY NOT NULL,
	"epoch" text NOT NULL,
	"seq" bigint NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
