CREATE TABLE "finance"."commission_rates" (
	"category" text NOT NULL,
	"valid_from" date NOT NULL,
	"rate_bps" integer NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_category_valid_from_pk" PRIMARY KEY("category","valid_from"),
	CONSTRAINT "commission_rates_rate_check" CHECK ("finance"."commission_rates"."rate_bps" between 0 and 3000)
);
--> statement-breakpoint
CREATE TABLE "finance"."payout_runs" (
	"run_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance"."payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"reference" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text NOT NULL,
	"utr" text,
	"failure_reason" text,
	"run_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_reference_key" UNIQUE("reference"),
	CONSTRAINT "payouts_run_seller_key" UNIQUE("run_key","seller_id"),
	CONSTRAINT "payouts_amount_check" CHECK ("finance"."payouts"."amount_paise" > 0),
	CONSTRAINT "payouts_state_check" CHECK ("finance"."payouts"."state" in ('due', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "finance"."settlements" (
	"order_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"order_number" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_gstin" text,
	"place_of_supply" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"payment_method" text NOT NULL,
	"gross_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"commission_paise" bigint NOT NULL,
	"gst_on_commission_paise" bigint NOT NULL,
	"tcs_cgst_paise" bigint NOT NULL,
	"tcs_sgst_paise" bigint NOT NULL,
	"tcs_igst_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"state" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "settlements_order_id_seller_id_pk" PRIMARY KEY("order_id","seller_id"),
	CONSTRAINT "settlements_state_check" CHECK ("finance"."settlements"."state" in ('held', 'payable', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "finance"."invoices" ADD COLUMN "order_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_utr_key" ON "finance"."payouts" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "finance"."payouts" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_state_idx" ON "finance"."payouts" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "settlements_seller_idx" ON "finance"."settlements" USING btree ("seller_id","delivered_at");--> statement-breakpoint
CREATE INDEX "settlements_release_idx" ON "finance"."settlements" USING btree ("state","release_at");--> statement-breakpoint
CREATE INDEX "invoices_seller_idx" ON "finance"."invoices" USING btree ("seller_id","created_at");