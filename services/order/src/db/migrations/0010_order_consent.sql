-- The shopper's explicit agreement to the terms and the return and refund policy (Consumer Protection (E-Commerce)
-- Rules 2020): the version agreed to and when. Orders placed before, or without it, keep null.
ALTER TABLE "order"."orders" ADD COLUMN "consent_policy_version" text;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "consent_at" timestamp with time zone;
