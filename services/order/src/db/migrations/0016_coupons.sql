CREATE TABLE "order"."coupons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"funder" text NOT NULL,
	"seller_id" text,
	"seller_name" text,
	"kind" text NOT NULL,
	"percent_bps" integer,
	"flat_paise" integer,
	"min_subtotal_paise" integer DEFAULT 0 NOT NULL,
	"max_discount_paise" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_live_key" ON "order"."coupons" USING btree ("code") WHERE "order"."coupons"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "coupons_seller_idx" ON "order"."coupons" USING btree ("seller_id","created_at");