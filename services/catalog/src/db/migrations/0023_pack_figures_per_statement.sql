-- The product row's figures follow its packs once per statement, not once per pack row (decision 034): a bulk write
-- of packs (the scale seed, a catalogue import, a default pack for every product) recomputes each touched product
-- once, in two set-based updates, instead of running two queries and an update of the product for every pack row
-- (each of which fired the products' own statement triggers again). A product's stock is the sum of its packs' and
-- its price the "from" price: the cheapest pack in stock, the default pack's when none is.
DROP TRIGGER IF EXISTS "product_variants_product_figures" ON "catalog"."product_variants";--> statement-breakpoint
DROP FUNCTION IF EXISTS "catalog"."product_follows_packs"();--> statement-breakpoint
CREATE FUNCTION "catalog"."products_follow_packs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  -- The products whose packs were added, removed, or changed in what the figures read (stock, price, default,
  -- order, owner); an update that changed none of them (a label, an MRP) touches none.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "product_id") INTO touched FROM new_packs;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "product_id") INTO touched FROM old_packs;
  ELSE
    SELECT array_agg(DISTINCT pid) INTO touched FROM (
      SELECT unnest(ARRAY[n."product_id", o."product_id"]) AS pid
        FROM new_packs n JOIN old_packs o ON o."id" = n."id"
       WHERE (n."stock_quantity", n."price_paise", n."is_default", n."position", n."product_id")
             IS DISTINCT FROM (o."stock_quantity", o."price_paise", o."is_default", o."position", o."product_id")
    ) changed;
  END IF;
  IF touched IS NULL THEN RETURN NULL; END IF;
  -- A product with no pack left is being deleted: it has no figures and is left alone. Each update runs only when
  -- some product's figure really changes: an UPDATE of price_paise, even of no row, moves the catalogue version.
  IF EXISTS (
    SELECT 1 FROM "catalog"."products" p
      JOIN (SELECT "product_id", sum("stock_quantity")::integer AS total FROM "catalog"."product_variants"
             WHERE "product_id" = ANY (touched) GROUP BY "product_id") f ON f."product_id" = p."id"
     WHERE p."stock_quantity" IS DISTINCT FROM f.total
  ) THEN
    UPDATE "catalog"."products" p SET "stock_quantity" = f.total, "version" = p."version" + 1, "updated_at" = now()
      FROM (SELECT "product_id", sum("stock_quantity")::integer AS total FROM "catalog"."product_variants"
             WHERE "product_id" = ANY (touched) GROUP BY "product_id") f
     WHERE p."id" = f."product_id" AND p."stock_quantity" IS DISTINCT FROM f.total;
  END IF;
  -- The original price moves in proportion, so the row's discount (what the discount sort reads) stays the one its
  -- save gave it; an order that leaves the cheapest pack in stock changes no price and moves no version.
  IF EXISTS (
    SELECT 1 FROM "catalog"."products" p
      JOIN (SELECT DISTINCT ON ("product_id") "product_id", "price_paise" AS from_price
              FROM "catalog"."product_variants" WHERE "product_id" = ANY (touched)
             ORDER BY "product_id", "stock_quantity" > 0 DESC,
                      CASE WHEN "stock_quantity" > 0 THEN "price_paise" END ASC NULLS LAST, "is_default" DESC, "position"
           ) f ON f."product_id" = p."id"
     WHERE p."price_paise" IS DISTINCT FROM f.from_price
  ) THEN
    UPDATE "catalog"."products" p
       SET "original_price_paise" = round(p."original_price_paise"::numeric * f.from_price / p."price_paise")::integer,
           "price_paise" = f.from_price
      FROM (SELECT DISTINCT ON ("product_id") "product_id", "price_paise" AS from_price
              FROM "catalog"."product_variants" WHERE "product_id" = ANY (touched)
             ORDER BY "product_id", "stock_quantity" > 0 DESC,
                      CASE WHEN "stock_quantity" > 0 THEN "price_paise" END ASC NULLS LAST, "is_default" DESC, "position"
           ) f
     WHERE p."id" = f."product_id" AND p."price_paise" IS DISTINCT FROM f.from_price;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trigger with transition tables serves one event and names no columns.
CREATE TRIGGER "product_variants_figures_inserted" AFTER INSERT ON "catalog"."product_variants"
  REFERENCING NEW TABLE AS new_packs FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."products_follow_packs"();--> statement-breakpoint
CREATE TRIGGER "product_variants_figures_deleted" AFTER DELETE ON "catalog"."product_variants"
  REFERENCING OLD TABLE AS old_packs FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."products_follow_packs"();--> statement-breakpoint
CREATE TRIGGER "product_variants_figures_updated" AFTER UPDATE ON "catalog"."product_variants"
  REFERENCING OLD TABLE AS old_packs NEW TABLE AS new_packs
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."products_follow_packs"();
