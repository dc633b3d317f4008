-- Review requests: one row per delivered part whose shopper was asked to review it, written in the same
-- transaction as the request's outbox job, so a part is asked about once however often the sweep runs. The
-- index on the parts' status and last change lets the sweep read only the parts delivered lately.
CREATE TABLE "order"."review_requests" (
	"order_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_order_id_seller_id_pk" PRIMARY KEY("order_id","seller_id")
);
--> statement-breakpoint
ALTER TABLE "order"."review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "order"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilments_status_idx" ON "order"."fulfilments" USING btree ("status","updated_at");