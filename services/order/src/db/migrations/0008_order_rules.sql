-- What an Idempotency-Key was used for (sha256 of the order's input in canonical form): a replay with another
-- input is refused. Orders placed before keep null and replay as they did.
-- The UTR of money received is recorded on one paid order only. Should two paid orders already share one, this
-- index is refused naming the UTR: the admin corrects one of them before the service starts.
ALTER TABLE "order"."orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paid_utr_key" ON "order"."orders" USING btree ("utr") WHERE "order"."orders"."payment_status" = 'paid';
