-- A shopper's copy of their data lists every review they wrote, newest first: read by the customer's id.
CREATE INDEX IF NOT EXISTS "reviews_customer_idx" ON "catalog"."reviews" USING btree ("customer_id","created_at");
