ALTER TABLE "seller"."sellers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "seller"."sellers" ADD COLUMN "rejected_at" timestamp with time zone;