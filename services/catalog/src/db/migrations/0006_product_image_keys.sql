-- Product images are stored as the media service's file keys; answers build the URLs. Rows saved as URLs of the
-- file route (relative, or under any host) keep the key the media service checked; any other entry is kept as it
-- is (never lost) and left out of answers.
UPDATE "catalog"."products" AS p SET "images" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(x.e) = 'string' AND (x.e #>> '{}') ~ '^(https?://[^/]+)?/api/files/product-images/'
      THEN to_jsonb(regexp_replace(x.e #>> '{}', '^(https?://[^/]+)?/api/files/', ''))
      ELSE x.e END
    ORDER BY x.ord), '[]'::jsonb)
  FROM jsonb_array_elements(p."images") WITH ORDINALITY AS x(e, ord)
)
WHERE jsonb_typeof(p."images") = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(p."images") AS y(e) WHERE (y.e #>> '{}') ~ '^(https?://[^/]+)?/api/files/');
