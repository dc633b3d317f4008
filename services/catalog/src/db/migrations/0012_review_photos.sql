-- Photos on reviews (at most three, shown once an admin approves the review) and the admin's queue of reviews
-- waiting: reported ones and ones whose photos are not yet approved.
ALTER TABLE "catalog"."reviews" ADD COLUMN "photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."reviews" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "catalog"."reviews" USING btree ("created_at") WHERE status = 'published' and (reported or (photo_keys <> '[]'::jsonb and approved_at is null));--> statement-breakpoint
ALTER TABLE "catalog"."reviews" ADD CONSTRAINT "reviews_photo_keys_check" CHECK (jsonb_array_length("catalog"."reviews"."photo_keys") <= 3);