-- Stock per pack (decision 034): orders reserve, confirm and release a pack's stock, and the product row's figures
-- follow its packs: its stock is the sum of theirs (so "in stock" means some pack is) and its price the "from" price
-- the storefront sorts and filters by (the cheapest pack in stock; the default pack's when none is).
DROP TRIGGER IF EXISTS "products_default_pack_stock" ON "catalog"."products";--> statement-breakpoint
DROP FUNCTION IF EXISTS "catalog"."default_pack_follows_stock"();--> statement-breakpoint
CREATE FUNCTION "catalog"."product_follows_packs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."product_id" ELSE NEW."product_id" END;
  total integer;
  from_price integer;
BEGIN
  SELECT coalesce(sum("stock_quantity"), 0)::integer INTO total FROM "catalog"."product_variants" WHERE "product_id" = pid;
  SELECT "price_paise" INTO from_price FROM "catalog"."product_variants" WHERE "product_id" = pid
   ORDER BY "stock_quantity" > 0 DESC, CASE WHEN "stock_quantity" > 0 THEN "price_paise" END ASC NULLS LAST,
            "is_default" DESC, "position"
   LIMIT 1;
  -- No pack left: the product itself is being deleted.
  IF from_price IS NULL THEN RETURN NULL; END IF;
  UPDATE "catalog"."products" SET "stock_quantity" = total, "version" = "version" + 1, "updated_at" = now()
   WHERE "id" = pid AND "stock_quantity" IS DISTINCT FROM total;
  -- Only a real change of the "from" price runs an UPDATE of price_paise, whose statement trigger moves the
  -- catalogue version: an order that leaves the cheapest pack in stock does not. The original price moves in
  -- proportion, so the row's discount (what the discount sort reads) stays the one its save gave it.
  IF from_price IS DISTINCT FROM (SELECT "price_paise" FROM "catalog"."products" WHERE "id" = pid) THEN
    UPDATE "catalog"."products"
       SET "original_price_paise" = round("original_price_paise"::numeric * from_price / "price_paise")::integer,
           "price_paise" = from_price
     WHERE "id" = pid;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_product_figures"
  AFTER INSERT OR DELETE OR UPDATE OF "stock_quantity", "price_paise", "is_default", "position"
  ON "catalog"."product_variants" FOR EACH ROW EXECUTE FUNCTION "catalog"."product_follows_packs"();
--> statement-breakpoint
-- A reservation line names the pack it took from. Lines written before name none: the start-up backfill gives them
-- their product's default pack (adoptPacklessReservationLines), the pack their stock was taken from.
ALTER TABLE "catalog"."stock_reservations" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
-- When the line's seller delivered it: its stock is then gone for good, and no open order holds its pack.
ALTER TABLE "catalog"."stock_reservations" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog"."stock_reservations" DROP CONSTRAINT "stock_reservations_order_id_product_id_pk";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_order_pack_key" ON "catalog"."stock_reservations" ("order_id", "product_id", "variant_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_open_pack_idx" ON "catalog"."stock_reservations" ("variant_id")
  WHERE "released_at" IS NULL AND "delivered_at" IS NULL;
