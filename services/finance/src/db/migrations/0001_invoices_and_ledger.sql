CREATE TABLE "finance"."invoice_series" (
	"series_key" text NOT NULL,
	"financial_year" text NOT NULL,
	"next_seq" integer NOT NULL,
	CONSTRAINT "invoice_series_series_key_financial_year_pk" PRIMARY KEY("series_key","financial_year")
);
--> statement-breakpoint
CREATE TABLE "finance"."invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"series_key" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"document" jsonb NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_order_seller_kind_key" UNIQUE("order_id","seller_id","kind"),
	CONSTRAINT "invoices_series_seq_key" UNIQUE("series_key","financial_year","seq"),
	CONSTRAINT "invoices_seller_number_key" UNIQUE("seller_id","number"),
	CONSTRAINT "invoices_kind_check" CHECK ("finance"."invoices"."kind" in ('invoice', 'credit-note', 'bill-of-supply')),
	CONSTRAINT "invoices_number_check" CHECK ("finance"."invoices"."number" ~ '^[A-Za-z0-9/-]{1,16}$')
);
--> statement-breakpoint
CREATE TABLE "finance"."ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	CONSTRAINT "ledger_accounts_owner_code_key" UNIQUE("code","owner_type","owner_id")
);
--> statement-breakpoint
CREATE TABLE "finance"."ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "finance"."ledger_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("finance"."ledger_postings"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "finance"."ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "finance"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance"."ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "finance"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "finance"."invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "finance"."ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "finance"."ledger_postings" USING btree ("account_id");