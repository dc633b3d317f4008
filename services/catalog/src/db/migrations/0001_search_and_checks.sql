-- Custom SQL migration file, put your code below! --
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "catalog"."products" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_category_check" CHECK ("category" IN ('savory', 'sweet', 'spicy', 'traditional'));
--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_money_check" CHECK ("price_paise" >= 0 AND ("original_price_paise" IS NULL OR "original_price_paise" >= 0));
--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_stock_check" CHECK ("stock_quantity" >= 0);
