CREATE TABLE "finance"."bank_references" (
	"utr" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance"."outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"name" text,
	"data" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_id" text,
	"dead_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance"."refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" text NOT NULL,
	"seller_id" text,
	"issue_id" uuid,
	"issue_number" text,
	"reason" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"upi_id" text,
	"paid_with_utr" text,
	"state" text NOT NULL,
	"utr" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	CONSTRAINT "refunds_key_key" UNIQUE("key"),
	CONSTRAINT "refunds_amount_check" CHECK ("finance"."refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_state_check" CHECK ("finance"."refunds"."state" in ('due', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "finance"."invoices" DROP CONSTRAINT "invoices_order_seller_kind_key";--> statement-breakpoint
ALTER TABLE "finance"."invoices" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "finance"."settlements" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance"."settlements" ADD COLUMN "refunded_net_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_state_idx" ON "finance"."refunds" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "finance"."refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_part_kind_source_key" ON "finance"."invoices" USING btree ("order_id","seller_id","kind",coalesce("source_key", ''));--> statement-breakpoint
-- UTRs recorded on payouts before refunds: a refund may not reuse them.
INSERT INTO "finance"."bank_references" ("utr", "kind", "target_id") SELECT "utr", 'payout', "id" FROM "finance"."payouts" WHERE "utr" IS NOT NULL ON CONFLICT DO NOTHING;
