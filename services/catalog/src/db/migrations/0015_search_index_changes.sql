-- The search index each catalog process keeps in memory follows the table by transaction id: every change a
-- search can see stamps the row with its transaction, and a deleted product leaves its id behind, so a process
-- reads only what changed since the oldest transaction still running at its last read.
ALTER TABLE "catalog"."products" ADD COLUMN "changed_xid" xid8 NOT NULL DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "products_changed_xid_idx" ON "catalog"."products" ("changed_xid");--> statement-breakpoint
-- Searches no longer ask PostgreSQL to match: the GIN index on search_vector only cost every write.
DROP INDEX IF EXISTS "catalog"."products_search_idx";--> statement-breakpoint
CREATE FUNCTION "catalog"."stamp_changed_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_changed_xid"
  BEFORE UPDATE OF "visible", "is_active", "seller_id", "category", "price_paise", "original_price_paise", "created_at",
    "featured", "name", "ingredients_text", "search_text", "review_count", "rating_total"
  ON "catalog"."products" FOR EACH ROW EXECUTE FUNCTION "catalog"."stamp_changed_xid"();--> statement-breakpoint
CREATE TABLE "catalog"."products_removed" (
  "product_id" uuid NOT NULL,
  "removed_xid" xid8 NOT NULL DEFAULT pg_current_xact_id()
);--> statement-breakpoint
CREATE INDEX "products_removed_xid_idx" ON "catalog"."products_removed" ("removed_xid");--> statement-breakpoint
CREATE FUNCTION "catalog"."record_product_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog"."products_removed" ("product_id") SELECT id FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_removed" AFTER DELETE ON "catalog"."products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."record_product_removed"();--> statement-breakpoint
-- A discount change reorders a searched page sorted by discount, so it moves the catalogue version too.
DROP TRIGGER IF EXISTS "products_catalog_version" ON "catalog"."products";--> statement-breakpoint
CREATE TRIGGER "products_catalog_version"
  AFTER INSERT OR DELETE OR UPDATE OF "visible", "is_active", "seller_id", "category", "price_paise",
    "original_price_paise", "created_at", "featured", "name", "ingredients_text", "search_text", "review_count",
    "rating_total"
  ON "catalog"."products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
