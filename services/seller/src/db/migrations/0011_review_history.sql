ALTER TABLE "seller"."seller_history" ADD COLUMN "reason" text;--> statement-breakpoint
-- The rejection standing now is the first entry of the seller's review history; earlier ones were not kept.
INSERT INTO "seller"."seller_history" ("seller_id", "action", "reason", "at")
SELECT "id", 'rejected', "rejection_reason", "rejected_at" FROM "seller"."sellers"
WHERE "rejection_reason" IS NOT NULL AND "rejected_at" IS NOT NULL;
