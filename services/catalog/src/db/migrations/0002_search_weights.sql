-- Search ranks name (A) before ingredients (B) before category, description and weight (C).
ALTER TABLE "catalog"."products" ADD COLUMN "ingredients_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "catalog"."products" SET "ingredients_text" = coalesce((SELECT string_agg(value, ' ') FROM jsonb_array_elements_text("ingredients")), ''), "search_text" = "category" || ' ' || "description" || ' ' || "weight";--> statement-breakpoint
ALTER TABLE "catalog"."products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', ingredients_text), 'B') || setweight(to_tsvector('english', search_text), 'C')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "catalog"."products" USING gin ("search_vector");
