-- The last FSSAI licence an admin verified (decision 035), kept apart from the one the seller gave: a renewal waits
-- for verification (`fssai_verified_at` NULL) while the verified licence keeps counting until its own valid-until,
-- so a routine renewal does not take the seller off the shelves. The storefront shows the verified number.
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_verified_number" text;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_verified_kind" text
  CHECK ("fssai_verified_kind" IN ('registration', 'state-licence', 'central-licence'));--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_verified_until" date;--> statement-breakpoint
UPDATE "seller"."sellers"
  SET "fssai_verified_number" = "fssai_licence_number",
      "fssai_verified_kind" = "fssai_licence_kind",
      "fssai_verified_until" = "fssai_valid_until"
  WHERE "fssai_verified_at" IS NOT NULL;
