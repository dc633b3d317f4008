-- Search that knows the food: synonym groups an admin extends, and the vocabulary that respelling and suggestions
-- read (every word of product names, ingredients and categories, with how many products use it).
CREATE TABLE "catalog"."synonym_groups" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "built_in" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A term is in one group at most: its primary key says so.
CREATE TABLE "catalog"."synonym_terms" (
  "term" text PRIMARY KEY NOT NULL,
  "group_id" uuid NOT NULL REFERENCES "catalog"."synonym_groups"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "synonym_terms_group_idx" ON "catalog"."synonym_terms" ("group_id");--> statement-breakpoint
CREATE TABLE "catalog"."search_terms" (
  "term" text PRIMARY KEY NOT NULL,
  "products" integer NOT NULL
);--> statement-breakpoint
-- Nearest spelling (trigram similarity).
CREATE INDEX "search_terms_trgm_idx" ON "catalog"."search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Distinct product names (by lower case) with how many products bear them: suggestions complete names from here,
-- so a word thousands of products share costs a look at a few names, not at every product.
CREATE TABLE "catalog"."search_names" (
  "key" text PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "products" integer NOT NULL,
  "words" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "key")) STORED
);--> statement-breakpoint
CREATE INDEX "search_names_words_idx" ON "catalog"."search_names" USING gin ("words");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "catalog"."products" (lower("name"), "featured" DESC, "review_count" DESC, "id");--> statement-breakpoint
CREATE FUNCTION "catalog"."search_names_add"(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalog"."search_names" AS t ("key", "name", "products")
    SELECT lower(d.key), d.key, d.value::int FROM jsonb_each_text(deltas) d ORDER BY lower(d.key)
  ON CONFLICT ("key") DO UPDATE SET "products" = t."products" + excluded."products";
  DELETE FROM "catalog"."search_names" WHERE "products" <= 0 AND "key" IN (SELECT lower(k) FROM jsonb_object_keys(deltas) k);
$$;--> statement-breakpoint
-- The words a product is found by: lower case, letters only, two letters or more, each once.
CREATE FUNCTION "catalog"."search_words"(name text, ingredients text, category text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}') FROM regexp_split_to_table(lower(name || ' ' || ingredients || ' ' || category), '[^[:alpha:]]+') AS w WHERE length(w) >= 2
$$;--> statement-breakpoint
-- Adds (or takes away) word counts; terms no product uses any more are dropped. Sorted, so concurrent saves lock
-- the same terms in the same order.
CREATE FUNCTION "catalog"."search_terms_add"(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalog"."search_terms" AS t ("term", "products")
    SELECT d.key, d.value::int FROM jsonb_each_text(deltas) d ORDER BY d.key
  ON CONFLICT ("term") DO UPDATE SET "products" = t."products" + excluded."products";
  DELETE FROM "catalog"."search_terms" WHERE "products" <= 0 AND "term" IN (SELECT jsonb_object_keys(deltas));
$$;--> statement-breakpoint
-- Statement-level, with transition tables: a bulk load of 100,000 products updates each term once.
CREATE FUNCTION "catalog"."search_terms_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalog"."search_terms_add"(coalesce((SELECT jsonb_object_agg(w, n) FROM (
    SELECT w, count(*) AS n FROM new_rows, unnest("catalog"."search_words"(name, ingredients_text, category)) AS w GROUP BY w) c), '{}'));
  PERFORM "catalog"."search_names_add"(coalesce((SELECT jsonb_object_agg(name, n) FROM (
    SELECT min(name) AS name, count(*) AS n FROM new_rows GROUP BY lower(name)) c), '{}'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "catalog"."search_terms_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalog"."search_terms_add"(coalesce((SELECT jsonb_object_agg(w, -n) FROM (
    SELECT w, count(*) AS n FROM old_rows, unnest("catalog"."search_words"(name, ingredients_text, category)) AS w GROUP BY w) c), '{}'));
  PERFORM "catalog"."search_names_add"(coalesce((SELECT jsonb_object_agg(name, -n) FROM (
    SELECT min(name) AS name, count(*) AS n FROM old_rows GROUP BY lower(name)) c), '{}'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "catalog"."search_terms_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalog"."search_terms_add"(coalesce((SELECT jsonb_object_agg(w, n) FROM (
    SELECT w, sum(n) AS n FROM (
      SELECT w, 1 AS n FROM new_rows, unnest("catalog"."search_words"(name, ingredients_text, category)) AS w
      UNION ALL
      SELECT w, -1 FROM old_rows, unnest("catalog"."search_words"(name, ingredients_text, category)) AS w
    ) x GROUP BY w HAVING sum(n) <> 0) c), '{}'));
  PERFORM "catalog"."search_names_add"(coalesce((SELECT jsonb_object_agg(name, n) FROM (
    SELECT min(name) AS name, sum(n) AS n FROM (
      SELECT name, 1 AS n FROM new_rows UNION ALL SELECT name, -1 FROM old_rows
    ) x GROUP BY lower(name) HAVING sum(n) <> 0) c), '{}'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "catalog"."products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."search_terms_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_delete" AFTER DELETE ON "catalog"."products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."search_terms_deleted"();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "catalog"."products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."search_terms_updated"();--> statement-breakpoint
INSERT INTO "catalog"."search_terms" ("term", "products")
  SELECT w, count(*) FROM "catalog"."products", unnest("catalog"."search_words"(name, ingredients_text, category)) AS w GROUP BY w;--> statement-breakpoint
INSERT INTO "catalog"."search_names" ("key", "name", "products")
  SELECT lower(name), min(name), count(*) FROM "catalog"."products" GROUP BY lower(name);--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['laddu', 'ladoo', 'ladu']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['murukku', 'chakli', 'chakri']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['mysore pak', 'mysorepak']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['halwa', 'halva']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['podi', 'gunpowder']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['appalam', 'papad', 'pappadam']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['mixture', 'namkeen']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['payasam', 'kheer']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['thattai', 'nippattu', 'chekkalu']) AS t;--> statement-breakpoint
WITH g AS (INSERT INTO "catalog"."synonym_groups" ("built_in") VALUES (true) RETURNING "id")
  INSERT INTO "catalog"."synonym_terms" ("term", "group_id") SELECT t, g."id" FROM g, unnest(ARRAY['achaar', 'pickle', 'oorugai']) AS t;
