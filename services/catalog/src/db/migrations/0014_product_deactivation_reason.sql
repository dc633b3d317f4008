ALTER TABLE "catalog"."products" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "deactivated_at" timestamp with time zone;
