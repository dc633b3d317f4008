-- The seller's FSSAI licence (decision 035). A changed licence waits for an admin (`fssai_verified_at` NULL). A seller
-- approved before licences were required sells on for FSSAI_GRACE_DAYS from `fssai_rule_since` (this change);
-- a seller approved later always had a verified one. The certificate's key is a KYC document (`documents`).
-- The sweep mails each reminder once (per valid-until date) and remembers the `selling` it last published, as the
-- catalog learns whether the seller's products are sold from `seller.public-profile-changed`.
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_licence_number" text;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_licence_kind" text
  CHECK ("fssai_licence_kind" IN ('registration', 'state-licence', 'central-licence'));--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_valid_until" date;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_rule_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_reminded_for" date;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_lapse_mailed_for" date;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_grace_started_mailed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "fssai_grace_ended_mailed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "published_selling" boolean;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "customer_care_phone" text;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "customer_care_email" text;--> statement-breakpoint
UPDATE "seller"."sellers" SET "fssai_rule_since" = now() WHERE "is_verified";--> statement-breakpoint
-- Sellers the catalog has not heard the public profile of; the start-up publishes them once.
CREATE INDEX "sellers_unpublished_idx" ON "seller"."sellers" ("id") WHERE "published_selling" IS NULL;
