ALTER TABLE "events" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "track_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "race_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "race_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "followed_track_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "driver_name" varchar(100);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_source_url_unique" UNIQUE("source_url");