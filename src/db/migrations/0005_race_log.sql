-- The placeholder race log table was never written by the app (no route did): emptied so the new NOT NULL columns apply.
DELETE FROM "race_results_with_tires";--> statement-breakpoint
ALTER TABLE "race_results_with_tires" DROP CONSTRAINT "race_results_with_tires_tire_id_tire_inventory_id_fk";
--> statement-breakpoint
DROP INDEX "race_results_with_tires_tire_idx";--> statement-breakpoint
DROP INDEX "race_results_with_tires_user_idx";--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ALTER COLUMN "track_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ALTER COLUMN "consistency" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ALTER COLUMN "track_conditions" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ALTER COLUMN "race_date" SET DATA TYPE timestamp with time zone;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ALTER COLUMN "race_date" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ALTER COLUMN "race_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "race_title" text NOT NULL;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "event_url" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "driver_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "vehicle" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "qualifying" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "laps_time" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "behind" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "fastest_lap" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "avg_lap" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "avg_top5" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "avg_top10" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "avg_top15" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "top3_consecutive" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "std_deviation" varchar(50);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "front_tire_id" integer;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "rear_tire_id" integer;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "front_tire_brand" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "front_tire_model" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "rear_tire_brand" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "rear_tire_model" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "laps_completed" integer;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "user_rating" integer;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "weather" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "temperature" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD CONSTRAINT "race_results_with_tires_front_tire_id_tire_inventory_id_fk" FOREIGN KEY ("front_tire_id") REFERENCES "public"."tire_inventory"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD CONSTRAINT "race_results_with_tires_rear_tire_id_tire_inventory_id_fk" FOREIGN KEY ("rear_tire_id") REFERENCES "public"."tire_inventory"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_results_with_tires_front_idx" ON "race_results_with_tires" USING btree ("front_tire_id");--> statement-breakpoint
CREATE INDEX "race_results_with_tires_rear_idx" ON "race_results_with_tires" USING btree ("rear_tire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "race_results_with_tires_row_idx" ON "race_results_with_tires" USING btree ("user_id","race_url",lower("driver_name"),"position") WHERE "race_results_with_tires"."race_url" is not null;--> statement-breakpoint
CREATE INDEX "race_results_with_tires_user_idx" ON "race_results_with_tires" USING btree ("user_id","race_date");--> statement-breakpoint
ALTER TABLE "race_results_with_tires" DROP COLUMN "tire_id";--> statement-breakpoint
ALTER TABLE "race_results_with_tires" DROP COLUMN "event_name";--> statement-breakpoint
ALTER TABLE "race_results_with_tires" DROP COLUMN "race_name";--> statement-breakpoint
ALTER TABLE "race_results_with_tires" DROP COLUMN "class_name";--> statement-breakpoint
ALTER TABLE "race_results_with_tires" DROP COLUMN "total_laps";--> statement-breakpoint
ALTER TABLE "race_results_with_tires" DROP COLUMN "best_lap";--> statement-breakpoint
ALTER TABLE "race_results_with_tires" DROP COLUMN "average_lap";