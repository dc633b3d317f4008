-- Pack sizes (decision 034): a product is sold in one or more packs, each with its net quantity, price, MRP
-- (inclusive of all taxes) and stock. Every product gets its default pack from its columns when the service starts
-- (ensureDefaultPacks), where the weight is read and the MRP checked against the price with GST.
CREATE TABLE "catalog"."product_variants" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "product_id" uuid NOT NULL REFERENCES "catalog"."products"("id") ON DELETE CASCADE,
  "seller_id" uuid NOT NULL,
  "position" integer NOT NULL,
  "label" text NOT NULL,
  "net_value" double precision NOT NULL CHECK ("net_value" > 0),
  "net_unit" text NOT NULL CHECK ("net_unit" IN ('g', 'kg', 'ml', 'l', 'pcs')),
  "price_paise" integer NOT NULL CHECK ("price_paise" > 0),
  "mrp_paise" integer NOT NULL CHECK ("mrp_paise" > 0),
  "stock_quantity" integer DEFAULT 0 NOT NULL CHECK ("stock_quantity" >= 0),
  "sku" text,
  "is_default" boolean DEFAULT false NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  -- What the seller should check after the pack was made from an older product ('we read …'); null once saved.
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_default_key" ON "catalog"."product_variants" ("product_id") WHERE "is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "catalog"."product_variants" ("seller_id", lower("sku")) WHERE "sku" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "catalog"."product_variants" ("product_id", "position");--> statement-breakpoint
-- A pack's price, MRP or label is on storefront pages: a change moves the catalogue version, as a product's does;
-- its stock, like a product's, does not (products-changed tells caches).
CREATE TRIGGER "product_variants_catalog_version"
  AFTER INSERT OR DELETE OR UPDATE OF "position", "label", "net_value", "net_unit", "price_paise", "mrp_paise", "sku",
    "is_default"
  ON "catalog"."product_variants" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
--> statement-breakpoint
-- While orders buy a product's default pack, its stock moves on the product row (reserve, release, a seller's
-- save) and the default pack follows it here, in the same statement's transaction.
CREATE FUNCTION "catalog"."default_pack_follows_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog"."product_variants"
     SET "stock_quantity" = NEW."stock_quantity", "version" = "version" + 1, "updated_at" = now()
   WHERE "product_id" = NEW."id" AND "is_default";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_default_pack_stock" AFTER UPDATE OF "stock_quantity" ON "catalog"."products"
  FOR EACH ROW WHEN (OLD."stock_quantity" IS DISTINCT FROM NEW."stock_quantity")
  EXECUTE FUNCTION "catalog"."default_pack_follows_stock"();
