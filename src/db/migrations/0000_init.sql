CREATE TABLE "data_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_sync" timestamp with time zone,
	CONSTRAINT "data_sources_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer,
	"best_lap" text,
	"last_lap" text,
	"gap" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"track" text NOT NULL,
	"class" text DEFAULT '1/8 Nitro Buggy' NOT NULL,
	"round" text,
	"time_remaining" text,
	"start_time" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lap_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"lap_number" integer NOT NULL,
	"lap_time" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username_key" varchar(200) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "race_results_with_tires" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tire_id" integer,
	"race_url" text,
	"event_name" text,
	"track_name" text,
	"race_name" text NOT NULL,
	"class_name" text,
	"position" integer,
	"total_laps" integer,
	"best_lap" text,
	"average_lap" text,
	"consistency" text,
	"track_conditions" text,
	"notes" text,
	"race_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scraped_race_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_result_id" integer NOT NULL,
	"position" integer,
	"driver" text NOT NULL,
	"car_number" text,
	"laps" integer,
	"total_time" text,
	"behind" text,
	"fastest_lap" text,
	"average_lap" text,
	"consistency" text,
	"lap_times" jsonb
);
--> statement-breakpoint
CREATE TABLE "scraped_race_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_url" text NOT NULL,
	"event_url" text,
	"title" text NOT NULL,
	"class_name" text,
	"round" text,
	"race_length" text,
	"race_date" text,
	"is_complete" boolean DEFAULT false NOT NULL,
	"scraped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scraped_race_results_race_url_unique" UNIQUE("race_url")
);
--> statement-breakpoint
CREATE TABLE "scraped_track_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"track_url" text NOT NULL,
	"event_url" text NOT NULL,
	"name" text NOT NULL,
	"event_date" date,
	"entries" integer,
	"drivers" integer,
	"status" text,
	"scraped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scraped_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"track_url" text NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"status" text,
	"event_url" text,
	"start_time" text,
	"event_type" text,
	"source" text DEFAULT 'liverc' NOT NULL,
	"scraped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scraped_tracks_track_url_unique" UNIQUE("track_url")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"car" varchar(100) DEFAULT 'Agama' NOT NULL,
	"track" text,
	"setup_date" date,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tire_inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand" varchar(50) NOT NULL,
	"tread_pattern" varchar(100) NOT NULL,
	"compound" varchar(50) NOT NULL,
	"scale" varchar(10) DEFAULT '1/8' NOT NULL,
	"position" varchar(10) DEFAULT 'all' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"minimum_stock" integer DEFAULT 0 NOT NULL,
	"price_per_set" numeric(10, 2),
	"condition" varchar(20) DEFAULT 'new' NOT NULL,
	"purchase_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tire_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tire_id" integer NOT NULL,
	"session_type" varchar(20) DEFAULT 'practice' NOT NULL,
	"track" text,
	"session_date" date,
	"laps" integer,
	"wear_percent" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"email" varchar(255),
	"password_hash" text NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lap_times" ADD CONSTRAINT "lap_times_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD CONSTRAINT "race_results_with_tires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD CONSTRAINT "race_results_with_tires_tire_id_tire_inventory_id_fk" FOREIGN KEY ("tire_id") REFERENCES "public"."tire_inventory"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraped_race_participants" ADD CONSTRAINT "scraped_race_participants_race_result_id_scraped_race_results_id_fk" FOREIGN KEY ("race_result_id") REFERENCES "public"."scraped_race_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD CONSTRAINT "setup_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD CONSTRAINT "tire_inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_sessions" ADD CONSTRAINT "tire_sessions_tire_id_tire_inventory_id_fk" FOREIGN KEY ("tire_id") REFERENCES "public"."tire_inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_event_idx" ON "drivers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "lap_times_driver_idx" ON "lap_times" USING btree ("driver_id","lap_number");--> statement-breakpoint
CREATE INDEX "login_failures_lookup_idx" ON "login_failures" USING btree ("username_key","ip","failed_at");--> statement-breakpoint
CREATE INDEX "race_results_with_tires_user_idx" ON "race_results_with_tires" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "race_results_with_tires_tire_idx" ON "race_results_with_tires" USING btree ("tire_id");--> statement-breakpoint
CREATE INDEX "scraped_race_participants_race_idx" ON "scraped_race_participants" USING btree ("race_result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scraped_track_events_track_event_idx" ON "scraped_track_events" USING btree ("track_url","event_url");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "setup_sheets_user_idx" ON "setup_sheets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tire_inventory_user_idx" ON "tire_inventory" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tire_sessions_tire_idx" ON "tire_sessions" USING btree ("tire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));