ALTER TABLE "race_results_with_tires" ADD COLUMN "front_tire_compound" text;--> statement-breakpoint
ALTER TABLE "race_results_with_tires" ADD COLUMN "rear_tire_compound" text;--> statement-breakpoint
-- Entries saved with a set's model as 'pattern compound' ('Blockade M3') get the pattern alone and the
-- compound beside it, where a set of the racer's says where one ends: the set the entry names, else (that
-- set deleted) one of the same brand whose pattern and compound make that text. A model that is the named
-- set's pattern alone gets the set's compound. Any other model text is kept whole: nothing saved is lost.
UPDATE "race_results_with_tires" AS "entry"
SET "front_tire_model" = "tyre"."tread_pattern", "front_tire_compound" = "tyre"."compound"
FROM "tire_inventory" AS "tyre"
WHERE "tyre"."user_id" = "entry"."user_id"
  AND ("tyre"."id" = "entry"."front_tire_id"
    OR ("entry"."front_tire_id" IS NULL AND lower("tyre"."brand") = lower("entry"."front_tire_brand")))
  AND ("entry"."front_tire_model" = "tyre"."tread_pattern" || ' ' || "tyre"."compound"
    OR ("tyre"."id" = "entry"."front_tire_id" AND "entry"."front_tire_model" = "tyre"."tread_pattern"));--> statement-breakpoint
UPDATE "race_results_with_tires" AS "entry"
SET "rear_tire_model" = "tyre"."tread_pattern", "rear_tire_compound" = "tyre"."compound"
FROM "tire_inventory" AS "tyre"
WHERE "tyre"."user_id" = "entry"."user_id"
  AND ("tyre"."id" = "entry"."rear_tire_id"
    OR ("entry"."rear_tire_id" IS NULL AND lower("tyre"."brand") = lower("entry"."rear_tire_brand")))
  AND ("entry"."rear_tire_model" = "tyre"."tread_pattern" || ' ' || "tyre"."compound"
    OR ("tyre"."id" = "entry"."rear_tire_id" AND "entry"."rear_tire_model" = "tyre"."tread_pattern"));
