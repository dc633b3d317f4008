-- A KYC document uploaded from the seller's dashboard waits for a profile edit to claim it: `unclaimed_since` is
-- set when it is kept and cleared by the claim. One still unclaimed after UNCLAIMED_DOCUMENT_HOURS is removed.
-- Every file already kept is claimed (NULL).
ALTER TABLE "media"."files" ADD COLUMN "unclaimed_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "files_unclaimed_idx" ON "media"."files" ("unclaimed_since") WHERE "unclaimed_since" IS NOT NULL;
