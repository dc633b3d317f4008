-- When the seller service recorded the public profile the mirror holds (its event's `at`): a redelivered older
-- seller.public-profile-changed must not overwrite a newer one (it would show a lapsed seller's products again).
ALTER TABLE "catalog"."sellers" ADD COLUMN IF NOT EXISTS "profile_at" timestamp with time zone;
