-- Food a shopper can trust (decision 035). What each product's label says: its diet mark, the allergens it declares
-- (NULL: not declared; an empty list: none), nutrition per 100 g, shelf life, storage, country of origin and
-- manufacturer. A product without its required facts is sold for a grace period counted from `food_facts_since`
-- (its first save; for products older than this change, the change itself), then `facts_held` keeps it off sale
-- until they are given. The seller mirror learns from the seller service whether the seller's FSSAI licence lets it
-- sell (`sells_food`) and what the storefront shows of it (`public_profile`).
ALTER TABLE "catalog"."products" ADD COLUMN "diet" text CHECK ("diet" IN ('veg', 'egg', 'non-veg'));--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "shelf_life_days" integer CHECK ("shelf_life_days" > 0);--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "storage" text;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "manufacturer" jsonb;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "food_facts_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "facts_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."sellers" ADD COLUMN "sells_food" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."sellers" ADD COLUMN "public_profile" jsonb;--> statement-breakpoint
-- Visible: the product is active and not held for its facts, and its seller is verified, active and licensed.
CREATE OR REPLACE FUNCTION "catalog"."product_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.visible := NEW.is_active AND NOT NEW.facts_held AND EXISTS (
    SELECT 1 FROM "catalog"."sellers" s
    WHERE s.id = NEW.seller_id AND s.is_verified AND s.is_active AND s.sells_food);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_visibility" ON "catalog"."products";--> statement-breakpoint
CREATE TRIGGER "products_visibility" BEFORE INSERT OR UPDATE OF "is_active", "seller_id", "facts_held"
  ON "catalog"."products" FOR EACH ROW EXECUTE FUNCTION "catalog"."product_visibility"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog"."seller_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean := TG_OP <> 'DELETE' AND NEW.is_verified AND NEW.is_active AND NEW.sells_food;
  seller uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  UPDATE "catalog"."products" p SET visible = (p.is_active AND NOT p.facts_held AND shown)
    WHERE p.seller_id = seller AND p.visible IS DISTINCT FROM (p.is_active AND NOT p.facts_held AND shown);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sellers_visibility" ON "catalog"."sellers";--> statement-breakpoint
CREATE TRIGGER "sellers_visibility" AFTER INSERT OR DELETE OR UPDATE OF "is_verified", "is_active", "sells_food"
  ON "catalog"."sellers" FOR EACH ROW EXECUTE FUNCTION "catalog"."seller_visibility"();
--> statement-breakpoint
-- The storefront's counts move with the facts the food filters count, and with a seller's licence.
DROP TRIGGER IF EXISTS "products_catalog_version" ON "catalog"."products";--> statement-breakpoint
CREATE TRIGGER "products_catalog_version"
  AFTER INSERT OR DELETE OR UPDATE OF "visible", "is_active", "seller_id", "category", "price_paise",
    "original_price_paise", "created_at", "featured", "name", "ingredients_text", "search_text", "review_count",
    "rating_total", "diet", "allergens"
  ON "catalog"."products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
--> statement-breakpoint
-- The search index follows rows by the transaction that changed them: a change of the facts it filters and counts by
-- stamps the row as well.
DROP TRIGGER IF EXISTS "products_changed_xid" ON "catalog"."products";--> statement-breakpoint
CREATE TRIGGER "products_changed_xid"
  BEFORE UPDATE OF "visible", "is_active", "seller_id", "category", "price_paise", "original_price_paise", "created_at",
    "featured", "name", "ingredients_text", "search_text", "review_count", "rating_total", "diet", "allergens"
  ON "catalog"."products" FOR EACH ROW EXECUTE FUNCTION "catalog"."stamp_changed_xid"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sellers_catalog_version" ON "catalog"."sellers";--> statement-breakpoint
CREATE TRIGGER "sellers_catalog_version" AFTER INSERT OR DELETE OR UPDATE OF "is_verified", "is_active", "sells_food"
  ON "catalog"."sellers" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
--> statement-breakpoint
-- Products whose grace period may end: the sweep reads them by when it started.
CREATE INDEX IF NOT EXISTS "products_facts_due_idx" ON "catalog"."products" ("food_facts_since")
  WHERE NOT "facts_held" AND ("diet" IS NULL OR "allergens" IS NULL OR "shelf_life_days" IS NULL
    OR "country_of_origin" IS NULL OR "manufacturer" IS NULL);
