ALTER TABLE "users" ADD COLUMN "driver_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejected_driver_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A racer's one driver name becomes their first confirmed name.
UPDATE "users" SET "driver_names" = ARRAY[btrim("driver_name")] WHERE btrim(coalesce("driver_name", '')) <> '';
