CREATE TABLE "order"."fulfilments" (
	"order_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"status" text NOT NULL,
	"seller_subtotal_paise" integer NOT NULL,
	"tracking_number" text,
	"note" text,
	"history" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfilments_order_id_seller_id_pk" PRIMARY KEY("order_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "order"."orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"idempotency_key" text,
	"items" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"notes" text,
	"subtotal_paise" integer NOT NULL,
	"shipping_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text NOT NULL,
	"history" jsonb NOT NULL,
	"estimated_delivery" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order"."fulfilments" ADD CONSTRAINT "fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "order"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilments_seller_idx" ON "order"."fulfilments" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "order"."orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "order"."orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "order"."orders" USING btree ("customer_id","created_at");