-- Synonyms change what a search matches, so a change to them moves the catalogue version too: what a search
-- means (its synonyms, and a misspelt search's respelling) is then memoised under the version, as its counts are.
CREATE TRIGGER "synonym_terms_catalog_version" AFTER INSERT OR DELETE OR UPDATE
  ON "catalog"."synonym_terms" FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_catalog_version"();
