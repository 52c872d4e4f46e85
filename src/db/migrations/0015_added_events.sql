CREATE TABLE "added_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_url" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text,
	"track_name" text,
	"event_date" date,
	"race_urls" text[],
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "added_events" ADD CONSTRAINT "added_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "added_events_user_event_idx" ON "added_events" USING btree ("user_id","event_url");--> statement-breakpoint
CREATE INDEX "added_events_event_idx" ON "added_events" USING btree ("event_url");