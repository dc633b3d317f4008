-- A product's GST class (its HSN code and rate), picked by its seller; NULL keeps the default the catalog derives
-- from its category and name (the same rule as on create), so existing products need no back-fill.
ALTER TABLE "catalog"."products" ADD COLUMN IF NOT EXISTS "gst_class" text;
