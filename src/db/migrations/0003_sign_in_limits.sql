CREATE TABLE "sign_in_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username_key" varchar(200) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_up_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" varchar(64) NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_address_idx" ON "sign_in_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_time_idx" ON "sign_in_attempts" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "sign_up_attempts_address_idx" ON "sign_up_attempts" USING btree ("ip","attempted_at");