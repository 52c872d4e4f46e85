-- The placeholder setup sheets table was never written by the app (no route did): emptied so the new NOT NULL columns apply.
DELETE FROM "setup_sheets";--> statement-breakpoint
DROP INDEX "setup_sheets_user_idx";--> statement-breakpoint
ALTER TABLE "setup_sheets" ALTER COLUMN "track" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "setup_sheet_id" integer;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "driver" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "track_conditions" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "diff" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_tire" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_camber" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_offset" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_inner" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_other_degrees" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_piston_oil" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_piston_spacer" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_cone_direction" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_cone_length" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_shock_springs" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_wire_type" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_washer_mm" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_washer_pcs" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_ff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_fr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_rf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_rr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_u_type" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_tire" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_camber" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_offset" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_inner" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_piston_oil" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_piston_spacer" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_cone_direction" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_cone_length" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_shock_springs" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_wire_type" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_washer_mm" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_washer_pcs" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_op" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_u_type" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_long" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_short" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_droop" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_droop" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "front_measurement" text;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "rear_measurement" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD CONSTRAINT "race_results_with_tires_setup_sheet_id_setup_sheets_id_fk" FOREIGN KEY ("setup_sheet_id") REFERENCES "public"."setup_sheets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_results_with_tires_setup_sheet_idx" ON "race_results_with_tires" USING btree ("setup_sheet_id");--> statement-breakpoint
CREATE INDEX "setup_sheets_user_date_idx" ON "setup_sheets" USING btree ("user_id","date");--> statement-breakpoint
ALTER TABLE "setup_sheets" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "setup_sheets" DROP COLUMN "car";--> statement-breakpoint
ALTER TABLE "setup_sheets" DROP COLUMN "setup_date";--> statement-breakpoint
ALTER TABLE "setup_sheets" DROP COLUMN "data";