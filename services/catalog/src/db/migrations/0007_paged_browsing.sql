-- Paged browsing at scale. `visible` is true exactly when the storefront may show the product (the product is
-- active and its seller, in the mirror, is verified and active). Triggers keep it in the transaction of every
-- change to either side, so partial indexes over `visible` let a page read a narrow index instead of joining
-- the sellers of every product.
ALTER TABLE "catalog"."products" ADD COLUMN "visible" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog"."product_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.visible := NEW.is_active AND EXISTS (
    SELECT 1 FROM "catalog"."sellers" s WHERE s.id = NEW.seller_id AND s.is_verified AND s.is_active);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_visibility" BEFORE INSERT OR UPDATE OF "is_active", "seller_id" ON "catalog"."products"
  FOR EACH ROW EXECUTE FUNCTION "catalog"."product_visibility"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog"."seller_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean := TG_OP <> 'DELETE' AND NEW.is_verified AND NEW.is_active;
  seller uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  UPDATE "catalog"."products" p SET visible = (p.is_active AND shown)
    WHERE p.seller_id = seller AND p.visible IS DISTINCT FROM (p.is_active AND shown);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sellers_visibility" AFTER INSERT OR DELETE OR UPDATE OF "is_verified", "is_active" ON "catalog"."sellers"
  FOR EACH ROW EXECUTE FUNCTION "catalog"."seller_visibility"();
--> statement-breakpoint
-- The catalogue version: bumped in the transaction of any change that can move the storefront's counts, so a
-- memo of them keyed by it is exact on every replica and after restarts. Stock moves do not bump it.
CREATE OR REPLACE FUNCTION "catalog"."bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog"."meta" ("key", "value") VALUES ('catalog_version', '1')
    ON CONFLICT ("key") DO UPDATE SET "value" = ("catalog"."meta"."value"::bigint + 1)::text;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version"
  AFTER INSERT OR DELETE OR UPDATE OF "visible", "is_active", "seller_id", "category", "price_paise", "created_at"
  ON "catalog"."products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "sellers_catalog_version" AFTER INSERT OR DELETE OR UPDATE OF "is_verified", "is_active"
  ON "catalog"."sellers" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
--> statement-breakpoint
INSERT INTO "catalog"."meta" ("key", "value") VALUES ('catalog_version', '1') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "catalog"."products" p SET "visible" = p.is_active AND EXISTS (
  SELECT 1 FROM "catalog"."sellers" s WHERE s.id = p.seller_id AND s.is_verified AND s.is_active);
--> statement-breakpoint
-- One partial index per storefront order (ties broken by id), so any page, however deep, is a walk of one narrow
-- index (index-only: every column the order and its filters need is in it); the price ones also answer the
-- category counts of a price-filtered list without reading the table.
CREATE INDEX IF NOT EXISTS "products_browse_idx" ON "catalog"."products" ("featured" DESC, "created_at" DESC, "id") WHERE "visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_browse_category_idx" ON "catalog"."products" ("category", "featured" DESC, "created_at" DESC, "id") WHERE "visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_newest_idx" ON "catalog"."products" ("created_at" DESC, "id") WHERE "visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_idx" ON "catalog"."products" ("price_paise", "id") INCLUDE ("category", "created_at") WHERE "visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_price_idx" ON "catalog"."products" ("category", "price_paise", "id") INCLUDE ("created_at") WHERE "visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_discount_idx" ON "catalog"."products" ((CASE WHEN "original_price_paise" > "price_paise" THEN ("original_price_paise" - "price_paise")::float / "original_price_paise" ELSE 0 END) DESC, "price_paise", "id") INCLUDE ("original_price_paise") WHERE "visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_seller_created_idx" ON "catalog"."products" ("seller_id", "created_at" DESC, "id");
