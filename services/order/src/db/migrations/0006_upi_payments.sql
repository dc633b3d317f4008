-- UPI payments: the UTR (the shopper's, or the one the payment was marked received against), when and by whom it
-- was marked paid, and the time after which an order still unpaid is cancelled. Orders awaiting payment before
-- this get a full day from now: none of their shoppers had a way to pay yet.
ALTER TABLE "order"."orders" ADD COLUMN "utr" text;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "utr_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "order"."orders" USING btree ("payment_status","pay_by");--> statement-breakpoint
UPDATE "order"."orders" SET "pay_by" = now() + interval '24 hours' WHERE "payment_status" = 'awaiting_payment';
