CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"make" text,
	"model" text,
	"car_class" text NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "car_id" integer;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "car_id" integer;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_user_idx" ON "cars" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD CONSTRAINT "race_results_with_tires_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_sheets" ADD CONSTRAINT "setup_sheets_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_results_with_tires_car_idx" ON "race_results_with_tires" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "setup_sheets_car_idx" ON "setup_sheets" USING btree ("car_id");--> statement-breakpoint
-- Every racer with sheets gets their first car, the Agama 1/8 buggy the sheets were for, and each sheet its
-- Agama fields as settings (a blank field is left out, as the API reads it as none).
INSERT INTO "cars" ("user_id", "name", "make", "car_class", "template")
  SELECT DISTINCT "user_id", 'Agama 1/8 buggy', 'Agama', '1/8 nitro buggy', 'agama-8' FROM "setup_sheets";--> statement-breakpoint
UPDATE "setup_sheets" SET
  "car_id" = (SELECT "id" FROM "cars" WHERE "cars"."user_id" = "setup_sheets"."user_id"),
  "settings" = jsonb_strip_nulls(jsonb_build_object(
  'engine', "engine",
  'diff', "diff",
  'frontCamber', "front_camber",
  'frontOffset', "front_offset",
  'frontInner', "front_inner",
  'frontOtherDegrees', "front_other_degrees",
  'frontPistonOil', "front_piston_oil",
  'frontPistonSpacer', "front_piston_spacer",
  'frontConeDirection', "front_cone_direction",
  'frontConeLength', "front_cone_length",
  'frontShockSprings', "front_shock_springs",
  'frontWireType', "front_wire_type",
  'frontWasherMm', "front_washer_mm",
  'frontWasherPcs', "front_washer_pcs",
  'frontFF', "front_ff",
  'frontFR', "front_fr",
  'frontRF', "front_rf",
  'frontRR', "front_rr",
  'frontUType', "front_u_type",
  'rearCamber', "rear_camber",
  'rearOffset', "rear_offset",
  'rearInner', "rear_inner",
  'rearPistonOil', "rear_piston_oil",
  'rearPistonSpacer', "rear_piston_spacer",
  'rearConeDirection', "rear_cone_direction",
  'rearConeLength', "rear_cone_length",
  'rearShockSprings', "rear_shock_springs",
  'rearWireType', "rear_wire_type",
  'rearWasherMm', "rear_washer_mm",
  'rearWasherPcs', "rear_washer_pcs",
  'rearOP', "rear_op",
  'rearUType', "rear_u_type",
  'rearLong', "rear_long",
  'rearShort', "rear_short",
  'frontDroop', "front_droop",
  'rearDroop', "rear_droop",
  'frontMeasurement', "front_measurement",
  'rearMeasurement', "rear_measurement"
  ));--> statement-breakpoint
ALTER TABLE "setup_sheets" ALTER COLUMN "car_id" SET NOT NULL;
