ALTER TABLE "order"."issues" ADD COLUMN "refund_upi_id" text;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;