-- The catalogue version also moves when what a search matches can move (a product's name, ingredients or text)
-- and when the featured flag does: searches' counts and ranked ids are memoised under it.
DROP TRIGGER IF EXISTS "products_catalog_version" ON "catalog"."products";
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version"
  AFTER INSERT OR DELETE OR UPDATE OF "visible", "is_active", "seller_id", "category", "price_paise", "created_at",
    "featured", "name", "ingredients_text", "search_text"
  ON "catalog"."products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
