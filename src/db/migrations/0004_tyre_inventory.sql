-- The placeholder tyre tables were never written by the app (no route did): emptied so the new NOT NULL columns apply.
DELETE FROM "tire_sessions";--> statement-breakpoint
DELETE FROM "tire_inventory";--> statement-breakpoint
DROP INDEX "tire_inventory_user_idx";--> statement-breakpoint
ALTER TABLE "tire_inventory" ALTER COLUMN "brand" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "tire_inventory" ALTER COLUMN "compound" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "tire_inventory" ALTER COLUMN "quantity" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "tire_inventory" ALTER COLUMN "condition" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "tire_inventory" ALTER COLUMN "condition" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "tire_sessions" ALTER COLUMN "session_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tire_sessions" ALTER COLUMN "laps" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "compound_description" text;--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "size" varchar(4) DEFAULT '1/8' NOT NULL;--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "set_number" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "purchase_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "track_type" varchar(10);--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "temp_range_min" integer;--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "temp_range_max" integer;--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "tread_description" text;--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "laps_entered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tire_sessions" ADD COLUMN "user_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "tire_sessions" ADD COLUMN "brand" varchar(100) NOT NULL;--> statement-breakpoint
ALTER TABLE "tire_sessions" ADD COLUMN "compound" varchar(100) NOT NULL;--> statement-breakpoint
ALTER TABLE "tire_sessions" ADD COLUMN "best_lap" numeric(9, 3);--> statement-breakpoint
ALTER TABLE "tire_sessions" ADD COLUMN "average_lap" numeric(9, 3);--> statement-breakpoint
ALTER TABLE "tire_sessions" ADD CONSTRAINT "tire_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tire_inventory_set_number_idx" ON "tire_inventory" USING btree ("user_id",lower("brand"),lower("tread_pattern"),lower("compound"),"set_number");--> statement-breakpoint
CREATE INDEX "tire_sessions_user_idx" ON "tire_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tire_inventory_user_idx" ON "tire_inventory" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "tire_inventory" DROP COLUMN "scale";--> statement-breakpoint
ALTER TABLE "tire_inventory" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "tire_inventory" DROP COLUMN "minimum_stock";--> statement-breakpoint
ALTER TABLE "tire_inventory" DROP COLUMN "price_per_set";--> statement-breakpoint
ALTER TABLE "tire_sessions" DROP COLUMN "session_type";--> statement-breakpoint
ALTER TABLE "tire_sessions" DROP COLUMN "track";--> statement-breakpoint
ALTER TABLE "tire_sessions" DROP COLUMN "wear_percent";