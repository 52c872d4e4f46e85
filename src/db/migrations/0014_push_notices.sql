CREATE TABLE "push_notices" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_notices_user_id_kind_subject_pk" PRIMARY KEY("user_id","kind","subject")
);
--> statement-breakpoint
ALTER TABLE "push_notices" ADD CONSTRAINT "push_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_notices_sent_at_idx" ON "push_notices" USING btree ("sent_at");