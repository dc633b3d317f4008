-- A seller's rating (decision 035) is the average of all its products' published reviews. Their sums are kept on the
-- seller's mirror row, moved by triggers with every change of its products' own sums, so a page of products reads its
-- sellers' ratings by primary key instead of adding up every product of each seller.
ALTER TABLE "catalog"."sellers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."sellers" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "catalog"."sellers" s SET "review_count" = t.count, "rating_total" = t.total
  FROM (SELECT "seller_id", sum("review_count")::int AS count, sum("rating_total")::int AS total
          FROM "catalog"."products" GROUP BY "seller_id") t
  WHERE t."seller_id" = s."id";--> statement-breakpoint
-- A product's own sums move with its reviews: the row's change is applied to its seller.
CREATE OR REPLACE FUNCTION "catalog"."seller_rating_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog"."sellers" SET review_count = review_count - OLD.review_count,
    rating_total = rating_total - OLD.rating_total WHERE id = OLD.seller_id;
  UPDATE "catalog"."sellers" SET review_count = review_count + NEW.review_count,
    rating_total = rating_total + NEW.rating_total WHERE id = NEW.seller_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_seller_rating" ON "catalog"."products";--> statement-breakpoint
CREATE TRIGGER "products_seller_rating" AFTER UPDATE OF "review_count", "rating_total", "seller_id"
  ON "catalog"."products" FOR EACH ROW
  WHEN (OLD.review_count IS DISTINCT FROM NEW.review_count OR OLD.rating_total IS DISTINCT FROM NEW.rating_total
    OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION "catalog"."seller_rating_changed"();
--> statement-breakpoint
-- Products added or removed (a bulk load, an import, a deletion) move their sellers' sums once per statement.
CREATE OR REPLACE FUNCTION "catalog"."seller_rating_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog"."sellers" s SET review_count = s.review_count + t.count, rating_total = s.rating_total + t.total
    FROM (SELECT seller_id, sum(review_count)::int AS count, sum(rating_total)::int AS total FROM added_rows
          WHERE review_count <> 0 OR rating_total <> 0 GROUP BY seller_id) t
    WHERE s.id = t.seller_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog"."seller_rating_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog"."sellers" s SET review_count = s.review_count - t.count, rating_total = s.rating_total - t.total
    FROM (SELECT seller_id, sum(review_count)::int AS count, sum(rating_total)::int AS total FROM removed_rows
          WHERE review_count <> 0 OR rating_total <> 0 GROUP BY seller_id) t
    WHERE s.id = t.seller_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_seller_rating_added" ON "catalog"."products";--> statement-breakpoint
CREATE TRIGGER "products_seller_rating_added" AFTER INSERT ON "catalog"."products"
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."seller_rating_added"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_seller_rating_removed" ON "catalog"."products";--> statement-breakpoint
CREATE TRIGGER "products_seller_rating_removed" AFTER DELETE ON "catalog"."products"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."seller_rating_removed"();
--> statement-breakpoint
-- A seller the mirror learns of after its products were written starts from their sums.
CREATE OR REPLACE FUNCTION "catalog"."seller_rating_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(sum(review_count), 0)::int, coalesce(sum(rating_total), 0)::int
    INTO NEW.review_count, NEW.rating_total FROM "catalog"."products" WHERE seller_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sellers_rating_start" ON "catalog"."sellers";--> statement-breakpoint
CREATE TRIGGER "sellers_rating_start" BEFORE INSERT ON "catalog"."sellers"
  FOR EACH ROW EXECUTE FUNCTION "catalog"."seller_rating_start"();
