-- The storefront sorted by customer rating: the average (0 without reviews) and then the number of reviews, ties
-- broken by id, as a partial index like the other orders of migration 0007 so any page is a walk of one index.
CREATE INDEX IF NOT EXISTS "products_rating_idx" ON "catalog"."products" ((CASE WHEN "review_count" > 0 THEN "rating_total"::float / "review_count" ELSE 0 END) DESC, "review_count" DESC, "id") INCLUDE ("category", "price_paise") WHERE "visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_rating_idx" ON "catalog"."products" ("category", (CASE WHEN "review_count" > 0 THEN "rating_total"::float / "review_count" ELSE 0 END) DESC, "review_count" DESC, "id") INCLUDE ("price_paise") WHERE "visible";
--> statement-breakpoint
-- A rating now moves a searched page sorted by rating, so it moves the catalogue version its memo is kept under.
DROP TRIGGER IF EXISTS "products_catalog_version" ON "catalog"."products";
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version"
  AFTER INSERT OR DELETE OR UPDATE OF "visible", "is_active", "seller_id", "category", "price_paise", "created_at",
    "featured", "name", "ingredients_text", "search_text", "review_count", "rating_total"
  ON "catalog"."products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
