ALTER TABLE "tire_inventory" ALTER COLUMN "temp_range_min" SET DATA TYPE numeric(4, 1);--> statement-breakpoint
ALTER TABLE "tire_inventory" ALTER COLUMN "temp_range_max" SET DATA TYPE numeric(4, 1);--> statement-breakpoint
ALTER TABLE "tire_inventory" ADD COLUMN "currency" varchar(3) DEFAULT 'GBP' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "currency" varchar(3) DEFAULT 'GBP' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temperature_unit" varchar(1) DEFAULT 'C' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_order" varchar(5) DEFAULT 'dmy' NOT NULL;